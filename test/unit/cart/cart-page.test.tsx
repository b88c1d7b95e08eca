// The cart in the browser: "Add to cart" on a product fills the user's cart and the header's count (also
// when another tab changes it), Buy goes to the checkout with the item in the cart, and /cart pays line by line from the wallet: no charge without an address
// for physical items, failed lines stay with their reason (a too-low wallet links to /wallet), a retry
// sends the same Idempotency-Key, and once everything is bought the buyer lands on their orders.
import '../../helpers/browser-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CartPage } from '@/components/cart/cart-page';
import { cartKey, type CartLine } from '@/components/cart/cart-store';
import { ADDRESS_REQUIRED } from '@/components/cart/checkout';
import { HeaderCart } from '@/components/cart/header-cart';
import { ProductPurchase } from '@/components/product/product-purchase';
import { fail, fakeApi, ok, okList, type FakeCall, type FakeResponse } from '../../helpers/fake-api';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';
import { productFactory } from '../../helpers/content-fixtures';
import { fanState, UUID } from '../../helpers/fan-state';
import { addressFactory } from '../addresses/fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  api?.restore();
  api = undefined;
});

const FAN = 'fan-1';
const ADDRESS_ID = '7f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const TOO_LOW = 'Your wallet balance is too low for this purchase. Top up your wallet first.';
const performer = { _id: 'perf-1', name: 'Zoe', username: 'zoe' };
const mugLine: CartLine = { productId: 'p-mug', name: 'Mug', price: 12.5, type: 'physical', image: '/m.jpg', stock: 5, quantity: 2, performer };
const bookLine: CartLine = { productId: 'p-book', name: 'E-book', price: 4, type: 'digital', image: '/b.jpg', stock: null, quantity: 1, performer };
const address = addressFactory({ _id: ADDRESS_ID, userId: FAN });
const bought = (productId: string): FakeResponse => ok({ transactionId: `t-${productId}`, balance: 50, order: { _id: `o-${productId}` } });

const charges = () => api!.calls.filter((c) => c.method === 'POST' && c.url.startsWith('/wallet/charges/product/'));
const stored = () => JSON.parse(localStorage.getItem(cartKey(FAN)) ?? '[]') as CartLine[];

describe('adding to the cart', () => {
  it('puts the product in this user’s cart and counts it in the header', async () => {
    const product = productFactory({ _id: 'p-mug', type: 'physical', stock: 4, price: 12.5 });
    renderWithStore(
      <>
        <HeaderCart />
        <ProductPurchase product={product} viewerId={FAN} isAdmin={false} />
      </>,
      { state: fanState() },
    );
    expect(screen.getByTestId('header-cart')).toHaveAttribute('data-count', '0');
    expect(screen.getByTestId('product-buy')).toHaveTextContent('Buy for $12.50');
    await click(screen.getByTestId('add-to-cart'));
    await click(screen.getByTestId('add-to-cart'));
    expect(screen.getByTestId('header-cart')).toHaveAttribute('data-count', '2');
    expect(stored()).toEqual([expect.objectContaining({ productId: 'p-mug', quantity: 2, type: 'physical', stock: 4, price: 12.5 })]);
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent('2 in cart');
  });

  it('follows a change made in another tab', async () => {
    renderWithStore(<HeaderCart />, { state: fanState() });
    await act(async () => {
      localStorage.setItem(cartKey(FAN), JSON.stringify([mugLine, bookLine]));
      window.dispatchEvent(new StorageEvent('storage', { key: cartKey(FAN) }));
    });
    expect(screen.getByTestId('header-cart')).toHaveAttribute('data-count', '3');
  });

  it('Buy puts the product in the cart once and opens the checkout', async () => {
    const router = fakeRouter('/product/p-book');
    const product = productFactory({ _id: 'p-book', type: 'digital', price: 4 });
    renderWithStore(<ProductPurchase product={product} viewerId={FAN} isAdmin={false} />, { state: fanState(), router });
    await click(screen.getByTestId('product-buy'));
    await click(screen.getByTestId('product-buy'));
    expect(router.push).toHaveBeenLastCalledWith('/cart');
    expect(stored()).toEqual([expect.objectContaining({ productId: 'p-book', quantity: 1, type: 'digital' })]);
  });

  it('sends a visitor who is not logged in to log in instead', async () => {
    const router = fakeRouter('/product/p-mug');
    renderWithStore(<ProductPurchase product={productFactory({ _id: 'p-mug' })} viewerId={undefined} isAdmin={false} />, { router });
    await click(screen.getByTestId('add-to-cart'));
    expect(router.push).toHaveBeenCalledWith('/auth/login');
    expect(localStorage.length).toBe(0);
  });
});

describe('/cart', () => {
  function renderCart(lines: CartLine[], addresses: unknown[], charge: (call: FakeCall) => FakeResponse) {
    localStorage.setItem(cartKey(FAN), JSON.stringify(lines));
    api = fakeApi({
      'GET /addresses/search': okList(addresses),
      [`POST /wallet/charges/product/p-mug`]: charge,
      [`POST /wallet/charges/product/p-book`]: charge,
    });
    const router = fakeRouter('/cart');
    renderWithStore(<CartPage />, { state: fanState({ balance: 100 }), router });
    return router;
  }

  it('shows the lines, total and balance, and changes quantities within 1 and the stock', async () => {
    renderCart([{ ...mugLine, stock: 3 }, bookLine], [address], () => fail(500, 'unused'));
    const mug = screen.getByTestId('cart-line-p-mug');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$29.00');
    expect(screen.getByTestId('cart-balance')).toHaveTextContent('$100.00');
    await click(within(mug).getByTestId('cart-line-p-mug-plus'));
    expect(within(mug).getByTestId('cart-line-p-mug-quantity')).toHaveTextContent('3');
    expect(within(mug).getByTestId('cart-line-p-mug-plus')).toBeDisabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$41.50');
    expect(screen.getByTestId('cart-line-p-book-plus')).toBeDisabled();
    await click(screen.getByTestId('cart-line-p-book-remove'));
    expect(screen.queryByTestId('cart-line-p-book')).toBeNull();
    expect(stored().map((l) => l.productId)).toEqual(['p-mug']);
    await waitFor(() => expect(api!.calls.some((c) => c.url === '/addresses/search')).toBe(true));
  });

  it('charges nothing until a physical item has a delivery address', async () => {
    renderCart([mugLine], [], () => bought('p-mug'));
    await waitFor(() => expect(screen.getByTestId('cart-address-select')).toBeInTheDocument());
    await waitFor(() => expect(api!.calls.some((c) => c.url === '/addresses/search')).toBe(true));
    await click(screen.getByTestId('cart-checkout'));
    expect(screen.getByTestId('cart-problem')).toHaveTextContent(ADDRESS_REQUIRED);
    expect(charges()).toHaveLength(0);
  });

  it('keeps a failed line with a way to top up, retries it with the same key, then goes to the orders', async () => {
    let walletTooLow = true;
    const router = renderCart([mugLine, bookLine], [address], (call) =>
      call.url.endsWith('p-mug') && walletTooLow ? fail(422, TOO_LOW) : bought(call.url.split('/').pop()!),
    );
    await screen.findByText(/Home: Fan One/);
    await click(screen.getByTestId('cart-checkout'));

    await waitFor(() => expect(screen.queryByTestId('cart-line-p-book')).toBeNull());
    expect(screen.getByTestId('cart-line-p-mug-too-low')).toHaveTextContent(TOO_LOW);
    expect(screen.getByTestId('cart-line-p-mug-top-up')).toHaveAttribute('href', '/wallet');
    expect(stored().map((l) => l.productId)).toEqual(['p-mug']);
    expect(router.push).not.toHaveBeenCalled();
    const [firstMug, book] = charges();
    expect(firstMug.body).toEqual({ quantity: 2, addressId: ADDRESS_ID });
    expect(book.body).toEqual({ quantity: 1 });
    expect(firstMug.headers['idempotency-key']).toMatch(UUID);
    expect(book.headers['idempotency-key']).not.toBe(firstMug.headers['idempotency-key']);

    walletTooLow = false;
    await click(screen.getByTestId('cart-checkout'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/user/orders'));
    expect(charges()).toHaveLength(3);
    expect(charges()[2].headers['idempotency-key']).toBe(firstMug.headers['idempotency-key']);
    expect(localStorage.getItem(cartKey(FAN))).toBeNull();
  });

  it('says why a sold-out line could not be bought', async () => {
    renderCart([mugLine], [address], () => fail(422, 'Sold out: this product has no items left.'));
    await screen.findByText(/Home: Fan One/);
    await click(screen.getByTestId('cart-checkout'));
    expect(await screen.findByTestId('cart-line-p-mug-error')).toHaveTextContent('Sold out');
    expect(screen.getByTestId('cart-line-p-mug')).toBeInTheDocument();
  });
});
