// Galleries in lists: the profile's Photos tab (locked ones behind their blurred cover with the price) and
// the Galleries bookmark tab (with remove).
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GalleryBookmarks } from '@/components/bookmarks/bookmark-kinds';
import { PerformerGalleries } from '@/components/profile/performer-galleries';
import { fakeApi, ok } from '../../helpers/fake-api';
import { galleryFactory, ZOE_ID } from '../../helpers/content-fixtures';
import { performerFactory } from '../performers/fixtures';
import { currentUserFactory } from '../../helpers/current-user';
import { renderWithStore } from '../../helpers/render';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const lockedCover = { _id: 'p-1', url: null, thumbnails: [], preview: '/api/files/public/previews/photo/p-1.webp' };

it('shows a performer’s galleries, locked ones blurred under a lock with their price', async () => {
  api = fakeApi({
    'GET /performer-assets/galleries/search': ok({
      data: [galleryFactory({ access: 'free' }), galleryFactory({ _id: 'g-2', title: 'Night', isLocked: true, access: 'sale', price: 9.95, coverPhoto: lockedCover })],
      total: 2,
    }),
  });
  renderWithStore(<PerformerGalleries performer={performerFactory({ _id: ZOE_ID, username: 'zoe' })} isOwn={false} />);
  await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(2));
  expect(api.calls[0].params).toMatchObject({ performerId: ZOE_ID, offset: '0' });
  const [open, locked] = screen.getAllByTestId('gallery-card');
  expect(open).toHaveAttribute('data-locked', 'false');
  expect(within(open).queryByTestId('gallery-card-lock')).toBeNull();
  expect(within(open).getByTestId('gallery-card-link')).toHaveAttribute('href', '/gallery/g-1');
  expect(within(locked).getByTestId('gallery-card-lock')).toHaveTextContent('$9.95');
  expect(within(locked).getByTestId('gallery-card-cover')).toHaveAttribute('src', lockedCover.preview);
  expect(within(locked).getByTestId('gallery-card-count')).toHaveTextContent('2 photos');
});

it('lists bookmarked galleries and removes one', async () => {
  const item = { _id: 'r-1', createdAt: '2026-11-01T10:00:00.000Z', objectId: 'g-1', objectInfo: galleryFactory({ isBookmarked: true }) };
  api = fakeApi({
    'GET /reactions/galleries/bookmark': ok({ data: [item], total: 1 }),
    'DELETE /reactions': ok({ objectId: 'g-1', objectType: 'gallery', action: 'bookmark', active: false }),
  });
  renderWithStore(<GalleryBookmarks query={{ current: '1', pageSize: '12' }} current={1} pageSize={12} onPage={jest.fn()} />, { user: currentUserFactory() });
  await screen.findByTestId('gallery-card');
  await act(async () => {
    fireEvent.click(screen.getByTestId('gallery-bookmark-remove'));
  });
  await waitFor(() => expect(screen.queryByTestId('gallery-card')).toBeNull());
  expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ objectId: 'g-1', objectType: 'gallery', action: 'bookmark' });
});
