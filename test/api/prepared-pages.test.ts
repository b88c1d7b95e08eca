// The page statements prepared once per shape (content-items.repo.ts, preparedPageOf and bookmarks, and the
// bookmarked performers in reactions.repo.ts) serve every viewer, performer and clock of that shape: what is
// bound per call must never leak from one call into the next. Two fans with different likes, bookmarks,
// purchases and subscriptions read the same shapes one after the other; each must get their own answer, and
// each item must read as its own page. Once a shape has been read, reading it again builds no SQL: Drizzle's
// dialect turns a query into SQL text when it is built, and a prepared statement is only bound.
import { PgDialect } from 'drizzle-orm/pg-core';
import { reactions } from '@/server/modules/reactions/reactions.table';
import { createFeed, createVideo, purchase, subscribe } from '../factories/content';
import { createGallery, createPhoto } from '../factories/galleries';
import { createProduct } from '../factories/products';
import { blockUser, createPerformer, createUser, fromCountry, loginAs, setBlockedCountries, type TestPerformer, type TestUser } from '../factories/users';
import { apiRequests } from '../helpers/api-requests';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

type Kind = 'feed' | 'video' | 'gallery' | 'product';
type ItemKind = Exclude<Kind, 'feed'>;
const ITEM_KINDS: ItemKind[] = ['video', 'gallery', 'product'];
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
/** A profile's tab of each kind: the kind's search for one performer. */
const tabOf = (kind: ItemKind, performer: TestPerformer, query = '') => `/performer-assets/${kind === 'gallery' ? 'galleries' : `${kind}s`}/search?performerId=${performer.id}${query}`;
const PERFORMER_BOOKMARKS = '/reactions/performers/bookmark';

let ctx: TestContext;
let stars: TestPerformer;
let comets: TestPerformer;
let ann: TestUser;
let ben: TestUser;
/** Blocked by Stars; bookmarked both performers. */
let dan: TestUser;
const tokens: { ann?: string; ben?: string; dan?: string; stars?: string } = {};
/** Each performer's posts, oldest first: free, subscribers, sale, free, subscribers, sale. */
const feedsOf = new Map<string, string[]>();
/**
 * Items 0-3 of each kind, oldest first, alternately Stars' and Comets': Stars' 0 for subscribers and 2 on
 * sale, Comets' 1 free and 3 for subscribers (products are always sold: they have no access of their own).
 */
const items: Record<Kind, string[]> = { feed: [], video: [], gallery: [], product: [] };
const ITEM_ACCESS = ['subscribers', 'free', 'sale', 'subscribers'] as const;
/** An inactive item of each kind of Stars': on no tab. */
const inactive: Record<ItemKind, string> = { video: '', gallery: '', product: '' };
/** A video scheduled for tomorrow: bookmarked by both fans, listed for neither until it is out. */
let upcomingVideo: string;

const db = () => ctx.database.db;
const { call } = apiRequests(() => ctx);
const react = (user: TestUser, objectType: Kind | 'performer', objectId: string, action: 'like' | 'bookmark') => db().insert(reactions).values({ userId: user.id, objectType, objectId, action });
/** The two fans, each with their token: Ann subscribes to Stars, Ben to Comets. */
const fans = () =>
  [
    { user: ann, token: tokens.ann },
    { user: ben, token: tokens.ben },
  ] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  stars = await createPerformer(db(), { name: 'Stars', username: 'stars' });
  comets = await createPerformer(db(), { name: 'Comets', username: 'comets' });
  ann = await createUser(db(), { name: 'Ann' });
  ben = await createUser(db(), { name: 'Ben' });
  dan = await createUser(db(), { name: 'Dan' });
  for (const [name, account] of [
    ['ann', ann],
    ['ben', ben],
    ['dan', dan],
    ['stars', stars],
  ] as const) {
    tokens[name] = await loginAs(ctx.app, account);
  }
  await subscribe(db(), ann, stars);
  await subscribe(db(), ben, comets);
  await blockUser(db(), stars.id, dan.id);

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
    const access = ITEM_ACCESS[i];
    items.video.push((await createVideo(db(), performer, { title: `Video ${i}`, access, createdAt })).id);
    const gallery = await createGallery(db(), performer, { title: `Gallery ${i}`, access, createdAt });
    await createPhoto(db(), gallery);
    items.gallery.push(gallery.id);
    items.product.push((await createProduct(db(), performer, { type: 'digital', name: `Product ${i}`, createdAt })).id);
  }
  inactive.video = (await createVideo(db(), stars, { title: 'Withdrawn', status: 'inactive' })).id;
  inactive.gallery = (await createGallery(db(), stars, { title: 'Withdrawn', status: 'inactive' })).id;
  inactive.product = (await createProduct(db(), stars, { name: 'Withdrawn', status: 'inactive' })).id;
  upcomingVideo = (await createVideo(db(), stars, { title: 'Tomorrow', status: 'scheduled', scheduledAt: new Date(Date.now() + 86_400_000) })).id;
  for (const kind of ITEM_KINDS) {
    // Ann bookmarks items 0, 1 and 2 of each kind; Ben items 2 and 3.
    for (const [i, id] of items[kind].entries()) {
      if (i <= 2) await react(ann, kind, id, 'bookmark');
      if (i >= 2) await react(ben, kind, id, 'bookmark');
    }
  }
  // Ben bought Stars' sale video and gallery (item 2).
  await purchase(db(), ben, 'video', items.video[2]);
  await purchase(db(), ben, 'gallery', items.gallery[2]);
  await react(ann, 'video', upcomingVideo, 'bookmark');
  await react(ben, 'video', upcomingVideo, 'bookmark');
  // Ann bookmarks both performers, Ben only Comets, Dan (blocked by Stars) both.
  for (const [user, performer] of [
    [ann, comets],
    [ann, stars],
    [ben, comets],
    [dan, stars],
    [dan, comets],
  ] as const) {
    await react(user, 'performer', performer.id, 'bookmark');
  }
});
afterAll(() => ctx?.close());

/** An answer without what changes between two reads: link signatures and counted views. */
function steady(item: unknown): unknown {
  const text = JSON.stringify(item).replace(/\?expires=[^"]*/g, '?signed');
  const { stats, updatedAt, ...rest } = JSON.parse(text) as { stats?: Record<string, number>; updatedAt?: string };
  const { views, ...counts } = stats ?? {};
  return { ...rest, stats: counts, viewsCounted: views !== undefined, updatedAt: updatedAt !== undefined };
}

type Listed = { data: Record<string, unknown>[]; total: number };

async function list(url: string, token: string | undefined, headers: Record<string, string> = {}): Promise<Listed> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json().data as Listed;
}

async function expectAsOwnPages(kind: Kind, shown: Record<string, unknown>[], token: string | undefined) {
  for (const item of shown) {
    const own = await call('GET', ITEM_PATHS[kind](item._id as string), token);
    expect(steady(own.json().data)).toEqual(steady(item));
  }
}

const idsOf = (page: Listed) => page.data.map((item) => item._id);

/**
 * The SQL text Drizzle builds while `work` runs, leaving out what the app's clocks build meanwhile (the
 * live-video sweeps, the job queue). A statement built per call shows up here every time it runs; a
 * prepared one only on its first run.
 */
async function builtDuring(work: () => Promise<unknown>): Promise<string[]> {
  const built = jest.spyOn(PgDialect.prototype, 'sqlToQuery');
  try {
    await work();
    return built.mock.results.map((r) => (r.value as { sql: string }).sql).filter((text) => !/\bpgboss\.|"stream_sessions"/.test(text));
  } finally {
    built.mockRestore();
  }
}

describe("a profile's posts", () => {
  it('answer each viewer and each performer of one shape with their own posts, likes, bookmarks and locks', async () => {
    const starsFeeds = feedsOf.get(stars.id)!;
    const cometsFeeds = feedsOf.get(comets.id)!;
    // Same shape four times (a viewer with an id, no filter, the profile's own order): two fans, two performers.
    const [annStars, benStars] = [await list('/user/feeds/search/stars', tokens.ann), await list('/user/feeds/search/stars', tokens.ben)];
    const [annComets, benComets] = [await list('/user/feeds/search/comets', tokens.ann), await list('/user/feeds/search/comets', tokens.ben)];
    expect(idsOf(annStars)).toEqual([...starsFeeds].reverse());
    expect(idsOf(benStars)).toEqual([...starsFeeds].reverse());
    expect(idsOf(annComets)).toEqual([...cometsFeeds].reverse());
    expect(idsOf(benComets)).toEqual([...cometsFeeds].reverse());
    for (const page of [annStars, benStars, annComets, benComets]) expect(page.total).toBe(6);

    const flags = (page: Listed) => page.data.map((f) => [f.isLiked, f.isBookmarked, f.isLocked]);
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
    expect(idsOf(oldestFirst)).toEqual(feedsOf.get(comets.id)!.slice(0, 2));
    const saleOnly = await list('/user/feeds/search/comets?access=sale', tokens.ann);
    expect(idsOf(saleOnly)).toEqual([feedsOf.get(comets.id)![5], feedsOf.get(comets.id)![2]]);
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

describe("a profile's videos, galleries and products tabs", () => {
  it.each(ITEM_KINDS)('answer a visitor, a fan, a subscriber and the owner of %s with their own locks, each item as its own page', async (kind) => {
    // Stars' items newest first: 2 (on sale), then 0 (for subscribers); the inactive one is on nobody's tab.
    const expected = [items[kind][2], items[kind][0]];
    const audiences = [
      // A visitor may open neither; Ben (a fan who bought item 2) the sale one; Ann (a subscriber) the
      // subscribers' one; the owner both.
      { token: undefined, locked: [true, true] },
      { token: tokens.ben, locked: [false, true] },
      { token: tokens.ann, locked: [true, false] },
      { token: tokens.stars, locked: [false, false] },
    ];
    for (const { token, locked } of audiences) {
      const tab = await list(tabOf(kind, stars), token);
      expect(tab.total).toBe(2);
      expect(idsOf(tab)).toEqual(expected);
      // A product is always sold: what it says about a viewer is whether they bought it.
      if (kind !== 'product') expect(tab.data.map((item) => item.isLocked)).toEqual(locked);
      await expectAsOwnPages(kind, tab.data, token);
    }
    // Comets' tab for the same two fans: Ben subscribes to Comets, Ann does not; Ann bookmarked item 1, Ben item 3.
    const annComets = await list(tabOf(kind, comets), tokens.ann);
    const benComets = await list(tabOf(kind, comets), tokens.ben);
    expect(idsOf(annComets)).toEqual([items[kind][3], items[kind][1]]);
    expect(annComets.data.map((item) => item.isBookmarked)).toEqual([false, true]);
    expect(benComets.data.map((item) => item.isBookmarked)).toEqual([true, false]);
    if (kind !== 'product') {
      expect(annComets.data.map((item) => item.isLocked)).toEqual([true, false]);
      expect(benComets.data.map((item) => item.isLocked)).toEqual([false, false]);
    }
    await expectAsOwnPages(kind, annComets.data, tokens.ann);
    await expectAsOwnPages(kind, benComets.data, tokens.ben);
  });

  it.each(ITEM_KINDS)('bind the search words, the order and the page window of %s per call', async (kind) => {
    const word = kind === 'product' ? 'Product' : kind === 'video' ? 'Video' : 'Gallery';
    const searched = await list(tabOf(kind, comets, `&q=${word}%203`), tokens.ann);
    expect(idsOf(searched)).toEqual([items[kind][3]]);
    expect(await list(tabOf(kind, comets, `&q=${word}%202`), tokens.ann)).toEqual({ data: [], total: 0 });
    const oldestFirst = await list(tabOf(kind, comets, '&sortBy=createdAt&sort=asc&pageSize=1'), tokens.ben);
    expect(oldestFirst.total).toBe(2);
    expect(idsOf(oldestFirst)).toEqual([items[kind][1]]);
    expect(await list(tabOf(kind, stars, '&pageSize=1&current=3'), tokens.ann)).toEqual({ data: [], total: 2 });
  });

  it.each(ITEM_KINDS)('show %s to nobody the performer blocked, nor in a country they blocked', async (kind) => {
    expect(await list(tabOf(kind, stars), tokens.dan)).toEqual({ data: [], total: 0 });
    expect((await list(tabOf(kind, comets), tokens.dan)).total).toBe(2);
    await setBlockedCountries(db(), comets.id, ['GB']);
    try {
      const fromGb = fromCountry('GB', ctx.config.internalApiSecret);
      expect(await list(tabOf(kind, comets), tokens.ben, fromGb)).toEqual({ data: [], total: 0 });
      expect(await list(tabOf(kind, comets), undefined, fromGb)).toEqual({ data: [], total: 0 });
      expect((await list(tabOf(kind, comets), tokens.ben, fromCountry('US', ctx.config.internalApiSecret))).total).toBe(2);
    } finally {
      await setBlockedCountries(db(), comets.id, []);
    }
  });
});

describe('bookmark lists', () => {
  it.each(['feed', 'video', 'gallery', 'product'] as const)('list each fan’s own %s bookmarks, as their own pages show them', async (kind) => {
    for (const { user, token } of fans()) {
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

  it('list the performers each fan bookmarked that they may still see, newest bookmark first', async () => {
    const performersOf = (page: Listed) => page.data.map((b) => [b.objectId, (b.objectInfo as { isSubscribed: boolean }).isSubscribed]);
    // Ann bookmarked Comets, then Stars (she subscribes to Stars); Ben only Comets (he subscribes to it).
    const annPage = await list(PERFORMER_BOOKMARKS, tokens.ann);
    expect(annPage.total).toBe(2);
    const annIds = annPage.data.map((b) => b.objectId);
    expect(new Set(annIds)).toEqual(new Set([stars.id, comets.id]));
    expect(performersOf(annPage)).toEqual(annIds.map((id) => [id, id === stars.id]));
    const benPage = await list(PERFORMER_BOOKMARKS, tokens.ben);
    expect(performersOf(benPage)).toEqual([[comets.id, true]]);
    expect(benPage.total).toBe(1);
    // Dan bookmarked both, but Stars blocked him.
    expect(performersOf(await list(PERFORMER_BOOKMARKS, tokens.dan))).toEqual([[comets.id, false]]);
    // Each bookmark reads as the performer's own profile does for that fan.
    for (const { token } of fans()) {
      for (const bookmark of (await list(PERFORMER_BOOKMARKS, token)).data) {
        const own = await call('GET', `/performers/${bookmark.objectId as string}`, token);
        expect(own.statusCode).toBe(200);
        const info = bookmark.objectInfo as Record<string, unknown>;
        expect({ isBookmarked: info.isBookmarked, isSubscribed: info.isSubscribed, isFollowed: info.isFollowed }).toEqual({
          isBookmarked: true,
          isSubscribed: own.json().data.isSubscribed,
          isFollowed: own.json().data.isFollowed,
        });
      }
    }
  });

  it('page the bookmarked performers in either order, and answer a page past the end with the total', async () => {
    const newest = await list(`${PERFORMER_BOOKMARKS}?pageSize=1&sort=desc`, tokens.ann);
    const oldest = await list(`${PERFORMER_BOOKMARKS}?pageSize=1&sort=asc`, tokens.ann);
    expect([newest.total, oldest.total]).toEqual([2, 2]);
    const both = await list(`${PERFORMER_BOOKMARKS}?pageSize=2&sort=desc`, tokens.ann);
    expect([newest.data[0]._id, oldest.data[0]._id]).toEqual([both.data[0]._id, both.data[1]._id]);
    expect(await list(`${PERFORMER_BOOKMARKS}?pageSize=1&current=3`, tokens.ann)).toEqual({ data: [], total: 2 });
    expect(await list(`${PERFORMER_BOOKMARKS}?pageSize=1&current=2`, tokens.ben)).toEqual({ data: [], total: 1 });
  });
});

describe('a profile', () => {
  it("answers each viewer of one shape with their own follow, bookmark and subscription, by username or id", async () => {
    const profile = async (key: string, token: string | undefined) => (await list(`/performers/${key}`, token)) as unknown as Record<string, unknown>;
    // Ann subscribes to Stars, Ben to Comets; Ann and Dan bookmarked both, Ben Comets only.
    expect(await profile('stars', tokens.ann)).toMatchObject({ _id: stars.id, isSubscribed: true, isBookmarked: true });
    expect(await profile('STARS', tokens.ben)).toMatchObject({ _id: stars.id, isSubscribed: false, isBookmarked: false });
    expect(await profile(comets.id, tokens.ben)).toMatchObject({ _id: comets.id, isSubscribed: true, isBookmarked: true });
    expect(await profile(comets.id, tokens.ann)).toMatchObject({ _id: comets.id, isSubscribed: false, isBookmarked: true });
    expect(await profile('comets', tokens.dan)).toMatchObject({ _id: comets.id, isSubscribed: false, isBookmarked: true });
    expect(await profile('comets', undefined)).toMatchObject({ _id: comets.id, isSubscribed: false, isBookmarked: false });
  });

  it('is missing for a fan the performer blocked, and for nobody else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/performers/stars', headers: { authorization: `Bearer ${tokens.dan}` } });
    expect(res.statusCode).toBe(404);
    expect(await list('/performers/stars', tokens.ben)).toMatchObject({ _id: stars.id });
  });
});

describe('a shape read again', () => {
  // Each read first for one fan (or visitor), then for another of the same shape on another performer:
  // the second builds no SQL at all, the page's statement and every lookup of its presenter only bound.
  /** The request of a shape's first read (`first`) or its second. */
  type Read = (first: boolean) => [url: string, token: string | undefined];
  const shapes: [string, Read][] = [
    ...ITEM_KINDS.flatMap((kind): [string, Read][] => [
      [`a ${kind} tab`, (first) => [tabOf(kind, first ? stars : comets), first ? tokens.ann : tokens.ben]],
      [`a ${kind} tab for a visitor`, (first) => [tabOf(kind, first ? comets : stars), undefined]],
      [`a ${kind} tab searched`, (first) => [tabOf(kind, first ? stars : comets, `&q=${first ? 'a' : 'o'}`), first ? tokens.ben : tokens.ann]],
    ]),
    ['the bookmarked performers', (first) => [PERFORMER_BOOKMARKS, first ? tokens.ann : tokens.dan]],
    ["a profile's posts", (first) => [`/user/feeds/search/${first ? 'stars' : 'comets'}`, first ? tokens.ann : tokens.ben]],
    ['a profile', (first) => [`/performers/${first ? 'stars' : 'comets'}`, first ? tokens.ann : tokens.ben]],
    ['a profile for a visitor', (first) => [`/performers/${first ? 'comets' : 'stars'}`, undefined]],
    ['a profile by id', (first) => [`/performers/${first ? stars.id : comets.id}`, first ? tokens.ben : tokens.ann]],
  ];

  it.each(shapes)('builds no SQL for %s', async (_name, read) => {
    await list(...read(true));
    const [url, token] = read(false);
    expect(await builtDuring(() => list(url, token))).toEqual([]);
  });

  it.each(['feed', 'video', 'gallery', 'product'] as const)('builds no page statement for the %s bookmarks (their presenter still looks up per call)', async (kind) => {
    await list(LIST_PATHS[kind], tokens.ann);
    const built = await builtDuring(() => list(LIST_PATHS[kind], tokens.ben));
    // The page statement is the one that reads when each bookmark was made.
    expect(built.filter((text) => text.includes('"reactions"."created_at"'))).toEqual([]);
    expect(built.length).toBeGreaterThan(0);
  });
});
