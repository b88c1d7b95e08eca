// /creator/my-gallery: the performer's galleries from the address's page and filters, a new gallery from
// the dialog (which then opens its photo manager), and delete after confirming.
import '../../helpers/browser-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MyGalleries, GALLERY_DELETED } from '@/components/gallery/my-galleries';
import { fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { galleryFactory, ZOE_ID } from '../../helpers/content-fixtures';
import { currentUserFactory } from '../../helpers/current-user';
import { click, fakeRouter, renderWithStore } from '../../helpers/render';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const zoe = currentUserFactory({ _id: ZOE_ID, isPerformer: true, username: 'zoe', performer: { bio: '', verificationStatus: 'verified' } });
const list = <T,>(data: T[]) => ok({ data, total: data.length });
const callsTo = (method: string, url: string) => api!.calls.filter((c: FakeCall) => c.method === method && c.url === url);

it('lists the page and filters the address asks for', async () => {
  api = fakeApi({ 'GET /performer/performer-assets/galleries/search': list([galleryFactory(), galleryFactory({ _id: 'g-2', title: 'Night', status: 'inactive' })]) });
  renderWithStore(<MyGalleries />, { user: zoe, router: fakeRouter('/creator/my-gallery', { current: '2', q: 'beach', status: 'inactive' }) });
  await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(2));
  expect(callsTo('GET', '/performer/performer-assets/galleries/search')[0].params).toMatchObject({ current: '2', q: 'beach', status: 'inactive' });
  expect(within(screen.getAllByTestId('gallery-card')[1]).getByText('Hidden')).toBeInTheDocument();
});

it('creates a gallery for sale with its tags and opens its photo manager', async () => {
  const created = galleryFactory({ _id: 'g-new', title: 'Dunes', access: 'sale', price: 4.5, numOfItems: 0, coverPhoto: null });
  api = fakeApi({
    'GET /performer/performer-assets/galleries/search': list([]),
    'POST /performer/performer-assets/galleries': ok(created),
    'GET /performer/performer-assets/photos/search': list([]),
  });
  renderWithStore(<MyGalleries />, { user: zoe, router: fakeRouter('/creator/my-gallery') });
  await screen.findByTestId('my-galleries-empty');
  await click(screen.getByTestId('gallery-new'));
  fireEvent.change(screen.getByTestId('gallery-form-title'), { target: { value: '  Dunes ' } });
  const tags = within(screen.getByTestId('gallery-form-tags')).getByRole('combobox');
  fireEvent.change(tags, { target: { value: 'Sand' } });
  fireEvent.keyDown(tags, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await click(screen.getByTestId('gallery-access-sale'));
  fireEvent.change(await screen.findByTestId('gallery-form-price'), { target: { value: '4.5' } });
  await click(screen.getByTestId('gallery-form-save'));

  await waitFor(() => expect(callsTo('POST', '/performer/performer-assets/galleries')).toHaveLength(1));
  expect(callsTo('POST', '/performer/performer-assets/galleries')[0].body).toEqual({
    title: 'Dunes',
    description: '',
    tags: ['sand'],
    access: 'sale',
    price: 4.5,
    status: 'active',
  });
  await screen.findByTestId('photo-manager');
  await waitFor(() => expect(callsTo('GET', '/performer/performer-assets/photos/search')[0]?.params).toMatchObject({ galleryId: 'g-new' }));
});

it('asks for the price of a gallery for sale before sending', async () => {
  api = fakeApi({ 'GET /performer/performer-assets/galleries/search': list([]) });
  renderWithStore(<MyGalleries />, { user: zoe, router: fakeRouter('/creator/my-gallery') });
  await screen.findByTestId('my-galleries-empty');
  await click(screen.getByTestId('gallery-new'));
  fireEvent.change(screen.getByTestId('gallery-form-title'), { target: { value: 'Dunes' } });
  await click(screen.getByTestId('gallery-access-sale'));
  await click(screen.getByTestId('gallery-form-save'));
  expect(await screen.findByText('Set the price of a gallery for sale')).toBeInTheDocument();
  expect(callsTo('POST', '/performer/performer-assets/galleries')).toHaveLength(0);
});

it('deletes a gallery only after the performer confirms', async () => {
  let rows = [galleryFactory()];
  api = fakeApi({
    'GET /performer/performer-assets/galleries/search': () => list(rows),
    'DELETE /performer/performer-assets/galleries/g-1': () => {
      rows = [];
      return ok({ deleted: true });
    },
  });
  renderWithStore(<MyGalleries />, { user: zoe, router: fakeRouter('/creator/my-gallery') });
  await screen.findByTestId('gallery-card');
  await click(screen.getByTestId('gallery-delete'));
  expect(callsTo('DELETE', '/performer/performer-assets/galleries/g-1')).toHaveLength(0);
  await click(await screen.findByTestId('gallery-delete-confirm'));
  await screen.findByText(GALLERY_DELETED);
  await screen.findByTestId('my-galleries-empty');
  expect(callsTo('DELETE', '/performer/performer-assets/galleries/g-1')).toHaveLength(1);
});
