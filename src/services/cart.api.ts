// The fan's cart on the server (docs/money.md, "The cart"): read it, set how many of a product it holds, take
// lines out, and pay for it from the wallet. Checkout carries the Idempotency-Key of the fan's action, so a
// retried checkout never charges twice. Types only from the contract: the header reads the cart on every page.
import type { CartAnswer, CartCheckoutBody, CartCheckoutResult } from '@/contracts/cart';
import { IDEMPOTENCY_HEADER } from '@/contracts/shell-values';
import { request } from '@/lib/request';

const item = (productId: string) => `/cart/items/${encodeURIComponent(productId)}`;

export const cartService = {
  get: () => request<CartAnswer>('/cart'),
  /** How many of the product the cart should hold; 0 takes it out. */
  setQuantity: (productId: string, quantity: number) => request<CartAnswer>(item(productId), { method: 'PUT', body: { quantity } }),
  remove: (productId: string) => request<CartAnswer>(item(productId), { method: 'DELETE' }),
  clear: () => request<CartAnswer>('/cart', { method: 'DELETE' }),
  checkout: (body: CartCheckoutBody, key: string) => request<CartCheckoutResult>('/cart/checkout', { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } }),
};
