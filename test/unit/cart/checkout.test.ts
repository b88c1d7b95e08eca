// Paying for the cart: an address is required for physical lines, each line is charged with its own key,
// a retry of the same checkout reuses the keys (and a changed line gets a new one), and when some lines
// fail the others are still bought and the failures say why.
import { addLine, type CartItem, type CartLine } from '@/components/cart/cart-store';
import { ADDRESS_REQUIRED, checkoutProblem, createCheckoutKeys, runCheckout, type ChargeProduct } from '@/components/cart/checkout';
import type { ProductChargeBody } from '@/contracts/orders';

const performer = { _id: 'perf-1', name: 'Zoe', username: 'zoe' };
const mug: CartItem = { productId: 'p-mug', name: 'Mug', price: 12.5, type: 'physical', image: '/m.jpg', stock: 5, performer };
const ebook: CartItem = { productId: 'p-book', name: 'E-book', price: 4, type: 'digital', image: '/b.jpg', stock: null, performer };
const ADDRESS = '7f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

let counter = 0;
const makeKey = () => `key-${++counter}`;
beforeEach(() => {
  counter = 0;
});

interface Call {
  productId: string;
  body: ProductChargeBody;
  key: string;
}

/** A charge route that fails the products listed in `failing` with their error and records every call. */
function fakeCharge(failing: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const charge: ChargeProduct = async (productId, body, key) => {
    calls.push({ productId, body, key });
    if (failing[productId]) throw failing[productId];
    return { data: { transactionId: `t-${calls.length}`, balance: 100 - calls.length, order: {} as never } };
  };
  return { calls, charge };
}

const cart = (): CartLine[] => addLine(addLine([], mug, 2), ebook);

describe('checkoutProblem', () => {
  it('requires an address when a physical item is in the cart', () => {
    expect(checkoutProblem(cart(), null)).toBe(ADDRESS_REQUIRED);
    expect(checkoutProblem(cart(), ADDRESS)).toBeNull();
  });

  it('needs no address for digital items only, and refuses an empty cart', () => {
    expect(checkoutProblem(addLine([], ebook), null)).toBeNull();
    expect(checkoutProblem([], ADDRESS)).toBe('Your cart is empty.');
  });
});

describe('runCheckout', () => {
  it('buys each line with its own key: physical with quantity and address, digital one copy without', async () => {
    const api = fakeCharge();
    const outcome = await runCheckout({ lines: cart(), addressId: ADDRESS, keys: createCheckoutKeys(makeKey), charge: api.charge });
    expect(api.calls).toEqual([
      { productId: 'p-mug', body: { quantity: 2, addressId: ADDRESS }, key: 'key-1' },
      { productId: 'p-book', body: { quantity: 1 }, key: 'key-2' },
    ]);
    expect(outcome).toEqual({ bought: ['p-mug', 'p-book'], failures: {}, balance: 98 });
  });

  it('keeps the bought lines bought and the failed ones with their reason', async () => {
    const tooLow = { statusCode: 422, error: 'Error', message: 'Your wallet balance is too low for this purchase. Top up your wallet first.' };
    const api = fakeCharge({ 'p-mug': tooLow });
    const outcome = await runCheckout({ lines: cart(), addressId: ADDRESS, keys: createCheckoutKeys(makeKey), charge: api.charge });
    expect(outcome.bought).toEqual(['p-book']);
    expect(outcome.failures).toEqual({ 'p-mug': { kind: 'wallet-too-low', message: tooLow.message } });
  });

  it('tells sold out apart from other failures', async () => {
    const api = fakeCharge({
      'p-mug': { statusCode: 422, error: 'Error', message: 'Sold out: this product has no items left.' },
      'p-book': { statusCode: 0, error: 'Network Error', message: '' },
    });
    const outcome = await runCheckout({ lines: cart(), addressId: ADDRESS, keys: createCheckoutKeys(makeKey), charge: api.charge });
    expect(outcome.bought).toEqual([]);
    expect(outcome.failures['p-mug'].kind).toBe('sold-out');
    expect(outcome.failures['p-book']).toEqual({ kind: 'other', message: 'Could not buy this item, please try again' });
    expect(outcome.balance).toBeNull();
  });

  it('reuses a failed line’s key when the same checkout is retried, and gives a bought line a new one next time', async () => {
    const keys = createCheckoutKeys(makeKey);
    const first = fakeCharge({ 'p-mug': { statusCode: 0, error: 'Network Error', message: 'Could not reach the server.' } });
    await runCheckout({ lines: cart(), addressId: ADDRESS, keys, charge: first.charge });
    const retry = fakeCharge();
    await runCheckout({ lines: cart(), addressId: ADDRESS, keys, charge: retry.charge });
    expect(retry.calls[0]).toMatchObject({ productId: 'p-mug', key: first.calls[0].key });
    // The e-book was bought the first time: buying it again is a new purchase.
    expect(retry.calls[1].key).not.toBe(first.calls[1].key);
  });

  it('gives a line a new key when its quantity or address changed since the failed try', async () => {
    const keys = createCheckoutKeys(makeKey);
    const failing = fakeCharge({ 'p-mug': { statusCode: 422, error: 'Error', message: 'Only 1 left: lower the quantity to 1 or less.' } });
    await runCheckout({ lines: addLine([], mug, 2), addressId: ADDRESS, keys, charge: failing.charge });
    await runCheckout({ lines: addLine([], mug, 1), addressId: ADDRESS, keys, charge: failing.charge });
    await runCheckout({ lines: addLine([], mug, 1), addressId: 'another-address', keys, charge: failing.charge });
    expect(new Set(failing.calls.map((c) => c.key)).size).toBe(3);
    expect(failing.calls.map((c) => c.body.quantity)).toEqual([2, 1, 1]);
  });
});
