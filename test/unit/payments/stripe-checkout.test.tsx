// The Stripe checkout page: Stripe.js is loaded only once the page runs (never when its module is imported), the
// card element is mounted, the PaymentIntent's client secret is confirmed with it, then on to the success page;
// a declined card ends the payment with a way to try again; someone else's payment is not shown.
import '../../helpers/browser-globals';
import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { fanState } from '../../helpers/fan-state';
import { fakeStripeJs, loadStripeMock } from './fake-stripe-js';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const PAYMENT = '6a0d1f1e-4b55-4a43-9d8e-7a4c1f2b3c00';
const SECRET = 'pi_123_secret_abc';
const KEY = 'pk_test_checkout';
const detail = (overrides: object = {}) =>
  ok({ paymentId: PAYMENT, type: 'top-up', gateway: 'stripe', status: 'pending', amount: 25, credit: 25, testMode: true, clientSecret: SECRET, ...overrides });

async function renderCheckout() {
  const { StripeCheckout } = await import('@/components/payments/stripe-checkout');
  const router = fakeRouter(`/payment/stripe/${PAYMENT}`);
  renderWithStore(<StripeCheckout paymentId={PAYMENT} />, { state: fanState({}, { stripePublishableKey: KEY }), router });
  return router;
}

describe('lazy Stripe.js', () => {
  it('imports no Stripe.js at the top of the checkout page or its components', () => {
    const files = ['pages/payment/stripe/[id].tsx', 'src/components/payments/stripe-checkout.tsx', 'src/components/payments/use-stripe-card.ts', 'src/components/payments/load-stripe.ts'];
    for (const file of files) {
      const source = fs.readFileSync(path.join(process.cwd(), file), 'utf8');
      // Type-only imports vanish when compiled; a value import would fetch Stripe.js with the page.
      expect([file, /^import\s+(?!type\b)[^;]*from\s+'@stripe\/stripe-js(\/pure)?'/m.test(source)]).toEqual([file, false]);
    }
  });

  it('does not call loadStripe when the page module is imported, only once it renders', async () => {
    jest.isolateModules(() => {
      require('../../../pages/payment/stripe/[id]');
    });
    expect(loadStripeMock).not.toHaveBeenCalled();
    const fake = fakeStripeJs();
    loadStripeMock.mockResolvedValue(fake.stripe as never);
    api = fakeApi({ [`GET /payment/${PAYMENT}`]: detail() });
    await renderCheckout();
    await waitFor(() => expect(loadStripeMock).toHaveBeenCalledWith(KEY));
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-card-element')));
  });
});

it('confirms the client secret with the card element, waits for the server to hear from Stripe, then goes to the success page', async () => {
  const fake = fakeStripeJs();
  fake.stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
  loadStripeMock.mockResolvedValue(fake.stripe as never);
  let reads = 0;
  // The page's first read, then the webhook is not in yet once, then it is.
  api = fakeApi({ [`GET /payment/${PAYMENT}`]: () => (++reads <= 2 ? detail() : detail({ status: 'succeeded', clientSecret: null })) });
  const router = await renderCheckout();
  expect(await screen.findByTestId('stripe-test-mode')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('stripe-pay')).toBeEnabled());
  expect(screen.getByTestId('stripe-pay')).toHaveTextContent('Pay $25.00');
  await act(async () => {
    fireEvent.click(screen.getByTestId('stripe-pay'));
  });
  expect(fake.stripe.confirmCardPayment).toHaveBeenCalledWith(SECRET, { payment_method: { card: fake.card } });
  expect(screen.getByTestId('stripe-confirming')).toBeInTheDocument();
  await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/payment/success?paymentId=${PAYMENT}`), { timeout: 3000 });
  expect(reads).toBe(3);
});

it('ends the payment on a declined card and offers a new one', async () => {
  const fake = fakeStripeJs();
  fake.stripe.confirmCardPayment.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
  loadStripeMock.mockResolvedValue(fake.stripe as never);
  api = fakeApi({ [`GET /payment/${PAYMENT}`]: detail() });
  const router = await renderCheckout();
  await waitFor(() => expect(screen.getByTestId('stripe-pay')).toBeEnabled());
  await act(async () => {
    fireEvent.click(screen.getByTestId('stripe-pay'));
  });
  expect(await screen.findByTestId('stripe-ended')).toHaveTextContent('Your card was declined.');
  expect(screen.getByTestId('stripe-retry')).toHaveAttribute('href', '/wallet');
  expect(router.push).not.toHaveBeenCalled();
});

it('keeps the form for a card Stripe finds incomplete', async () => {
  const fake = fakeStripeJs();
  fake.stripe.confirmCardPayment.mockResolvedValue({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
  loadStripeMock.mockResolvedValue(fake.stripe as never);
  api = fakeApi({ [`GET /payment/${PAYMENT}`]: detail() });
  await renderCheckout();
  await waitFor(() => expect(screen.getByTestId('stripe-pay')).toBeEnabled());
  await act(async () => {
    fireEvent.click(screen.getByTestId('stripe-pay'));
  });
  expect(await screen.findByTestId('stripe-problem')).toHaveTextContent('Your card number is incomplete.');
  expect(screen.getByTestId('stripe-pay')).toBeInTheDocument();
});

it('says when Stripe.js cannot be loaded', async () => {
  loadStripeMock.mockRejectedValue(new Error('offline'));
  api = fakeApi({ [`GET /payment/${PAYMENT}`]: detail() });
  await renderCheckout();
  expect(await screen.findByTestId('stripe-load-error')).toHaveTextContent('could not be loaded from Stripe');
});

it('sends a paid payment to the success page and a sandbox one to the sandbox checkout, without loading Stripe', async () => {
  api = fakeApi({ [`GET /payment/${PAYMENT}`]: detail({ status: 'succeeded', clientSecret: null }) });
  const router = await renderCheckout();
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/payment/success?paymentId=${PAYMENT}`));
  api.restore();
  api = fakeApi({ [`GET /payment/${PAYMENT}`]: detail({ gateway: 'sandbox', clientSecret: null }) });
  const second = await renderCheckout();
  await waitFor(() => expect(second.replace).toHaveBeenCalledWith(`/payment/sandbox/${PAYMENT}`));
  expect(loadStripeMock).not.toHaveBeenCalled();
});

it('shows the server’s sentence for a payment that is not the fan’s', async () => {
  api = fakeApi({ [`GET /payment/${PAYMENT}`]: fail(404, 'This payment does not exist, or is not yours.') });
  await renderCheckout();
  expect(await screen.findByTestId('stripe-checkout-error')).toHaveTextContent('This payment does not exist, or is not yours.');
  expect(loadStripeMock).not.toHaveBeenCalled();
});
