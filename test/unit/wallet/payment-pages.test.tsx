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
  gateway: 'sandbox',
  status: 'succeeded',
  amount: 16,
  credit: 20,
  couponCode: 'SAVE-20',
  testMode: true,
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
  api = fakeApi({ 'GET /payment/transactions/user/search': okList([payment(), payment({ _id: 'pay-2', status: 'pending', couponCode: null, amount: 5, credit: 5 })], 12) });
  renderWithStore(<PaymentHistoryList />, { state: fanState(), router: fakeRouter('/user/payment-history', { current: '2', pageSize: '10', status: 'succeeded' }) });
  await waitFor(() => expect(screen.getAllByTestId('payment-history-row')).toHaveLength(2));
  expect(screen.getAllByTestId('payment-history-row')[0]).toHaveTextContent('Wallet top-up');
  // What was paid after the coupon, and what the wallet got.
  expect(screen.getAllByTestId('payment-history-row')[0]).toHaveTextContent(/\$16\.00.*\$20\.00/);
  expect(screen.getAllByTestId('payment-status').map((t) => t.textContent)).toEqual(['Paid', 'Pending']);
  expect(api.calls[0].params).toMatchObject({ current: '2', pageSize: '10', status: 'succeeded' });
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
