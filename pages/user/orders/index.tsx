// The products the user bought (GET /orders/users/search).
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { OrdersList } from '@/components/orders/orders-list';
import type { AppPage } from '@/lib/page';

const MyOrdersPage: AppPage = () => <OrdersList side="buyer" />;
MyOrdersPage.layout = 'primary';
MyOrdersPage.authenticate = true;

export default withAntdTheme(MyOrdersPage);
