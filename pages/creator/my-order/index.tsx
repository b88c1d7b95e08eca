// The orders of the performer's products (GET /orders/search).
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { OrdersList } from '@/components/orders/orders-list';
import type { AppPage } from '@/lib/page';

const StoreOrdersPage: AppPage = () => <OrdersList side="seller" />;
StoreOrdersPage.layout = 'primary';
StoreOrdersPage.authenticate = true;
StoreOrdersPage.onlyPerformer = true;

export default withAntdTheme(StoreOrdersPage);
