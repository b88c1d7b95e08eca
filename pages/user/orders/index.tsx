// The products the user bought (spec §7 "Orders": GET /orders/users/search).
import { OrdersList } from '@/components/orders/orders-list';
import type { AppPage } from '@/lib/page';

const MyOrdersPage: AppPage = () => <OrdersList side="buyer" />;
MyOrdersPage.layout = 'primary';
MyOrdersPage.authenticate = true;

export default MyOrdersPage;
