// The performer's payout requests with their status, and the way to ask for a new one.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PayoutListPage } from '@/components/payouts/payout-list-page';
import type { AppPage } from '@/lib/page';

const PayoutRequestsPage: AppPage = () => <PayoutListPage />;
PayoutRequestsPage.layout = 'primary';
PayoutRequestsPage.authenticate = true;
PayoutRequestsPage.onlyPerformer = true;

export default withAntdTheme(PayoutRequestsPage);
