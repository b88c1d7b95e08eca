// The wallet's top-up form: the amount within the site's limits (checked before anything is sent), a
// coupon checked with the server showing what it takes off, then on to the checkout the server answers.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { WalletPage } from '@/components/wallet/wallet-page';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { fanState, UUID } from '../../helpers/fan-state';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const limits = { minimumWalletPrice: 5, maximumWalletPrice: 100 };
const pending = (amount: number, credit = amount) => ok({ paymentId: 'pay-1', checkoutUrl: '/payment/sandbox/pay-1', amount, credit, discount: credit - amount, status: 'pending', testMode: true });

function renderWallet() {
  const router = fakeRouter('/wallet');
  const view = renderWithStore(<WalletPage />, { state: fanState({ balance: 12.5 }, limits), router });
  return { ...view, router };
}
const setAmount = (value: string) => {
  const input = screen.getByTestId('top-up-amount');
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};
const topUps = () => api!.calls.filter((c) => c.url === '/payment/wallet/top-up');

it('shows the balance and the limits', () => {
  api = fakeApi({});
  renderWallet();
  expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$12.50');
  expect(screen.getByText('Amount ($5.00 to $100.00)')).toBeInTheDocument();
});

it('refuses amounts outside the limits or with fractions of a cent, sending nothing', async () => {
  api = fakeApi({});
  renderWallet();
  await click('top-up-submit');
  expect(await screen.findByText('Enter the amount')).toBeInTheDocument();
  for (const [value, message] of [
    ['4.99', 'The amount must be between $5.00 and $100.00'],
    ['100.01', 'The amount must be between $5.00 and $100.00'],
    ['10.005', 'The amount can have at most two decimals'],
  ]) {
    setAmount(value);
    await click('top-up-submit');
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(api.calls).toHaveLength(0);
});

it('starts a top-up with an Idempotency-Key and opens the sandbox checkout with the amount to show', async () => {
  api = fakeApi({ 'POST /payment/wallet/top-up': pending(20) });
  const { router } = renderWallet();
  setAmount('20');
  expect(screen.getByTestId('top-up-submit')).toHaveTextContent('Top up $20.00');
  await click('top-up-submit');
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/sandbox/pay-1?amount=20'));
  expect(topUps()).toHaveLength(1);
  expect(topUps()[0].body).toEqual({ amount: 20 });
  expect(topUps()[0].headers['idempotency-key']).toMatch(UUID);
});

it('applies a coupon: shows "−N %" and the amount to pay, and sends the code with the top-up', async () => {
  api = fakeApi({
    'POST /coupons/save-20/apply-coupon': ok({ code: 'SAVE-20', percentage: 20 }),
    'POST /payment/wallet/top-up': (call: FakeCall) => ((call.body as { couponCode?: string }).couponCode === 'SAVE-20' ? pending(16, 20) : fail(400, 'no coupon')),
  });
  const { router } = renderWallet();
  setAmount('20');
  fireEvent.change(screen.getByTestId('top-up-coupon'), { target: { value: ' save-20 ' } });
  await click('top-up-coupon-apply');
  expect(await screen.findByTestId('top-up-coupon-applied')).toHaveTextContent('SAVE-20 · −20 %');
  expect(screen.getByTestId('top-up-summary')).toHaveTextContent('Your wallet gets $20.00');
  expect(screen.getByTestId('top-up-to-pay')).toHaveTextContent('You pay $16.00');
  expect(screen.getByTestId('top-up-submit')).toHaveTextContent('Pay $16.00');

  await click('top-up-submit');
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/sandbox/pay-1?amount=16'));
  expect(topUps()[0].body).toEqual({ amount: 20, couponCode: 'SAVE-20' });
});

it('says why a coupon cannot be used and keeps the full price', async () => {
  api = fakeApi({ 'POST /coupons/OLD/apply-coupon': fail(422, 'This coupon has expired.') });
  renderWallet();
  setAmount('20');
  fireEvent.change(screen.getByTestId('top-up-coupon'), { target: { value: 'OLD' } });
  await click('top-up-coupon-apply');
  expect(await screen.findByText('This coupon has expired.')).toBeInTheDocument();
  expect(screen.queryByTestId('top-up-summary')).toBeNull();
  expect(screen.getByTestId('top-up-submit')).toHaveTextContent('Top up $20.00');
});

it('goes straight to the success page when the coupon covers everything', async () => {
  api = fakeApi({
    'POST /coupons/ALL/apply-coupon': ok({ code: 'ALL', percentage: 100 }),
    'POST /payment/wallet/top-up': ok({ paymentId: 'pay-2', checkoutUrl: '/payment/success?paymentId=pay-2', amount: 0, credit: 10, discount: 10, status: 'succeeded', testMode: true }),
  });
  const { router } = renderWallet();
  setAmount('10');
  fireEvent.change(screen.getByTestId('top-up-coupon'), { target: { value: 'ALL' } });
  await click('top-up-coupon-apply');
  await screen.findByTestId('top-up-coupon-applied');
  await click('top-up-submit');
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/success?paymentId=pay-2'));
});

it('shows the server’s reason when the top-up is refused, and stays', async () => {
  api = fakeApi({ 'POST /payment/wallet/top-up': fail(422, 'A top-up is between 5.00 and 100.00. Choose an amount in that range.') });
  const { router } = renderWallet();
  setAmount('50');
  await click('top-up-submit');
  expect(await screen.findByText('A top-up is between 5.00 and 100.00. Choose an amount in that range.')).toBeInTheDocument();
  expect(router.push).not.toHaveBeenCalled();
});
