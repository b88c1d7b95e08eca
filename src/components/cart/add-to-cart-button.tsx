// "Buy" and "Add to cart" on a product: both put the item in the visitor's cart (a visitor who is not
// logged in is sent to log in first, as a cart belongs to a user); Buy goes on to the cart's checkout, where
// the delivery address is chosen and the wallet pays.
import { ShoppingCartOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRouter } from 'next/router';
import type { Product } from '@/contracts/products';
import { formatPrice } from '@/lib/money';
import { useLoginGate } from '@/components/performers/use-follow';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { CartItem } from './cart-store';
import { useCart } from './use-cart';

export const CART_SAVE_FAILED = 'Could not save your cart in this browser.';

export const cartItemOf = (product: Product): CartItem => ({
  productId: product._id,
  name: product.name,
  price: product.price,
  type: product.type,
  image: product.image.thumbnails[0] ?? product.image.url,
  stock: product.type === 'digital' ? null : product.stock,
  performer: { _id: product.performer._id, name: product.performer.name, username: product.performer.username },
});

export function AddToCartButton({ product }: { product: Product }) {
  const gate = useLoginGate();
  const cart = useCart();
  const inCart = cart.lines.find((l) => l.productId === product._id);

  const add = () => {
    if (cart.add(cartItemOf(product))) notifySuccess(`Added to your cart: ${product.name}`);
    else notifyError(CART_SAVE_FAILED);
  };

  return (
    <Button size="large" icon={<ShoppingCartOutlined />} onClick={() => gate(add)} data-testid="add-to-cart" data-in-cart={inCart ? inCart.quantity : 0}>
      {inCart ? `Add to cart (${inCart.quantity} in cart)` : 'Add to cart'}
    </Button>
  );
}

export function BuyNowButton({ product }: { product: Product }) {
  const gate = useLoginGate();
  const cart = useCart();
  const router = useRouter();

  const buy = () => {
    const inCart = cart.lines.some((l) => l.productId === product._id);
    if (!inCart && !cart.add(cartItemOf(product))) return notifyError(CART_SAVE_FAILED);
    void router.push('/cart');
  };

  return (
    <Button type="primary" size="large" icon={<ShoppingOutlined />} onClick={() => gate(buy)} data-testid="product-buy">
      Buy for {formatPrice(product.price)}
    </Button>
  );
}
