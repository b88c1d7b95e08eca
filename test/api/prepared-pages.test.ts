// The page statements prepared once per shape (content-items.repo.ts, preparedPageOf and bookmarks) serve
// every viewer, performer and clock of that shape: what is bound per call must never leak from one call
// into the next. Two fans with different likes, bookmarks, purchases and subscriptions read the same
// shapes one after the other; each must get their own answer, and each item must read as its own page.
import { reactions } from '@/server/modules/reactions/reactions.table';
import { createFeed, createVideo, purchase, subscribe } from '../factories/content';
import { createGallery, createPhoto } from '../factories/galleries';
import { createProduct } from '../factories/products';
import { createPerformer, createUser, loginAs, type TestPerformer, type TestUser } from '../factories/users';
import { apiRequests } from '../helpers/api-requests';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

type Kind = 'feed' | 'video' | 'gallery' | 'product';
const LIST_PATHS: Record<Kind, string> = {
  feed: '/reactions/feeds/bookmark',
  video: '/reactions/videos/bookmark',
  gallery: '/reactions/galleries/bookmark',
  product: '/reactions/products/bookmark',
};
const ITEM_PATHS: Record<Kind, (id: string) => string> = {
  feed: (id) => `/user/feeds/${id}`,
  video: (id) => `/performer-assets/videos/${id}`,
  gallery: (id) => `/performer-assets/galleries/${id}`,
  product: (id) => `/performer-assets/products/${id}`,
};

let ctx: TestContext;
let stars: TestPerformer;
let comets: TestPerformer;
let ann: TestUser;
let ben: TestUser;
const tokens: { ann?: string; ben?: string } = {};
/** Each performer's posts, oldest first: free, subscribers, sale, free, subscribers, sale. */
const feedsOf = new Map<string, string[]>();
const items: Record<Kind, string[]> = { feed: [], video: [], gallery: [], product: [] };
/** A video scheduled for tomorrow: bookmarked by both fans, listed for neither until it is out. */
let upcomingVideo: string;

const db = () => ctx.database.db;
const { call } = apiRequests(() => ctx);
const react = (user: TestUser, objectType: Kind, objectId: string, action: 'like' | 'bookmark') => db().insert(reactions).values({ userId: user.id, objectType, objectId, action });

beforeAll(async () => {
  ctx = await createTestApp();
  stars = await createPerformer(db(), { name: 'Stars', username: 'stars' });
  comets = await createPerformer(db(), { name: 'Comets', username: 'comets' });
  ann = await createUser(db(), { name: 'Ann' });
  ben = await createUser(db(), { name: 'Ben' });
  tokens.ann = await loginAs(ctx.app, ann);
  tokens.ben = await loginAs(ctx.app, ben);
  // Ann subscribes to Stars; Ben to Comets.
  await subscribe(db(), ann, stars);
  await subscribe(db(), ben, comets);

  for (const performer of [stars, comets]) {
    const made: string[] = [];
    for (let i = 0; i < 6; i++) {
      const access = (['free', 'subscribers', 'sale'] as const)[i % 3];
      const words = i % 2 ? 'moonlight walk' : 'sunrise swim';
      made.push((await createFeed(db(), performer, { access, text: `${performer.username} ${words} ${i}`, textIsTeaser: i === 5, publishedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })).id);
    }
    feedsOf.set(performer.id, made);
  }
  const starsFeeds = feedsOf.get(stars.id)!;
  const cometsFeeds = feedsOf.get(comets.id)!;
  // Ann likes the even posts and bookmarks the first three of each; Ben likes the odd ones and bookmarks the last three.
  for (const [i, id] of [...starsFeeds, ...cometsFeeds].entries()) {
    await react(i % 2 === 0 ? ann : ben, 'feed', id, 'like');
    await react(i % 6 < 3 ? ann : ben, 'feed', id, 'bookmark');
  }
  // Ben bought Stars' first sale post.
  await purchase(db(), ben, 'feed', starsFeeds[2]);
  items.feed = [...starsFeeds, ...cometsFeeds];

  for (let i = 0; i < 4; i++) {
    const createdAt = new Date(Date.UTC(2026, 1, 1, 0, i));
    const performer = i % 2 ? comets : stars;
    items.video.push((await createVideo(db(), performer, { title: `Video ${i}`, createdAt })).id);
    const gallery = await createGallery(db(), performer, { title: `Gallery ${i}`, createdAt });
    await createPhoto(db(), gallery);
    items.gallery.push(gallery.id);
    items.product.push((await createProduct(db(), performer, { type: 'digital', name: `Product ${i}`, createdAt })).id);
  }
  upcomingVideo = (await createVideo(db(), stars, { title: 'Tomorrow', status: 'scheduled', scheduledAt: new Date(Date.now() + 86_400_000) })).id;
  for (const kind of ['video', 'gallery', 'product'] as const) {
    // Ann bookmarks items 0, 1 and 2 of each kind; Ben items 2 and 3.
    for (const [i, id] of items[kind].entries()) {
      if (i <= 2) await react(ann, kind, id, 'bookmark');
      if (i >= 2) await react(ben, kind, id, 'bookmark');
    }
  }
  await react(ann, 'video', upcomingVideo, 'bookmark');
  await react(ben, 'video', upcomingVideo, 'bookmark');
});
afterAll(() => ctx?.close());

/** An answer without what changes between two reads: link signatures and counted views. */
function steady(item: unknown): unknown {
  const text = JSON.stringify(item).replace(/\?expires=[^"]*/g, '?signed');
  const { stats, updatedAt, ...rest } = JSON.parse(text) as { stats?: Record<string, number>; updatedAt?: string };
  const { views, ...counts } = stats ?? {};
  return { ...rest, stats: counts, viewsCounted: views !== undefined, updatedAt: updatedAt !== undefined };
}

async function list(url: string, token: string | undefined) {
  const res = await call('GET', url, token);
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json().data as { data: Record<string, unknown>[]; total: number };
}

async function expectAsOwnPages(kind: Kind, shown: Record<string, unknown>[], token: string | undefined) {
  for (const item of shown) {
    const own = await call('GET', ITEM_PATHS[kind](item._id as string), token);
    expect(steady(own.json().data)).toEqual(steady(item));
  }
}

describe("a profile's posts", () => {
  it('answer each viewer and each performer of one shape with their own posts, likes, bookmarks and locks', async () => {
    const starsFeeds = feedsOf.get(stars.id)!;
    const cometsFeeds = feedsOf.get(comets.id)!;
    // Same shape four times (a viewer with an id, no filter, the profile's own order): two fans, two performers.
    const annStars = await list('/user/feeds/search/stars', tokens.ann);
    const benStars = await list('/user/feeds/search/stars', tokens.ben);
    const annComets = await list('/user/feeds/search/comets', tokens.ann);
    const benComets = await list('/user/feeds/search/comets', tokens.ben);
    const idsOf = (page: { data: Record<string, unknown>[] }) => page.data.map((f) => f._id);
    expect(idsOf(annStars)).toEqual([...starsFeeds].reverse());
    expect(idsOf(benStars)).toEqual([...starsFeeds].reverse());
    expect(idsOf(annComets)).toEqual([...cometsFeeds].reverse());
    expect(idsOf(benComets)).toEqual([...cometsFeeds].reverse());
    for (const page of [annStars, benStars, annComets, benComets]) expect(page.total).toBe(6);

    const flags = (page: { data: Record<string, unknown>[] }) => page.data.map((f) => [f.isLiked, f.isBookmarked, f.isLocked]);
    // Newest first, posts 5 down to 0 (free, subscribers, sale, free, subscribers, sale from the oldest). Ann
    // likes the even ones, bookmarked 0-2, subscribes to Stars: only the sale posts are locked.
    expect(flags(annStars)).toEqual([
      [false, false, true],
      [true, false, false],
      [false, false, false],
      [true, true, true],
      [false, true, false],
      [true, true, false],
    ]);
    // Ben likes the odd ones, bookmarked 3-5, bought post 2 and subscribes to Comets, not Stars.
    expect(flags(benStars)).toEqual([
      [true, true, true],
      [false, true, true],
      [true, true, false],
      [false, false, false],
      [true, false, true],
      [false, false, false],
    ]);
    // Comets' post 4 (for subscribers): Ann liked it and may not open it; Ben bookmarked it and may.
    expect(flags(annComets)[1]).toEqual([true, false, true]);
    expect(flags(benComets)[1]).toEqual([false, true, false]);
    for (const [page, token] of [
      [annStars, tokens.ann],
      [benStars, tokens.ben],
      [annComets, tokens.ann],
      [benComets, tokens.ben],
    ] as const) {
      await expectAsOwnPages('feed', page.data, token);
    }
  });

  it('bind the search words, the filters and the order per call', async () => {
    const sunrise = await list('/user/feeds/search/stars?q=sunrise', tokens.ann);
    const moonlight = await list('/user/feeds/search/stars?q=moonlight', tokens.ann);
    // Ann may read the free posts and, as a subscriber of Stars, the subscribers' ones; not the sale ones.
    expect(sunrise.data.map((f) => f.text)).toEqual(['stars sunrise swim 4', 'stars sunrise swim 0']);
    expect(moonlight.data.map((f) => f.text)).toEqual(['stars moonlight walk 5', 'stars moonlight walk 3', 'stars moonlight walk 1']);
    const benSunrise = await list('/user/feeds/search/stars?q=sunrise', tokens.ben);
    expect(benSunrise.data.map((f) => f.text)).toEqual(['stars sunrise swim 2', 'stars sunrise swim 0']);

    const oldestFirst = await list('/user/feeds/search/comets?sortBy=publishedAt&sort=asc&pageSize=2', tokens.ben);
    expect(oldestFirst).toMatchObject({ total: 6 });
    expect(oldestFirst.data.map((f) => f._id)).toEqual(feedsOf.get(comets.id)!.slice(0, 2));
    const saleOnly = await list('/user/feeds/search/comets?access=sale', tokens.ann);
    expect(saleOnly.data.map((f) => f._id)).toEqual([feedsOf.get(comets.id)![5], feedsOf.get(comets.id)![2]]);
    const pastTheEnd = await list('/user/feeds/search/comets?pageSize=4&current=3', tokens.ann);
    expect(pastTheEnd).toEqual({ data: [], total: 6 });
  });

  it('answer a visitor, and a performer nobody may see as missing', async () => {
    const visitor = await list('/user/feeds/search/stars', undefined);
    expect(visitor.data.map((f) => f.isLocked)).toEqual([true, true, false, true, true, false]);
    await expectAsOwnPages('feed', visitor.data, undefined);
    expect((await call('GET', '/user/feeds/search/nobody-here', tokens.ann)).statusCode).toBe(404);
  });
});

describe('bookmark lists', () => {
  it.each(['feed', 'video', 'gallery', 'product'] as const)('list each fan’s own %s bookmarks, as their own pages show them', async (kind) => {
    for (const [user, token] of [
      [ann, tokens.ann],
      [ben, tokens.ben],
    ] as const) {
      const page = await list(`${LIST_PATHS[kind]}?pageSize=50`, token);
      const expected =
        kind === 'feed'
          ? items.feed.filter((_, i) => (i % 6 < 3) === (user === ann))
          : items[kind].filter((_, i) => (user === ann ? i <= 2 : i >= 2));
      expect(page.total).toBe(expected.length);
      expect(new Set(page.data.map((b) => b.objectId))).toEqual(new Set(expected));
      await expectAsOwnPages(
        kind,
        page.data.map((b) => b.objectInfo as Record<string, unknown>),
        token,
      );
    }
  });

  it('bind the clock per call: a scheduled video is listed once it is out', async () => {
    const before = await list(`${LIST_PATHS.video}?pageSize=50`, tokens.ann);
    expect(before.data.map((b) => b.objectId)).not.toContain(upcomingVideo);
    const { videos } = await import('@/server/modules/videos/videos.table');
    const { eq } = await import('drizzle-orm');
    await db()
      .update(videos)
      .set({ scheduledAt: new Date(Date.now() - 60_000) })
      .where(eq(videos.id, upcomingVideo));
    const after = await list(`${LIST_PATHS.video}?pageSize=50`, tokens.ben);
    expect(after.data.map((b) => b.objectId)).toContain(upcomingVideo);
    expect(after.total).toBe(3);
  });

  it('page in either order, and answer a page past the end with the total', async () => {
    const newest = await list(`${LIST_PATHS.product}?pageSize=2&sortBy=createdAt&sort=desc`, tokens.ann);
    const oldest = await list(`${LIST_PATHS.product}?pageSize=2&sortBy=createdAt&sort=asc`, tokens.ann);
    expect(newest.total).toBe(3);
    expect(oldest.total).toBe(3);
    expect(newest.data).toHaveLength(2);
    expect(oldest.data.map((b) => b._id)).toEqual([...(await list(`${LIST_PATHS.product}?pageSize=3&sort=desc`, tokens.ann)).data.map((b) => b._id)].reverse().slice(0, 2));
    expect(await list(`${LIST_PATHS.gallery}?pageSize=2&current=3`, tokens.ben)).toEqual({ data: [], total: 2 });
  });
});
