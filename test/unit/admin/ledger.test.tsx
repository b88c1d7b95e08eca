// The ledger check page: runs GET /admin/ledger/check on demand and shows OK with the counts, or the problems.
import '../../helpers/browser-globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { AdminLedgerPage } from '@/components/admin/admin-ledger-page';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const admin = currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] });

async function runCheck(answer: Parameters<typeof fakeApi>[0][string]) {
  api = fakeApi({ 'GET /admin/ledger/check': answer });
  renderWithStore(<AdminLedgerPage />, { user: admin, router: fakeRouter('/admin/ledger') });
  // Nothing runs until the admin asks.
  expect(api.calls).toHaveLength(0);
  await act(async () => {
    fireEvent.click(screen.getByTestId('admin-ledger-run'));
  });
  expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /admin/ledger/check']);
}

describe('admin ledger check', () => {
  it('says the books agree, with what was checked', async () => {
    await runCheck(ok({ ok: true, transactions: 42, accounts: 7, problems: [] }));
    const status = await screen.findByTestId('admin-ledger-status');
    expect(status).toHaveAttribute('data-ok', 'true');
    expect(status).toHaveTextContent('The books agree');
    expect(status).toHaveTextContent('42');
    expect(status).toHaveTextContent('7');
    expect(screen.queryAllByTestId('admin-ledger-problem')).toHaveLength(0);
  });

  it('lists every problem found', async () => {
    const problems = ['wallet:u-1 caches 10.00 but its entries sum to 12.00', 'transaction t-9 does not sum to zero'];
    await runCheck(ok({ ok: false, transactions: 3, accounts: 2, problems }));
    const status = await screen.findByTestId('admin-ledger-status');
    expect(status).toHaveAttribute('data-ok', 'false');
    expect(status).toHaveTextContent('2 problems found');
    expect(screen.getAllByTestId('admin-ledger-problem').map((p) => p.textContent)).toEqual(problems);
  });

  it("shows the server's refusal", async () => {
    await runCheck(fail(403, 'Only administrators can do this.'));
    expect(await screen.findByText('Only administrators can do this.')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-ledger-status')).toBeNull();
  });
});
