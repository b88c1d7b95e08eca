// Asking for a payout: the limits from calculate are shown and enforced before anything is sent, the method
// comes from the performer's settings, and the request goes out with an Idempotency-Key.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PayoutCreatePage } from '@/components/payouts/payout-create-page';
import type { OwnPerformer } from '@/contracts/performers';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { ownPerformerFactory } from '../creator/fixtures';
import { UUID } from '../../helpers/fan-state';
import { calculationFactory, payoutFactory, PENDING_ID, performerUser } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const banked = ownPerformerFactory({
  banking: { bankName: 'First Bank', accountHolderName: 'Luna Star', bankCountry: 'US', accountNumber: '•••• 6789', routingNumber: '•••• 0021', swiftCode: '', updatedAt: '2026-01-01T00:00:00.000Z' },
});

function serve({ performer = banked, pending = false, calculation = calculationFactory(), create }: { performer?: OwnPerformer; pending?: boolean; calculation?: ReturnType<typeof calculationFactory>; create?: (call: FakeCall) => ReturnType<typeof ok> } = {}) {
  api = fakeApi({
    'POST /payout-requests/calculate': ok(calculation),
    'GET /payout-requests/check/pending-review': ok(pending ? { hasPending: true, request: payoutFactory() } : { hasPending: false }),
    'GET /performers/me': ok(performer),
    'POST /payout-requests': create ?? ((call: FakeCall) => ok(payoutFactory({ amount: (call.body as { amount: number }).amount }))),
  });
  return api;
}

function renderCreate() {
  const router = fakeRouter('/creator/payout-request/create');
  renderWithStore(<PayoutCreatePage />, { user: performerUser, router });
  return router;
}
const setAmount = (value: string) => {
  const input = screen.getByTestId('payout-amount');
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('payout-submit'));
  });
};
const posts = () => api!.calls.filter((c) => c.method === 'POST' && c.url === '/payout-requests');

it('shows what is available, the minimum and where the money goes', async () => {
  serve();
  renderCreate();
  expect(await screen.findByTestId('payout-available')).toHaveTextContent('$120.00');
  expect(screen.getByTestId('payout-minimum')).toHaveTextContent('$50.00');
  expect(screen.getByTestId('payout-method')).toHaveTextContent('Bank transfer to •••• 6789');
  expect(screen.getByRole('link', { name: 'change' })).toHaveAttribute('href', '/creator/banking');
});

it('while real payments are on, names the test money and lets only the real money be asked for', async () => {
  serve({ calculation: calculationFactory({ available: 120, availableTestMoney: 50, testMoneyPayable: false }) });
  renderCreate();
  expect(await screen.findByTestId('payout-available-test')).toHaveTextContent('$50.00');
  expect(screen.getByTestId('payout-test-money')).toHaveTextContent('test money is never paid out: you can request at most $70.00');
  expect(screen.getByTestId('payout-all')).toHaveTextContent('Request all ($70.00)');
  setAmount('70.01');
  await submit();
  expect(await screen.findByText('You can request at most $70.00, the earnings you have available')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
});

it('refuses an empty, under-minimum, over-available or sub-cent amount without calling the API', async () => {
  serve();
  renderCreate();
  await screen.findByTestId('payout-amount');
  await submit();
  expect(await screen.findByText('Enter the amount')).toBeInTheDocument();
  for (const [value, message] of [
    ['49.99', 'The minimum payout is $50.00'],
    ['120.01', 'You can request at most $120.00, the earnings you have available'],
    ['60.005', 'The amount can have at most two decimals'],
  ]) {
    setAmount(value);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(posts()).toHaveLength(0);
});

it('posts the amount, the method from the settings and the note with an Idempotency-Key, then opens the request', async () => {
  serve();
  const router = renderCreate();
  await screen.findByTestId('payout-amount');
  setAmount('75.5');
  fireEvent.change(screen.getByTestId('payout-note'), { target: { value: '  May earnings  ' } });
  expect(screen.getByTestId('payout-submit')).toHaveTextContent('Request $75.50');
  await submit();
  await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/creator/payout-request/${PENDING_ID}`));
  expect(posts()).toHaveLength(1);
  expect(posts()[0].body).toEqual({ amount: 75.5, paymentAccountType: 'bank_transfer', requestNote: 'May earnings' });
  expect(posts()[0].headers['idempotency-key']).toMatch(UUID);
});

it('asks by PayPal when that is the chosen method, leaving out an empty note', async () => {
  serve({ performer: ownPerformerFactory({ paymentGateway: { payoutMethod: 'paypal', paypalEmail: 'luna@pay.example' } }) });
  renderCreate();
  expect(await screen.findByTestId('payout-method')).toHaveTextContent('PayPal to luna@pay.example');
  await act(async () => {
    fireEvent.click(screen.getByTestId('payout-all'));
  });
  await submit();
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0].body).toEqual({ amount: 120, paymentAccountType: 'paypal' });
});

it('shows the server’s reason when the request is refused, and stays', async () => {
  serve({ create: () => fail(422, 'Add your bank details in your account settings before asking for a bank transfer.') });
  const router = renderCreate();
  await screen.findByTestId('payout-amount');
  setAmount('60');
  await submit();
  expect(await screen.findByText('Add your bank details in your account settings before asking for a bank transfer.')).toBeInTheDocument();
  expect(router.push).not.toHaveBeenCalled();
});

describe('keeps the form closed, saying why', () => {
  it.each([
    ['a request is pending', { pending: true }, 'payout-create-pending', 'waiting for review'],
    ['less than the minimum is available', { calculation: calculationFactory({ available: 20 }) }, 'payout-create-too-little', 'once you have $50.00 available'],
    ['there are no bank details for a bank transfer', { performer: ownPerformerFactory({ banking: null }) }, 'payout-create-method-problem', 'Add your bank details'],
  ] as const)('when %s', async (_case, setup, reasonTestId, reason) => {
    serve(setup);
    renderCreate();
    expect(await screen.findByTestId(reasonTestId)).toHaveTextContent(reason);
    expect(screen.getByTestId('payout-submit')).toBeDisabled();
    expect(screen.getByTestId('payout-amount')).toBeDisabled();
    await submit();
    expect(posts()).toHaveLength(0);
  });
});
