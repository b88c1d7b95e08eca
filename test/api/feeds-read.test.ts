// Feeds as fans and visitors read them: one feed, a profile's feeds, the home timeline, bookmarks, votes, likes,
// reports and the file status poll, each against the seven audiences (CONTENT_ROLES, test/factories/content.ts).
// Every list and detail route is shown to carry no media URL for a locked feed.
import { eq } from 'drizzle-orm';
import { DEFAULT_FEED_THUMBNAIL } from '@/contracts/feeds';
import { feeds, pollVotes } from '@/server/modules/feeds/feeds.table';
import type { FeedRow } from '@/server/modules/feeds/feeds.table';
import type { MediaFileRow } from '@/server/modules/media-files/media-files.table';
import { CONTENT_ROLES, UNLOCKED_FOR, createContentCast, subscribe, createFeed, createMediaFile, createPoll, purchase, type ContentRole } from '../factories/content';
import { blockUser, createPerformer, createUser, fromCountry, loginAs, setBlockedCountries, type Cast, type TestUser } from '../factories/users';
import { apiCaller, byAccess, oneOfEachAccess, expectEveryAudienceReads, expectNoLinks, type Access } from '../helpers/content-reads';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';


let ctx: TestContext;
let cast: Cast;
let buyer: TestUser;
let tokens: Record<ContentRole, string | undefined>;
/** The owner's three photo feeds, each with a photo and a thumbnail of its own. */
let posts: Record<Access, { row: FeedRow; files: MediaFileRow[] }>;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cast, buyer, tokens } = await createContentCast(ctx.app, ctx.database.db, { name: 'Feed Owner' }));
  posts = await oneOfEachAccess(async (access, publishedAt) => {
    const photo = await createMediaFile(db(), cast.owner, 'feed-photo');
    const thumb = await createMediaFile(db(), cast.owner, 'feed-thumbnail');
    const row = await createFeed(db(), cast.owner, { type: 'photo', access, fileIds: [photo.id], thumbnailFileId: thumb.id, publishedAt });
    return { row, files: [photo, thumb] };
  });
  await purchase(db(), buyer, 'feed', posts.sale.row.id);
  // Everyone logged in follows the owner, so the timeline has the same three feeds for all of them.
  for (const role of ['fan', 'buyer', 'otherPerformer', 'admin'] as const) {
    expect((await get(`/follows/${cast.owner.id}`, tokens[role], 'POST')).statusCode).toBe(200);
  }
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const get = apiCaller(() => ctx);
const accessOf = (feed: { _id: string }): Access => (Object.keys(posts) as Access[]).find((a) => posts[a].row.id === feed._id)!;

/** A locked feed's JSON holds no private link and none of its media's storage keys; an open one links them. */
function expectMediaFor(role: ContentRole, feed: { _id: string; isLocked: boolean; files: { url: string | null; preview: string | null }[] }) {
  const access = accessOf(feed);
  if (UNLOCKED_FOR[role].includes(access)) {
    expect([role, access, feed.isLocked]).toEqual([role, access, false]);
    expect(feed.files[0].url).toContain(posts[access].files[0].mainKey);
    return;
  }
  expect([role, access, feed.isLocked]).toEqual([role, access, true]);
  expectNoLinks(role, access, feed, posts[access].files);
  // The blurred preview is what a locked feed shows instead.
  expect(feed.files[0].url).toBeNull();
  expect(feed.files[0].preview).toBe(`${SITE_URL}/api/files/${posts[access].files[0].previewKey}`);
}

describe('GET /user/feeds/{id}', () => {
  it('answers every audience, with the media only for those entitled', async () => {
    await expectEveryAudienceReads({
      call: get,
      tokens,
      roles: CONTENT_ROLES,
      urls: byAccess((a) => `/user/feeds/${posts[a].row.id}`),
      expectFor: expectMediaFor,
      fields: (role, access) => ({ access, type: 'photo', status: 'published', isSubscribed: role === 'subscriber', isBought: role === 'buyer' && access === 'sale', price: access === 'sale' ? 9.95 : null }),
    });
  });

  it('shows a locked feed’s thumbnail as its blurred preview, and the placeholder without a thumbnail', async () => {
    const locked = (await get(`/user/feeds/${posts.sale.row.id}`, tokens.fan)).json().data;
    expect(locked.thumbnail.url).toBe(`${SITE_URL}/api/files/${posts.sale.files[1].previewKey}`);
    const open = (await get(`/user/feeds/${posts.sale.row.id}`, tokens.buyer)).json().data;
    expect(open.thumbnail.url).toContain(posts.sale.files[1].mainKey);
    const plain = await createFeed(db(), cast.owner, { access: 'sale' });
    expect((await get(`/user/feeds/${plain.id}`, tokens.fan)).json().data.thumbnail.url).toBe(`${SITE_URL}${DEFAULT_FEED_THUMBNAIL}`);
  });

  it('links the teaser of a locked feed (the free sample) but still none of its media', async () => {
    const teaser = await createMediaFile(db(), cast.owner, 'feed-teaser');
    const video = await createMediaFile(db(), cast.owner, 'feed-video');
    const feed = await createFeed(db(), cast.owner, { type: 'video', access: 'subscribers', fileIds: [video.id], teaserFileId: teaser.id });
    const answer = (await get(`/user/feeds/${feed.id}`, tokens.fan)).json().data;
    expect(answer.isLocked).toBe(true);
    expect(answer.teaser.url).toContain(teaser.mainKey);
    expect(JSON.stringify(answer)).not.toContain(video.mainKey);
    expect(answer.files[0].url).toBeNull();
  });

  it('is a 404 for scheduled feeds except to their owner and admins, and for unknown ids', async () => {
    const scheduled = await createFeed(db(), cast.owner, { status: 'scheduled', publishedAt: null, scheduledAt: new Date(Date.now() + 3600_000) });
    for (const role of ['anonymous', 'fan', 'subscriber', 'buyer', 'otherPerformer'] as const) {
      const res = await get(`/user/feeds/${scheduled.id}`, tokens[role]);
      expect([role, res.statusCode]).toEqual([role, 404]);
      expect(res.json().message).toBe('This post does not exist or is no longer available.');
    }
    expect((await get(`/user/feeds/${scheduled.id}`, tokens.owner)).json().data.status).toBe('scheduled');
    expect((await get(`/user/feeds/${scheduled.id}`, tokens.admin)).statusCode).toBe(200);
    expect((await get('/user/feeds/7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11', tokens.fan)).statusCode).toBe(404);
    expect((await get('/user/feeds/not-an-id', tokens.fan)).statusCode).toBe(404);
  });

  it('hides the feeds of a performer who blocked the viewer or their country, except what they bought', async () => {
    const performer = await createPerformer(db());
    const free = await createFeed(db(), performer, { access: 'free' });
    const sale = await createFeed(db(), performer, { access: 'sale', type: 'photo' });
    const victim = await createUser(db());
    const token = await loginAs(ctx.app, victim);
    await purchase(db(), victim, 'feed', sale.id);
    await blockUser(db(), performer.id, victim.id);
    expect((await get(`/user/feeds/${free.id}`, token)).statusCode).toBe(404);
    const bought = await get(`/user/feeds/${sale.id}`, token);
    expect(bought.json().data).toMatchObject({ isLocked: false, isBought: true });
    await setBlockedCountries(db(), performer.id, ['GB']);
    expect((await get(`/user/feeds/${free.id}`, undefined, 'GET', undefined, fromCountry('GB', ctx.config.internalApiSecret))).statusCode).toBe(404);
    expect((await get(`/user/feeds/${free.id}`, undefined, 'GET', undefined, fromCountry('US', ctx.config.internalApiSecret))).statusCode).toBe(200);
  });
});

describe('GET /user/feeds/search/{username}', () => {
  it('lists a profile’s published feeds, pinned first then newest, for every audience with media only where entitled', async () => {
    const pinned = await createFeed(db(), cast.owner, { text: 'Pinned hello', isPinned: true, pinnedAt: new Date(), publishedAt: new Date(Date.now() - 3600_000) });
    const scheduled = await createFeed(db(), cast.owner, { status: 'scheduled', publishedAt: null, scheduledAt: new Date(Date.now() + 3600_000) });
    for (const role of CONTENT_ROLES) {
      const res = await get(`/user/feeds/search/${cast.owner.username}?type=photo`, tokens[role]);
      expect([role, res.statusCode]).toEqual([role, 200]);
      const list = res.json().data;
      expect(list.data.map(accessOf)).toEqual(['free', 'subscribers', 'sale']);
      for (const feed of list.data) expectMediaFor(role, feed);
    }
    const all = (await get(`/user/feeds/search/${cast.owner.username}?limit=100`, tokens.fan)).json().data.data;
    expect(all[0]._id).toBe(pinned.id);
    expect(all.map((f: { _id: string }) => f._id)).not.toContain(scheduled.id);
    expect((await get(`/user/feeds/search/${cast.owner.username}?access=sale&type=photo`, tokens.fan)).json().data.total).toBe(1);
  });

  it('is a 404 for an unknown or hidden performer', async () => {
    expect((await get('/user/feeds/search/nobody-at-all', tokens.fan)).statusCode).toBe(404);
    const pending = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    await createFeed(db(), pending);
    expect((await get(`/user/feeds/search/${pending.username}`, tokens.fan)).statusCode).toBe(404);
    expect((await get(`/user/feeds/search/${pending.username}`, await loginAs(ctx.app, pending))).json().data.total).toBe(1);
    const blocker = await createPerformer(db());
    await blockUser(db(), blocker.id, cast.otherFan.id);
    expect((await get(`/user/feeds/search/${blocker.username}`, cast.tokens.otherFan)).statusCode).toBe(404);
  });
});

describe('GET /user/feeds (the home timeline)', () => {
  it('needs a session', async () => {
    expect((await get('/user/feeds')).statusCode).toBe(401);
  });

  it('shows followed and subscribed performers’ feeds, newest first, with media only where entitled', async () => {
    for (const role of ['fan', 'subscriber', 'buyer', 'otherPerformer', 'admin'] as const) {
      const list = (await get('/user/feeds?type=photo', tokens[role])).json().data;
      expect([role, list.data.map(accessOf)]).toEqual([role, ['free', 'subscribers', 'sale']]);
      for (const feed of list.data) expectMediaFor(role, feed);
    }
    // The owner follows nobody: their own feeds are not their timeline.
    expect((await get('/user/feeds', tokens.owner)).json().data.total).toBe(0);
    const paged = (await get('/user/feeds?type=photo&offset=1&limit=1', tokens.fan)).json().data;
    expect([paged.data.map(accessOf), paged.total]).toEqual([['subscribers'], 3]);
  });

  it('leaves out performers not followed nor subscribed, expired subscriptions, scheduled feeds and blockers', async () => {
    const reader = await createUser(db());
    const token = await loginAs(ctx.app, reader);
    const followed = await createPerformer(db());
    const subscribed = await createPerformer(db());
    const expired = await createPerformer(db());
    const stranger = await createPerformer(db());
    const a = await createFeed(db(), followed, { text: 'followed' });
    const b = await createFeed(db(), subscribed, { text: 'subscribed' });
    await createFeed(db(), expired, { text: 'expired' });
    await createFeed(db(), stranger, { text: 'stranger' });
    await createFeed(db(), followed, { status: 'scheduled', publishedAt: null, scheduledAt: new Date(Date.now() + 3600_000) });
    expect((await get(`/follows/${followed.id}`, token, 'POST')).statusCode).toBe(200);
    await subscribe(db(), reader, subscribed);
    await subscribe(db(), reader, expired, { expiredAt: new Date(Date.now() - 1000) });
    const ids = async () => (await get('/user/feeds', token)).json().data.data.map((f: { _id: string }) => f._id).sort();
    expect(await ids()).toEqual([a.id, b.id].sort());
    await blockUser(db(), followed.id, reader.id);
    expect(await ids()).toEqual([b.id]);
  });
});

describe('likes and bookmarks on feeds; GET /reactions/feeds/bookmark', () => {
  const reaction = (objectId: string, action: 'like' | 'bookmark') => ({ objectId, objectType: 'feed', action });

  it('counts likes and bookmarks on the feed and lists bookmarks with media only where entitled', async () => {
    for (const role of ['fan', 'subscriber', 'buyer', 'otherPerformer', 'owner', 'admin'] as const) {
      for (const access of ['free', 'subscribers', 'sale'] as const) {
        expect((await get('/reactions', tokens[role], 'POST', reaction(posts[access].row.id, 'bookmark'))).statusCode).toBe(200);
      }
      const list = (await get('/reactions/feeds/bookmark', tokens[role])).json().data;
      expect([role, list.total]).toEqual([role, 3]);
      for (const item of list.data) {
        expect(item.objectId).toBe(item.objectInfo._id);
        expectMediaFor(role, item.objectInfo);
        expect(item.objectInfo.isBookmarked).toBe(true);
      }
    }
    expect((await db().select().from(feeds).where(eq(feeds.id, posts.free.row.id)))[0].bookmarkCount).toBe(6);
    expect((await get('/reactions/feeds/bookmark')).statusCode).toBe(401);

    expect((await get('/reactions', tokens.fan, 'POST', reaction(posts.free.row.id, 'like'))).json().data.active).toBe(true);
    const liked = (await get(`/user/feeds/${posts.free.row.id}`, tokens.fan)).json().data;
    expect(liked).toMatchObject({ isLiked: true, stats: { likes: 1, bookmarks: 6 } });
    expect((await get('/reactions', tokens.fan, 'DELETE', reaction(posts.free.row.id, 'like'))).statusCode).toBe(200);
    expect((await get(`/user/feeds/${posts.free.row.id}`, tokens.fan)).json().data).toMatchObject({ isLiked: false, stats: { likes: 0 } });
  });

  it('refuses reactions on feeds the user may not see and drops them from bookmarks once hidden', async () => {
    const performer = await createPerformer(db());
    const feed = await createFeed(db(), performer);
    const scheduled = await createFeed(db(), performer, { status: 'scheduled', publishedAt: null, scheduledAt: new Date(Date.now() + 3600_000) });
    const reader = await createUser(db());
    const token = await loginAs(ctx.app, reader);
    expect((await get('/reactions', token, 'POST', reaction(scheduled.id, 'like'))).statusCode).toBe(404);
    expect((await get('/reactions', token, 'POST', reaction(feed.id, 'bookmark'))).statusCode).toBe(200);
    expect((await get('/reactions/feeds/bookmark', token)).json().data.total).toBe(1);
    await blockUser(db(), performer.id, reader.id);
    expect((await get('/reactions/feeds/bookmark', token)).json().data.total).toBe(0);
    expect((await get('/reactions', token, 'POST', reaction(feed.id, 'like'))).statusCode).toBe(404);
  });
});

describe('POST /reports on a feed', () => {
  it('reports someone else’s feed, not one’s own nor a missing one', async () => {
    const body = (targetId: string) => ({ targetId, target: 'feed', category: 'spam', description: 'This post is spam.' });
    expect((await get('/reports', tokens.fan, 'POST', body(posts.free.row.id))).statusCode).toBe(200);
    const own = await get('/reports', tokens.owner, 'POST', body(posts.free.row.id));
    expect([own.statusCode, own.json().message]).toEqual([422, 'You cannot report your own post.']);
    expect((await get('/reports', tokens.fan, 'POST', body('7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11'))).statusCode).toBe(404);
  });
});

describe('POST /user/feeds/vote/{pollId}', () => {
  async function pollFeed(access: Access, expiresAt?: Date) {
    const poll = await createPoll(db(), cast.owner, { options: ['Red', 'Blue'], expiresAt });
    const feed = await createFeed(db(), cast.owner, { type: 'poll', access, pollId: poll.id });
    return { poll, feed };
  }
  const vote = (pollId: string, optionId: string, token?: string) => get(`/user/feeds/vote/${pollId}`, token, 'POST', { optionId });

  it('takes one vote per user and answers the counts', async () => {
    const { poll } = await pollFeed('free');
    const [red, blue] = poll.options.map((o) => o.id);
    const first = await vote(poll.id, red, tokens.fan);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ totalVotes: 1, votedOptionId: red, closed: false });
    const second = await vote(poll.id, blue, tokens.otherPerformer);
    expect(second.json().data.options.map((o: { votes: number }) => o.votes)).toEqual([1, 1]);
    const again = await vote(poll.id, blue, tokens.fan);
    expect([again.statusCode, again.json().message]).toEqual([409, 'You have already voted in this poll.']);
    expect(await db().select().from(pollVotes).where(eq(pollVotes.pollId, poll.id))).toHaveLength(2);
    expect((await vote(poll.id, red)).statusCode).toBe(401);
  });

  it('shows the viewer’s vote and the counts on the feed', async () => {
    const { poll, feed } = await pollFeed('free');
    await vote(poll.id, poll.options[1].id, tokens.buyer);
    const seen = (await get(`/user/feeds/${feed.id}`, tokens.buyer)).json().data.poll;
    expect(seen).toMatchObject({ totalVotes: 1, votedOptionId: poll.options[1].id });
    expect((await get(`/user/feeds/${feed.id}`)).json().data.poll.votedOptionId).toBeNull();
  });

  it('refuses votes after expiry, for unknown options, and from viewers not entitled to the feed', async () => {
    const closed = await pollFeed('free', new Date(Date.now() - 1000));
    const late = await vote(closed.poll.id, closed.poll.options[0].id, tokens.fan);
    expect([late.statusCode, late.json().message]).toEqual([422, 'This poll has closed']);
    expect((await get(`/user/feeds/${closed.feed.id}`, tokens.fan)).json().data.poll.closed).toBe(true);

    const open = await pollFeed('subscribers');
    const option = open.poll.options[0].id;
    expect((await vote(open.poll.id, 'no-such-option', tokens.subscriber)).json().message).toBe("Choose one of the poll's options.");
    const locked = await vote(open.poll.id, option, tokens.fan);
    expect([locked.statusCode, locked.json().message]).toEqual([403, 'Subscribe to this performer to vote in their poll.']);
    expect((await vote(open.poll.id, option, tokens.subscriber)).statusCode).toBe(200);
    expect((await vote(open.poll.id, option, tokens.owner)).statusCode).toBe(200);
    expect((await vote(open.poll.id, option, tokens.admin)).statusCode).toBe(200);

    const blocked = await createUser(db());
    await blockUser(db(), cast.owner.id, blocked.id);
    expect((await vote(open.poll.id, option, await loginAs(ctx.app, blocked))).statusCode).toBe(404);
    const loose = await createPoll(db(), cast.owner);
    expect((await vote(loose.id, loose.options[0].id, tokens.fan)).statusCode).toBe(404);
    expect(await db().select().from(pollVotes).where(eq(pollVotes.pollId, closed.poll.id))).toHaveLength(0);
  });
});

describe('GET /user/feeds/{id}/file/{fileId}/status', () => {
  it('answers the owner only; everyone else gets 404 (401 without a session)', async () => {
    const processing = await createMediaFile(db(), cast.owner, 'feed-video', { status: 'processing' });
    const feed = await createFeed(db(), cast.owner, { type: 'video', fileIds: [processing.id] });
    const url = `/user/feeds/${feed.id}/file/${processing.id}/status`;
    expect((await get(url, tokens.owner)).json().data).toEqual({ _id: processing.id, status: 'processing', progress: 10, error: null });
    expect((await get(url)).statusCode).toBe(401);
    for (const role of ['fan', 'subscriber', 'buyer', 'otherPerformer', 'admin'] as const) expect([role, (await get(url, tokens[role])).statusCode]).toEqual([role, 404]);
    // A file of another feed is not this feed's.
    expect((await get(`/user/feeds/${posts.free.row.id}/file/${processing.id}/status`, tokens.owner)).statusCode).toBe(404);
  });
});
