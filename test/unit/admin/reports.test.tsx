// The moderation queue: open reports by default, resolve and reopen through PUT /admin/reports/{id}.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminReportsPage, reportsApiQuery } from '@/components/admin/reports-table';
import type { AdminReport } from '@/contracts/social';
import { fakeApi, fail, ok, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const admin = currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] });
const report: AdminReport = {
  _id: 'r-1',
  target: 'performer',
  targetId: 'p-1',
  category: 'spam',
  description: 'Sends the same link to everyone.',
  status: 'open',
  createdAt: '2024-04-01T00:00:00.000Z',
  updatedAt: '2024-04-01T00:00:00.000Z',
  reporter: { _id: 'u-9', name: 'Fan One', username: 'fan1', avatar: '', cover: null, isPerformer: false, bio: null },
};

describe('admin reports', () => {
  it('asks for open reports unless the address says otherwise', () => {
    expect(reportsApiQuery({})).toEqual({ status: 'open' });
    expect(reportsApiQuery({ status: 'resolved' })).toEqual({ status: 'resolved' });
    expect(reportsApiQuery({ status: 'all', current: '2' })).toEqual({ current: '2' });
  });

  it('resolves a report and reloads the queue', async () => {
    let stored = [report];
    api = fakeApi({
      'GET /admin/reports': (call: FakeCall) => {
        const status = (call.params as { status?: string }).status;
        return ok({ data: stored.filter((r) => !status || r.status === status), total: 1 });
      },
      'PUT /admin/reports/r-1': (call: FakeCall) => {
        stored = [{ ...report, ...(call.body as { status: 'resolved' }) }];
        return ok(stored[0]);
      },
    });
    renderWithStore(<AdminReportsPage />, { user: admin, router: fakeRouter('/admin/reports') });
    const row = await screen.findByTestId('admin-report-row');
    expect(row).toHaveTextContent('Sends the same link to everyone.');
    expect(within(row).getByText('Performer profile')).toHaveAttribute('href', '/p-1');

    await act(async () => {
      fireEvent.click(within(row).getByTestId('admin-report-resolve'));
    });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'resolved' });
    expect(await screen.findByText('Report resolved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('admin-report-row')).toBeNull());
  });

  it('reopens a resolved report', async () => {
    api = fakeApi({
      'GET /admin/reports': ok({ data: [{ ...report, status: 'resolved' }], total: 1 }),
      'PUT /admin/reports/r-1': ok({ ...report, status: 'open' }),
    });
    renderWithStore(<AdminReportsPage />, { user: admin, router: fakeRouter('/admin/reports', { status: 'resolved' }) });
    const row = await screen.findByTestId('admin-report-row');
    await act(async () => {
      fireEvent.click(within(row).getByTestId('admin-report-reopen'));
    });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'open' });
    expect(await screen.findByText('Report reopened')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    api = fakeApi({ 'GET /admin/reports': ok({ data: [report], total: 1 }), 'PUT /admin/reports/r-1': fail(404, 'This report no longer exists.') });
    renderWithStore(<AdminReportsPage />, { user: admin, router: fakeRouter('/admin/reports') });
    const row = await screen.findByTestId('admin-report-row');
    await act(async () => {
      fireEvent.click(within(row).getByTestId('admin-report-resolve'));
    });
    expect(await screen.findByText('This report no longer exists.')).toBeInTheDocument();
  });
});
