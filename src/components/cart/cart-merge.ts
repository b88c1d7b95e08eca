// Adding to the account's cart what this browser kept for it: a cart stored here before carts moved to the
// server (`cart:<userId>`) and what a visitor asked for before logging in (`cart:guest`). Loaded by use-cart.ts
// only when one of them is there, so the pages that never need it do not carry it.
import type { CartAnswer } from '@/contracts/cart';
import { notifyError, notifySuccess } from '@/lib/notify';
import { cartService } from '@/services/cart.api';
import { cartKey, clampQuantity, forgetStored, GUEST_CART_KEY, quantityIn, readStored, type CartLine } from './cart-store';

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const names = (lines: CartLine[]) => lines.map((l) => l.name).join(', ');

/**
 * Adds what this browser kept (a cart stored here before carts moved to the server, and what was asked for
 * before logging in) to the account's cart, once: it is forgotten before it is sent, so two tabs never add it twice.
 */
export async function mergeStored(owner: string, cart: CartAnswer): Promise<CartAnswer> {
  const storage = browserStorage();
  const before = readStored(storage, cartKey(owner));
  const guest = readStored(storage, GUEST_CART_KEY);
  // Forgotten first, unreadable or not: read once, never sent twice.
  forgetStored(storage, cartKey(owner));
  forgetStored(storage, GUEST_CART_KEY);
  if (!before.length && !guest.length) return cart;
  let merged = cart;
  const added: CartLine[] = [];
  const refused: CartLine[] = [];
  for (const line of [...before, ...guest]) {
    try {
      merged = (await cartService.setQuantity(line.productId, clampQuantity(quantityIn(merged.lines, line.productId) + line.quantity, line))).data;
      added.push(line);
    } catch {
      refused.push(line);
    }
  }
  const asked = added.filter((l) => guest.includes(l));
  if (asked.length) notifySuccess(`Added to your cart: ${names(asked)}`);
  if (refused.length) notifyError(`Could not add to your cart: ${names(refused)}. It may be sold out or no longer on sale.`);
  return merged;
}

