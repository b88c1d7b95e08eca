// The hot reads answer a page in at most three statements to the database (docs/performance.md, "Reads in
// few round trips"), however many items the page holds and whatever the viewer has done with them. Each
// route is called once to warm what is cached per process (settings, prepared statements), then counted on
// the second call. Counted apart (test/helpers/statement-count.ts): the auth guard's session lookup (a
// session cache may answer it), the settings cache's periodic reload, and the job queue's and timers'
// statements that happen to run meanwhile. The answers are checked too: a list item must read exactly as the item's own
// page shows it, which is presented from lookups of its own.
import { pollVotes } from '@/server/modules/feeds/feeds.table';
import { reactions } from '@/server/modules/reactions/reactions.table';
import { createFeed, createMediaFile, createPoll, createVideo, purchase, subscribe } from '../factories/content';
import { createGallery, createPhoto } from '../factories/galleries';
import { createProduct } from '../factories/products';
import { createCast, createPerformer, createUser, loginAs, type Cast, type TestPerformer, type TestUser } from '../factories/users';
import { apiRequests } from '../helpers/api-requests';
import { statementCounter, type StatementCounter } from '../helpers/statement-count';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(180_000);

const ITEMS = 20;
const ACCESSES = ['free', 'subscribers', 'sale'] as const;
const accessOf = (i: number) => ACCESSES[i % 3];

let ctx: TestContext;
let counter: StatementCounter;
let cast: Cast;
/** Follows the owner and subscribes to them, follows the other performer without subscribing. */
let viewer: TestUser;
let viewerToken: string;
let conversationId: string;
const ids: Record<'feed' | 'video' | 'gallery' | 'product', string[]> = { feed: [], video: [], gallery: [], product: [] };

const db = () => ctx.database.db;
const { call } = apiRequests(() => ctx);

/** The viewer likes every second item and bookmarks every third, and buys the sale items among the first ten. */
async function engage(kind: keyof typeof ids, itemIds: string[]) {
  for (const [i, id] of itemIds.entries()) {
    if (i % 2 === 0) await db().insert(reactions).values({ userId: viewer.id, objectType: kind, objectId: id, action: 'like' });
    if (i % 3 === 0) await db().insert(reactions).values({ userId: viewer.id, objectType: kind, objectId: id, action: 'bookmark' });
    if (i < 10 && accessOf(i) === 'sale') await purchase(db(), viewer, kind, id);
  }
  ids[kind].push(...itemIds);
}

async function makeFeeds(performer: TestPerformer) {
  const made: string[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const access = accessOf(i);
    const publishedAt = new Date(Date.UTC(2026, 0, 1, 0, i));
    if (i % 5 === 4) {
      const poll = await createPoll(db(), performer);
      await db().insert(pollVotes).values({ pollId: poll.id, userId: cast.fan.id, optionId: poll.options[0].id });
      if (i % 10 === 4) await db().insert(pollVotes).values({ pollId: poll.id, userId: viewer.id, optionId: poll.options[1].id });
      made.push((await createFeed(db(), performer, { type: 'poll', access, pollId: poll.id, publishedAt })).id);
      continue;
    }
    const thumb = await createMediaFile(db(), performer, 'feed-thumbnail');
    const teaser = i % 4 === 0 ? (await createMediaFile(db(), performer, 'feed-teaser')).id : null;
    const row = await createFeed(db(), performer, { type: 'photo', access, thumbnailFileId: thumb.id, teaserFileId: teaser, textIsTeaser: i % 2 === 0, publishedAt, isPinned: i === 7, pinnedAt: i === 7 ? publishedAt : null });
    made.push(row.id);
  }
  return made;
}

beforeAll(async () => {
  ctx = await createTestApp();
  counter = statementCounter(ctx.database);
  cast = await createCast(ctx.app, db(), { name: 'Round Trips', username: 'roundtrips' });
  viewer = await createUser(db(), { name: 'Viewer' });
  viewerToken = await loginAs(ctx.app, viewer);
  await subscribe(db(), viewer, cast.owner);
  for (const performer of [cast.owner, cast.otherPerformer]) {
    expect((await call('POST', `/follows/${performer.id}`, viewerToken)).statusCode).toBe(200);
  }
  await engage('feed', [...(await makeFeeds(cast.owner)), ...(await makeFeeds(cast.otherPerformer))]);

  const videos: string[] = [];
  const galleries: string[] = [];
  const products: string[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const access = accessOf(i);
    const thumbnail = await createMediaFile(db(), cast.owner, 'video-thumbnail');
    videos.push((await createVideo(db(), cast.owner, { access, title: `Video ${i}`, thumbnailFileId: i % 2 ? thumbnail.id : null, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })).id);
    const gallery = await createGallery(db(), cast.owner, { access, title: `Gallery ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    for (let p = 0; p < 1 + (i % 3); p++) await createPhoto(db(), gallery);
    galleries.push(gallery.id);
    products.push((await createProduct(db(), cast.owner, { type: i % 2 ? 'digital' : 'physical', name: `Product ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })).id);
  }
  await engage('video', videos);
  await engage('gallery', galleries);
  await engage('product', products);

  // Twenty performers for the directory, each in a conversation with the viewer; one thread of 30 messages.
  for (let i = 0; i < ITEMS; i++) {
    const performer = await createPerformer(db(), { name: `Directory ${i}`, username: `directory${i}` });
    await subscribe(db(), viewer, performer);
    const started = await call('POST', '/conversations', viewerToken, { source: 'performer', sourceId: performer.id });
    expect(started.statusCode).toBe(200);
    const token = await loginAs(ctx.app, performer);
    expect((await call('POST', `/messages/conversations/${started.json().data._id}`, token, { text: `Hello from ${i}` })).statusCode).toBe(200);
  }
  const started = await call('POST', '/conversations', viewerToken, { source: 'performer', sourceId: cast.owner.id });
  conversationId = started.json().data._id;
  for (let i = 0; i < 30; i++) {
    const token = i % 2 ? cast.tokens.owner : viewerToken;
    expect((await call('POST', `/messages/conversations/${conversationId}`, token, { text: `Message ${i}` })).statusCode).toBe(200);
  }
});
afterAll(() => ctx?.close());

/** Calls the route twice (the first warms per-process caches) and answers the second answer and its statements. */
async function countedRead(url: string, token: string | undefined = viewerToken) {
  const warm = await call('GET', url, token);
  expect([url, warm.statusCode]).toEqual([url, 200]);
  const { result, statements } = await counter.counted(() => call('GET', url, token));
  expect([url, result.statusCode]).toEqual([url, 200]);
  return { body: result.json().data, statements };
}

/** At most three statements of the route's own, at most one session lookup; the answer read twice is the same. */
function expectFewRoundTrips(url: string, statements: { route: string[]; session: string[] }) {
  expect({ url, route: statements.route.length <= 3 ? 'at most 3' : statements.route }).toEqual({ url, route: 'at most 3' });
  expect(statements.session.length).toBeLessThanOrEqual(1);
}

/**
 * An answer without what changes between two reads of the same item: the signatures of media links (they
 * carry their moment of expiry) and the view count with the moment it last changed (opening an item's own
 * page counts a view; the kinds' own tests check those).
 */
function steady(item: unknown): unknown {
  const text = JSON.stringify(item).replace(/\?expires=[^"]*/g, '?signed');
  const { stats, updatedAt, ...rest } = JSON.parse(text) as { stats?: Record<string, number>; updatedAt?: string };
  const { views, ...counts } = stats ?? {};
  return { ...rest, stats: counts, viewsCounted: views !== undefined, updatedAt: updatedAt !== undefined };
}

/** Every item of the list reads as its own page shows it. */
async function expectItemsAsTheirOwnPages(list: { _id: string }[], itemUrl: (id: string) => string, token: string | undefined = viewerToken) {
  for (const item of list) {
    const own = await call('GET', itemUrl(item._id), token);
    expect(steady(own.json().data)).toEqual(steady(item));
  }
}

describe('content lists', () => {
  const lists = [
    { name: 'the home feed', url: '/user/feeds?pageSize=20', item: (id: string) => `/user/feeds/${id}`, kind: 'feed' as const },
    { name: 'a profile’s posts', url: '/user/feeds/search/roundtrips?pageSize=20', item: (id: string) => `/user/feeds/${id}`, kind: 'feed' as const },
    // The search matches only text the viewer may read: the posts for sale they did not buy are left out.
    { name: 'a search of a profile’s posts', url: '/user/feeds/search/roundtrips?pageSize=20&q=post', item: (id: string) => `/user/feeds/${id}`, kind: 'feed' as const, size: 17 },
    { name: 'a profile’s videos', url: () => `/performer-assets/videos/search?pageSize=20&performerId=${cast.owner.id}`, item: (id: string) => `/performer-assets/videos/${id}`, kind: 'video' as const },
    { name: 'a profile’s galleries', url: () => `/performer-assets/galleries/search?pageSize=20&performerId=${cast.owner.id}`, item: (id: string) => `/performer-assets/galleries/${id}`, kind: 'gallery' as const },
    { name: 'a profile’s products', url: () => `/performer-assets/products/search?pageSize=20&performerId=${cast.owner.id}`, item: (id: string) => `/performer-assets/products/${id}`, kind: 'product' as const },
  ];

  it.each(lists)('answers $name in at most three statements, each item as its own page shows it', async ({ url, item, kind, size = 20 }) => {
    const address = typeof url === 'string' ? url : url();
    const { body, statements } = await countedRead(address);
    expectFewRoundTrips(address, statements);
    expect(body.data.length).toBe(size);
    expect(body.total).toBeGreaterThanOrEqual(size);
    expect(body.data.every((shown: { _id: string }) => ids[kind].includes(shown._id))).toBe(true);
    await expectItemsAsTheirOwnPages(body.data, item);
  });

  it('shows the viewer’s likes, bookmarks, purchases and subscription on the home feed', async () => {
    const { body } = await countedRead('/user/feeds?pageSize=40');
    expect(body.total).toBe(2 * ITEMS);
    const byId = new Map<string, Record<string, unknown>>(body.data.map((f: { _id: string }) => [f._id, f]));
    for (const [i, id] of ids.feed.entries()) {
      const feed = byId.get(id)!;
      const ownersFeed = i < ITEMS;
      const bought = i < 10 && accessOf(i) === 'sale';
      expect({ i, liked: feed.isLiked, bookmarked: feed.isBookmarked, bought: feed.isBought, subscribed: feed.isSubscribed }).toEqual({
        i,
        liked: i % 2 === 0,
        bookmarked: i % 3 === 0,
        bought,
        subscribed: ownersFeed,
      });
      const access = accessOf(i % ITEMS);
      const open = access === 'free' || (access === 'subscribers' && ownersFeed) || bought;
      expect({ i, locked: feed.isLocked }).toEqual({ i, locked: !open });
    }
  });

  it('answers a page past the end with the total', async () => {
    const { body, statements } = await countedRead('/user/feeds?pageSize=20&current=5');
    expect(body).toEqual({ data: [], total: 2 * ITEMS });
    expectFewRoundTrips('a page past the end', statements);
  });

  it('answers the profile of a performer nobody may see as missing, in few statements', async () => {
    const missing = await counter.counted(() => call('GET', '/user/feeds/search/nobody-by-that-name', viewerToken));
    expect(missing.result.statusCode).toBe(404);
    expect(missing.statements.route.length).toBeLessThanOrEqual(3);
  });

  it('reads a profile’s posts the same for a visitor', async () => {
    const { body, statements } = await countedRead('/user/feeds/search/roundtrips?pageSize=20', undefined);
    expectFewRoundTrips('a visitor', statements);
    await expectItemsAsTheirOwnPages(body.data, (id) => `/user/feeds/${id}`, undefined);
  });
});

describe('performers, conversations and messages', () => {
  it('answers the performer directory and its search in at most three statements', async () => {
    for (const url of ['/performers/user/search?pageSize=20', '/performers/user/search?pageSize=20&q=directory']) {
      const { body, statements } = await countedRead(url);
      expectFewRoundTrips(url, statements);
      expect(body.data.length).toBe(20);
    }
  });

  it('answers the conversation list in at most three statements', async () => {
    const { body, statements } = await countedRead('/conversations?pageSize=20');
    expectFewRoundTrips('/conversations', statements);
    expect(body.data.length).toBe(20);
    expect(body.total).toBe(ITEMS + 1);
  });

  it('answers the messages of a conversation in at most three statements', async () => {
    const url = `/messages/conversations/${conversationId}?limit=25`;
    const { body, statements } = await countedRead(url);
    expectFewRoundTrips(url, statements);
    expect(body.data.length).toBe(25);
    expect(body.total).toBe(30);
  });
});
