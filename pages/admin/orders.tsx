// Every order on the site, with refunds.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { AdminOrdersPage } from '@/components/admin/admin-orders-page';
import type { AppPage } from '@/lib/page';

const OrdersPage: AppPage = () => <AdminOrdersPage />;
OrdersPage.layout = 'primary';
OrdersPage.authenticate = true;
OrdersPage.onlyAdmin = true;

export default withAntdTheme(OrdersPage);
