// Galleries and photos as fans and visitors read them, against the seven audiences (CONTENT_ROLES,
// test/factories/content.ts): one gallery, the search, a gallery's photos, a performer's photos and bookmarks. Every
// one of these routes is shown to carry no link to a locked gallery's pictures and none of their storage keys.
import { eq } from 'drizzle-orm';
import type { Gallery } from '@/contracts/galleries';
import { userBlocks } from '@/server/modules/block/block.table';
import type { GalleryRow } from '@/server/modules/galleries/galleries.table';
import type { MediaFileRow } from '@/server/modules/media-files/media-files.table';
import { CONTENT_ROLES, UNLOCKED_FOR, createContentCast, purchase, type ContentRole } from '../factories/content';
import { createGallery, createPhoto } from '../factories/galleries';
import { blockUser, createUser, loginAs, type Cast, type TestUser } from '../factories/users';
import { ACCESSES, apiCaller, byAccess, oneOfEachAccess, expectEveryAudienceReads, expectEveryoneBookmarks, expectNoLinks, expectViewsCountedButOwners, LOGGED_IN, type Access } from '../helpers/content-reads';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
let buyer: TestUser;
let tokens: Record<ContentRole, string | undefined>;
/** The owner's three galleries, each with two photos (the first one is the cover). */
let albums: Record<Access, { row: GalleryRow; photoIds: string[]; files: MediaFileRow[] }>;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cast, buyer, tokens } = await createContentCast(ctx.app, ctx.database.db, { name: 'Gallery Owner' }));
  albums = await oneOfEachAccess(async (access, createdAt) => {
    const row = await createGallery(db(), cast.owner, { access, tags: ['beach'], createdAt });
    const first = await createPhoto(db(), row, { createdAt: new Date(Date.now() - 60_000) });
    const second = await createPhoto(db(), row);
    return { row, photoIds: [first.row.id, second.row.id], files: [first.file, second.file] };
  });
  await purchase(db(), buyer, 'gallery', albums.sale.row.id);
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const call = apiCaller(() => ctx);
const accessOfGallery = (id: string): Access => ACCESSES.find((a) => albums[a].row.id === id)!;
const ours = <T extends { _id: string }>(list: T[]) => list.filter((g) => ACCESSES.some((a) => albums[a].row.id === g._id));

function expectGalleryFor(role: ContentRole, gallery: { _id: string; isLocked: boolean; numOfItems: number; coverPhoto: { _id: string; url: string | null; preview: string | null } | null }) {
  const access = accessOfGallery(gallery._id);
  const [cover] = albums[access].files;
  expect([role, access, gallery.numOfItems, gallery.coverPhoto?._id]).toEqual([role, access, 2, albums[access].photoIds[0]]);
  if (UNLOCKED_FOR[role].includes(access)) {
    expect([role, access, gallery.isLocked]).toEqual([role, access, false]);
    expect(gallery.coverPhoto!.url).toContain(cover.mainKey);
    return;
  }
  expect([role, access, gallery.isLocked]).toEqual([role, access, true]);
  expectNoLinks(role, access, gallery, albums[access].files);
  expect(gallery.coverPhoto!.url).toBeNull();
  expect(gallery.coverPhoto!.preview).toBe(`${SITE_URL}/api/files/${cover.previewKey}`);
}

function expectPhotoFor(role: ContentRole, photo: { galleryId: string; isLocked: boolean; photo: { _id: string; url: string | null; thumbnails: string[]; preview: string | null } }) {
  const access = accessOfGallery(photo.galleryId);
  const file = albums[access].files.find((f) => f.id === photo.photo._id)!;
  if (UNLOCKED_FOR[role].includes(access)) {
    expect([role, access, photo.isLocked]).toEqual([role, access, false]);
    expect(photo.photo.url).toContain(file.mainKey);
    expect(photo.photo.thumbnails).toHaveLength(1);
    return;
  }
  expect([role, access, photo.isLocked, photo.photo.url, photo.photo.thumbnails]).toEqual([role, access, true, null, []]);
  expect(photo.photo.preview).toBe(`${SITE_URL}/api/files/${file.previewKey}`);
  expectNoLinks(role, access, photo, albums[access].files);
}

describe('GET /performer-assets/galleries/{id}', () => {
  it('answers every audience, with the pictures linked only for those entitled', async () => {
    await expectEveryAudienceReads({
      call,
      tokens,
      roles: CONTENT_ROLES,
      urls: byAccess((a) => `/performer-assets/galleries/${albums[a].row.id}`),
      expectFor: expectGalleryFor,
      fields: (role, access) => ({ access, status: 'active', tags: ['beach'], isSubscribed: role === 'subscriber', isBought: role === 'buyer' && access === 'sale', price: access === 'sale' ? 9.95 : null }),
    });
  });

  it('counts a view for everyone but the owner', async () => {
    const row = await createGallery(db(), cast.owner);
    await expectViewsCountedButOwners(call, `/performer-assets/galleries/${row.id}`, tokens);
  });

  it('hides inactive galleries from all but the owner and admins', async () => {
    const hidden = await createGallery(db(), cast.owner, { status: 'inactive' });
    await createPhoto(db(), hidden);
    for (const role of CONTENT_ROLES) {
      const expected = role === 'owner' || role === 'admin' ? 200 : 404;
      expect([role, (await call(`/performer-assets/galleries/${hidden.id}`, tokens[role])).statusCode]).toEqual([role, expected]);
      expect([role, (await call(`/performer-assets/photos?galleryId=${hidden.id}`, tokens[role])).statusCode]).toEqual([role, expected]);
    }
    expect((await call('/performer-assets/galleries/not-an-id', tokens.fan)).statusCode).toBe(404);
    expect((await call('/performer-assets/galleries/5b1f0c1e-2a8e-4c7e-9f57-0d7b3c1a9e01', tokens.fan)).statusCode).toBe(404);
  });
});

describe('GET /performer-assets/galleries/search', () => {
  it('lists the active galleries to every audience, locked where not entitled', async () => {
    for (const role of CONTENT_ROLES) {
      const res = await call(`/performer-assets/galleries/search?performerId=${cast.owner.id}&pageSize=100`, tokens[role]);
      expect([role, res.statusCode]).toEqual([role, 200]);
      const list: Gallery[] = res.json().data.data;
      expect(ours(list).map((g) => g._id).sort()).toEqual(ACCESSES.map((a) => albums[a].row.id).sort());
      for (const gallery of ours(list)) expectGalleryFor(role, gallery);
      expect(list.map((g) => g.status)).not.toContain('inactive');
    }
  });

  it('searches titles and tags, and refuses an oversized page or a bad performer id', async () => {
    expect(ours((await call(`/performer-assets/galleries/search?q=BEACH&performerId=${cast.owner.id}`)).json().data.data)).toHaveLength(3);
    expect((await call('/performer-assets/galleries/search?q=nothing-like-this')).json().data.total).toBe(0);
    expect((await call('/performer-assets/galleries/search?pageSize=500')).statusCode).toBe(422);
    const bad = await call('/performer-assets/galleries/search?performerId=luna');
    expect([bad.statusCode, bad.json().message]).toEqual([422, expect.stringMatching(/performerId must be a valid id/)]);
  });
});

describe('GET /performer-assets/photos?galleryId=', () => {
  it('lists a gallery\'s photos to every audience, each with its blurred preview only while locked', async () => {
    for (const role of CONTENT_ROLES) {
      for (const access of ACCESSES) {
        const res = await call(`/performer-assets/photos?galleryId=${albums[access].row.id}`, tokens[role]);
        expect([role, access, res.statusCode]).toEqual([role, access, 200]);
        const { data, total } = res.json().data;
        expect([role, access, total, data.map((p: { _id: string }) => p._id)]).toEqual([role, access, 2, albums[access].photoIds]);
        expect(data.map((p: { isGalleryCover: boolean }) => p.isGalleryCover)).toEqual([true, false]);
        for (const photo of data) expectPhotoFor(role, photo);
      }
    }
    expect((await call('/performer-assets/photos?galleryId=nope')).statusCode).toBe(422);
  });

  it('shows readers only active photos whose picture has finished processing', async () => {
    const row = await createGallery(db(), cast.owner);
    const shown = await createPhoto(db(), row);
    await createPhoto(db(), row, { status: 'inactive' });
    await createPhoto(db(), row, { fileStatus: 'processing' });
    await createPhoto(db(), row, { fileStatus: 'error' });
    const list = (await call(`/performer-assets/photos?galleryId=${row.id}`, tokens.fan)).json().data;
    expect([list.total, list.data.map((p: { _id: string }) => p._id)]).toEqual([1, [shown.row.id]]);
    expect((await call(`/performer-assets/galleries/${row.id}`, tokens.fan)).json().data.numOfItems).toBe(1);
    expect((await call(`/performer-assets/galleries/${row.id}`, tokens.owner)).json().data.numOfItems).toBe(4);
  });
});

describe('GET /performer-assets/photos/{performerId}', () => {
  it('lists the performer\'s photos to every audience, each locked as its gallery is', async () => {
    for (const role of CONTENT_ROLES) {
      const res = await call(`/performer-assets/photos/${cast.owner.id}?pageSize=100`, tokens[role]);
      expect([role, res.statusCode]).toEqual([role, 200]);
      const list = res.json().data.data.filter((p: { galleryId: string }) => ACCESSES.some((a) => albums[a].row.id === p.galleryId));
      expect(list).toHaveLength(6);
      for (const photo of list) expectPhotoFor(role, photo);
    }
  });

  it('leaves out inactive galleries and answers 404 for an unknown or hidden performer', async () => {
    const hidden = await createGallery(db(), cast.owner, { status: 'inactive' });
    const { row } = await createPhoto(db(), hidden);
    const ids = (await call(`/performer-assets/photos/${cast.owner.id}?pageSize=100`, tokens.owner)).json().data.data.map((p: { _id: string }) => p._id);
    expect(ids).not.toContain(row.id);
    expect((await call('/performer-assets/photos/not-an-id')).statusCode).toBe(404);
    expect((await call(`/performer-assets/photos/${cast.fan.id}`)).statusCode).toBe(404);
  });
});

describe('blocked viewers', () => {
  it('answers 404 everywhere to a viewer the performer blocked; a buyer keeps the gallery they bought', async () => {
    const blocked = await createUser(db());
    await blockUser(db(), cast.owner.id, blocked.id);
    await blockUser(db(), cast.owner.id, buyer.id);
    const token = await loginAs(ctx.app, blocked);
    try {
      for (const url of [
        `/performer-assets/galleries/${albums.free.row.id}`,
        `/performer-assets/photos?galleryId=${albums.free.row.id}`,
        `/performer-assets/photos/${cast.owner.id}`,
      ]) {
        expect([url, (await call(url, token)).statusCode]).toEqual([url, 404]);
      }
      expect(ours((await call(`/performer-assets/galleries/search?performerId=${cast.owner.id}`, token)).json().data.data)).toEqual([]);
      expect((await call('/reactions', token, 'POST', { objectId: albums.free.row.id, objectType: 'gallery', action: 'like' })).statusCode).toBe(404);

      const bought = await call(`/performer-assets/galleries/${albums.sale.row.id}`, tokens.buyer);
      expect([bought.statusCode, bought.json().data.isLocked]).toEqual([200, false]);
      const photos = (await call(`/performer-assets/photos?galleryId=${albums.sale.row.id}`, tokens.buyer)).json().data.data;
      expect(photos.map((p: { isLocked: boolean }) => p.isLocked)).toEqual([false, false]);
      expect((await call(`/performer-assets/galleries/${albums.free.row.id}`, tokens.buyer)).statusCode).toBe(404);
    } finally {
      await db().delete(userBlocks).where(eq(userBlocks.userId, buyer.id));
    }
  });
});

describe('reactions and reports on galleries', () => {
  it('bookmarks and likes a visible gallery, lists bookmarks locked where not entitled, and refuses hidden ones', async () => {
    const ids = byAccess((a) => albums[a].row.id);
    await expectEveryoneBookmarks({ call, tokens, objectType: 'gallery', ids, listUrl: '/reactions/galleries/bookmark', expectFor: expectGalleryFor });
    expect((await call('/reactions/galleries/bookmark')).statusCode).toBe(401);
    const like = await call('/reactions', tokens.fan, 'POST', { objectId: albums.free.row.id, objectType: 'gallery', action: 'like' });
    expect(like.statusCode).toBe(200);
    const seen = (await call(`/performer-assets/galleries/${albums.free.row.id}`, tokens.fan)).json().data;
    expect(seen).toMatchObject({ isLiked: true, isBookmarked: true, stats: { likes: 1, bookmarks: LOGGED_IN.length } });
    const unlike = await call('/reactions', tokens.fan, 'DELETE', { objectId: albums.free.row.id, objectType: 'gallery', action: 'like' });
    expect(unlike.statusCode).toBe(200);
    expect((await call(`/performer-assets/galleries/${albums.free.row.id}`, tokens.fan)).json().data.stats.likes).toBe(0);
    const hidden = await createGallery(db(), cast.owner, { status: 'inactive' });
    expect((await call('/reactions', tokens.fan, 'POST', { objectId: hidden.id, objectType: 'gallery', action: 'like' })).statusCode).toBe(404);
    // A gallery hidden after it was bookmarked leaves the list.
    await call('/reactions', tokens.owner, 'POST', { objectId: hidden.id, objectType: 'gallery', action: 'bookmark' });
    expect((await call('/reactions/galleries/bookmark', tokens.owner)).json().data.total).toBe(3);
  });

  it('takes comments from those who may see the pictures and keeps the gallery\'s count', async () => {
    const comment = (token: string | undefined, access: Access) =>
      call('/comments', token, 'POST', { objectType: 'gallery', objectId: albums[access].row.id, content: 'Lovely light' });
    expect((await comment(tokens.fan, 'free')).statusCode).toBe(200);
    expect((await comment(tokens.subscriber, 'subscribers')).statusCode).toBe(200);
    expect((await comment(tokens.fan, 'sale')).statusCode).toBe(403);
    const hidden = await createGallery(db(), cast.owner, { status: 'inactive' });
    expect((await call('/comments', tokens.fan, 'POST', { objectType: 'gallery', objectId: hidden.id, content: 'Hello' })).statusCode).toBe(404);
    for (const access of ['free', 'subscribers'] as const) {
      expect((await call(`/performer-assets/galleries/${albums[access].row.id}`, tokens.owner)).json().data.stats.comments).toBe(1);
    }
  });

  it('takes a report on a gallery, but not from its owner nor on one that does not exist', async () => {
    const body = { targetId: albums.free.row.id, target: 'gallery', category: 'spam', description: 'Spam in the title' };
    expect((await call('/reports', tokens.fan, 'POST', body)).statusCode).toBe(200);
    expect((await call('/reports', tokens.owner, 'POST', body)).statusCode).toBe(422);
    const missing = await call('/reports', tokens.fan, 'POST', { ...body, targetId: '5b1f0c1e-2a8e-4c7e-9f57-0d7b3c1a9e01' });
    expect(missing.statusCode).toBe(404);
  });
});
