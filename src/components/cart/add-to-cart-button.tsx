// "Buy" and "Add to cart" on a product: both put the item in the fan's cart; Buy goes on to the cart's
// checkout, where the delivery address is chosen and the wallet pays. A visitor who is not logged in is sent to
// log in, as a cart belongs to an account: this browser keeps what they asked for, and it is added to their cart
// once they have logged in (use-cart.ts). Performers and admins have no cart, and are told so.
import { ShoppingCartOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRouter } from 'next/router';
import type { Product } from '@/contracts/products';
import { formatPrice } from '@/lib/money';
import { LOGIN_PATH } from '@/lib/navigation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { rememberGuestItem, type CartItem } from './cart-store';
import { useCart, type Cart } from './use-cart';

export const NO_CART = 'Only fans have a cart: performer and administrator accounts do not shop here.';
export const GUEST_NOT_KEPT = 'Log in to add this to your cart.';

export const cartItemOf = (product: Product): CartItem => ({
  productId: product._id,
  name: product.name,
  price: product.price,
  type: product.type,
  image: product.image.thumbnails[0] ?? product.image.url,
  stock: product.type === 'digital' ? null : product.stock,
  performer: { _id: product.performer._id, name: product.performer.name, username: product.performer.username },
});

/**
 * Runs `then` for a fan with a cart. A visitor is sent to log in, with the item kept in this browser for the
 * account they log in to; a performer or admin hears they have no cart.
 */
function useCartGate(cart: Cart, product: Product) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const router = useRouter();
  return (then: () => Promise<void>) => {
    if (cart.available) return void then();
    if (loggedIn) return notifyError(NO_CART);
    const storage = typeof window === 'undefined' ? null : window.localStorage;
    if (!rememberGuestItem(storage, cartItemOf(product))) notifyError(GUEST_NOT_KEPT);
    void router.push(LOGIN_PATH);
  };
}

export function AddToCartButton({ product }: { product: Product }) {
  const cart = useCart();
  const gate = useCartGate(cart, product);
  const inCart = cart.lines.find((l) => l.productId === product._id);

  const add = async () => {
    // A refusal is told by the cart itself, with the server's reason.
    if (await cart.add(cartItemOf(product))) notifySuccess(`Added to your cart: ${product.name}`);
  };

  return (
    <Button size="large" icon={<ShoppingCartOutlined />} onClick={() => gate(add)} data-testid="add-to-cart" data-in-cart={inCart ? inCart.quantity : 0}>
      {inCart ? `Add to cart (${inCart.quantity} in cart)` : 'Add to cart'}
    </Button>
  );
}

export function BuyNowButton({ product }: { product: Product }) {
  const cart = useCart();
  const gate = useCartGate(cart, product);
  const router = useRouter();

  const buy = async () => {
    const inCart = cart.lines.some((l) => l.productId === product._id);
    if (!inCart && !(await cart.add(cartItemOf(product)))) return;
    void router.push('/cart');
  };

  return (
    <Button type="primary" size="large" icon={<ShoppingOutlined />} onClick={() => gate(buy)} data-testid="product-buy">
      Buy for {formatPrice(product.price)}
    </Button>
  );
}
