// The fan's gateway payments.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { PaymentHistoryList } from '@/components/wallet/payment-history-list';
import type { AppPage } from '@/lib/page';

const PaymentHistoryPage: AppPage = () => <PaymentHistoryList />;
PaymentHistoryPage.layout = 'primary';
PaymentHistoryPage.authenticate = true;

export default withAntdTheme(PaymentHistoryPage);
