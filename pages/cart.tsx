// The fan's cart (kept on the server, the same in every session) and paying for it from the wallet.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { CartPage } from '@/components/cart/cart-page';
import type { AppPage } from '@/lib/page';

const Cart: AppPage = () => <CartPage />;
Cart.layout = 'primary';
Cart.authenticate = true;

export default withAntdTheme(Cart);
