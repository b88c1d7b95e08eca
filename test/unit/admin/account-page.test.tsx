// The account view on the accounts desk: its sections, Suspend with a reason (the status shown is the
// server's), Reactivate, and a Delete that waits for the username to be typed; and the list's filters.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_SUSPENDED, AccountPage } from '@/components/admin/accounts/account-page';
import { accountsApiQuery } from '@/components/admin/accounts/accounts-page';
import type { AccountProfile, AccountView } from '@/contracts/admin-accounts';
import { fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { fakePhoneWidth } from '../../helpers/phone-width';
import { postCalls, renderAsAdmin } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
let phone: ReturnType<typeof fakePhoneWidth> | undefined;
afterEach(() => {
  api?.restore();
  phone?.restore();
  phone = undefined;
});

const id = '7b0c6a1e-2f3d-4c5b-8a9e-0f1e2d3c4b5a';
const base = `/admin/users/${id}`;

function profile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    _id: id,
    name: 'Fan Five',
    username: 'fan5',
    avatar: '/avatar.png',
    cover: null,
    isPerformer: false,
    bio: null,
    firstName: 'Fan',
    lastName: 'Five',
    email: 'fan5@example.com',
    roles: ['user'],
    status: 'active',
    verifiedEmail: true,
    gender: null,
    country: null,
    balance: 25,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    lastLoginAt: '2026-02-01T00:00:00.000Z',
    suspendedReason: null,
    suspendedAt: null,
    deletedAt: null,
    ...overrides,
  };
}

function viewOf(p: AccountProfile): AccountView {
  return {
    profile: p,
    money: { balance: 25, entries: [{ _id: '1', account: 'wallet', amount: 25, kind: 'top-up', reference: 'payment:00000000-0000-4000-8000-000000000001', about: 'Card payment', aboutLink: null, createdAt: '2026-01-03T00:00:00.000Z' }] },
    subscriptions: { asFan: [], subscriberCount: null },
    purchases: [],
    reports: { against: [], filed: [] },
    sessions: [
      { _id: 's1', userAgent: 'Firefox on Linux', ip: '10.0.0.1', createdAt: '2026-02-01T00:00:00.000Z', expiresAt: '2027-02-01T00:00:00.000Z', revokedAt: null, lastUsedAt: '2026-03-04T10:20:00.000Z' },
      // A session from before the last use was kept.
      { _id: 's2', userAgent: 'Safari on iPhone', ip: '10.0.0.2', createdAt: '2025-12-01T00:00:00.000Z', expiresAt: '2026-12-01T00:00:00.000Z', revokedAt: null, lastUsedAt: null },
    ],
  };
}

/** A fake server whose account changes as the admin acts on it. */
function renderAccount() {
  let current = profile();
  api = fakeApi({
    [`GET ${base}`]: () => ok(viewOf(current)),
    [`POST ${base}/suspend`]: (call: FakeCall) => {
      current = profile({ status: 'suspended', suspendedReason: (call.body as { reason: string }).reason, suspendedAt: '2026-03-01T00:00:00.000Z' });
      return ok(current);
    },
    [`POST ${base}/reactivate`]: () => {
      current = profile();
      return ok(current);
    },
  });
  renderAsAdmin(<AccountPage id={id} />, '/admin/users/[id]', { id });
}

const status = () => screen.getAllByTestId('admin-account-status')[0];

describe('account page', () => {
  it('shows the profile, money and sessions', async () => {
    renderAccount();
    expect(await screen.findByText('Fan Five')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Active');
    expect(within(screen.getByTestId('admin-account-money')).getAllByText('top-up').length).toBeGreaterThan(0);
    // The entry says what it was about in words, not as its raw ledger reference.
    expect(within(screen.getByTestId('admin-account-money')).getAllByText('Card payment').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('admin-account-money')).queryByText(/payment:0000/)).toBeNull();
    expect(within(screen.getByTestId('admin-account-sessions')).getAllByText('Firefox on Linux').length).toBeGreaterThan(0);
    expect(screen.getByTestId('admin-nav-accounts').getAttribute('aria-current')).toBe('page');
  });

  it('says when each session was last used, beside when it logged in', async () => {
    renderAccount();
    const sessions = await screen.findByTestId('admin-account-sessions');
    await within(sessions).findByText('Firefox on Linux');
    const headers = within(sessions).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(0, 2)).toEqual(['Logged in', 'Last used']);
    const [used, never] = ['Firefox on Linux', 'Safari on iPhone'].map((ua) => within(within(sessions).getByText(ua).closest('tr')!).getAllByRole('cell').map((td) => td.textContent));
    expect(used.slice(0, 2)).toEqual(['Feb 1, 2026', 'Mar 4, 2026']);
    expect(never.slice(0, 2)).toEqual(['Dec 1, 2025', '—']);
  });

  it('on a phone, each session card has its last use labelled', async () => {
    phone = fakePhoneWidth();
    renderAccount();
    const sessions = await screen.findByTestId('admin-account-sessions');
    await within(sessions).findByText('Firefox on Linux');
    expect(sessions.querySelector('table')).toBeNull();
    const cards = within(sessions).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('[data-column="lastUsedAt"]')?.textContent)).toEqual(['Last usedMar 4, 2026', 'Last used—']);
  });

  it('suspends with a reason and shows the status the server answered, then reactivates', async () => {
    renderAccount();
    await screen.findByText('Fan Five');
    fireEvent.click(screen.getByTestId('admin-suspend'));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByTestId('admin-suspend-reason'), { target: { value: 'Spam links everywhere.' } });
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('admin-suspend-confirm'));
    });
    expect(await screen.findByText(ACCOUNT_SUSPENDED)).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Suspended'));
    expect(screen.getByTestId('admin-account-suspended-reason')).toHaveTextContent('Spam links everywhere.');
    expect(postCalls(api!).map((c) => [c.url, c.body])).toEqual([[`${base}/suspend`, { reason: 'Spam links everywhere.' }]]);

    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-reactivate'));
    });
    await waitFor(() => expect(status()).toHaveTextContent('Active'));
  });

  it('deletes only once the username is typed', async () => {
    renderAccount();
    await screen.findByText('Fan Five');
    fireEvent.click(screen.getByTestId('admin-delete'));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(/money records/)).toBeInTheDocument();
    const confirm = within(modal).getByTestId('admin-delete-confirm');
    expect(confirm).toBeDisabled();
    fireEvent.change(within(modal).getByTestId('admin-delete-username'), { target: { value: 'fan5' } });
    await waitFor(() => expect(confirm).not.toBeDisabled());
  });
});

describe('accounts list filters', () => {
  it('turns the kind into the performer flag or the admin role, and drops unknown values', () => {
    expect(accountsApiQuery({ q: 'ann', kind: 'fan', status: 'suspended' })).toEqual({ q: 'ann', isPerformer: 'false', status: 'suspended' });
    expect(accountsApiQuery({ kind: 'performer' })).toEqual({ isPerformer: 'true' });
    expect(accountsApiQuery({ kind: 'admin', status: 'nonsense' })).toEqual({ role: 'admin' });
  });
});
