// The success page after paying for a subscription: it says the subscription is on (not "added to your
// wallet") and leads back to the performer remembered when the checkout opened; a declined card there
// leads back to the performer to subscribe again.
import '../../helpers/browser-globals';
import { act, fireEvent, screen } from '@testing-library/react';
import type { PaymentTransactionItem } from '@/contracts/payments';
import { rememberSubscriptionCheckout } from '@/components/subscriptions/subscription-checkout';
import { PaymentSuccess } from '@/components/wallet/payment-result';
import { SandboxCheckout } from '@/components/wallet/sandbox-checkout';
import { fakeApi, ok, okList } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';
import { fanState } from '../../helpers/fan-state';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
});

const paid: PaymentTransactionItem = {
  _id: 'pay-7',
  type: 'subscription',
  purpose: 'subscription',
  subscriptionType: 'monthly',
  performer: { _id: 'p-1', name: 'Luna Star', username: 'luna' },
  gateway: 'sandbox',
  status: 'succeeded',
  amount: 9.95,
  credit: 9.95,
  couponCode: null,
  testMode: true,
  expiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

it('says the subscription is on and links back to the performer', async () => {
  rememberSubscriptionCheckout('pay-7', { _id: 'p-1', name: 'Luna Star', username: 'luna' });
  api = fakeApi({ 'GET /payment/transactions/user/search': okList([paid]) });
  renderWithStore(<PaymentSuccess paymentId="pay-7" />, { state: fanState() });
  expect(await screen.findByText('You are subscribed to Luna Star')).toBeInTheDocument();
  expect(screen.getByTestId('payment-subscription')).toHaveTextContent('$9.95 paid. Test mode');
  expect(screen.getByTestId('payment-to-performer')).toHaveAttribute('href', '/luna');
  expect(screen.getByTestId('payment-to-subscriptions')).toHaveAttribute('href', '/user/my-subscription');
  expect(screen.queryByTestId('payment-credit')).toBeNull();
});

it('leads to the list of subscriptions when this tab does not know the performer', async () => {
  api = fakeApi({ 'GET /payment/transactions/user/search': okList([paid]) });
  renderWithStore(<PaymentSuccess paymentId="pay-7" />, { state: fanState() });
  expect(await screen.findByText('Your subscription is active')).toBeInTheDocument();
  expect(screen.queryByTestId('payment-to-performer')).toBeNull();
  expect(screen.getByTestId('payment-to-subscriptions')).toHaveAttribute('href', '/user/my-subscription');
});

it('sends a declined subscription payment back to the performer to subscribe again', async () => {
  rememberSubscriptionCheckout('pay-7', { _id: 'p-1', name: 'Luna Star', username: 'luna' });
  api = fakeApi({ 'POST /payment/sandbox/confirm': ok({ paymentId: 'pay-7', status: 'failed', amount: 9.95, credit: 9.95, balance: null, testMode: true }) });
  renderWithStore(<SandboxCheckout paymentId="pay-7" amount={9.95} />, { state: fanState() });
  fireEvent.change(screen.getByTestId('sandbox-card'), { target: { value: '4000 0000 0000 0002' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('sandbox-pay'));
  });
  expect(await screen.findByTestId('sandbox-declined')).toHaveTextContent('Subscribe again to try another card.');
  expect(screen.getByTestId('sandbox-retry')).toHaveAttribute('href', '/luna');
});
