// The payout queue: pending requests by default, Approve / Mark paid (with the transfer's reference) / Reject
// with a note, only where the state machine allows them; where the money goes after an explicit Reveal; the CSV
// for the bank; the server's refusal shown as it said it, and the part of a request funded by test money
// (the sandbox's) flagged.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminPayoutsPage, CSV_READY, PAYOUT_DONE } from '@/components/admin/admin-payouts-page';
import { REFERENCE_REQUIRED } from '@/components/admin/payout-paid-modal';
import type { PayoutRequestItem } from '@/contracts/payouts';
import { fail, fakeApi, ok, okList, type FakeCall } from '../../helpers/fake-api';
import { postCalls, renderAsAdmin } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const payout = (overrides: Partial<PayoutRequestItem> = {}): PayoutRequestItem => ({
  _id: 'po-1',
  performerId: 'p-1',
  performer: { _id: 'p-1', name: 'Nova Star', username: 'nova' },
  amount: 120.5,
  testFunded: 0,
  paymentAccountType: 'paypal',
  status: 'pending',
  requestNote: 'For the new camera',
  adminNote: '',
  paidReference: '',
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

const posts = () => postCalls(api!);

function renderQueue(routes: Parameters<typeof fakeApi>[0], query: Record<string, string> = {}) {
  api = fakeApi(routes);
  renderAsAdmin(<AdminPayoutsPage />, '/admin/payout-requests', query);
}

describe('admin payout requests', () => {
  it('asks for pending requests by default and shows the request', async () => {
    renderQueue({ 'GET /admin/payout-requests': okList([payout()]) });
    const row = await screen.findByTestId('admin-payout-row-po-1');
    expect((api!.calls[0].params as { status?: string }).status).toBe('pending');
    expect(row).toHaveTextContent('Nova Star (@nova)');
    expect(row).toHaveTextContent('$120.50');
    expect(row).toHaveTextContent('PayPal');
    expect(row).toHaveTextContent('For the new camera');
    // Pending: approve or reject, not yet paid.
    expect(within(row).getByTestId('admin-payout-approve-po-1')).toBeInTheDocument();
    expect(within(row).queryByTestId('admin-payout-paid-po-1')).toBeNull();
  });

  it('flags how much of a request is test money, in the row and before it is marked paid', async () => {
    renderQueue(
      {
        'GET /admin/payout-requests': okList([
          payout({ _id: 'po-1', status: 'approved', amount: 100, testFunded: 60 }),
          payout({ _id: 'po-2', status: 'approved', amount: 80, testFunded: 80 }),
          payout({ _id: 'po-3', status: 'approved', amount: 70, testFunded: 0 }),
        ]),
      },
      { status: 'approved' },
    );
    const partly = await screen.findByTestId('admin-payout-test-po-1');
    expect(partly).toHaveTextContent('$60.00 test money');
    expect(within(screen.getByTestId('admin-payout-row-po-1')).getByTestId('admin-payout-test-po-1')).toBe(partly);
    expect(screen.getByTestId('admin-payout-test-po-2')).toHaveTextContent(/^Test money$/);
    expect(screen.getByTestId('admin-payout-row-po-3')).toHaveTextContent('$70.00');
    expect(screen.queryByTestId('admin-payout-test-po-3')).toBeNull();

    fireEvent.click(screen.getByTestId('admin-payout-paid-po-1'));
    expect(await screen.findByText(/\$60\.00 of it is test money: no real money was paid in for that part\./)).toBeInTheDocument();
  });

  it('follows the status in the address; "all" sends no filter', async () => {
    renderQueue({ 'GET /admin/payout-requests': okList([payout({ status: 'paid' })]) }, { status: 'all' });
    const row = await screen.findByTestId('admin-payout-row-po-1');
    expect((api!.calls[0].params as { status?: string }).status).toBeUndefined();
    // Paid is final: no actions left.
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('approves: posts to approve, says so and reloads', async () => {
    let stored = payout();
    renderQueue({
      'GET /admin/payout-requests': () => okList([stored]),
      'POST /admin/payout-requests/po-1/approve': () => {
        stored = payout({ status: 'approved' });
        return ok(stored);
      },
    });
    const approve = await screen.findByTestId('admin-payout-approve-po-1');
    await act(async () => {
      fireEvent.click(approve);
    });
    expect(posts().map((c) => c.url)).toEqual(['/admin/payout-requests/po-1/approve']);
    expect(await screen.findByText(PAYOUT_DONE.approve)).toBeInTheDocument();
    expect(await screen.findByTestId('admin-payout-paid-po-1')).toBeInTheDocument();
  });

  it('marks an approved payout paid only with the transfer reference, which is sent', async () => {
    renderQueue({ 'GET /admin/payout-requests': okList([payout({ status: 'approved' })]), 'POST /admin/payout-requests/po-1/paid': ok(payout({ status: 'paid' })) }, { status: 'approved' });
    fireEvent.click(await screen.findByTestId('admin-payout-paid-po-1'));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Mark this payout paid?')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('admin-payout-paid-confirm-po-1'));
    });
    expect(await within(modal).findByText(REFERENCE_REQUIRED)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    fireEvent.change(within(modal).getByTestId('admin-payout-paid-reference'), { target: { value: ' PP-2026-0042 ' } });
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('admin-payout-paid-confirm-po-1'));
    });
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ url: '/admin/payout-requests/po-1/paid', body: { reference: 'PP-2026-0042' } });
    expect(await screen.findByText(PAYOUT_DONE.paid)).toBeInTheDocument();
  });

  it('shows where the money goes only after Reveal, and hides it again', async () => {
    renderQueue({
      'GET /admin/payout-requests': okList([payout({ paymentAccountType: 'bank_transfer' })]),
      'POST /admin/payout-requests/po-1/reveal': ok({
        payoutId: 'po-1',
        method: 'bank_transfer',
        bank: { accountHolderName: 'Nova Star', bankName: 'Example Bank', bankCountry: 'US', accountNumber: '9876543210', routingNumber: '021000021', swiftCode: '' },
        paypalEmail: null,
      }),
    });
    const cell = await screen.findByTestId('admin-payout-destination-po-1');
    expect(cell).toHaveTextContent('Bank transfer');
    expect(cell).not.toHaveTextContent('9876543210');
    expect(posts()).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(cell).getByTestId('admin-payout-reveal-po-1'));
    });
    expect(await within(cell).findByText('9876543210')).toBeInTheDocument();
    expect(cell).toHaveTextContent('Example Bank (US)');
    expect(cell).not.toHaveTextContent('SWIFT');
    expect(posts().map((c) => c.url)).toEqual(['/admin/payout-requests/po-1/reveal']);
    fireEvent.click(within(cell).getByTestId('admin-payout-hide-po-1'));
    expect(cell).not.toHaveTextContent('9876543210');
  });

  it('downloads the approved payouts as a CSV file', async () => {
    const made: Blob[] = [];
    const url = URL as unknown as { createObjectURL?: (b: Blob) => string; revokeObjectURL?: (u: string) => void };
    url.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return 'blob:payouts';
    };
    url.revokeObjectURL = () => undefined;
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderQueue({ 'GET /admin/payout-requests': okList([payout()]), 'GET /admin/payout-requests/export.csv': { status: 200, body: 'payout_id\r\n"po-1"\r\n' } });
      await screen.findByTestId('admin-payout-row-po-1');
      await act(async () => {
        fireEvent.click(screen.getByTestId('admin-payout-csv'));
      });
      expect(await screen.findByText(CSV_READY)).toBeInTheDocument();
      const csvCall = api!.calls.find((c) => c.url === '/admin/payout-requests/export.csv')!;
      expect(csvCall.params).toEqual({ status: 'approved' });
      const text = await new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.readAsText(made[0]);
      });
      expect(text).toBe('payout_id\r\n"po-1"\r\n');
      expect(clicked).toHaveBeenCalledTimes(1);
    } finally {
      clicked.mockRestore();
      delete url.createObjectURL;
      delete url.revokeObjectURL;
    }
  });

  it('rejects only with a note, which is sent', async () => {
    renderQueue({
      'GET /admin/payout-requests': okList([payout()]),
      'POST /admin/payout-requests/po-1/reject': (call: FakeCall) => ok(payout({ status: 'rejected', adminNote: (call.body as { adminNote: string }).adminNote })),
    });
    fireEvent.click(await screen.findByTestId('admin-payout-reject-po-1'));
    const modal = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('admin-payout-reject-confirm'));
    });
    expect(await within(modal).findByText('Tell the performer why the payout is rejected')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    fireEvent.change(within(modal).getByTestId('admin-payout-reject-reason'), { target: { value: '  PayPal address bounced.  ' } });
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('admin-payout-reject-confirm'));
    });
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ url: '/admin/payout-requests/po-1/reject', body: { adminNote: 'PayPal address bounced.' } });
    expect(await screen.findByText(PAYOUT_DONE.reject)).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderQueue({
      'GET /admin/payout-requests': okList([payout()]),
      'POST /admin/payout-requests/po-1/approve': fail(409, 'This request was cancelled by the performer in the meantime.'),
    });
    const approve = await screen.findByTestId('admin-payout-approve-po-1');
    await act(async () => {
      fireEvent.click(approve);
    });
    expect(await screen.findByText('This request was cancelled by the performer in the meantime.')).toBeInTheDocument();
  });
});
