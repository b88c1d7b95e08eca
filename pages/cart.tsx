// The user's cart (kept in this browser's local storage, per user) and paying for it from the wallet.
import { CartPage } from '@/components/cart/cart-page';
import type { AppPage } from '@/lib/page';

const Cart: AppPage = () => <CartPage />;
Cart.layout = 'primary';
Cart.authenticate = true;

export default Cart;
