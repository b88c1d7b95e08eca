// Tipping a performer from their profile: the amount within the site's tip limits (checked before
// sending), the tip route called with the amount and an Idempotency-Key, a too-low wallet answered with
// the way to top up, and no Tip button on one's own profile.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PerformerProfile } from '@/components/profile/performer-profile';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';
import { performerFactory } from '../performers/fixtures';
import { fanState, UUID } from '../../helpers/fan-state';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const luna = performerFactory();
const limits = { minimumTipPrice: 5, maximumTipPrice: 200 };
const tipUrl = `/wallet/charges/tip/${luna._id}`;
const tips = () => api!.calls.filter((c) => c.url === tipUrl);

const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};
const setAmount = (value: string) => {
  const input = screen.getByTestId('tip-amount');
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

async function openTip(balance = 50) {
  renderWithStore(<PerformerProfile performer={luna} />, { state: fanState({ balance }, limits) });
  await click('profile-tip');
  return screen.findByTestId('tip-dialog');
}

it('names the limits and the balance, and refuses amounts outside them without sending', async () => {
  api = fakeApi({});
  const dialog = await openTip();
  expect(dialog).toHaveTextContent('Paid from your wallet (balance $50.00). Tips are $5.00 to $200.00.');
  await click('tip-send');
  expect(await screen.findByText('Enter the tip')).toBeInTheDocument();
  setAmount('4.99');
  await click('tip-send');
  expect(await screen.findByText('The tip must be between $5.00 and $200.00')).toBeInTheDocument();
  setAmount('200.5');
  await click('tip-send');
  expect(await screen.findByText('The tip must be between $5.00 and $200.00')).toBeInTheDocument();
  expect(tips()).toHaveLength(0);
});

it('sends the tip with an Idempotency-Key and closes', async () => {
  api = fakeApi({ [`POST ${tipUrl}`]: ok({ transactionId: 't-1', balance: 37.5, type: 'tip', itemId: luna._id }) });
  await openTip();
  setAmount('12.5');
  expect(screen.getByTestId('tip-send')).toHaveTextContent('Send $12.50');
  await click('tip-send');
  await waitFor(() => expect(screen.queryByTestId('tip-dialog')).toBeNull());
  expect(tips()).toHaveLength(1);
  expect(tips()[0].body).toEqual({ amount: 12.5 });
  expect(tips()[0].headers['idempotency-key']).toMatch(UUID);
});

it('answers a too-low wallet with a link to top up', async () => {
  api = fakeApi({ [`POST ${tipUrl}`]: fail(422, 'Your wallet balance is too low for this purchase. Top up your wallet first.') });
  await openTip(1);
  setAmount('20');
  await click('tip-send');
  expect(await screen.findByTestId('tip-too-low')).toBeInTheDocument();
  expect(screen.getByTestId('tip-top-up')).toHaveAttribute('href', '/wallet');
  expect(screen.getByTestId('tip-dialog')).toBeInTheDocument();
});

it('offers no Tip on one’s own profile', () => {
  api = fakeApi({});
  renderWithStore(<PerformerProfile performer={luna} />, { state: fanState({ _id: luna._id, isPerformer: true }, limits) });
  expect(screen.queryByTestId('profile-tip')).toBeNull();
});
