// One order of the performer's products: its delivery status and shipping code.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { OrderDetail } from '@/components/orders/order-detail';
import type { AppPage } from '@/lib/page';

const StoreOrderPage: AppPage = () => <OrderDetail side="seller" />;
StoreOrderPage.layout = 'primary';
StoreOrderPage.authenticate = true;
StoreOrderPage.onlyPerformer = true;

export default withAntdTheme(StoreOrderPage);
