// Where a checkout comes back to, and the fan's two money lists (paging and the filter in the address).
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PaymentTransactionItem } from '@/contracts/payments';
import type { WalletChargeItem } from '@/contracts/wallet';
import { PaymentCancelled, PaymentSuccess } from '@/components/wallet/payment-result';
import { PaymentHistoryList } from '@/components/wallet/payment-history-list';
import { WalletChargesList } from '@/components/wallet/wallet-charges-list';
import { updateBalance } from '@/redux/user/actions';
import { fakeApi, okList } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { fanState } from '../../helpers/fan-state';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const payment = (overrides: Partial<PaymentTransactionItem> = {}): PaymentTransactionItem => ({
  _id: 'pay-1',
  type: 'top-up',
  purpose: 'top-up',
  subscriptionType: null,
  performer: null,
  gateway: 'sandbox',
  status: 'succeeded',
  amount: 16,
  credit: 20,
  couponCode: 'SAVE-20',
  testMode: true,
  expiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('payment success', () => {
  it('shows what was credited and the balance, which follows the server’s push', async () => {
    api = fakeApi({ 'GET /payment/transactions/user/search': okList([payment()]) });
    const { store } = renderWithStore(<PaymentSuccess paymentId="pay-1" />, { state: fanState({ balance: 10 }) });
    expect(await screen.findByTestId('payment-credit')).toHaveTextContent('$20.00 was added to your wallet.');
    expect(screen.getByTestId('payment-balance')).toHaveTextContent('$10.00');
    act(() => {
      store.dispatch(updateBalance({ token: 20 }));
    });
    expect(screen.getByTestId('payment-balance')).toHaveTextContent('$30.00');
    expect(screen.getByTestId('payment-to-wallet')).toHaveAttribute('href', '/wallet');
  });

  it('does not claim a payment that failed was received', async () => {
    api = fakeApi({ 'GET /payment/transactions/user/search': okList([payment({ status: 'failed' })]) });
    renderWithStore(<PaymentSuccess paymentId="pay-1" />, { state: fanState() });
    expect(await screen.findByTestId('payment-not-received')).toHaveTextContent('This payment did not go through');
    expect(screen.queryByTestId('payment-success')).toBeNull();
  });
});

it('says a cancelled payment charged nothing', () => {
  renderWithStore(<PaymentCancelled />, { state: fanState() });
  expect(screen.getByTestId('payment-cancelled')).toHaveTextContent('Payment cancelled, nothing was charged');
});

it('lists the payments for the page in the address', async () => {
  api = fakeApi({ 'GET /payment/transactions/user/search': okList([payment(), payment({ _id: 'pay-2', status: 'pending', couponCode: null, amount: 5, credit: 5, expiresAt: '2026-11-21T10:00:00.000Z' })], 12) });
  renderWithStore(<PaymentHistoryList />, { state: fanState(), router: fakeRouter('/user/payment-history', { current: '2', pageSize: '10', status: 'succeeded' }) });
  await waitFor(() => expect(screen.getAllByTestId('payment-history-row')).toHaveLength(2));
  expect(screen.getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
  const [paid, pending] = screen.getAllByTestId('payment-history-row');
  expect(paid).toHaveTextContent('Wallet top-up');
  // What the wallet got (after the coupon) beside what was charged.
  expect(paid).toHaveTextContent('$20.00 added to your wallet (coupon SAVE-20)');
  expect(paid).toHaveTextContent('$16.00');
  expect(pending).toHaveTextContent(/expires/);
  expect(screen.getAllByTestId('payment-date')[0]).toHaveTextContent('Nov 20, 2026');
  expect(screen.getAllByTestId('payment-status').map((t) => t.textContent)).toEqual(['Paid', 'Pending']);
  expect(api.calls[0].params).toMatchObject({ current: '2', pageSize: '10', status: 'succeeded' });
});

it('shows every status in its own words and colour, and credits nothing a payment did not pay', async () => {
  const statuses = ['pending', 'succeeded', 'failed', 'cancelled', 'expired'] as const;
  api = fakeApi({ 'GET /payment/transactions/user/search': okList(statuses.map((status, i) => payment({ _id: `pay-${i}`, status }))) });
  renderWithStore(<PaymentHistoryList />, { state: fanState(), router: fakeRouter('/user/payment-history') });
  await waitFor(() => expect(screen.getAllByTestId('payment-history-row')).toHaveLength(statuses.length));
  const tags = screen.getAllByTestId('payment-status');
  expect(tags.map((t) => t.textContent)).toEqual(['Pending', 'Paid', 'Failed', 'Cancelled', 'Expired']);
  expect(tags.map((t) => t.getAttribute('data-status'))).toEqual([...statuses]);
  expect(tags[1].className).toMatch(/green/);
  expect(tags[2].className).toMatch(/red/);
  expect(tags[0].className).toMatch(/gold/);
  // Only the paid top-up says the wallet got money.
  expect(screen.getAllByTestId('payment-credited')).toHaveLength(1);
  expect(screen.getAllByTestId('payment-history-row')[1]).toContainElement(screen.getByTestId('payment-credited'));
});

it('names the subscription, its period and the performer, linking to the profile', async () => {
  const luna = { _id: 'perf-luna', name: 'Luna', username: 'luna' };
  api = fakeApi({
    'GET /payment/transactions/user/search': okList([
      payment({ _id: 'sub-1', type: 'subscription', purpose: 'subscription', subscriptionType: 'monthly', performer: luna, couponCode: null, amount: 9.95, credit: 9.95 }),
      payment({ _id: 'sub-2', type: 'subscription', purpose: 'renewal', subscriptionType: 'yearly', performer: { ...luna, name: null }, couponCode: null }),
      payment({ _id: 'sub-3', type: 'subscription', purpose: 'subscription', subscriptionType: 'monthly', performer: null, couponCode: null }),
    ]),
  });
  renderWithStore(<PaymentHistoryList />, { state: fanState(), router: fakeRouter('/user/payment-history') });
  await waitFor(() => expect(screen.getAllByTestId('payment-history-row')).toHaveLength(3));
  const purposes = screen.getAllByTestId('payment-purpose').map((p) => p.textContent);
  expect(purposes[0]).toMatch(/^Subscription to Luna, monthly/);
  expect(purposes[1]).toMatch(/^Renewal of subscription to @luna, yearly/);
  expect(purposes[2]).toMatch(/^Subscription to a creator who has left, monthly/);
  expect(screen.getAllByTestId('payment-performer').map((a) => a.getAttribute('href'))).toEqual(['/luna', '/luna']);
  // A subscription credits no wallet.
  expect(screen.queryByTestId('payment-credited')).toBeNull();
});

it('says what the list holds when it is empty', async () => {
  api = fakeApi({ 'GET /payment/transactions/user/search': okList([]) });
  renderWithStore(<PaymentHistoryList />, { state: fanState(), router: fakeRouter('/user/payment-history') });
  expect(await screen.findByText('You have not paid for anything by card yet.')).toBeInTheDocument();
});

it('lists wallet charges with links to what was bought, and filters by type through the address', async () => {
  const charge: WalletChargeItem = {
    _id: 'e-1',
    transactionId: 't-1',
    type: 'video',
    itemId: 'v-1',
    itemTitle: 'Sunset reel',
    performer: { _id: 'p-1', name: 'Luna', username: 'luna' },
    amount: 9.95,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
  const tip: WalletChargeItem = { ...charge, _id: 'e-2', type: 'tip', itemId: 'p-1', itemTitle: null, amount: 15 };
  api = fakeApi({ 'GET /wallet/charges/search': okList([tip, charge]) });
  const router = fakeRouter('/user/wallet-transaction');
  renderWithStore(<WalletChargesList />, { state: fanState(), router });
  await waitFor(() => expect(screen.getAllByTestId('wallet-charges-row')).toHaveLength(2));
  expect(screen.getByRole('link', { name: 'Sunset reel' })).toHaveAttribute('href', '/video/v-1');
  expect(screen.getAllByRole('link', { name: 'Luna' })[0]).toHaveAttribute('href', '/luna');
  expect(screen.getAllByTestId('charge-amount').map((a) => a.textContent)).toEqual(['$15.00', '$9.95']);

  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'All types' }));
  });
  await act(async () => {
    fireEvent.click(await screen.findByTitle('Tip'));
  });
  expect(router.push).toHaveBeenCalledWith(expect.objectContaining({ query: expect.objectContaining({ type: 'tip', current: '1' }) }), undefined, { shallow: true });
});
