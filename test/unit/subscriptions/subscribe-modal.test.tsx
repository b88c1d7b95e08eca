// Subscribing from a performer's profile: a paid plan opens the checkout the server answers (one payment
// per click through an Idempotency-Key), or is paid from the wallet when it covers the price; the trial button
// opens the trial's one confirmation (no price), which starts it at once; refusals are told in a toast.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SubscribeResult } from '@/contracts/subscriptions';
import { PerformerProfile } from '@/components/profile/performer-profile';
import { subscriptionCheckoutOf } from '@/components/subscriptions/subscription-checkout';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { performerFactory } from '../performers/fixtures';
import { UUID } from '../../helpers/fan-state';
import { subscriptionFactory } from './fixtures';

const luna = performerFactory();
// Less than luna's monthly price in the wallet: the card checkout, as before the wallet could pay.
const fan = currentUserFactory({ balance: 5 });
const SUBSCRIBE = 'POST /payment/subscribe/performers';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
});

const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};
const choosePlan = async (type: string) => {
  await act(async () => {
    fireEvent.click(within(screen.getByTestId(`subscribe-plan-${type}`)).getByRole('radio'));
  });
};
const subscribeCalls = () => api!.calls.filter((c) => `${c.method} ${c.url}` === SUBSCRIBE);

function renderProfile(performer = luna, user = fan) {
  const router = fakeRouter('/[profileId]', { profileId: 'luna' });
  Object.assign(router, { asPath: '/luna' });
  return { ...renderWithStore(<PerformerProfile performer={performer} />, { user, router }), router };
}

it('opens the test-mode checkout for a paid plan, with the amount to show, and closes the dialog once there', async () => {
  const checkout: SubscribeResult = { paymentId: 'pay-1', checkoutUrl: '/payment/sandbox/pay-1', amount: 99, status: 'pending', testMode: true, subscription: null };
  api = fakeApi({ [SUBSCRIBE]: ok(checkout) });
  const { router, store } = renderProfile();
  let arrive: (done: boolean) => void = () => undefined;
  (router.push as jest.Mock).mockImplementation(() => new Promise<boolean>((resolve) => (arrive = resolve)));

  await click('profile-subscribe');
  await choosePlan('yearly');
  await click('subscribe-continue');

  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/sandbox/pay-1?amount=99'));
  expect(subscribeCalls()).toHaveLength(1);
  expect(subscribeCalls()[0].body).toEqual({ performerId: luna._id, type: 'yearly' });
  expect(subscribeCalls()[0].headers['idempotency-key']).toMatch(UUID);
  expect(screen.getByTestId('subscribe-test-mode')).toHaveTextContent('Test mode');
  // The success page finds its way back to this performer.
  expect(subscriptionCheckoutOf('pay-1')).toEqual({ _id: luna._id, name: luna.name, username: 'luna' });

  await act(async () => arrive(true));
  expect(store.getState().subscription.showModal).toBe(false);
});

it('starts the free trial from its button through one confirmation without a price: closes, says so, shows "Subscribed" and reads the profile again', async () => {
  const trial = subscriptionFactory({ subscriptionType: 'free', price: 0, expiredAt: '2026-11-22T12:00:00.000Z', gateway: null });
  api = fakeApi({ [SUBSCRIBE]: ok({ paymentId: null, checkoutUrl: null, amount: 0, status: 'succeeded', testMode: false, subscription: trial }) });
  const { router, store } = renderProfile({ ...luna, isFreeSubscription: true, freeTrialAvailable: true, freeSubscriptionDays: 3 }, currentUserFactory({ balance: 50 }));

  expect(screen.getByTestId('profile-subscribe')).toHaveTextContent('Subscribe · free trial');
  await click('profile-subscribe');
  const confirmation = screen.getByTestId('trial-confirmation');
  expect(confirmation).toHaveTextContent('Start your 3-day free trial');
  expect(screen.getByTestId('trial-after')).toHaveTextContent('nothing is charged and nothing renews');
  // No price, no plans, no way of paying: a trial costs nothing.
  expect(document.body.textContent).not.toMatch(/\$|payment|wallet/i);
  expect(screen.queryByTestId('subscribe-plans')).toBeNull();
  await click('trial-start');

  expect(await screen.findByText('You are subscribed to Luna Star. Your free trial runs until Nov 22, 2026.')).toBeInTheDocument();
  expect(subscribeCalls()).toHaveLength(1);
  expect(subscribeCalls()[0].body).toEqual({ performerId: luna._id, type: 'free' });
  expect(store.getState().subscription.showModal).toBe(false);
  expect(screen.getByTestId('profile-subscribe')).toHaveTextContent('Subscribed');
  expect(screen.getByTestId('profile-subscribe')).toBeDisabled();
  expect(router.replace).toHaveBeenCalledWith('/luna', undefined, { scroll: false });
  expect(router.push).not.toHaveBeenCalled();
});

it('shows the price button, not the trial, to a fan who has used their trial', async () => {
  renderProfile({ ...luna, isFreeSubscription: true, freeTrialAvailable: false });
  expect(screen.getByTestId('profile-subscribe')).toHaveTextContent('Subscribe · $9.95/month');
  await click('profile-subscribe');
  expect(screen.queryByTestId('trial-confirmation')).toBeNull();
  expect(screen.queryByTestId('subscribe-try-free')).toBeNull();
  expect(screen.getByTestId('subscribe-plans')).toBeInTheDocument();
});

it('offers the wallet, chosen, when it covers the price, and subscribes from it at once', async () => {
  const paid = subscriptionFactory({ subscriptionType: 'monthly', price: 9.95, expiredAt: '2026-12-20T12:00:00.000Z', gateway: null });
  api = fakeApi({ [SUBSCRIBE]: ok({ paymentId: null, checkoutUrl: null, amount: 9.95, status: 'succeeded', testMode: false, subscription: paid }) });
  const { router, store } = renderProfile(luna, currentUserFactory({ balance: 20 }));

  await click('profile-subscribe');
  expect(within(screen.getByTestId('subscribe-pay-wallet')).getByRole('radio')).toBeChecked();
  expect(screen.getByTestId('subscribe-pay-wallet')).toHaveTextContent('Pay from wallet ($9.95)');
  expect(screen.getByTestId('subscribe-continue')).toHaveTextContent('Pay $9.95 from wallet');
  // The yearly price is more than the wallet holds: only the card is left.
  await choosePlan('yearly');
  expect(screen.queryByTestId('subscribe-pay-wallet')).toBeNull();
  expect(screen.getByTestId('subscribe-continue')).toHaveTextContent('Continue to payment');
  await choosePlan('monthly');
  await click('subscribe-continue');

  expect(await screen.findByText('You are subscribed to Luna Star until Dec 20, 2026, paid from your wallet.')).toBeInTheDocument();
  expect(subscribeCalls()[0].body).toEqual({ performerId: luna._id, type: 'monthly', paymentMethod: 'wallet' });
  expect(subscribeCalls()[0].headers['idempotency-key']).toMatch(UUID);
  expect(store.getState().subscription.showModal).toBe(false);
  expect(router.push).not.toHaveBeenCalled();
});

it('pays by card when the fan picks the card although the wallet covers it', async () => {
  api = fakeApi({ [SUBSCRIBE]: ok({ paymentId: 'pay-2', checkoutUrl: '/payment/sandbox/pay-2', amount: 9.95, status: 'pending', testMode: true, subscription: null }) });
  const { router } = renderProfile(luna, currentUserFactory({ balance: 20 }));
  await click('profile-subscribe');
  await act(async () => {
    fireEvent.click(within(screen.getByTestId('subscribe-pay-card')).getByRole('radio'));
  });
  expect(screen.getByTestId('subscribe-continue')).toHaveTextContent('Continue to payment');
  await click('subscribe-continue');
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/payment/sandbox/pay-2?amount=9.95'));
  expect(subscribeCalls()[0].body).toEqual({ performerId: luna._id, type: 'monthly' });
});

it('offers no wallet payment when the wallet is short of the price', async () => {
  renderProfile(luna, currentUserFactory({ balance: 9.94 }));
  await click('profile-subscribe');
  expect(screen.queryByTestId('subscribe-payment')).toBeNull();
  expect(screen.getByTestId('subscribe-continue')).toHaveTextContent('Continue to payment');
});

it('shows the server’s reason in a toast and stays in the dialog', async () => {
  const refusal = "This performer's monthly price is outside the site's limits (2.95 to 300.00), so it cannot be subscribed to right now.";
  api = fakeApi({ [SUBSCRIBE]: fail(422, refusal) });
  const { router, store } = renderProfile();

  await click('profile-subscribe');
  await click('subscribe-continue');

  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(store.getState().subscription.showModal).toBe(true);
  expect(screen.getByTestId('subscribe-continue')).toBeEnabled();
  expect(router.push).not.toHaveBeenCalled();
  expect(screen.getByTestId('profile-subscribe')).not.toHaveTextContent('Subscribed');
});

it('sends a new Idempotency-Key for each click', async () => {
  api = fakeApi({ [SUBSCRIBE]: fail(409, 'You are already subscribed to this performer (monthly) until 2026-12-01.') });
  renderProfile();
  await click('profile-subscribe');
  await click('subscribe-continue');
  await screen.findByText(/already subscribed/);
  await click('subscribe-continue');
  await waitFor(() => expect(subscribeCalls()).toHaveLength(2));
  const [first, second] = subscribeCalls().map((c) => c.headers['idempotency-key']);
  expect(first).not.toBe(second);
});

