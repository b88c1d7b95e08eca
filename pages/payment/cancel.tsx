// Where a checkout left without paying lands.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PaymentCancelled } from '@/components/wallet/payment-result';
import type { AppPage } from '@/lib/page';

const PaymentCancelPage: AppPage = () => <PaymentCancelled />;
PaymentCancelPage.layout = 'primary';
PaymentCancelPage.authenticate = true;

export default withAntdTheme(PaymentCancelPage);
