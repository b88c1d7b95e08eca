// One order the user placed: its status, shipping code, delivery address and download.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { OrderDetail } from '@/components/orders/order-detail';
import type { AppPage } from '@/lib/page';

const MyOrderPage: AppPage = () => <OrderDetail side="buyer" />;
MyOrderPage.layout = 'primary';
MyOrderPage.authenticate = true;

export default withAntdTheme(MyOrderPage);
