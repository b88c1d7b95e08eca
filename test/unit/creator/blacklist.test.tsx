// The blacklist: the list comes from GET /block/users with the address' paging, a username is resolved
// through GET /users/view/{username} and blocked with POST /block/users, and Unblock sends DELETE.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BlacklistPage } from '@/components/creator/blacklist-page';
import { NO_SUCH_USER } from '@/components/creator/block-user-form';
import type { BlockedUserItem } from '@/contracts/social';
import type { PublicUser } from '@/contracts/users';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const bob: PublicUser = { _id: '7d2f6a9e-2c1b-4f57-9a53-0c3f1b7f8e11', name: 'Bob Fan', username: 'bob', avatar: '/a.png', cover: null, isPerformer: false, bio: null };
const eve: PublicUser = { ...bob, _id: '0b8e5a5c-93a4-4c8e-9a2f-5d0f2f7c1a22', name: 'Eve Fan', username: 'eve' };
const item = (user: PublicUser, reason = ''): BlockedUserItem => ({ _id: `b-${user.username}`, reason, createdAt: '2024-03-01T10:00:00.000Z', user });

const performer = currentUserFactory({ isPerformer: true, username: 'luna' });

/** A fake block list the POST and DELETE routes change, like the server would. */
function serveBlocks(initial: BlockedUserItem[], users: PublicUser[] = [bob, eve]) {
  let blocked = [...initial];
  api = fakeApi({
    'GET /block/users': () => ok({ data: blocked, total: blocked.length }),
    'POST /block/users': (call: FakeCall) => {
      const { targetId, reason } = call.body as { targetId: string; reason: string };
      const user = users.find((u) => u._id === targetId)!;
      blocked = [item(user, reason), ...blocked];
      return ok(blocked[0]);
    },
    [`DELETE /block/users/${eve._id}`]: () => {
      blocked = blocked.filter((b) => b.user._id !== eve._id);
      return ok({ unblocked: true });
    },
    ...Object.fromEntries(users.map((u) => [`GET /users/view/${u.username}`, ok(u)])),
  });
  return api;
}

const rows = () => screen.queryAllByTestId('blacklist-row');

describe('blacklist', () => {
  it('lists the blocked users for the page in the address', async () => {
    serveBlocks([item(eve, 'Rude in messages')]);
    renderWithStore(<BlacklistPage />, { user: performer, router: fakeRouter('/creator/blacklist', { current: '2', pageSize: '20' }) });

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Eve Fan');
    expect(rows()[0]).toHaveTextContent('Rude in messages');
    expect(api!.calls[0]).toMatchObject({ method: 'GET', url: '/block/users', params: { current: '2', pageSize: '20', sortBy: 'updatedAt', sort: 'desc' } });
  });

  it('blocks a user by username: resolves the id, posts it with the reason, and shows the new row', async () => {
    serveBlocks([]);
    renderWithStore(<BlacklistPage />, { user: performer, router: fakeRouter('/creator/blacklist') });
    await screen.findByText('You have not blocked anyone.');

    fireEvent.change(screen.getByTestId('blacklist-username'), { target: { value: '@bob' } });
    fireEvent.change(screen.getByTestId('blacklist-reason'), { target: { value: 'Spam' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('blacklist-submit'));
    });

    await waitFor(() => expect(rows()).toHaveLength(1));
    const sent = api!.calls.filter((c) => c.method !== 'GET' || c.url.startsWith('/users/'));
    expect(sent.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /users/view/bob', 'POST /block/users']);
    expect(sent[1].body).toEqual({ targetId: bob._id, reason: 'Spam' });
    expect(await screen.findByText('@bob is blocked: they can no longer see your profile.')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Bob Fan');
    expect(screen.getByTestId('blacklist-username')).toHaveValue('');
  });

  it('says so when nobody has that username, and blocks no one', async () => {
    serveBlocks([]);
    renderWithStore(<BlacklistPage />, { user: performer, router: fakeRouter('/creator/blacklist') });
    fireEvent.change(screen.getByTestId('blacklist-username'), { target: { value: 'nobody_here' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('blacklist-submit'));
    });
    expect(await screen.findByText(NO_SUCH_USER)).toBeInTheDocument();
    expect(api!.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal (blocking yourself) and keeps the typed username", async () => {
    const self: PublicUser = { ...bob, _id: '5c0c4a8e-1d6b-4e0e-8f5c-3b2a1e0d9c33', username: 'luna', name: 'Luna', isPerformer: true };
    api = fakeApi({
      'GET /block/users': ok({ data: [], total: 0 }),
      'GET /users/view/luna': ok(self),
      'POST /block/users': fail(422, 'You cannot block yourself.'),
    });
    renderWithStore(<BlacklistPage />, { user: performer, router: fakeRouter('/creator/blacklist') });
    fireEvent.change(screen.getByTestId('blacklist-username'), { target: { value: 'luna' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('blacklist-submit'));
    });
    expect(await screen.findByText('You cannot block yourself.')).toBeInTheDocument();
    expect(screen.getByTestId('blacklist-username')).toHaveValue('luna');
  });

  it('refuses an invalid username before calling the API', async () => {
    serveBlocks([]);
    renderWithStore(<BlacklistPage />, { user: performer, router: fakeRouter('/creator/blacklist') });
    fireEvent.change(screen.getByTestId('blacklist-username'), { target: { value: 'no spaces!' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('blacklist-submit'));
    });
    expect(await screen.findByText('Username may use only letters, digits and underscores')).toBeInTheDocument();
    expect(api!.calls.filter((c) => c.url !== '/block/users')).toHaveLength(0);
  });

  it('unblocks after confirmation and drops the row', async () => {
    serveBlocks([item(eve), item(bob)]);
    renderWithStore(<BlacklistPage />, { user: performer, router: fakeRouter('/creator/blacklist') });
    await waitFor(() => expect(rows()).toHaveLength(2));

    fireEvent.click(screen.getAllByTestId('blacklist-unblock')[0]);
    const confirm = await screen.findByTestId('blacklist-unblock-confirm');
    await act(async () => {
      fireEvent.click(confirm);
    });

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api!.calls.some((c) => c.method === 'DELETE' && c.url === `/block/users/${eve._id}`)).toBe(true);
    expect(rows()[0]).toHaveTextContent('Bob Fan');
    expect(await screen.findByText('User unblocked')).toBeInTheDocument();
  });
});
