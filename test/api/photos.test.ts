// The performer's side of photos end to end: real pictures uploaded into a gallery, processed by the real
// media.process job and polled through the own photo list; the cover (chosen, then falling back);
// moving, hiding and deleting photos with their stored files; refused uploads that leave nothing behind.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { galleries, photos } from '@/server/modules/galleries/galleries.table';
import { mediaFiles } from '@/server/modules/media-files/media-files.table';
import { createGallery, createPhoto } from '../factories/galleries';
import { authHeader, createCast, type Cast } from '../factories/users';
import { makeBogusFile, makeTempDir, makeTestImage } from '../helpers/media-fixtures';
import { fieldParts as fields, injectMultipart, type MultipartPart } from '../helpers/multipart';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { waitFor } from '../helpers/wait-for';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
let jpeg: Buffer;
let notAPicture: Buffer;
const temp = makeTempDir();
beforeAll(async () => {
  ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5' });
  cast = await createCast(ctx.app, ctx.database.db);
  jpeg = await fsp.readFile(await makeTestImage(temp.dir, { width: 480, height: 320 }));
  notAPicture = await fsp.readFile(await makeBogusFile(temp.dir, 'holiday.jpg'));
});
afterAll(async () => {
  await ctx?.close();
  await temp.remove();
});

const db = () => ctx.database.db;
const BASE = '/performer/performer-assets/photos';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
const picture = (data = jpeg, name = 'photo'): MultipartPart => ({ name, filename: 'beach.jpg', contentType: 'image/jpeg', data });
const upload = (token: string | undefined, parts: MultipartPart[]) => injectMultipart(ctx.app, 'POST', `/api${BASE}/upload`, token, parts);
const fileRow = async (id: string) => (await db().select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];
const photoRow = async (id: string) => (await db().select().from(photos).where(eq(photos.id, id)))[0];
const counts = async () => [(await db().select().from(photos)).length, (await db().select().from(mediaFiles)).length, storedFiles().length];

function storedFiles(): string[] {
  const root = path.join(ctx.config.dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
}


/** Uploads a picture and waits until the own photo list shows it processed. */
async function uploadProcessed(galleryId: string, title: string) {
  const res = await upload(cast.tokens.owner, [...fields({ galleryId, title }), picture()]);
  expect(res.statusCode).toBe(200);
  const uploaded = res.json().data;
  expect(uploaded).toMatchObject({ galleryId, title, status: 'active', isLocked: false, photo: { type: 'photo', status: 'processing', url: null } });
  return waitFor(`${title} to be processed`, async () => {
    const list = (await call('GET', `${BASE}/search?galleryId=${galleryId}&pageSize=100`, cast.tokens.owner)).json().data.data;
    return list.find((p: { _id: string; photo: { status: string } }) => p._id === uploaded._id && p.photo.status === 'finished');
  });
}

describe('POST /performer/performer-assets/photos/upload', () => {
  it('takes real pictures, processes them, and sets, falls back and deletes the cover', async () => {
    const gallery = await createGallery(db(), cast.owner, { title: 'Holiday' });
    const first = await uploadProcessed(gallery.id, 'First');
    const row = await fileRow(first.photo._id);
    expect(row).toMatchObject({ width: 480, height: 320, mimeType: 'image/webp', ownerId: cast.owner.id });
    expect(first.photo.url).toContain(row.mainKey);
    expect(first.isGalleryCover).toBe(true);
    const second = await uploadProcessed(gallery.id, 'Second');

    // A fan sees the free gallery's pictures; the cover is the first photo until another is chosen.
    const forFan = (await call('GET', `/performer-assets/galleries/${gallery.id}`, cast.tokens.fan)).json().data;
    expect(forFan).toMatchObject({ numOfItems: 2, isLocked: false, coverPhoto: { _id: first._id } });
    const served = await ctx.app.inject({ method: 'GET', url: forFan.coverPhoto.url, headers: authHeader(cast.tokens.fan) });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);

    const covered = await call('POST', `${BASE}/set-cover/${second._id}`, cast.tokens.owner);
    expect(covered.statusCode).toBe(200);
    expect(covered.json().data).toMatchObject({ _id: gallery.id, coverPhoto: { _id: second._id } });
    const listed = (await call('GET', `/performer-assets/photos?galleryId=${gallery.id}`, cast.tokens.fan)).json().data.data;
    expect(listed.map((p: { isGalleryCover: boolean }) => p.isGalleryCover)).toEqual([false, true]);

    // Deleting the cover deletes its file; the gallery falls back to its first photo.
    const secondFile = await fileRow(second.photo._id);
    expect((await call('DELETE', `${BASE}/${second._id}`, cast.tokens.owner)).json().data).toEqual({ deleted: true });
    expect(await fileRow(second.photo._id)).toBeUndefined();
    expect(storedFiles().some((f) => secondFile.mainKey!.endsWith(path.basename(f)))).toBe(false);
    const after = (await call('GET', `/performer-assets/galleries/${gallery.id}`, cast.tokens.fan)).json().data;
    expect(after).toMatchObject({ numOfItems: 1, coverPhoto: { _id: first._id } });
    expect((await db().select().from(galleries).where(eq(galleries.id, gallery.id)))[0].coverPhotoId).toBeNull();

    // Deleting the gallery takes the remaining photo and every stored file of it.
    expect((await call('DELETE', `/performer/performer-assets/galleries/${gallery.id}`, cast.tokens.owner)).statusCode).toBe(200);
    expect(await photoRow(first._id)).toBeUndefined();
    expect(await fileRow(first.photo._id)).toBeUndefined();
    expect(storedFiles()).toEqual([]);
  });

  it('refuses bad forms with a reason, keeping no photo and no file', async () => {
    const mine = await createGallery(db(), cast.owner);
    const theirs = await createGallery(db(), cast.otherPerformer);
    const before = await counts();
    const refusals: [MultipartPart[], number, RegExp][] = [
      [[...fields({ galleryId: theirs.id }), picture()], 422, /galleryId must be the id of one of your galleries/],
      [[...fields({ galleryId: '5b1f0c1e-2a8e-4c7e-9f57-0d7b3c1a9e01' }), picture()], 422, /one of your galleries/],
      [[picture()], 422, /galleryId/],
      [[...fields({ galleryId: 'luna' }), picture()], 422, /galleryId must be the id/],
      [fields({ galleryId: mine.id }), 422, /field "photo"/],
      [[...fields({ galleryId: mine.id }), picture(notAPicture)], 422, /not a format we accept here/],
      [[...fields({ galleryId: mine.id }), picture(jpeg, 'file')], 422, /not "file"/],
      [[...fields({ galleryId: mine.id, status: 'public' }), picture()], 422, /status must be active or inactive/],
    ];
    for (const [parts, status, message] of refusals) {
      const res = await upload(cast.tokens.owner, parts);
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(message)]);
    }
    // The picture after the fields or before them: either way a refused form leaves nothing behind.
    const fileFirst = await upload(cast.tokens.owner, [picture(), ...fields({ galleryId: theirs.id })]);
    expect(fileFirst.statusCode).toBe(422);
    const json = await call('POST', `${BASE}/upload`, cast.tokens.owner, { galleryId: mine.id });
    expect([json.statusCode, json.json().message]).toEqual([415, expect.stringMatching(/field "photo"/)]);
    expect(await counts()).toEqual(before);
    expect((await upload(undefined, [...fields({ galleryId: mine.id }), picture()])).statusCode).toBe(401);
    expect((await upload(cast.tokens.fan, [...fields({ galleryId: mine.id }), picture()])).statusCode).toBe(403);
  });
});

describe('editing photos', () => {
  it('moves a photo only into the performer\'s own gallery and clears the cover it leaves', async () => {
    const from = await createGallery(db(), cast.owner);
    const to = await createGallery(db(), cast.owner);
    const theirs = await createGallery(db(), cast.otherPerformer);
    const { row } = await createPhoto(db(), from, { title: 'Travelling' });
    expect((await call('POST', `${BASE}/set-cover/${row.id}`, cast.tokens.owner)).statusCode).toBe(200);
    const refused = await call('PUT', `${BASE}/${row.id}`, cast.tokens.owner, { galleryId: theirs.id, title: 'Stolen' });
    expect([refused.statusCode, refused.json().message]).toEqual([422, expect.stringMatching(/one of your galleries/)]);
    expect(await photoRow(row.id)).toMatchObject({ galleryId: from.id, title: 'Travelling' });

    const moved = await call('PUT', `${BASE}/${row.id}`, cast.tokens.owner, { galleryId: to.id, description: 'Now here' });
    expect(moved.json().data).toMatchObject({ galleryId: to.id, description: 'Now here', title: 'Travelling', isGalleryCover: true });
    expect((await db().select().from(galleries).where(eq(galleries.id, from.id)))[0].coverPhotoId).toBeNull();
    const badBody = await call('PUT', `${BASE}/${row.id}`, cast.tokens.owner, { title: 'x'.repeat(201) });
    expect([badBody.statusCode, badBody.json().message]).toEqual([422, expect.stringMatching(/at most 200 characters/)]);
  });

  it('hides a photo from readers, and refuses to make a hidden photo the cover', async () => {
    const gallery = await createGallery(db(), cast.owner);
    const { row } = await createPhoto(db(), gallery);
    const hidden = await call('PUT', `${BASE}/${row.id}`, cast.tokens.owner, { status: 'inactive' });
    expect(hidden.json().data).toMatchObject({ status: 'inactive', isGalleryCover: false });
    expect((await call('GET', `/performer-assets/photos?galleryId=${gallery.id}`, cast.tokens.fan)).json().data.total).toBe(0);
    const cover = await call('POST', `${BASE}/set-cover/${row.id}`, cast.tokens.owner);
    expect([cover.statusCode, cover.json().message]).toEqual([422, expect.stringMatching(/status to active/)]);
    const own = (await call('GET', `${BASE}/search?galleryId=${gallery.id}&status=inactive`, cast.tokens.owner)).json().data;
    expect(own.data.map((p: { _id: string }) => p._id)).toEqual([row.id]);
  });
});

describe('who may use the performer photo routes', () => {
  it('answers 401 to visitors, 403 to fans, and 404 to another performer, changing nothing', async () => {
    const gallery = await createGallery(db(), cast.owner);
    const { row, file } = await createPhoto(db(), gallery, { title: 'Mine' });
    const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['edit', 'PUT', `${BASE}/${row.id}`, { title: 'Theirs' }],
      ['delete', 'DELETE', `${BASE}/${row.id}`],
      ['set-cover', 'POST', `${BASE}/set-cover/${row.id}`],
    ];
    for (const [name, method, url, body] of routes) {
      expect([name, (await call(method, url, undefined, body)).statusCode]).toEqual([name, 401]);
      expect([name, (await call(method, url, cast.tokens.fan, body)).statusCode]).toEqual([name, 403]);
      const res = await call(method, url, cast.tokens.otherPerformer, body);
      expect([name, res.statusCode, res.json().message]).toEqual([name, 404, 'This photo does not exist, or is not yours.']);
    }
    expect(await photoRow(row.id)).toMatchObject({ title: 'Mine' });
    expect(await fileRow(file.id)).toBeDefined();
    expect((await db().select().from(galleries).where(eq(galleries.id, gallery.id)))[0].coverPhotoId).toBeNull();
    expect((await call('GET', `${BASE}/search`, cast.tokens.otherPerformer)).json().data.data.map((p: { _id: string }) => p._id)).not.toContain(row.id);
    expect((await call('GET', `${BASE}/search`, cast.tokens.fan)).statusCode).toBe(403);
  });
});
