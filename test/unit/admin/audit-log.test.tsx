// The audit log page: entries newest first as the API gives them, the filters read from the address and sent
// to the API (a new filter goes into the address), and a row's Details as the fields it changed, before → after.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { changesOf } from '@/components/admin/audit-diff';
import { AuditLogPage, formatWhen } from '@/components/admin/audit-log-page';
import type { AuditEntry } from '@/contracts/admin-audit';
import { fakeApi, okList } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: 'e-1',
  actorId: 'a-1',
  actorName: 'admin',
  action: 'payout.paid',
  targetType: 'payout',
  targetId: 'po-1',
  summary: 'Marked the payout of $50.00 to @luna paid, reference PP-1',
  before: { status: 'approved' },
  after: { status: 'paid', paidReference: 'PP-1' },
  route: 'POST /api/admin/payout-requests/:id/paid',
  ip: '127.0.0.1',
  createdAt: '2026-11-27T04:05:00.000Z',
  ...overrides,
});

function renderLog(entries: AuditEntry[], query: Record<string, string> = {}) {
  api = fakeApi({ 'GET /admin/audit-log': okList(entries) });
  const router = fakeRouter('/admin/audit-log', query);
  renderWithStore(<AuditLogPage />, { user: currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] }), router });
  return router;
}

describe('audit log page', () => {
  it('lists when, who, what, which and the summary, with the address filters sent to the API', async () => {
    renderLog([entry(), entry({ _id: 'e-2', action: 'payout.reveal', summary: 'Revealed where the payout of $50.00 to @luna goes', before: null, after: null })], {
      action: 'payout.paid',
      from: '2026-11-01',
      to: '2026-11-27',
      q: 'luna',
    });
    const row = await screen.findByTestId('audit-row-e-1');
    expect(formatWhen('2026-11-27T04:05:00.000Z')).toBe('Nov 27, 2026, 04:05 UTC');
    expect(row).toHaveTextContent('Nov 27, 2026, 04:05 UTC');
    expect(row).toHaveTextContent('admin');
    expect(row).toHaveTextContent('payout.paid');
    expect(row).toHaveTextContent('po-1');
    expect(row).toHaveTextContent('reference PP-1');
    expect(api!.calls[0].params).toMatchObject({ action: 'payout.paid', from: '2026-11-01', to: '2026-11-27', q: 'luna', sortBy: 'createdAt', sort: 'desc' });
    expect(screen.getByTestId('audit-filter-from')).toHaveValue('2026-11-01');
    expect(screen.getByTestId('audit-filter-to')).toHaveValue('2026-11-27');
  });

  it('opens a row to show what changed, before and after, and closes it again', async () => {
    renderLog([entry()]);
    const row = await screen.findByTestId('audit-row-e-1');
    expect(screen.queryByTestId('audit-diff-e-1')).toBeNull();
    fireEvent.click(within(row).getByTestId('audit-details-e-1'));
    const diff = screen.getByTestId('audit-diff-e-1');
    expect(within(diff).getAllByTestId('audit-diff-line').map((l) => l.textContent)).toEqual(['status: approved → paid', 'paidReference: — → PP-1']);
    expect(diff).toHaveTextContent('POST /api/admin/payout-requests/:id/paid');
    fireEvent.click(within(row).getByTestId('audit-details-e-1'));
    expect(screen.queryByTestId('audit-diff-e-1')).toBeNull();
  });

  it('filters by an admin picked from a row, and by words', async () => {
    const router = renderLog([entry({ actorId: 'a-9', actorName: 'orla' })]);
    fireEvent.click(await screen.findByTestId('audit-actor-e-1'));
    expect(router.push).toHaveBeenLastCalledWith(expect.objectContaining({ query: expect.objectContaining({ actorId: 'a-9' }) }), undefined, { shallow: true });
    const search = within(screen.getByTestId('audit-filter-q')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: ' suspended ' } });
    await act(async () => {
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    expect(router.push).toHaveBeenLastCalledWith(expect.objectContaining({ query: expect.objectContaining({ q: 'suspended' }) }), undefined, { shallow: true });
  });
});

describe('changesOf', () => {
  it('keeps only the fields that changed, with absent values as a dash', () => {
    expect(changesOf({ before: { status: 'pending', note: 'x' }, after: { status: 'approved', note: 'x', count: 2 } })).toEqual([
      { field: 'status', before: 'pending', after: 'approved' },
      { field: 'count', before: '—', after: '2' },
    ]);
    expect(changesOf({ before: null, after: null })).toEqual([]);
  });
});
