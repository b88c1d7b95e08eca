// The performer's banking page: the bank details and payout forms, and "Connect with Stripe", which asks the
// API for an onboarding link and sends the browser there; a refusal is shown, and nothing is opened.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CreatorBankingPage } from '@/components/payments/creator-banking-page';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { ownPerformerFactory } from '../creator/fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const performer = currentUserFactory({ isPerformer: true });
const LINK = 'https://connect.stripe.com/setup/e/acct_1/abc';

function renderPage(query: Record<string, string> = {}) {
  const redirect = jest.fn();
  renderWithStore(<CreatorBankingPage redirect={redirect} />, { user: performer, router: fakeRouter('/creator/banking', query) });
  return redirect;
}

it('shows the bank details and payout forms next to Stripe Connect', async () => {
  api = fakeApi({ 'GET /performers/me': ok(ownPerformerFactory()) });
  renderPage();
  expect(await screen.findByTestId('creator-payout-form', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByTestId('creator-banking-holder')).toBeInTheDocument();
  expect(screen.getByTestId('stripe-connect-button')).toHaveTextContent('Connect with Stripe');
});

it('asks for an onboarding link and goes there', async () => {
  api = fakeApi({ 'GET /performers/me': ok(ownPerformerFactory()), 'POST /stripe/accounts': ok({ accountId: 'acct_1', status: 'onboarding', url: LINK }) });
  const redirect = renderPage();
  await act(async () => {
    fireEvent.click(screen.getByTestId('stripe-connect-button'));
  });
  await waitFor(() => expect(redirect).toHaveBeenCalledWith(LINK));
  expect(api.calls.filter((c) => c.method === 'POST' && c.url === '/stripe/accounts')).toHaveLength(1);
});

it('shows the server’s sentence when Stripe is not set up, and goes nowhere', async () => {
  api = fakeApi({
    'GET /performers/me': ok(ownPerformerFactory()),
    'POST /stripe/accounts': fail(422, 'Stripe is not set up on this site, so payouts cannot be connected to Stripe. Use bank details or PayPal instead.'),
  });
  const redirect = renderPage();
  await act(async () => {
    fireEvent.click(screen.getByTestId('stripe-connect-button'));
  });
  expect(await screen.findByText(/Stripe is not set up on this site/)).toBeInTheDocument();
  expect(redirect).not.toHaveBeenCalled();
  expect(screen.getByTestId('stripe-connect-button')).toBeEnabled();
});

it('welcomes the performer back from Stripe', async () => {
  api = fakeApi({ 'GET /performers/me': ok(ownPerformerFactory()) });
  renderPage({ stripe: 'return' });
  expect(screen.getByTestId('stripe-connect-returned')).toBeInTheDocument();
  expect(await screen.findByTestId('creator-payout-form', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByTestId('stripe-connect-button')).toHaveTextContent('Continue with Stripe');
});
