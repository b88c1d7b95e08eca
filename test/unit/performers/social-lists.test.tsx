// The social lists: bookmarks (with remove), following (with unfollow) and a performer's followers (search
// and paging in the address).
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FollowerItem } from '@/contracts/social';
import { BookmarksPage } from '@/components/bookmarks/bookmarks-page';
import { FollowersTable } from '@/components/follows/followers-table';
import { FollowingList } from '@/components/follows/following-list';
import { currentUserFactory } from '../../helpers/current-user';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { fakeApi, ok } from '../../helpers/fake-api';
import { performerFactory } from './fixtures';

const luna = performerFactory();
const mia = performerFactory({ _id: '1f5e6a0c-3d2b-4c1a-8e9f-0a1b2c3d4e5f', name: 'Mia', username: 'mia' });
const fan = currentUserFactory();

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

describe('bookmarks', () => {
  it('lists bookmarked performers under the Performers tab and removes one', async () => {
    api = fakeApi({
      'GET /reactions/performers/bookmark': ok({
        data: [
          { _id: 'b-1', createdAt: '2024-01-02T00:00:00.000Z', objectId: luna._id, objectInfo: luna },
          { _id: 'b-2', createdAt: '2024-01-01T00:00:00.000Z', objectId: mia._id, objectInfo: mia },
        ],
        total: 2,
      }),
      'DELETE /reactions': ok({ objectId: luna._id, objectType: 'performer', action: 'bookmark', active: false }),
    });
    renderWithStore(<BookmarksPage />, { user: fan, router: fakeRouter('/user/bookmarks', { current: '2' }) });
    expect(screen.getByRole('tab', { name: 'Performers' })).toHaveAttribute('aria-selected', 'true');
    const items = await screen.findAllByTestId('bookmark-item');
    expect(items.map((i) => i.getAttribute('data-username'))).toEqual(['luna', 'mia']);
    expect(api.calls[0].params).toEqual({ current: '2', pageSize: '12' });

    await act(async () => {
      fireEvent.click(within(items[0]).getByTestId('bookmark-remove'));
    });
    await waitFor(() => expect(screen.getAllByTestId('bookmark-item')).toHaveLength(1));
    expect(api.calls[1]).toMatchObject({ method: 'DELETE', body: { objectId: luna._id, objectType: 'performer', action: 'bookmark' } });
  });

  it('says when there are none', async () => {
    api = fakeApi({ 'GET /reactions/performers/bookmark': ok({ data: [], total: 0 }) });
    renderWithStore(<BookmarksPage />, { user: fan, router: fakeRouter('/user/bookmarks') });
    expect(await screen.findByText('You have not bookmarked any performers yet.')).toBeInTheDocument();
  });
});

describe('following', () => {
  it('lists followed performers; unfollowing takes one off once the server confirms', async () => {
    api = fakeApi({
      'GET /follows/following': ok({
        data: [
          { _id: 'f-1', createdAt: '2024-01-02T00:00:00.000Z', performer: { ...luna, isFollowed: true } },
          { _id: 'f-2', createdAt: '2024-01-01T00:00:00.000Z', performer: { ...mia, isFollowed: true } },
        ],
        total: 2,
      }),
      [`DELETE /follows/${luna._id}`]: ok({ performerId: luna._id, isFollowed: false, followers: 11 }),
    });
    renderWithStore(<FollowingList />, { user: fan, sagas: true, router: fakeRouter('/user/following') });
    const items = await screen.findAllByTestId('following-item');
    expect(items.map((i) => i.getAttribute('data-username'))).toEqual(['luna', 'mia']);
    expect(within(items[0]).getByTestId('following-unfollow')).toHaveTextContent('Following');

    await act(async () => {
      fireEvent.click(within(items[0]).getByTestId('following-unfollow'));
    });
    await waitFor(() => expect(screen.getAllByTestId('following-item').map((i) => i.getAttribute('data-username'))).toEqual(['mia']));
  });
});

describe('followers', () => {
  const follower: FollowerItem = {
    _id: 'fl-1',
    createdAt: '2024-03-05T10:00:00.000Z',
    user: { _id: 'u-1', name: 'Ann Fan', username: 'annfan', avatar: '/files/a.webp', cover: null, isPerformer: false, bio: null },
  };

  it('shows who follows the performer and searches by name through the address', async () => {
    api = fakeApi({ 'GET /follows/followers': ok({ data: [follower], total: 1 }) });
    const router = fakeRouter('/creator/followers');
    renderWithStore(<FollowersTable />, { user: currentUserFactory({ isPerformer: true }), router });
    const rows = await screen.findAllByTestId('follower-item');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Ann Fan');
    expect(rows[0]).toHaveTextContent('@annfan');
    expect(rows[0]).toHaveTextContent('5 Mar 2024');
    expect(within(rows[0]).getByRole('link', { name: 'Ann Fan' })).toHaveAttribute('href', '/annfan');
    expect(api.calls[0].params).toEqual({ current: '1', pageSize: '12', sortBy: 'createdAt', sort: 'desc' });

    const search = within(screen.getByTestId('followers-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: ' ann ' } });
    await act(async () => {
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    expect(router.push).toHaveBeenCalledWith({
      pathname: '/creator/followers',
      query: { q: 'ann', current: '1', pageSize: '12', sortBy: 'createdAt', sort: 'desc' },
    });
  });

  it('says when nobody follows yet', async () => {
    api = fakeApi({ 'GET /follows/followers': ok({ data: [], total: 0 }) });
    renderWithStore(<FollowersTable />, { user: currentUserFactory({ isPerformer: true }), router: fakeRouter('/creator/followers') });
    expect(await screen.findByText('Nobody follows you yet.')).toBeInTheDocument();
  });
});
