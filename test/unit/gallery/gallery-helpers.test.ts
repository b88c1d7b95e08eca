// The gallery client's pure parts: form values to API bodies, which picture a card shows, the locked
// gallery handed to the feed's locked preview (never a private link), and the upload queue.
import { createGalleryBody } from '@/contracts/galleries';
import { GALLERY_PRICE_REQUIRED, galleryBodyOf, galleryFormValuesOf, galleryPriceError, galleryTagsError, newGalleryValues } from '@/components/gallery/gallery-form-values';
import { coverOf, galleryPath, lockedFeedOf, thumbnailOfPhoto } from '@/components/gallery/gallery-media';
import { splitByType, uploadQueue, type QueuedUpload } from '@/components/gallery/upload-queue';
import { galleryFactory, lockedPhoto, photoFactory } from '../../helpers/content-fixtures';

describe('gallery form values', () => {
  it('trims the text, tidies the tags and keeps a price only for sale', () => {
    const body = galleryBodyOf({ title: '  Beach  ', description: ' sun ', tags: [' Summer', 'summer', '', 'SEA'], access: 'subscribers', price: 9.95, status: 'active' });
    expect(body).toEqual({ title: 'Beach', description: 'sun', tags: ['summer', 'sea'], access: 'subscribers', price: null, status: 'active' });
    expect(galleryBodyOf({ ...newGalleryValues(), title: 'For sale', access: 'sale', price: 4.5 }).price).toBe(4.5);
  });

  it('makes bodies the API accepts', () => {
    const body = galleryBodyOf({ ...newGalleryValues(), title: 'Night', access: 'sale', price: 12 });
    expect(createGalleryBody.safeParse(body).success).toBe(true);
  });

  it('reads an existing gallery back into the form', () => {
    const gallery = galleryFactory({ access: 'sale', price: 7.5, tags: ['a', 'b'], status: 'inactive' });
    expect(galleryFormValuesOf(gallery)).toEqual({ title: 'Beach day', description: 'Sun and sand', tags: ['a', 'b'], access: 'sale', price: 7.5, status: 'inactive' });
  });

  it('asks for a valid price only when the gallery is for sale', () => {
    expect(galleryPriceError('subscribers', null)).toBeNull();
    expect(galleryPriceError('sale', null)).toBe(GALLERY_PRICE_REQUIRED);
    expect(galleryPriceError('sale', 0)).toBe('Price must be more than 0');
    expect(galleryPriceError('sale', 1.234)).toBe('Price can have at most two decimals');
    expect(galleryPriceError('sale', 9.99)).toBeNull();
  });

  it('gives the API message for too many tags', () => {
    expect(galleryTagsError(['a', 'b'])).toBeNull();
    expect(galleryTagsError(Array.from({ length: 21 }, (_, i) => `t${i}`))).toBe('A gallery can have at most 20 tags');
  });
});

describe('gallery pictures', () => {
  it('shows the sharp cover when unlocked and the blurred preview when locked', () => {
    const gallery = galleryFactory();
    expect(coverOf(gallery)).toEqual({ src: gallery.coverPhoto!.thumbnails[0], blurred: false });
    expect(coverOf({ ...gallery, isLocked: true })).toEqual({ src: gallery.coverPhoto!.preview, blurred: true });
    expect(coverOf({ ...gallery, coverPhoto: null })).toBeNull();
  });

  it('never uses a link a locked gallery might carry, and falls back to the preview while processing', () => {
    const processing = galleryFactory({ coverPhoto: { _id: 'p-1', url: null, thumbnails: [], preview: null } });
    expect(coverOf(processing)).toBeNull();
    const leaky = galleryFactory({ isLocked: true });
    expect(coverOf(leaky)?.src).not.toContain('/private/');
  });

  it('uses a photo thumbnail, else the picture', () => {
    const photo = photoFactory('p-1');
    expect(thumbnailOfPhoto(photo)).toContain('p-1-thumb');
    expect(thumbnailOfPhoto({ ...photo, photo: { ...photo.photo, thumbnails: [] } })).toBe(photo.photo.url);
    expect(thumbnailOfPhoto(lockedPhoto('p-1'))).toBeNull();
  });

  it('addresses the gallery page by id', () => {
    expect(galleryPath('a b')).toBe('/gallery/a%20b');
  });
});

describe('lockedFeedOf', () => {
  it('hands the feed preview the cover first, then the other photos, with previews only', () => {
    const gallery = galleryFactory({ isLocked: true, access: 'sale', price: 9.95 });
    const photos = [lockedPhoto('p-1'), { ...lockedPhoto('p-2'), _id: 'p-2' }, lockedPhoto('p-3')];
    const feed = lockedFeedOf(gallery, photos);
    expect(feed.isLocked).toBe(true);
    expect(feed.access).toBe('sale');
    expect(feed.price).toBe(9.95);
    expect(feed.performer).toEqual(gallery.performer);
    expect(feed.files.map((f) => f.preview)).toEqual([gallery.coverPhoto!.preview, photos[0].photo.preview, photos[2].photo.preview]);
  });

  it('drops every link even if one were present', () => {
    const feed = lockedFeedOf(galleryFactory({ isLocked: true }), [photoFactory('p-1'), photoFactory('p-3')]);
    expect(JSON.stringify(feed.files)).not.toContain('/private/');
    expect(feed.files.every((f) => f.url === null && f.thumbnails.length === 0)).toBe(true);
  });
});

describe('upload queue', () => {
  const start = (): QueuedUpload[] => uploadQueue(uploadQueue([], { type: 'added', key: 'a', name: 'a.png' }), { type: 'added', key: 'b', name: 'b.png' });

  it('tracks each upload on its own', () => {
    let q = start();
    q = uploadQueue(q, { type: 'progressed', key: 'a', percent: 40 });
    q = uploadQueue(q, { type: 'progressed', key: 'b', percent: 10 });
    expect(q.map((u) => [u.key, u.percent])).toEqual([
      ['a', 40],
      ['b', 10],
    ]);
  });

  it('never moves a bar backwards and drops a cancelled upload for good', () => {
    let q = uploadQueue(start(), { type: 'progressed', key: 'a', percent: 60 });
    q = uploadQueue(q, { type: 'progressed', key: 'a', percent: 30 });
    expect(q[0].percent).toBe(60);
    q = uploadQueue(q, { type: 'removed', key: 'a' });
    q = uploadQueue(q, { type: 'progressed', key: 'a', percent: 90 });
    expect(q.map((u) => u.key)).toEqual(['b']);
  });

  it('keeps a refused upload with its reason until dismissed', () => {
    let q = uploadQueue(start(), { type: 'failed', key: 'b', error: 'The picture is larger than 20 MB.' });
    expect(q[1]).toMatchObject({ key: 'b', error: 'The picture is larger than 20 MB.' });
    q = uploadQueue(q, { type: 'progressed', key: 'b', percent: 100 });
    expect(q[1].percent).toBe(0);
  });

  it('refuses files that are not pictures before sending them', () => {
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    const heic = new File(['x'], 'b.heic', { type: '' });
    const pdf = new File(['x'], 'c.pdf', { type: 'application/pdf' });
    expect(splitByType([png, heic, pdf])).toEqual({ accepted: [png, heic], refused: [pdf] });
  });
});
