// Paying for the cart from the wallet: one purchase per line (POST /wallet/charges/product/{id}), each with
// its own Idempotency-Key. A line's key stays the same while its quantity and address do, so retrying a
// checkout whose answer got lost never charges twice; a line bought is forgotten, so buying it again later
// is a new purchase. Lines are bought one after the other: each debit sees the balance the previous left.
import type { ProductChargeBody, ProductChargeResult } from '@/contracts/orders';
import { errorMessageOr } from '@/lib/errors';
import { isWalletTooLow, newActionKey } from '@/components/wallet/wallet-money';
import { needsAddress, type CartLine } from './cart-store';

export const ADDRESS_REQUIRED = 'Choose a delivery address for the physical items in your cart.';
export const LINE_FAILED = 'Could not buy this item, please try again';

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
}

export type ChargeProduct = (productId: string, body: ProductChargeBody, key: string) => Promise<{ data: ProductChargeResult }>;

/** Why the cart cannot be paid for yet, or null. */
export function checkoutProblem(lines: CartLine[], addressId: string | null | undefined): string | null {
  if (!lines.length) return 'Your cart is empty.';
  if (needsAddress(lines) && !addressId) return ADDRESS_REQUIRED;
  return null;
}

/** What the API is sent for a line: digital copies go one at a time and without an address. */
export function chargeBody(line: CartLine, addressId: string | null | undefined): ProductChargeBody {
  if (line.type === 'digital') return { quantity: 1 };
  return { quantity: line.quantity, addressId: addressId ?? undefined };
}

/** Idempotency keys per line, kept while the request they stand for (quantity, address) is unchanged. */
export function createCheckoutKeys(makeKey: () => string = newActionKey) {
  const keys = new Map<string, { request: string; key: string }>();
  return {
    keyFor(line: CartLine, addressId: string | null | undefined): string {
      const request = JSON.stringify(chargeBody(line, addressId));
      const known = keys.get(line.productId);
      if (known && known.request === request) return known.key;
      const key = makeKey();
      keys.set(line.productId, { request, key });
      return key;
    },
    forget(productId: string): void {
      keys.delete(productId);
    },
  };
}
export type CheckoutKeys = ReturnType<typeof createCheckoutKeys>;

export function describeFailure(e: unknown): LineFailure {
  if (isWalletTooLow(e)) return { kind: 'wallet-too-low', message: errorMessageOr(e, LINE_FAILED) };
  const message = errorMessageOr(e, LINE_FAILED);
  return { kind: /sold out|left:/i.test(message) ? 'sold-out' : 'other', message };
}

export async function runCheckout(options: {
  lines: CartLine[];
  addressId: string | null | undefined;
  keys: CheckoutKeys;
  charge: ChargeProduct;
}): Promise<CheckoutOutcome> {
  const { lines, addressId, keys, charge } = options;
  const outcome: CheckoutOutcome = { bought: [], failures: {}, balance: null };
  for (const line of lines) {
    try {
      const { data } = await charge(line.productId, chargeBody(line, addressId), keys.keyFor(line, addressId));
      outcome.bought.push(line.productId);
      outcome.balance = data.balance;
      keys.forget(line.productId);
    } catch (e) {
      outcome.failures[line.productId] = describeFailure(e);
    }
  }
  return outcome;
}
