// Videos as fans and visitors read them: one video, the search, bookmarks, the file status poll, reactions and
// reports, each against the seven audiences (CONTENT_ROLES, test/factories/content.ts). Every list and detail route
// is shown to carry no link to a locked video's film.
import { eq } from 'drizzle-orm';
import { userBlocks } from '@/server/modules/block/block.table';
import { videos, type VideoRow } from '@/server/modules/videos/videos.table';
import type { MediaFileRow } from '@/server/modules/media-files/media-files.table';
import { CONTENT_ROLES, UNLOCKED_FOR, createContentCast, createMediaFile, createVideo, purchase, type ContentRole } from '../factories/content';
import { blockUser, createUser, loginAs, type Cast, type TestUser } from '../factories/users';
import { ACCESSES, apiCaller, byAccess, oneOfEachAccess, expectEveryAudienceReads, expectEveryoneBookmarks, expectNoLinks, expectViewsCountedButOwners, type Access } from '../helpers/content-reads';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';


let ctx: TestContext;
let cast: Cast;
let buyer: TestUser;
let tokens: Record<ContentRole, string | undefined>;
/** The owner's three videos, each with a film and a thumbnail of its own (no teaser). */
let clips: Record<Access, { row: VideoRow; files: MediaFileRow[] }>;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cast, buyer, tokens } = await createContentCast(ctx.app, ctx.database.db, { name: 'Video Owner' }));
  clips = await oneOfEachAccess(async (access, createdAt) => {
    const film = await createMediaFile(db(), cast.owner, 'video');
    const thumb = await createMediaFile(db(), cast.owner, 'video-thumbnail');
    const row = await createVideo(db(), cast.owner, { access, videoFileId: film.id, thumbnailFileId: thumb.id, tags: ['beach'], createdAt });
    return { row, files: [film, thumb] };
  });
  await purchase(db(), buyer, 'video', clips.sale.row.id);
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const call = apiCaller(() => ctx);
const accessOf = (video: { _id: string }): Access => ACCESSES.find((a) => clips[a].row.id === video._id)!;
const ownIds = (list: { _id: string }[]) => list.map((v) => v._id).filter((id) => ACCESSES.some((a) => clips[a].row.id === id));

/** A locked video's JSON holds no private link and none of its storage keys; an open one links the film. */
function expectMediaFor(role: ContentRole, video: { _id: string; isLocked: boolean; video: { url: string | null; preview: string | null }; thumbnail: { url: string } }) {
  const access = accessOf(video);
  const [film, thumb] = clips[access].files;
  if (UNLOCKED_FOR[role].includes(access)) {
    expect([role, access, video.isLocked]).toEqual([role, access, false]);
    expect(video.video.url).toContain(film.mainKey);
    expect(video.thumbnail.url).toContain(thumb.mainKey);
    return;
  }
  expect([role, access, video.isLocked]).toEqual([role, access, true]);
  expectNoLinks(role, access, video, clips[access].files);
  expect(video.video.url).toBeNull();
  expect(video.video.preview).toBe(`${SITE_URL}/api/files/${film.previewKey}`);
  expect(video.thumbnail.url).toBe(`${SITE_URL}/api/files/${thumb.previewKey}`);
}

describe('GET /performer-assets/videos/{id}', () => {
  it('answers every audience, with the film only for those entitled', async () => {
    await expectEveryAudienceReads({
      call,
      tokens,
      roles: CONTENT_ROLES,
      urls: byAccess((a) => `/performer-assets/videos/${clips[a].row.id}`),
      expectFor: expectMediaFor,
      fields: (role, access) => ({ access, status: 'active', tags: ['beach'], isSubscribed: role === 'subscriber', isBought: role === 'buyer' && access === 'sale', price: access === 'sale' ? 9.95 : null }),
    });
  });

  it('counts a view for everyone but the owner', async () => {
    const row = await createVideo(db(), cast.owner);
    await expectViewsCountedButOwners(call, `/performer-assets/videos/${row.id}`, tokens);
  });

  it('links the teaser of a locked video (the free sample) but still not its film', async () => {
    const teaser = await createMediaFile(db(), cast.owner, 'video-teaser');
    const film = await createMediaFile(db(), cast.owner, 'video');
    const row = await createVideo(db(), cast.owner, { access: 'subscribers', videoFileId: film.id, teaserFileId: teaser.id });
    const answer = (await call(`/performer-assets/videos/${row.id}`, tokens.fan)).json().data;
    expect(answer.isLocked).toBe(true);
    expect(answer.teaser.url).toContain(teaser.mainKey);
    expect(answer.video.url).toBeNull();
    expect(JSON.stringify(answer)).not.toContain(film.mainKey);
  });

  it('hides inactive and not-yet-scheduled videos from all but the owner and admins, and shows a passed schedule as active', async () => {
    const hidden = await createVideo(db(), cast.owner, { status: 'inactive' });
    const later = await createVideo(db(), cast.owner, { status: 'scheduled', scheduledAt: new Date(Date.now() + 3600_000) });
    const passed = await createVideo(db(), cast.owner, { status: 'scheduled', scheduledAt: new Date(Date.now() - 1000) });
    for (const role of CONTENT_ROLES) {
      for (const row of [hidden, later]) {
        const expected = role === 'owner' || role === 'admin' ? 200 : 404;
        expect([role, row.status, (await call(`/performer-assets/videos/${row.id}`, tokens[role])).statusCode]).toEqual([role, row.status, expected]);
      }
      expect((await call(`/performer-assets/videos/${passed.id}`, tokens[role])).json().data.status).toBe('active');
    }
    expect((await call('/performer-assets/videos/not-an-id', tokens.fan)).statusCode).toBe(404);
  });

  it('answers 404 to a viewer the performer blocked, unless they bought the video', async () => {
    const blocked = await createUser(db());
    await blockUser(db(), cast.owner.id, blocked.id);
    await blockUser(db(), cast.owner.id, buyer.id);
    const token = await loginAs(ctx.app, blocked);
    expect((await call(`/performer-assets/videos/${clips.free.row.id}`, token)).statusCode).toBe(404);
    const bought = await call(`/performer-assets/videos/${clips.sale.row.id}`, tokens.buyer);
    expect([bought.statusCode, bought.json().data.isLocked]).toEqual([200, false]);
    await db().delete(userBlocks).where(eq(userBlocks.userId, buyer.id));
  });
});

describe('GET /performer-assets/videos/search', () => {
  it('lists the active videos to every audience, locked where not entitled', async () => {
    for (const role of CONTENT_ROLES) {
      const res = await call(`/performer-assets/videos/search?performerId=${cast.owner.id}&pageSize=100`, tokens[role]);
      expect([role, res.statusCode]).toEqual([role, 200]);
      const list = res.json().data.data;
      expect(ownIds(list).sort()).toEqual(ACCESSES.map((a) => clips[a].row.id).sort());
      for (const video of list.filter((v: { _id: string }) => ownIds([v]).length)) expectMediaFor(role, video);
      expect(list.map((v: { status: string }) => v.status)).not.toContain('inactive');
    }
  });

  it('searches titles and tags, and refuses an oversized page', async () => {
    const hits = (await call(`/performer-assets/videos/search?q=BEACH&performerId=${cast.owner.id}`)).json().data.data;
    expect(ownIds(hits)).toHaveLength(3);
    expect((await call('/performer-assets/videos/search?q=nothing-like-this')).json().data.total).toBe(0);
    expect((await call('/performer-assets/videos/search?pageSize=500')).statusCode).toBe(422);
  });
});

describe('reactions and reports on videos', () => {
  it('bookmarks and likes a visible video, lists bookmarks locked where not entitled, and refuses hidden ones', async () => {
    const ids = byAccess((a) => clips[a].row.id);
    await expectEveryoneBookmarks({ call, tokens, objectType: 'video', ids, listUrl: '/reactions/videos/bookmark', expectFor: expectMediaFor });
    expect((await call('/reactions/videos/bookmark')).statusCode).toBe(401);
    const like = await call('/reactions', tokens.fan, 'POST', { objectId: clips.free.row.id, objectType: 'video', action: 'like' });
    expect(like.statusCode).toBe(200);
    expect((await db().select().from(videos).where(eq(videos.id, clips.free.row.id)))[0]).toMatchObject({ likeCount: 1, bookmarkCount: 6 });
    const hidden = await createVideo(db(), cast.owner, { status: 'inactive' });
    expect((await call('/reactions', tokens.fan, 'POST', { objectId: hidden.id, objectType: 'video', action: 'like' })).statusCode).toBe(404);
  });

  it('takes a report on a video, but not from its owner', async () => {
    const body = { targetId: clips.free.row.id, target: 'video', category: 'spam', description: 'Spam in the title' };
    expect((await call('/reports', tokens.fan, 'POST', body)).statusCode).toBe(200);
    expect((await call('/reports', tokens.owner, 'POST', body)).statusCode).toBe(422);
  });
});

describe('GET /performer-assets/videos/{id}/file/{fileId}/status', () => {
  it('answers the owner only', async () => {
    const [film] = clips.sale.files;
    const url = `/performer-assets/videos/${clips.sale.row.id}/file/${film.id}/status`;
    expect((await call(url, tokens.owner)).json().data).toEqual({ _id: film.id, status: 'finished', progress: 100, error: null });
    expect((await call(url)).statusCode).toBe(401);
    for (const role of ['fan', 'subscriber', 'buyer', 'otherPerformer', 'admin'] as const) expect([role, (await call(url, tokens[role])).statusCode]).toEqual([role, 404]);
    const other = clips.free.files[0];
    expect((await call(`/performer-assets/videos/${clips.sale.row.id}/file/${other.id}/status`, tokens.owner)).statusCode).toBe(404);
  });
});
