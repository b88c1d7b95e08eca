// One payout request: edit and cancel are offered only while it is pending; the edit checks the amount
// against what is available plus what the request already holds, and sends only what changed.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PAYOUT_CANCELLED, PayoutDetailPage } from '@/components/payouts/payout-detail-page';
import { CANCELLED_BY_PERFORMER, type PayoutRequestItem } from '@/contracts/payouts';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { calculationFactory, PAID_ID, PENDING_ID, payoutFactory, performerUser } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function serve(item: PayoutRequestItem) {
  let current = item;
  api = fakeApi({
    [`GET /payout-requests/${item._id}/view`]: () => ok(current),
    'POST /payout-requests/calculate': ok(calculationFactory({ available: 40, reserved: item.amount })),
    [`PUT /payout-requests/${item._id}`]: (call: FakeCall) => {
      current = { ...current, ...(call.body as Partial<PayoutRequestItem>) };
      return ok(current);
    },
    [`DELETE /payout-requests/${item._id}`]: () => {
      current = { ...current, status: 'rejected', adminNote: CANCELLED_BY_PERFORMER };
      return ok(current);
    },
  });
  return api;
}

const show = (id: string) => renderWithStore(<PayoutDetailPage id={id} />, { user: performerUser, router: fakeRouter(`/creator/payout-request/${id}`) });
const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
};
const setAmount = (value: string) => {
  const input = screen.getByTestId('payout-edit-amount');
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const puts = () => api!.calls.filter((c) => c.method === 'PUT');

it('offers no edit or cancel once the request is no longer pending', async () => {
  serve(payoutFactory({ _id: PAID_ID, status: 'paid', adminNote: 'Sent on May 12' }));
  show(PAID_ID);
  expect(await screen.findByTestId(`payout-status-${PAID_ID}`)).toHaveTextContent('Paid');
  expect(screen.getByText('Sent on May 12')).toBeInTheDocument();
  expect(screen.getByTestId('payout-read-only')).toBeInTheDocument();
  expect(screen.queryByTestId('payout-edit')).toBeNull();
  expect(screen.queryByTestId('payout-cancel')).toBeNull();
});

it('edits a pending request within what is available plus what it holds, sending only the changes', async () => {
  serve(payoutFactory({ amount: 80 }));
  show(PENDING_ID);
  expect(await screen.findByTestId('payout-view-amount')).toHaveTextContent('$80.00');
  await click('payout-edit');
  expect(await screen.findByText('Amount ($50.00 to $120.00)')).toBeInTheDocument();

  setAmount('120.01');
  await click('payout-edit-save');
  expect(await screen.findByText('You can request at most $120.00, the earnings you have available')).toBeInTheDocument();
  setAmount('45');
  await click('payout-edit-save');
  expect(await screen.findByText('The minimum payout is $50.00')).toBeInTheDocument();
  expect(puts()).toHaveLength(0);

  setAmount('110');
  await click('payout-edit-save');
  await waitFor(() => expect(screen.getByTestId('payout-view-amount')).toHaveTextContent('$110.00'));
  expect(puts()).toHaveLength(1);
  expect(puts()[0].body).toEqual({ amount: 110 });
  expect(screen.queryByTestId('payout-edit-form')).toBeNull();
});

it('shows the server’s reason when the edit is refused', async () => {
  api = fakeApi({
    [`GET /payout-requests/${PENDING_ID}/view`]: ok(payoutFactory()),
    'POST /payout-requests/calculate': ok(calculationFactory({ available: 40 })),
    [`PUT /payout-requests/${PENDING_ID}`]: fail(422, 'This payout request is approved; only a pending request can be changed or cancelled.'),
  });
  show(PENDING_ID);
  await screen.findByTestId('payout-edit');
  await click('payout-edit');
  await screen.findByTestId('payout-edit-note');
  fireEvent.change(screen.getByTestId('payout-edit-note'), { target: { value: 'For June' } });
  await click('payout-edit-save');
  expect(await screen.findByText('This payout request is approved; only a pending request can be changed or cancelled.')).toBeInTheDocument();
  expect(puts()[0].body).toEqual({ requestNote: 'For June' });
});

it('cancels a pending request only after confirming, then shows it as cancelled', async () => {
  serve(payoutFactory());
  show(PENDING_ID);
  await screen.findByTestId('payout-cancel');
  await click('payout-cancel');
  expect(api!.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  await click('payout-cancel-confirm');
  await waitFor(() => expect(screen.getByTestId(`payout-status-${PENDING_ID}`)).toHaveTextContent('Cancelled'));
  expect(api!.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  expect(await screen.findByText(PAYOUT_CANCELLED)).toBeInTheDocument();
  expect(screen.queryByTestId('payout-edit')).toBeNull();
  expect(screen.queryByText(CANCELLED_BY_PERFORMER)).toBeNull();
});

it('says the request does not exist when it is missing or someone else’s', async () => {
  api = fakeApi({});
  show(PENDING_ID);
  expect(await screen.findByTestId('payout-not-found')).toHaveTextContent('Payout request not found');
});
