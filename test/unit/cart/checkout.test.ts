// Paying for the cart: an address is required for physical lines; the server is asked once, with an
// Idempotency-Key that stays the same for a retry of the same checkout (no answer came) and changes with the
// cart, the address, or once a checkout has answered; the failures it reports come back per line, with why.
import { addLine, type CartItem, type CartLine } from '@/components/cart/cart-store';
import { ADDRESS_REQUIRED, checkoutProblem, createCheckoutKeys, runCheckout, type CheckoutCall } from '@/components/cart/checkout';
import type { CartCheckoutBody, CartCheckoutResult } from '@/contracts/cart';

const performer = { _id: 'perf-1', name: 'Zoe', username: 'zoe' };
const mug: CartItem = { productId: 'p-mug', name: 'Mug', price: 12.5, type: 'physical', image: '/m.jpg', stock: 5, performer };
const ebook: CartItem = { productId: 'p-book', name: 'E-book', price: 4, type: 'digital', image: '/b.jpg', stock: null, performer };
const ADDRESS = '7f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const EMPTY = { lines: [], count: 0, total: 0 };

let counter = 0;
const makeKey = () => `key-${++counter}`;
beforeEach(() => {
  counter = 0;
});

/** The checkout call: answers `result` (or throws `error`) and records what it was sent. */
function fakeCheckout(result: Partial<CartCheckoutResult> | { error: unknown }) {
  const calls: { body: CartCheckoutBody; key: string }[] = [];
  const checkout: CheckoutCall = async (body, key) => {
    calls.push({ body, key });
    if ('error' in result) throw result.error;
    return { data: { bought: [], failures: [], balance: null, cart: EMPTY, ...result } };
  };
  return { calls, checkout };
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
  it('asks the server once, with the address only when something is shipped', async () => {
    const api = fakeCheckout({ bought: [{ productId: 'p-mug', orderId: 'o-1' }, { productId: 'p-book', orderId: 'o-2' }], balance: 71 });
    const outcome = await runCheckout({ lines: cart(), addressId: ADDRESS, keys: createCheckoutKeys(makeKey), checkout: api.checkout });
    expect(api.calls).toEqual([{ body: { addressId: ADDRESS }, key: 'key-1' }]);
    expect(outcome).toEqual({ bought: ['p-mug', 'p-book'], failures: {}, balance: 71, cart: EMPTY });
    const digital = fakeCheckout({});
    await runCheckout({ lines: addLine([], ebook), addressId: ADDRESS, keys: createCheckoutKeys(makeKey), checkout: digital.checkout });
    expect(digital.calls[0].body).toEqual({});
  });

  it('tells a too-low wallet and sold out apart from other failures', async () => {
    const api = fakeCheckout({
      failures: [
        { productId: 'p-mug', statusCode: 422, message: 'Your wallet balance is too low for this purchase. Top up your wallet first.' },
        { productId: 'p-book', statusCode: 422, message: 'Sold out: this product has no items left.' },
        { productId: 'p-hat', statusCode: 404, message: 'This product does not exist or is no longer available.' },
      ],
    });
    const outcome = await runCheckout({ lines: cart(), addressId: ADDRESS, keys: createCheckoutKeys(makeKey), checkout: api.checkout });
    expect(outcome.failures).toEqual({
      'p-mug': { kind: 'wallet-too-low', message: expect.stringMatching(/too low/) },
      'p-book': { kind: 'sold-out', message: expect.stringMatching(/Sold out/) },
      'p-hat': { kind: 'other', message: expect.stringMatching(/no longer available/) },
    });
    expect(outcome.balance).toBeNull();
  });

  it('sends the same key again when no answer came, and a new one once a checkout has answered', async () => {
    const keys = createCheckoutKeys(makeKey);
    const lost = fakeCheckout({ error: { statusCode: 0, error: 'Network Error', message: 'Could not reach the server.' } });
    await expect(runCheckout({ lines: cart(), addressId: ADDRESS, keys, checkout: lost.checkout })).rejects.toMatchObject({ statusCode: 0 });
    const answered = fakeCheckout({ failures: [{ productId: 'p-mug', statusCode: 422, message: 'Try again' }] });
    await runCheckout({ lines: cart(), addressId: ADDRESS, keys, checkout: answered.checkout });
    await runCheckout({ lines: cart(), addressId: ADDRESS, keys, checkout: answered.checkout });
    expect(answered.calls[0].key).toBe(lost.calls[0].key);
    expect(answered.calls[1].key).not.toBe(answered.calls[0].key);
  });

  it('makes a new key when the cart or the address changed since a try that got no answer', async () => {
    const keys = createCheckoutKeys(makeKey);
    const lost = fakeCheckout({ error: { statusCode: 0, message: '' } });
    const attempts: [CartLine[], string][] = [
      [addLine([], mug, 2), ADDRESS],
      [addLine([], mug, 1), ADDRESS],
      [addLine([], mug, 1), 'another-address'],
      [addLine([], mug, 1), 'another-address'],
    ];
    for (const [lines, addressId] of attempts) await runCheckout({ lines, addressId, keys, checkout: lost.checkout }).catch(() => undefined);
    expect(lost.calls.map((c) => c.key)).toEqual(['key-1', 'key-2', 'key-3', 'key-3']);
  });
});
