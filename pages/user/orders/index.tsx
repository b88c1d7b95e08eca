// The products the user bought (GET /orders/users/search).
import { OrdersList } from '@/components/orders/orders-list';
import type { AppPage } from '@/lib/page';

const MyOrdersPage: AppPage = () => <OrdersList side="buyer" />;
MyOrdersPage.layout = 'primary';
MyOrdersPage.authenticate = true;

export default MyOrdersPage;
