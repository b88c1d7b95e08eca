// Asking for a payout of the available earnings (docs/business-rules.md "Earnings and payouts").
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PayoutCreatePage } from '@/components/payouts/payout-create-page';
import type { AppPage } from '@/lib/page';

const CreatePayoutRequestPage: AppPage = () => <PayoutCreatePage />;
CreatePayoutRequestPage.layout = 'primary';
CreatePayoutRequestPage.authenticate = true;
CreatePayoutRequestPage.onlyPerformer = true;

export default withAntdTheme(CreatePayoutRequestPage);
