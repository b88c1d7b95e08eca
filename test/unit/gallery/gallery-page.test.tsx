// /gallery/[id]: a gallery the visitor may open shows its photos as lightbox thumbnails; a locked one shows
// blurred previews under a lock with the way in and carries no private link; missing answers 404.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GALLERY_NOT_FOUND } from '@/components/gallery/gallery-view';
import { fakeApi, fail, ok } from '../../helpers/fake-api';
import { galleryFactory, lockedPhoto, photoFactory, ZOE_ID } from '../../helpers/content-fixtures';
import { currentUserFactory } from '../../helpers/current-user';
import { renderWithStore } from '../../helpers/render';
import { loadPageProps } from '../../helpers/page-props';
import GalleryPage, { type GalleryPageProps } from '../../../pages/gallery/[id]';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const loadPage = (id: string) => loadPageProps<GalleryPageProps>(GalleryPage, '/gallery/[id]', { id }, `/gallery/${id}`);

const list = <T,>(data: T[]) => ok({ data, total: data.length });

/** Renders the page and lets its comments list arrive. */
async function renderPage(props: GalleryPageProps, options: Parameters<typeof renderWithStore>[1] = {}) {
  const utils = renderWithStore(<GalleryPage {...props} />, options);
  await screen.findByTestId('comments-empty');
  return utils;
}

it('opens a gallery the visitor may see: details, thumbnails and the lightbox with the full picture', async () => {
  const photos = [photoFactory('p-1', { title: 'Dawn' }), photoFactory('p-2')];
  api = fakeApi({
    'GET /comments': list([]),
    'GET /performer-assets/galleries/g-1': ok(galleryFactory({ access: 'free', tags: ['beach', 'sun'] })),
    'GET /performer-assets/photos': list(photos),
  });
  const { props, status } = await loadPage('g-1');
  expect(status).toBe(200);
  expect(api.calls.find((c) => c.url === '/performer-assets/photos')?.params).toMatchObject({ galleryId: 'g-1' });
  await renderPage(props);
  expect(screen.getByTestId('gallery-title')).toHaveTextContent('Beach day');
  expect(screen.getByTestId('gallery-performer')).toHaveAttribute('href', '/zoe');
  expect(screen.getByTestId('gallery-count')).toHaveTextContent('2 photos');
  expect(screen.getAllByTestId('gallery-tag').map((t) => t.textContent)).toEqual(['#beach', '#sun']);
  expect(screen.queryByTestId('gallery-locked')).toBeNull();

  const triggers = screen.getAllByTestId('gallery-lightbox-trigger');
  expect(triggers).toHaveLength(2);
  await act(async () => {
    fireEvent.click(triggers[0]);
  });
  await waitFor(() => expect(document.querySelector(`.ant-image-preview img[src="${photos[0].photo.url}"]`)).not.toBeNull());
});

it('shows a locked gallery as blurred previews under a lock with the price, and no private link', async () => {
  api = fakeApi({
    'GET /comments': list([]),
    'GET /performer-assets/galleries/g-1': ok(
      galleryFactory({ isLocked: true, access: 'sale', price: 9.95, coverPhoto: { _id: 'p-1', url: null, thumbnails: [], preview: '/api/files/public/previews/photo/p-1.webp' } }),
    ),
    'GET /performer-assets/photos': list([lockedPhoto('p-1'), lockedPhoto('p-2')]),
  });
  const { props } = await loadPage('g-1');
  const { container } = await renderPage(props, { user: currentUserFactory({ _id: 'fan-1' }) });
  expect(screen.getByTestId('gallery-locked')).toBeInTheDocument();
  expect(screen.getByTestId('feed-unlock')).toHaveTextContent('$9.95');
  expect(screen.getByTestId('feed-locked')).toHaveTextContent('Buy this gallery to see it');
  expect(screen.getAllByTestId('gallery-locked-photo')).toHaveLength(2);
  expect(screen.queryByTestId('gallery-lightbox-trigger')).toBeNull();
  const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
  expect(sources.filter((src) => src.includes('/public/previews/')).length).toBeGreaterThanOrEqual(2);
  expect(sources.filter((src) => src.includes('/private/'))).toEqual([]);
  expect(container.innerHTML).not.toContain('/api/files/private');
});

it('lets the owner manage instead of reporting their own gallery', async () => {
  api = fakeApi({ 'GET /comments': list([]), 'GET /performer-assets/galleries/g-1': ok(galleryFactory()), 'GET /performer-assets/photos': list([]) });
  const { props } = await loadPage('g-1');
  await renderPage(props, { user: currentUserFactory({ _id: ZOE_ID, isPerformer: true, username: 'zoe' }) });
  expect(screen.getByTestId('gallery-manage-own')).toHaveAttribute('href', '/creator/my-gallery');
  expect(screen.queryByTestId('gallery-report')).toBeNull();
  expect(screen.getByTestId('gallery-empty')).toBeInTheDocument();
});

it('answers 404 with the not-found page when the gallery is missing or hidden', async () => {
  api = fakeApi({ 'GET /performer-assets/galleries/gone': fail(404, 'This gallery does not exist.'), 'GET /performer-assets/photos': fail(404, 'This gallery does not exist.') });
  const { props, status } = await loadPage('gone');
  expect(status).toBe(404);
  renderWithStore(<GalleryPage {...props} />);
  expect(await screen.findByTestId('gallery-not-found')).toHaveTextContent(GALLERY_NOT_FOUND);
});
