// Paying for the cart from the wallet: one call (POST /cart/checkout), in which the server buys each line of
// the fan's cart as its own order at the price of that moment and takes what it bought out of the cart. The
// call carries an Idempotency-Key that stays the same while the cart and the address do, so retrying a
// checkout whose answer got lost never charges twice; any change (or a checkout that answered) makes a new one.
import type { CartCheckoutBody, CartCheckoutResult } from '@/contracts/cart';
import { errorMessageOr } from '@/lib/errors';
import { isWalletTooLow, newActionKey } from '@/components/wallet/wallet-money';
import { needsAddress, type CartLine } from './cart-store';

export const ADDRESS_REQUIRED = 'Choose a delivery address for the physical items in your cart.';
export const LINE_FAILED = 'Could not buy this item, please try again';
export const CHECKOUT_FAILED = 'Could not pay for your cart, please try again.';

export type LineFailureKind = 'wallet-too-low' | 'sold-out' | 'other';
export interface LineFailure {
  kind: LineFailureKind;
  message: string;
}

export interface CheckoutOutcome {
  /** Product ids bought in this run. */
  bought: string[];
  failures: Record<string, LineFailure>;
  /** The wallet balance after the last successful purchase, when there was one. */
  balance: number | null;
  /** The cart as the server left it. */
  cart: CartCheckoutResult['cart'];
}

export type CheckoutCall = (body: CartCheckoutBody, key: string) => Promise<{ data: CartCheckoutResult }>;

/** Why the cart cannot be paid for yet, or null. */
export function checkoutProblem(lines: CartLine[], addressId: string | null | undefined): string | null {
  if (!lines.length) return 'Your cart is empty.';
  if (needsAddress(lines) && !addressId) return ADDRESS_REQUIRED;
  return null;
}

/** One Idempotency-Key per checkout request: the same while the lines and address are the same, until it answers. */
export function createCheckoutKeys(makeKey: () => string = newActionKey) {
  let known: { request: string; key: string } | null = null;
  return {
    keyFor(lines: CartLine[], addressId: string | null | undefined): string {
      const request = JSON.stringify([lines.map((l) => [l.productId, l.quantity]), addressId ?? null]);
      if (known?.request !== request) known = { request, key: makeKey() };
      return known.key;
    },
    /** The checkout answered: the next one is a new request. */
    forget(): void {
      known = null;
    },
  };
}
export type CheckoutKeys = ReturnType<typeof createCheckoutKeys>;

export function describeFailure(e: unknown): LineFailure {
  if (isWalletTooLow(e)) return { kind: 'wallet-too-low', message: errorMessageOr(e, LINE_FAILED) };
  const message = errorMessageOr(e, LINE_FAILED);
  return { kind: /sold out|left:|left\b/i.test(message) ? 'sold-out' : 'other', message };
}

/** Pays for the cart; a failure of the call itself (no answer) throws, failures of lines come back per line. */
export async function runCheckout(options: { lines: CartLine[]; addressId: string | null | undefined; keys: CheckoutKeys; checkout: CheckoutCall }): Promise<CheckoutOutcome> {
  const { lines, addressId, keys, checkout } = options;
  const body: CartCheckoutBody = needsAddress(lines) && addressId ? { addressId } : {};
  const { data } = await checkout(body, keys.keyFor(lines, addressId));
  keys.forget();
  const failures: Record<string, LineFailure> = {};
  for (const failure of data.failures) failures[failure.productId] = describeFailure(failure);
  return { bought: data.bought.map((b) => b.productId), failures, balance: data.balance, cart: data.cart };
}
