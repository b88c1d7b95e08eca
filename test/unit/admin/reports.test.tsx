// The moderation queue: open reports by default, each item in place with its author, and the decisions sent
// to POST /admin/reports/{id}/resolve (Hide in two presses); resolved reports say what was done.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminReportsPage, reportsApiQuery } from '@/components/admin/moderation/reports-page';
import type { ModerationReport } from '@/contracts/moderation';
import { fakeApi, fail, ok, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const admin = currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] });
const report: ModerationReport = {
  _id: 'r-1',
  target: 'feed',
  targetId: 'f-1',
  category: 'spam',
  description: 'Sends the same link to everyone.',
  status: 'open',
  createdAt: '2024-04-01T00:00:00.000Z',
  updatedAt: '2024-04-01T00:00:00.000Z',
  reporter: { _id: 'u-9', name: 'Fan One', username: 'fan1', avatar: '/avatar.png', cover: null, isPerformer: false, bio: null },
  resolution: null,
  resolutionNote: '',
  resolvedBy: null,
  resolvedAt: null,
  item: {
    kind: 'feed',
    _id: 'f-1',
    title: '',
    excerpt: 'Buy my course at spam.example',
    thumbnails: ['/thumb.webp'],
    link: '/post/f-1',
    moderation: 'visible',
    author: { _id: 'p-1', username: 'mia', name: 'Mia', avatar: '/avatar.png' },
    reportCount: 2,
    openReportCount: 2,
    createdAt: '2024-03-01T00:00:00.000Z',
  },
};

describe('admin reports', () => {
  it('asks for open reports unless the address says otherwise', () => {
    expect(reportsApiQuery({})).toEqual({ status: 'open' });
    expect(reportsApiQuery({ status: 'resolved' })).toEqual({ status: 'resolved' });
    expect(reportsApiQuery({ status: 'all', current: '2' })).toEqual({ current: '2' });
  });

  it('shows the item in place and hides it in two presses', async () => {
    let stored = [report];
    api = fakeApi({
      'GET /admin/reports': (call: FakeCall) => {
        const status = (call.params as { status?: string }).status;
        return ok({ data: stored.filter((r) => !status || r.status === status), total: 1 });
      },
      'POST /admin/reports/r-1/resolve': () => {
        stored = [{ ...report, status: 'resolved', resolution: 'hidden' }];
        return ok({ report: stored[0], closedReports: 2, refundedBuyers: 0 });
      },
    });
    renderWithStore(<AdminReportsPage />, { user: admin, router: fakeRouter('/admin/reports') });
    const row = await screen.findByTestId('admin-report-row');
    expect(row).toHaveTextContent('Sends the same link to everyone.');
    expect(row).toHaveTextContent('Buy my course at spam.example');
    expect(row).toHaveTextContent('2 open reports');
    expect(within(row).getByTestId('moderated-item-open')).toHaveAttribute('href', '/post/f-1');
    expect(within(row).getByTestId('moderated-item-author')).toHaveAttribute('href', '/admin/users/p-1');

    fireEvent.click(within(row).getByTestId('moderation-hide'));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('moderation-hide-confirm'));
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'hide' });
    expect(await screen.findByText('Hidden')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('admin-report-row')).toBeNull());
  });

  it('removes with refunds when the box is ticked', async () => {
    api = fakeApi({ 'GET /admin/reports': ok({ data: [report], total: 1 }), 'POST /admin/reports/r-1/resolve': ok({ report: { ...report, status: 'resolved' }, closedReports: 1, refundedBuyers: 1 }) });
    renderWithStore(<AdminReportsPage />, { user: admin, router: fakeRouter('/admin/reports') });
    const row = await screen.findByTestId('admin-report-row');
    fireEvent.click(within(row).getByTestId('moderation-remove'));
    fireEvent.click(await screen.findByTestId('moderation-refund'));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('moderation-remove-confirm'));
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'remove', refundBuyers: true });
  });

  it('says what was done to a resolved report', async () => {
    api = fakeApi({
      'GET /admin/reports': ok({
        data: [{ ...report, status: 'resolved', resolution: 'removed', resolutionNote: 'Spam.', resolvedAt: '2024-04-02T00:00:00.000Z', resolvedBy: { _id: 'a-1', username: 'admin', name: 'Ada', avatar: '/avatar.png' } }],
        total: 1,
      }),
    });
    renderWithStore(<AdminReportsPage />, { user: admin, router: fakeRouter('/admin/reports', { status: 'resolved' }) });
    const row = await screen.findByTestId('admin-report-row');
    expect(row).toHaveTextContent('Item removed');
    expect(row).toHaveTextContent('Spam.');
    expect(row).toHaveTextContent('by Ada');
    expect(within(row).queryByTestId('moderation-hide')).toBeNull();
  });

  it("shows the server's refusal", async () => {
    api = fakeApi({ 'GET /admin/reports': ok({ data: [report], total: 1 }), 'POST /admin/reports/r-1/resolve': fail(404, 'There is no report with this id.') });
    renderWithStore(<AdminReportsPage />, { user: admin, router: fakeRouter('/admin/reports') });
    const row = await screen.findByTestId('admin-report-row');
    await act(async () => {
      fireEvent.click(within(row).getByTestId('moderation-dismiss'));
    });
    expect(await screen.findByText('There is no report with this id.')).toBeInTheDocument();
  });
});
