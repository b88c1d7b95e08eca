// The cart's lines as plain functions (quantities kept between 1 and what one order may hold: stock,
// MAX_ORDER_QUANTITY, one digital copy; totals in cents, leaving out lines that cannot be bought), and what this
// browser kept for the account: a cart stored before carts moved to the server, and a visitor's item.
import { MAX_ORDER_QUANTITY } from '@/contracts/orders';
import {
  addLine,
  cartKey,
  cartTotal,
  clampQuantity,
  forgetStored,
  GUEST_CART_KEY,
  itemCount,
  needsAddress,
  parseCart,
  quantityIn,
  readStored,
  rememberGuestItem,
  removeLines,
  setLineQuantity,
  type CartItem,
} from '@/components/cart/cart-store';

const performer = { _id: 'perf-1', name: 'Zoe', username: 'zoe' };
const mug: CartItem = { productId: 'p-mug', name: 'Mug', price: 12.5, type: 'physical', image: '/m.jpg', stock: 3, performer };
const ebook: CartItem = { productId: 'p-book', name: 'E-book', price: 0.1, type: 'digital', image: '/b.jpg', stock: null, performer };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('what this browser kept', () => {
  it('reads a cart stored under a user’s key before carts moved to the server, and forgets it', () => {
    const storage = memoryStorage({ [cartKey('user-a')]: JSON.stringify([{ ...mug, quantity: 2 }]) });
    expect(cartKey('user-a')).toBe('cart:user-a');
    expect(readStored(storage, cartKey('user-a')).map((l) => [l.productId, l.quantity, l.problem])).toEqual([['p-mug', 2, null]]);
    expect(readStored(storage, cartKey('user-b'))).toEqual([]);
    forgetStored(storage, cartKey('user-a'));
    expect(storage.data.size).toBe(0);
  });

  it('keeps what a visitor asked for until they log in, adding up the same product', () => {
    const storage = memoryStorage();
    expect(rememberGuestItem(storage, mug)).toBe(true);
    expect(rememberGuestItem(storage, mug, 2)).toBe(true);
    expect(rememberGuestItem(storage, ebook)).toBe(true);
    expect(readStored(storage, GUEST_CART_KEY).map((l) => [l.productId, l.quantity])).toEqual([
      ['p-mug', 3],
      ['p-book', 1],
    ]);
  });

  it('reads nothing and keeps nothing when storage refuses access', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStored(broken, GUEST_CART_KEY)).toEqual([]);
    expect(rememberGuestItem(broken, mug)).toBe(false);
    expect(rememberGuestItem(null, mug)).toBe(false);
    expect(() => forgetStored(broken, GUEST_CART_KEY)).not.toThrow();
  });
});

describe('corrupted storage', () => {
  it.each([['not json {'], ['{"productId":"p-mug"}'], ['null'], ['42']])('reads %s as an empty cart', (raw) => {
    expect(parseCart(raw)).toEqual([]);
  });

  it('drops only the unreadable lines and duplicates, and brings stored quantities into range', () => {
    const raw = JSON.stringify([
      { ...mug, quantity: 99 },
      { ...mug, quantity: 1 },
      { ...ebook, quantity: 0 },
      { ...ebook, productId: 'p-neg', price: -5, quantity: 1 },
      { ...ebook, productId: 'p-frac', quantity: 1.5 },
      'junk',
      { ...ebook, productId: 'p-two', quantity: 2 },
    ]);
    expect(parseCart(raw).map((l) => [l.productId, l.quantity])).toEqual([
      ['p-mug', 3],
      ['p-two', 1],
    ]);
  });
});

describe('quantities', () => {
  it('never goes below 1', () => {
    const lines = setLineQuantity(addLine([], mug, 2), 'p-mug', 0);
    expect(lines[0].quantity).toBe(1);
    expect(setLineQuantity(lines, 'p-mug', -4)[0].quantity).toBe(1);
    expect(clampQuantity(Number.NaN, mug)).toBe(1);
    expect(clampQuantity(2.7, mug)).toBe(2);
  });

  it('never goes above the stock, adding up when the same product is added again', () => {
    let lines = addLine([], mug, 2);
    lines = addLine(lines, mug, 2);
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(3);
    expect(setLineQuantity(lines, 'p-mug', 10)[0].quantity).toBe(3);
  });

  it('never goes above MAX_ORDER_QUANTITY, whatever the stock', () => {
    const plenty = { ...mug, stock: MAX_ORDER_QUANTITY * 5 };
    expect(addLine([], plenty, MAX_ORDER_QUANTITY + 1)[0].quantity).toBe(MAX_ORDER_QUANTITY);
  });

  it('holds one copy of a digital product', () => {
    expect(addLine(addLine([], ebook), ebook)[0].quantity).toBe(1);
    expect(setLineQuantity(addLine([], ebook), 'p-book', 3)[0].quantity).toBe(1);
  });

  it('takes the newer price and stock when a product is added again', () => {
    const lines = addLine(addLine([], mug, 3), { ...mug, price: 10, stock: 2 });
    expect(lines[0]).toMatchObject({ price: 10, stock: 2, quantity: 2 });
  });
});

describe('totals', () => {
  it('adds up in cents, so float errors never show', () => {
    const lines = addLine(addLine([], { ...ebook, price: 0.1 }), { ...mug, price: 0.2, stock: 5 }, 1);
    expect(cartTotal(lines)).toBe(0.3);
    expect(cartTotal(setLineQuantity(lines, 'p-mug', 3))).toBe(0.7);
    expect(itemCount(setLineQuantity(lines, 'p-mug', 3))).toBe(4);
    expect(quantityIn(lines, 'p-mug')).toBe(1);
    expect(quantityIn(lines, 'p-none')).toBe(0);
  });

  it('leaves a line that cannot be bought now out of the total, but counts it', () => {
    const lines = addLine(addLine([], ebook), mug, 2).map((l) => (l.productId === 'p-mug' ? { ...l, problem: 'This product is sold out.' } : l));
    expect(cartTotal(lines)).toBe(0.1);
    expect(itemCount(lines)).toBe(3);
  });

  it('needs an address only with a physical line, and removes lines by id', () => {
    const lines = addLine(addLine([], ebook), mug);
    expect(needsAddress(lines)).toBe(true);
    expect(needsAddress(removeLines(lines, ['p-mug']))).toBe(false);
    expect(removeLines(lines, ['p-mug', 'p-book'])).toEqual([]);
  });
});
