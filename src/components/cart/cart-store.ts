// The cart's lines and what can be done to them, as plain functions: the server keeps the cart
// (src/services/cart.api.ts), and the browser applies the same changes at once while the server confirms them
// (use-cart.ts). Also the reading of carts browsers stored before the cart moved to the server (one list of
// lines per user id under `cart:<userId>`), and of what a visitor put in before logging in (`cart:guest`):
// everything read back is checked line by line, so a hand-edited or corrupted entry is dropped instead of
// breaking the page, and every quantity is kept within what one order may hold.
import type { CartLineAnswer } from '@/contracts/cart';
import { MAX_ORDER_QUANTITY } from '@/contracts/shell-values';
import { fromMinor, toMinor } from '@/lib/money';

import { GUEST_CART_KEY } from './cart-keys';

export { cartKey, GUEST_CART_KEY } from './cart-keys';

/** A line as the server answers it: the product as it is now, how many, and why it cannot be bought (or null). */
export type CartLine = CartLineAnswer;
export type CartItem = Omit<CartLine, 'quantity' | 'problem'>;

// Checked by hand rather than with zod: the header's cart count reads the cart on every page, and the app
// shell does not load zod.
const isText = (v: unknown): v is string => typeof v === 'string';
const isTextOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
const isWhole = (v: unknown): v is number => Number.isSafeInteger(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored entry as a line with only the known fields, or null when a field is missing or of the wrong kind. */
function readLine(entry: unknown): CartLine | null {
  if (!isRecord(entry) || !isRecord(entry.performer)) return null;
  const { productId, name, price, type, image, quantity, stock, performer } = entry;
  const ok =
    isText(productId) && productId.length > 0 &&
    isText(name) &&
    typeof price === 'number' && Number.isFinite(price) && price > 0 &&
    (type === 'physical' || type === 'digital') &&
    isText(image) &&
    isWhole(quantity) && quantity >= 1 &&
    (stock === null || (isWhole(stock) && stock >= 0)) &&
    isText(performer._id) && isTextOrNull(performer.name) && isTextOrNull(performer.username);
  if (!ok) return null;
  return {
    productId,
    name,
    price,
    type,
    image,
    quantity,
    stock,
    performer: { _id: performer._id as string, name: performer.name as string | null, username: performer.username as string | null },
    problem: null,
  };
}

/** The most of this line one order may hold: one digital copy, else the stock and the order cap. */
export function maxQuantity(line: Pick<CartLine, 'type' | 'stock'>): number {
  if (line.type === 'digital') return 1;
  return Math.max(1, Math.min(line.stock ?? MAX_ORDER_QUANTITY, MAX_ORDER_QUANTITY));
}

/** A whole number between 1 and the line's maximum. */
export function clampQuantity(quantity: number, line: Pick<CartLine, 'type' | 'stock'>): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(whole, 1), maxQuantity(line));
}

/** The lines stored in `raw`: anything unreadable is left out, and quantities are brought into range. */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const entry of value) {
    const line = readLine(entry);
    if (line && !lines.some((l) => l.productId === line.productId)) {
      lines.push({ ...line, quantity: clampQuantity(line.quantity, line) });
    }
  }
  return lines;
}

/** Adds `quantity` of an item, merging with its line when it is already in the cart. */
export function addLine(lines: CartLine[], item: CartItem, quantity = 1): CartLine[] {
  const existing = lines.find((l) => l.productId === item.productId);
  if (!existing) return [...lines, { ...item, quantity: clampQuantity(quantity, item), problem: null }];
  // The newer product details win (price, stock), the quantities add up.
  return lines.map((l) => (l === existing ? { ...item, quantity: clampQuantity(l.quantity + quantity, item), problem: l.problem } : l));
}

/** How many of the product the cart holds. */
export const quantityIn = (lines: CartLine[], productId: string): number => lines.find((l) => l.productId === productId)?.quantity ?? 0;

export const setLineQuantity = (lines: CartLine[], productId: string, quantity: number): CartLine[] =>
  lines.map((l) => (l.productId === productId ? { ...l, quantity: clampQuantity(quantity, l) } : l));

export const removeLines = (lines: CartLine[], productIds: string[]): CartLine[] => lines.filter((l) => !productIds.includes(l.productId));

/** What the lines that can be bought cost now, in currency units, added up in cents so no float error creeps in. */
export function cartTotal(lines: CartLine[]): number {
  return fromMinor(lines.reduce((sum, l) => sum + (l.problem ? 0 : toMinor(l.price) * l.quantity), 0));
}

export const itemCount = (lines: CartLine[]): number => lines.reduce((sum, l) => sum + l.quantity, 0);

export const needsAddress = (lines: CartLine[]): boolean => lines.some((l) => l.type === 'physical');

type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage may be missing or refuse access (private modes, full quota): what it holds then reads as empty. */
export function readStored(storage: CartStorage | null, key: string): CartLine[] {
  if (!storage) return [];
  try {
    return parseCart(storage.getItem(key));
  } catch {
    return [];
  }
}

export function forgetStored(storage: CartStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* nothing stored can be read either */
  }
}

/** Keeps what a visitor asked to add until they have logged in; false when the browser refused to keep it. */
export function rememberGuestItem(storage: CartStorage | null, item: CartItem, quantity = 1): boolean {
  if (!storage) return false;
  try {
    storage.setItem(GUEST_CART_KEY, JSON.stringify(addLine(readStored(storage, GUEST_CART_KEY), item, quantity)));
    return true;
  } catch {
    return false;
  }
}
