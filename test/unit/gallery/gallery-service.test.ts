// Each gallery service method hits the route the server exposes, and a photo goes up as multipart with its
// text fields before the picture (the server reads the form as a stream).
import { galleryService } from '@/services/gallery.api';
import { fakeApi, ok } from '../../helpers/fake-api';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({}, ok({ data: [], total: 0 }));
});
afterEach(() => api.restore());

const last = () => api.calls[api.calls.length - 1];

it.each<[string, () => Promise<unknown>, string]>([
  ['create', () => galleryService.create({ title: 't', description: '', tags: [], access: 'free', status: 'active' }), 'POST /performer/performer-assets/galleries'],
  ['listOwn', () => galleryService.listOwn({ q: 'beach' }), 'GET /performer/performer-assets/galleries/search'],
  ['getOwn', () => galleryService.getOwn('g-1'), 'GET /performer/performer-assets/galleries/g-1/view'],
  ['update', () => galleryService.update('g-1', { title: 'x' }), 'PUT /performer/performer-assets/galleries/g-1'],
  ['remove', () => galleryService.remove('g-1'), 'DELETE /performer/performer-assets/galleries/g-1'],
  ['listOwnPhotos', () => galleryService.listOwnPhotos({ galleryId: 'g-1' }), 'GET /performer/performer-assets/photos/search'],
  ['updatePhoto', () => galleryService.updatePhoto('p-1', { title: 'x' }), 'PUT /performer/performer-assets/photos/p-1'],
  ['removePhoto', () => galleryService.removePhoto('p-1'), 'DELETE /performer/performer-assets/photos/p-1'],
  ['setCover', () => galleryService.setCover('p-1'), 'POST /performer/performer-assets/photos/set-cover/p-1'],
  ['search', () => galleryService.search({ performerId: 'u-1' }), 'GET /performer-assets/galleries/search'],
  ['view', () => galleryService.view('a/b'), 'GET /performer-assets/galleries/a%2Fb'],
  ['photos', () => galleryService.photos('g-1'), 'GET /performer-assets/photos'],
  ['ofPerformer', () => galleryService.ofPerformer('u-1'), 'GET /performer-assets/photos/u-1'],
  ['bookmarked', () => galleryService.bookmarked(), 'GET /reactions/galleries/bookmark'],
  ['react', () => galleryService.react('g-1', 'like'), 'POST /reactions'],
  ['unreact', () => galleryService.unreact('g-1', 'bookmark'), 'DELETE /reactions'],
])('%s', async (_name, run, route) => {
  await run();
  expect(`${last().method} ${last().url}`).toBe(route);
});

it('asks for one gallery’s photos by its id', async () => {
  await galleryService.photos('g-1', { current: 2, pageSize: 48 });
  expect(last().params).toEqual({ current: '2', pageSize: '48', galleryId: 'g-1' });
});

it('reacts to a gallery as a gallery', async () => {
  await galleryService.react('g-1', 'bookmark');
  expect(last().body).toEqual({ objectId: 'g-1', objectType: 'gallery', action: 'bookmark' });
});

it('uploads the fields first and the picture last, in the field "photo"', async () => {
  const picture = new Blob(['png'], { type: 'image/png' });
  await galleryService.uploadPhoto({ galleryId: 'g-1', title: 'Sunset' }, picture);
  expect(`${last().method} ${last().url}`).toBe('POST /performer/performer-assets/photos/upload');
  const form = last().body as FormData;
  expect([...form.keys()]).toEqual(['galleryId', 'title', 'photo']);
  expect(form.get('galleryId')).toBe('g-1');
  expect(form.get('photo')).toBeInstanceOf(Blob);
});
