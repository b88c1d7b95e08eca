// The cart in the browser, against a stand-in of the cart service (GET/PUT/DELETE /cart..., POST /cart/checkout):
// "Add to cart" shows at once in the header's count and is undone with the server's reason when refused; a
// visitor is sent to log in with the item kept for after; a cart this browser stored before moving to the
// server is added to the account once and forgotten; /cart shows the server's lines, changes quantities, and
// pays through the server, keeping failed lines with their reason, sending the same Idempotency-Key on a retry
// after a lost answer, and going to the orders once everything is bought.
import '../../helpers/browser-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { CartAnswer, CartCheckoutResult } from '@/contracts/cart';
import { CartPage } from '@/components/cart/cart-page';
import { cartKey, GUEST_CART_KEY, type CartLine } from '@/components/cart/cart-store';
import { ADDRESS_REQUIRED } from '@/components/cart/checkout';
import { resetCart } from '@/components/cart/use-cart';
import { HeaderCart } from '@/components/layout/header-counts';
import { ProductPurchase } from '@/components/product/product-purchase';
import { fail, fakeApi, ok, okList, type FakeCall, type FakeResponse } from '../../helpers/fake-api';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { productFactory } from '../../helpers/content-fixtures';
import { fanState, UUID } from '../../helpers/fan-state';
import { addressFactory } from '../addresses/fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  localStorage.clear();
  resetCart();
});
afterEach(() => {
  api?.restore();
  api = undefined;
});

const FAN = 'fan-1';
const ADDRESS_ID = '7f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const TOO_LOW = 'Your wallet balance is too low for this purchase. Top up your wallet first.';
const performer = { _id: 'perf-1', name: 'Zoe', username: 'zoe' };
const mugLine: CartLine = { productId: 'p-mug', name: 'Mug', price: 12.5, type: 'physical', image: '/m.jpg', stock: 5, quantity: 2, performer, problem: null };
const bookLine: CartLine = { productId: 'p-book', name: 'E-book', price: 4, type: 'digital', image: '/b.jpg', stock: null, quantity: 1, performer, problem: null };
const address = addressFactory({ _id: ADDRESS_ID, userId: FAN });
const PRODUCTS: Record<string, CartLine> = { 'p-mug': mugLine, 'p-book': bookLine };

const answerOf = (lines: CartLine[]): CartAnswer => ({
  lines,
  count: lines.reduce((n, l) => n + l.quantity, 0),
  total: lines.reduce((n, l) => n + l.price * l.quantity, 0),
});

/** The cart service over `lines`; `refuse` answers a PUT with an error instead, `checkout` answers the checkout. */
function cartServer(options: { lines?: CartLine[]; refuse?: (call: FakeCall) => FakeResponse | null; checkout?: (call: FakeCall, lines: CartLine[]) => FakeResponse; extra?: Record<string, FakeResponse> } = {}) {
  let lines = [...(options.lines ?? [])];
  const put = (productId: string) => (call: FakeCall) => {
    const refused = options.refuse?.(call);
    if (refused) return refused;
    const quantity = (call.body as { quantity: number }).quantity;
    const known = lines.find((l) => l.productId === productId);
    lines = quantity === 0 ? lines.filter((l) => l !== known) : known ? lines.map((l) => (l === known ? { ...l, quantity } : l)) : [...lines, { ...PRODUCTS[productId], quantity }];
    return ok(answerOf(lines));
  };
  const remove = (productId: string) => () => {
    lines = lines.filter((l) => l.productId !== productId);
    return ok(answerOf(lines));
  };
  const routes: Record<string, (call: FakeCall) => FakeResponse> = {
    'GET /cart': () => ok(answerOf(lines)),
    'POST /cart/checkout': (call) => {
      const res = options.checkout!(call, lines);
      const data = (res.body as { data?: CartCheckoutResult }).data;
      if (data) lines = data.cart.lines;
      return res;
    },
  };
  for (const id of Object.keys(PRODUCTS)) {
    routes[`PUT /cart/items/${id}`] = put(id);
    routes[`DELETE /cart/items/${id}`] = remove(id);
  }
  api = fakeApi({ ...routes, ...options.extra });
  return { lines: () => lines, calls: () => api!.calls };
}

const cartCalls = (method: string) => api!.calls.filter((c) => c.method === method && c.url.startsWith('/cart'));

describe('adding to the cart', () => {
  it('puts the product in the fan’s cart on the server and counts it in the header at once', async () => {
    const server = cartServer();
    const product = productFactory({ _id: 'p-mug', type: 'physical', stock: 4, price: 12.5 });
    renderWithStore(
      <>
        <HeaderCart />
        <ProductPurchase product={product} viewerId={FAN} isAdmin={false} />
      </>,
      { state: fanState() },
    );
    await waitFor(() => expect(cartCalls('GET')).toHaveLength(1));
    expect(screen.getByTestId('header-cart')).toHaveAttribute('data-count', '0');
    await click(screen.getByTestId('add-to-cart'));
    await click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(screen.getByTestId('header-cart')).toHaveAttribute('data-count', '2'));
    expect(cartCalls('PUT').map((c) => [c.url, c.body])).toEqual([
      ['/cart/items/p-mug', { quantity: 1 }],
      ['/cart/items/p-mug', { quantity: 2 }],
    ]);
    expect(server.lines()).toEqual([expect.objectContaining({ productId: 'p-mug', quantity: 2 })]);
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent('2 in cart');
    // Nothing is kept in the browser any more.
    expect(localStorage.length).toBe(0);
  });

  it('takes a refused addition back out and says why', async () => {
    cartServer({ lines: [bookLine], refuse: () => fail(422, 'This product is sold out.') });
    const product = productFactory({ _id: 'p-mug', type: 'physical', stock: 4, price: 12.5 });
    renderWithStore(
      <>
        <HeaderCart />
        <ProductPurchase product={product} viewerId={FAN} isAdmin={false} />
      </>,
      { state: fanState() },
    );
    await waitFor(() => expect(screen.getByTestId('header-cart')).toHaveAttribute('data-count', '1'));
    await click(screen.getByTestId('add-to-cart'));
    expect(await screen.findByText('This product is sold out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header-cart')).toHaveAttribute('data-count', '1'));
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent(/^Add to cart$/);
  });

  it('Buy puts the product in the cart once and opens the checkout', async () => {
    cartServer();
    const router = fakeRouter('/product/p-book');
    const product = productFactory({ _id: 'p-book', type: 'digital', price: 4 });
    renderWithStore(<ProductPurchase product={product} viewerId={FAN} isAdmin={false} />, { state: fanState(), router });
    await click(screen.getByTestId('product-buy'));
    await waitFor(() => expect(router.push).toHaveBeenLastCalledWith('/cart'));
    await click(screen.getByTestId('product-buy'));
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(2));
    expect(cartCalls('PUT')).toHaveLength(1);
  });

  it('sends a visitor to log in, keeping the item in this browser for the account they log in to', async () => {
    api = fakeApi({});
    const router = fakeRouter('/product/p-mug');
    renderWithStore(<ProductPurchase product={productFactory({ _id: 'p-mug', name: 'Mug' })} viewerId={undefined} isAdmin={false} />, { router });
    await click(screen.getByTestId('add-to-cart'));
    expect(router.push).toHaveBeenCalledWith('/auth/login');
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)).toEqual([expect.objectContaining({ productId: 'p-mug', quantity: 1 })]);
    expect(api.calls).toHaveLength(0);
  });

  it('adds what was kept before logging in and a cart stored here before, once, then forgets both', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ ...mugLine, quantity: 1 }]));
    localStorage.setItem(cartKey(FAN), JSON.stringify([bookLine, { ...mugLine, quantity: 2 }]));
    const server = cartServer({ lines: [{ ...mugLine, quantity: 1 }] });
    renderWithStore(<HeaderCart />, { state: fanState() });
    // The server had 1 mug; the stored cart adds 2 and the visitor's 1: 4 mugs and the book.
    await waitFor(() => expect(screen.getByTestId('header-cart')).toHaveAttribute('data-count', '5'));
    expect(server.lines().map((l) => [l.productId, l.quantity])).toEqual([
      ['p-mug', 4],
      ['p-book', 1],
    ]);
    expect(await screen.findByText('Added to your cart: Mug')).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(localStorage.getItem(cartKey(FAN))).toBeNull();
  });

  it('forgets what it cannot read from this browser, sending nothing for it', async () => {
    localStorage.setItem(GUEST_CART_KEY, 'not json {');
    cartServer({ lines: [bookLine] });
    renderWithStore(<HeaderCart />, { state: fanState() });
    await waitFor(() => expect(screen.getByTestId('header-cart')).toHaveAttribute('data-count', '1'));
    await waitFor(() => expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull());
    expect(cartCalls('PUT')).toHaveLength(0);
  });

  it('has no cart for a performer: nothing is fetched and the count stays 0', async () => {
    api = fakeApi({});
    const state = fanState();
    renderWithStore(<HeaderCart />, { state: { ...state, user: { ...state.user, current: { ...state.user.current, isPerformer: true } } } });
    await act(async () => undefined);
    expect(screen.getByTestId('header-cart')).toHaveAttribute('data-count', '0');
    expect(api.calls).toHaveLength(0);
  });
});

describe('/cart', () => {
  const bought = (lines: CartLine[], productIds: string[], failures: CartCheckoutResult['failures'] = []): FakeResponse =>
    ok({
      bought: productIds.map((productId) => ({ productId, orderId: `o-${productId}` })),
      failures,
      balance: 50,
      cart: answerOf(lines.filter((l) => !productIds.includes(l.productId))),
    } satisfies CartCheckoutResult);

  function renderCart(lines: CartLine[], addresses: unknown[], checkout: (call: FakeCall, lines: CartLine[]) => FakeResponse = () => fail(500, 'unused')) {
    const server = cartServer({ lines, checkout, extra: { 'GET /addresses/search': okList(addresses) } });
    const router = fakeRouter('/cart');
    renderWithStore(<CartPage />, { state: fanState({ balance: 100 }), router });
    return { router, server };
  }
  const checkouts = () => api!.calls.filter((c) => c.method === 'POST' && c.url === '/cart/checkout');

  it('shows the server’s lines, total and balance, and changes quantities within 1 and the stock', async () => {
    const { server } = renderCart([{ ...mugLine, stock: 3 }, bookLine], [address]);
    const mug = await screen.findByTestId('cart-line-p-mug');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$29.00');
    expect(screen.getByTestId('cart-balance')).toHaveTextContent('$100.00');
    await click(within(mug).getByTestId('cart-line-p-mug-plus'));
    expect(within(mug).getByTestId('cart-line-p-mug-quantity')).toHaveTextContent('3');
    expect(within(mug).getByTestId('cart-line-p-mug-plus')).toBeDisabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$41.50');
    expect(screen.getByTestId('cart-line-p-book-plus')).toBeDisabled();
    await click(screen.getByTestId('cart-line-p-book-remove'));
    expect(screen.queryByTestId('cart-line-p-book')).toBeNull();
    await waitFor(() => expect(server.lines().map((l) => [l.productId, l.quantity])).toEqual([['p-mug', 3]]));
  });

  it('shows why a line cannot be bought now, and leaves it out of the total', async () => {
    renderCart([{ ...mugLine, problem: 'This product is sold out.' }, bookLine], [address]);
    expect(await screen.findByTestId('cart-line-p-mug-error')).toHaveTextContent('This product is sold out.');
  });

  it('charges nothing until a physical item has a delivery address', async () => {
    renderCart([mugLine], []);
    await waitFor(() => expect(screen.getByTestId('cart-address-select')).toBeInTheDocument());
    await waitFor(() => expect(api!.calls.some((c) => c.url === '/addresses/search')).toBe(true));
    await click(screen.getByTestId('cart-checkout'));
    expect(screen.getByTestId('cart-problem')).toHaveTextContent(ADDRESS_REQUIRED);
    expect(checkouts()).toHaveLength(0);
  });

  it('keeps a failed line with a way to top up, retries a lost answer with the same key, then goes to the orders', async () => {
    let step = 0;
    const { router } = renderCart([mugLine, bookLine], [address], (_call, lines) => {
      step += 1;
      if (step === 1) return bought(lines, ['p-book'], [{ productId: 'p-mug', statusCode: 422, message: TOO_LOW }]);
      if (step === 2) return fail(503, 'The server is busy, please try again.');
      return bought(lines, ['p-mug']);
    });
    await screen.findByText(/Home: Fan One/);
    await click(screen.getByTestId('cart-checkout'));

    await waitFor(() => expect(screen.queryByTestId('cart-line-p-book')).toBeNull());
    expect(screen.getByTestId('cart-line-p-mug-too-low')).toHaveTextContent(TOO_LOW);
    expect(screen.getByTestId('cart-line-p-mug-top-up')).toHaveAttribute('href', '/wallet');
    expect(router.push).not.toHaveBeenCalled();
    expect(checkouts()[0].body).toEqual({ addressId: ADDRESS_ID });
    expect(checkouts()[0].headers['idempotency-key']).toMatch(UUID);

    await click(screen.getByTestId('cart-checkout'));
    expect(await screen.findByText('The server is busy, please try again.')).toBeInTheDocument();
    await click(screen.getByTestId('cart-checkout'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/user/orders'));
    const [first, lost, retried] = checkouts();
    // The cart changed after the first checkout: a new key; the retry after no answer sends the same one again.
    expect(lost.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
    expect(retried.headers['idempotency-key']).toBe(lost.headers['idempotency-key']);
  });

  it('says why a sold-out line could not be bought', async () => {
    renderCart([mugLine], [address], (_call, lines) => bought(lines, [], [{ productId: 'p-mug', statusCode: 422, message: 'Sold out: this product has no items left.' }]));
    await screen.findByText(/Home: Fan One/);
    await click(screen.getByTestId('cart-checkout'));
    expect(await screen.findByTestId('cart-line-p-mug-error')).toHaveTextContent('Sold out');
    expect(screen.getByTestId('cart-line-p-mug')).toBeInTheDocument();
  });

  it('says when the cart could not be read, with a way to try again', async () => {
    api = fakeApi({ 'GET /cart': fail(503, 'The server is busy, please try again.') });
    renderWithStore(<CartPage />, { state: fanState(), router: fakeRouter('/cart') });
    expect(await screen.findByTestId('cart-load-error')).toHaveTextContent('The server is busy, please try again.');
  });
});
