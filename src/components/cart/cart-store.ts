// The cart, kept in local storage per user: one list of lines per user id
// under `cart:<userId>`. Everything read back is checked line by line, so a hand-edited or corrupted entry
// is dropped instead of breaking the page, and every quantity is kept within what one order may hold.
import { z } from 'zod';
import { MAX_ORDER_QUANTITY } from '@/contracts/orders';
import { fromMinor, toMinor } from '@/lib/money';

export const cartKey = (userId: string) => `cart:${userId}`;

const cartLine = z.object({
  productId: z.string().min(1),
  name: z.string(),
  /** Currency units, as the product showed it when added. */
  price: z.number().positive(),
  type: z.enum(['physical', 'digital']),
  image: z.string(),
  quantity: z.number().int().min(1),
  /** Items left when added (physical products); null for digital ones. */
  stock: z.number().int().min(0).nullable(),
  performer: z.object({ _id: z.string(), name: z.string().nullable(), username: z.string().nullable() }),
});
export type CartLine = z.infer<typeof cartLine>;
export type CartItem = Omit<CartLine, 'quantity'>;

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
    const parsed = cartLine.safeParse(entry);
    if (parsed.success && !lines.some((l) => l.productId === parsed.data.productId)) {
      lines.push({ ...parsed.data, quantity: clampQuantity(parsed.data.quantity, parsed.data) });
    }
  }
  return lines;
}

/** Adds `quantity` of an item, merging with its line when it is already in the cart. */
export function addLine(lines: CartLine[], item: CartItem, quantity = 1): CartLine[] {
  const existing = lines.find((l) => l.productId === item.productId);
  if (!existing) return [...lines, { ...item, quantity: clampQuantity(quantity, item) }];
  // The newer product details win (price, stock), the quantities add up.
  return lines.map((l) => (l === existing ? { ...item, quantity: clampQuantity(l.quantity + quantity, item) } : l));
}

export const setLineQuantity = (lines: CartLine[], productId: string, quantity: number): CartLine[] =>
  lines.map((l) => (l.productId === productId ? { ...l, quantity: clampQuantity(quantity, l) } : l));

export const removeLines = (lines: CartLine[], productIds: string[]): CartLine[] => lines.filter((l) => !productIds.includes(l.productId));

/** The cart's total in currency units, added up in cents so no float error creeps in. */
export function cartTotal(lines: CartLine[]): number {
  return fromMinor(lines.reduce((sum, l) => sum + toMinor(l.price) * l.quantity, 0));
}

export const itemCount = (lines: CartLine[]): number => lines.reduce((sum, l) => sum + l.quantity, 0);

export const needsAddress = (lines: CartLine[]): boolean => lines.some((l) => l.type === 'physical');

type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage may be missing or refuse access (private modes, full quota): the cart then reads as empty. */
export function readRaw(storage: CartStorage | null, userId: string): string | null {
  if (!storage || !userId) return null;
  try {
    return storage.getItem(cartKey(userId));
  } catch {
    return null;
  }
}

export function readCart(storage: CartStorage | null, userId: string): CartLine[] {
  return parseCart(readRaw(storage, userId));
}

/** Saves the lines; false when storage refused them. An empty cart removes the key. */
export function writeCart(storage: CartStorage | null, userId: string, lines: CartLine[]): boolean {
  if (!storage || !userId) return false;
  try {
    if (lines.length) storage.setItem(cartKey(userId), JSON.stringify(lines));
    else storage.removeItem(cartKey(userId));
    return true;
  } catch {
    return false;
  }
}
