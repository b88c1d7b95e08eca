// The payout request list: rows with status tags (a performer's cancel reads "Cancelled"), the status filter
// in the address, and the create button closed with its reason while a request waits for review.
import '../../helpers/browser-globals';
import { screen, waitFor } from '@testing-library/react';
import { ONE_PENDING_REASON, PayoutListPage } from '@/components/payouts/payout-list-page';
import { CANCELLED_BY_PERFORMER } from '@/contracts/payouts';
import { fakeApi, ok, okList } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { PAID_ID, PENDING_ID, payoutFactory, performerUser } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const CANCELLED_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const pending = payoutFactory();
const paid = payoutFactory({ _id: PAID_ID, status: 'paid', amount: 60, paymentAccountType: 'paypal' });
const cancelled = payoutFactory({ _id: CANCELLED_ID, status: 'rejected', adminNote: CANCELLED_BY_PERFORMER });

function serve(hasPending: boolean) {
  api = fakeApi({
    'GET /payout-requests/search': okList([pending, paid, cancelled]),
    'GET /payout-requests/check/pending-review': ok(hasPending ? { hasPending: true, request: pending } : { hasPending: false }),
  });
  return api;
}

it('lists the requests with their status, asking with the status filter from the address', async () => {
  serve(false);
  renderWithStore(<PayoutListPage />, { user: performerUser, router: fakeRouter('/creator/payout-request', { status: 'paid', current: '2' }) });
  expect(await screen.findByTestId(`payout-row-${PAID_ID}`)).toHaveTextContent('$60.00');
  expect(screen.getByTestId(`payout-row-${PAID_ID}`)).toHaveTextContent('PayPal');
  expect(screen.getByTestId(`payout-status-${PAID_ID}`)).toHaveTextContent('Paid');
  expect(screen.getByTestId(`payout-status-${PENDING_ID}`)).toHaveTextContent('Pending review');
  expect(screen.getByTestId(`payout-status-${CANCELLED_ID}`)).toHaveTextContent('Cancelled');
  expect(screen.getByTestId(`payout-view-${PENDING_ID}`)).toHaveAttribute('href', `/creator/payout-request/${PENDING_ID}`);
  const search = api!.calls.find((c) => c.url === '/payout-requests/search')!;
  expect(search.params).toMatchObject({ status: 'paid', current: '2' });
});

it('disables "Request a payout" with the reason while a request waits for review', async () => {
  serve(true);
  renderWithStore(<PayoutListPage />, { user: performerUser, router: fakeRouter('/creator/payout-request') });
  expect(await screen.findByTestId('payout-create-reason')).toHaveTextContent(ONE_PENDING_REASON);
  const button = screen.getByTestId('payout-create');
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(`${ONE_PENDING_REASON} Open it`);
});

it('offers "Request a payout" as a link to the form when nothing is pending', async () => {
  serve(false);
  renderWithStore(<PayoutListPage />, { user: performerUser, router: fakeRouter('/creator/payout-request') });
  await waitFor(() => expect(screen.getByTestId('payout-create')).toHaveAttribute('href', '/creator/payout-request/create'));
  expect(screen.getByTestId('payout-create')).not.toHaveAttribute('aria-disabled', 'true');
  expect(screen.queryByTestId('payout-create-reason')).toBeNull();
});
