// The performers list: pending by default, filters and paging kept in the address.
import '../../helpers/browser-globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AdminPerformersPage, performersApiQuery } from '@/components/admin/performers-table';
import { fakeApi, ok } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { adminPerformerFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const admin = currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] });

describe('admin performers list', () => {
  it('asks for pending performers unless the address says otherwise; "all" sends no status', () => {
    expect(performersApiQuery({ current: '1' })).toEqual({ current: '1', verificationStatus: 'pending' });
    expect(performersApiQuery({ verificationStatus: 'rejected' })).toEqual({ verificationStatus: 'rejected' });
    expect(performersApiQuery({ verificationStatus: 'all', q: 'nova' })).toEqual({ q: 'nova' });
    expect(performersApiQuery({ verificationStatus: 'bogus' })).toEqual({ verificationStatus: 'pending' });
  });

  it('lists the pending performers with their usernames on the rows', async () => {
    api = fakeApi({
      'GET /admin/performers': ok({ data: [adminPerformerFactory(), adminPerformerFactory({ _id: 'p-2', username: 'mira', name: 'Mira' })], total: 2 }),
    });
    renderWithStore(<AdminPerformersPage />, { user: admin, router: fakeRouter('/admin/performers') });
    await waitFor(() => expect(screen.getAllByTestId('admin-performer-row')).toHaveLength(2));
    expect(screen.getAllByTestId('admin-performer-row').map((r) => r.dataset.username)).toEqual(['nova', 'mira']);
    expect(api.calls[0].params).toMatchObject({ verificationStatus: 'pending', current: '1', sortBy: 'updatedAt' });
  });

  it('puts a search and a status change in the address, back on page 1', async () => {
    api = fakeApi({ 'GET /admin/performers': ok({ data: [], total: 0 }) });
    const { router } = renderWithStore(<AdminPerformersPage />, { user: admin, router: fakeRouter('/admin/performers', { current: '3' }) });
    await screen.findByText('Nobody is waiting for review.');

    const search = screen.getByTestId('admin-performers-search').querySelector('input')!;
    fireEvent.change(search, { target: { value: 'nova' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(router.push).toHaveBeenLastCalledWith(
      { pathname: '/admin/performers', query: expect.objectContaining({ q: 'nova', current: '1' }) },
      undefined,
      { shallow: true },
    );

    fireEvent.click(screen.getByText('All'));
    expect(router.push).toHaveBeenLastCalledWith(
      { pathname: '/admin/performers', query: expect.objectContaining({ verificationStatus: 'all', current: '1' }) },
      undefined,
      { shallow: true },
    );
  });
});
