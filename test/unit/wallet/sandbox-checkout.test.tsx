// The sandbox checkout: the test-mode banner, paying with a test card (on to the success page), a declined
// card (a new top-up to try again, or cancel), and a number that is not a test card.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CARD_DECLINED, SandboxCheckout, TEST_MODE_NOTICE } from '@/components/wallet/sandbox-checkout';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { fanState } from '../../helpers/fan-state';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const PAYMENT = '3f1c9a52-8d0e-4b7a-9c61-2e5d4f3a1b00';
const state = (status: string, balance: number | null) => ok({ paymentId: PAYMENT, status, amount: 20, credit: 20, balance, testMode: true });

function renderCheckout() {
  const router = fakeRouter(`/payment/sandbox/${PAYMENT}`);
  renderWithStore(<SandboxCheckout paymentId={PAYMENT} amount={20} />, { state: fanState(), router });
  return router;
}
async function pay(card: string) {
  fireEvent.change(screen.getByTestId('sandbox-card'), { target: { value: card } });
  fireEvent.change(screen.getByTestId('sandbox-expiry'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByTestId('sandbox-cvc'), { target: { value: '123' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('sandbox-pay'));
  });
}

it('says plainly that it is test mode and which cards to use', () => {
  api = fakeApi({});
  renderCheckout();
  expect(screen.getByTestId('sandbox-test-mode')).toHaveTextContent(TEST_MODE_NOTICE);
  expect(TEST_MODE_NOTICE).toBe('Test mode: no real money moves. Use card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.');
  expect(screen.getByTestId('sandbox-pay')).toHaveTextContent('Pay $20.00');
});

it('asks for a card number before sending anything', async () => {
  api = fakeApi({});
  renderCheckout();
  await act(async () => {
    fireEvent.click(screen.getByTestId('sandbox-pay'));
  });
  expect(await screen.findByText('Enter a card number')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('pays with the test card and goes to the success page', async () => {
  api = fakeApi({ 'POST /payment/sandbox/confirm': state('succeeded', 30) });
  const router = renderCheckout();
  await pay('4242 4242 4242 4242');
  await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/payment/success?paymentId=${PAYMENT}`));
  expect(api.calls[0].body).toEqual({ paymentId: PAYMENT, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
});

it('shows a declined card, and offers a new top-up or cancelling', async () => {
  api = fakeApi({ 'POST /payment/sandbox/confirm': (call: FakeCall) => ((call.body as { cardNumber: string }).cardNumber.startsWith('4000') ? state('failed', null) : state('succeeded', 30)) });
  const router = renderCheckout();
  await pay('4000 0000 0000 0002');
  expect(await screen.findByTestId('sandbox-declined')).toHaveTextContent(CARD_DECLINED);
  expect(screen.getByTestId('sandbox-retry')).toHaveAttribute('href', '/wallet');
  expect(screen.getByTestId('sandbox-cancel-link')).toHaveAttribute('href', '/payment/cancel');
  // The failed payment cannot be paid again: the form is gone.
  expect(screen.queryByTestId('sandbox-form')).toBeNull();
  expect(router.push).not.toHaveBeenCalled();
});

it('keeps the form with the server’s reason when the number is not a test card', async () => {
  api = fakeApi({ 'POST /payment/sandbox/confirm': fail(422, 'Use a test card number: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.') });
  const router = renderCheckout();
  await pay('5555 5555 5555 4444');
  expect(await screen.findByTestId('sandbox-problem')).toHaveTextContent(/^Use a test card number/);
  expect(screen.getByTestId('sandbox-form')).toBeInTheDocument();
  expect(router.push).not.toHaveBeenCalled();
});
