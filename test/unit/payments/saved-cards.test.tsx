// The saved cards page: the fan's cards by brand, last four and expiry with the default marked; deleting
// after a confirmation; adding through a SetupIntent confirmed by Stripe.js; and, with the sandbox, a page
// that says cards are kept only when Stripe is on (and offers no card form).
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SANDBOX_CARDS_NOTICE, SavedCardsPage } from '@/components/payments/saved-cards-page';
import { fail, fakeApi, ok, okList } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';
import { fanState } from '../../helpers/fan-state';
import { fakeStripeJs, loadStripeMock } from './fake-stripe-js';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const visa = { _id: 'pm_visa', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, isDefault: true };
const master = { _id: 'pm_master', brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2029, isDefault: false };
const click = (el: HTMLElement) =>
  act(async () => {
    fireEvent.click(el);
  });
const renderPage = (stripePublishableKey = 'pk_test_cards') => renderWithStore(<SavedCardsPage />, { state: fanState({}, { stripePublishableKey }) });

it('lists each card by brand, last four and expiry, marking the default', async () => {
  api = fakeApi({ 'GET /payment-cards': okList([visa, master]) });
  renderPage();
  const row = await screen.findByTestId('card-pm_visa');
  expect(row).toHaveTextContent('Visa •••• 4242');
  expect(row).toHaveTextContent('Default');
  expect(row).toHaveTextContent('Expires 04/31');
  expect(screen.getByTestId('card-pm_master')).toHaveTextContent('Mastercard •••• 4444');
  expect(screen.getByTestId('card-pm_master')).not.toHaveTextContent('Default');
  expect(screen.queryByTestId('cards-sandbox-notice')).not.toBeInTheDocument();
});

it('deletes a card only after the confirmation, then lists again', async () => {
  let listed = [visa, master];
  api = fakeApi({
    'GET /payment-cards': () => okList(listed),
    'DELETE /payment-cards/pm_master': () => {
      listed = [visa];
      return ok({ deleted: true });
    },
  });
  renderPage();
  await click(await screen.findByTestId('card-delete-pm_master'));
  expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  await click(await screen.findByTestId('card-delete-confirm'));
  await waitFor(() => expect(screen.queryByTestId('card-pm_master')).not.toBeInTheDocument());
  expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/payment-cards/pm_master']);
  expect(await screen.findByText('Card deleted')).toBeInTheDocument();
});

it('adds a card: a SetupIntent confirmed by Stripe.js with the card element, then saved by its payment method id', async () => {
  const fake = fakeStripeJs();
  fake.stripe.confirmCardSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_new' } });
  loadStripeMock.mockResolvedValue(fake.stripe as never);
  let listed: (typeof visa)[] = [];
  api = fakeApi({
    'GET /payment-cards': () => okList(listed),
    'POST /stripe/setup-intents': ok({ clientSecret: 'seti_1_secret_x' }),
    'POST /stripe/cards': (call) => {
      listed = [{ ...visa, _id: (call.body as { paymentMethodId: string }).paymentMethodId }];
      return ok(listed[0]);
    },
  });
  renderPage();
  expect(await screen.findByTestId('cards-empty', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(loadStripeMock).not.toHaveBeenCalled();
  await click(screen.getByTestId('cards-add'));
  await waitFor(() => expect(fake.card.mount).toHaveBeenCalledWith(screen.getByTestId('cards-card-element')));
  await click(screen.getByTestId('cards-save'));
  expect(fake.stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', { payment_method: { card: fake.card } });
  expect(api.calls.find((c) => c.url === '/stripe/cards')?.body).toEqual({ paymentMethodId: 'pm_new' });
  expect(await screen.findByTestId('card-pm_new')).toBeInTheDocument();
  expect(screen.queryByTestId('cards-add-form')).not.toBeInTheDocument();
});

it('shows Stripe’s sentence when the card cannot be set up, and saves nothing', async () => {
  const fake = fakeStripeJs();
  fake.stripe.confirmCardSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
  loadStripeMock.mockResolvedValue(fake.stripe as never);
  api = fakeApi({ 'GET /payment-cards': okList([]), 'POST /stripe/setup-intents': ok({ clientSecret: 'seti_2_secret_x' }) });
  renderPage();
  await click(await screen.findByTestId('cards-add'));
  await waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
  await click(screen.getByTestId('cards-save'));
  expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  expect(api.calls.some((c) => c.url === '/stripe/cards')).toBe(false);
});

it('says with the sandbox that cards are kept only when Stripe is on, and offers no card form', async () => {
  api = fakeApi({ 'GET /payment-cards': okList([]) });
  renderPage('');
  expect(await screen.findByTestId('cards-sandbox-notice')).toHaveTextContent(SANDBOX_CARDS_NOTICE);
  expect(screen.queryByTestId('cards-add')).not.toBeInTheDocument();
  expect(within(await screen.findByTestId('cards-empty')).getByText('No saved cards')).toBeInTheDocument();
  expect(loadStripeMock).not.toHaveBeenCalled();
});

it('offers to try again when the list cannot be loaded', async () => {
  api = fakeApi({ 'GET /payment-cards': fail(503, 'Stripe could not be reached. Nothing was changed; please try again.') });
  renderPage();
  expect(await screen.findByTestId('cards-load-error')).toHaveTextContent('Stripe could not be reached');
});
