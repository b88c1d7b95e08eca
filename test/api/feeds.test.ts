// Feeds, the performer's side: create (with every validation), list, read, edit, delete, polls made by performers.
// Every route against the seven audiences (CONTENT_ROLES, test/factories/content.ts).
import { eq } from 'drizzle-orm';
import { feeds, polls } from '@/server/modules/feeds/feeds.table';
import { mediaFiles } from '@/server/modules/media-files/media-files.table';
import { createFeed, createMediaFile, createPoll, purchase, subscribe } from '../factories/content';
import { authHeader, createCast, createPerformer, createUser, loginAs, type Cast } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
let tokens: Record<'anonymous' | 'fan' | 'subscriber' | 'buyer' | 'otherPerformer' | 'owner' | 'admin', string | undefined>;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, ctx.database.db);
  const subscriber = await createUser(db());
  await subscribe(db(), subscriber, cast.owner);
  const buyer = await createUser(db());
  tokens = {
    anonymous: undefined,
    fan: cast.tokens.fan,
    subscriber: await loginAs(ctx.app, subscriber),
    buyer: await loginAs(ctx.app, buyer),
    otherPerformer: cast.tokens.otherPerformer,
    owner: cast.tokens.owner,
    admin: cast.tokens.admin,
  };
  buyerId = buyer.id;
});
afterAll(() => ctx?.close());

let buyerId: string;
const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
const feedRow = async (id: string) => (await db().select().from(feeds).where(eq(feeds.id, id)))[0];
const feedCount = async (performerId: string) => (await db().select().from(feeds).where(eq(feeds.performerId, performerId))).length;
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

describe('POST /performer/feeds', () => {
  it('creates a free photo post with the performer’s own processed photo, linked for the owner', async () => {
    const photo = await createMediaFile(db(), cast.owner, 'feed-photo');
    const thumb = await createMediaFile(db(), cast.owner, 'feed-thumbnail');
    const res = await call('POST', '/performer/feeds', tokens.owner, { type: 'photo', text: ' Hello ', access: 'free', fileIds: [photo.id], thumbnailId: thumb.id });
    expect(res.statusCode).toBe(200);
    const feed = res.json().data;
    expect(feed).toMatchObject({ performerId: cast.owner.id, type: 'photo', text: 'Hello', access: 'free', price: null, isLocked: false, status: 'published', isPinned: false, poll: null, teaser: null });
    expect(feed.performer).toMatchObject({ _id: cast.owner.id, username: cast.owner.username });
    expect(feed.files).toHaveLength(1);
    expect(feed.files[0].url).toContain(photo.mainKey);
    expect(feed.thumbnail.url).toContain(thumb.mainKey);
    expect(feed.publishedAt).not.toBeNull();
  });

  it('stores a sale price in minor units and answers it in currency units', async () => {
    const res = await call('POST', '/performer/feeds', tokens.owner, { type: 'text', text: 'Secret', access: 'sale', price: 9.95 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.price).toBe(9.95);
    expect((await feedRow(res.json().data._id)).price).toBe(995);
  });

  it('lets an unverified performer prepare posts', async () => {
    const pending = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    const res = await call('POST', '/performer/feeds', await loginAs(ctx.app, pending), { type: 'text', text: 'Soon', access: 'free' });
    expect(res.statusCode).toBe(200);
  });

  it('is refused to anonymous visitors (401) and to fans and admins who are not performers (403)', async () => {
    const body = { type: 'text', text: 'x', access: 'free' };
    expect((await call('POST', '/performer/feeds', undefined, body)).statusCode).toBe(401);
    for (const token of [tokens.fan, tokens.subscriber, tokens.buyer, tokens.admin]) {
      const res = await call('POST', '/performer/feeds', token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only performers can do this.');
    }
  });

  it('refuses invalid content with a readable 4xx and saves nothing', async () => {
    const before = await feedCount(cast.owner.id);
    const otherPhoto = await createMediaFile(db(), cast.otherPerformer, 'feed-photo');
    const video = await createMediaFile(db(), cast.owner, 'feed-video');
    const failed = await createMediaFile(db(), cast.owner, 'feed-photo', { status: 'error' });
    const othersPoll = await createPoll(db(), cast.otherPerformer);
    const cases: [object, number, RegExp][] = [
      [{ type: 'text', access: 'sale' }, 422, /A post for sale needs a price/],
      [{ type: 'text', access: 'free', price: 5 }, 422, /Only a post for sale has a price/],
      [{ type: 'text', access: 'subscribers', price: 5 }, 422, /Only a post for sale has a price/],
      [{ type: 'text', access: 'sale', price: 0 }, 422, /Price must be more than 0/],
      [{ type: 'text', access: 'sale', price: 1.234 }, 422, /at most two decimals/],
      [{ type: 'photo', access: 'free' }, 422, /needs at least one photo/],
      [{ type: 'photo', access: 'free', fileIds: [otherPhoto.id] }, 422, /is not one of your uploads/],
      [{ type: 'photo', access: 'free', fileIds: [video.id] }, 422, /is not one of your uploads/],
      [{ type: 'photo', access: 'free', fileIds: [failed.id] }, 422, /could not be processed/],
      [{ type: 'video', access: 'free', fileIds: [video.id, video.id] }, 422, /only once/],
      [{ type: 'text', access: 'free', fileIds: [video.id] }, 422, /A text post holds no files/],
      [{ type: 'text', access: 'free', thumbnailId: video.id }, 422, /The thumbnail is not one of your uploads/],
      [{ type: 'poll', access: 'free' }, 422, /needs a pollId/],
      [{ type: 'poll', access: 'free', pollId: othersPoll.id }, 422, /This poll is not one of yours/],
      [{ type: 'text', access: 'free', pollId: othersPoll.id }, 422, /Only a poll post carries a poll/],
      [{ type: 'text', access: 'free', scheduledAt: new Date(Date.now() - 60_000).toISOString() }, 422, /must be in the future/],
      [{ type: 'text', access: 'free', scheduledAt: 'tomorrow' }, 422, /scheduledAt must be a date and time/],
      [{ type: 'story', access: 'free' }, 422, /type must be one of/],
      [{ type: 'text', access: 'everyone' }, 422, /access must be free, subscribers or sale/],
      [{ type: 'text', access: 'free', text: 'x'.repeat(5001) }, 422, /at most 5000 characters/],
      [{ type: 'text', access: 'free', extra: 1 }, 422, /./],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/performer/feeds', tokens.owner, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), status]);
      expect(res.json().message).toMatch(message);
    }
    expect(await feedCount(cast.owner.id)).toBe(before);
  });

  it('creates a poll post from the performer’s own poll, once', async () => {
    const poll = (await call('POST', '/performer/feeds/polls', tokens.owner, { description: 'Next?', options: ['A', 'B'], expiresAt: inAnHour() })).json().data;
    const res = await call('POST', '/performer/feeds', tokens.owner, { type: 'poll', text: 'Vote', access: 'free', pollId: poll._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.poll).toMatchObject({ _id: poll._id, totalVotes: 0, closed: false, votedOptionId: null });
    const again = await call('POST', '/performer/feeds', tokens.owner, { type: 'poll', text: 'Vote', access: 'free', pollId: poll._id });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/already belongs to another post/);
  });
});

describe('POST /performer/feeds/polls', () => {
  it('creates a poll with ids for its options', async () => {
    const res = await call('POST', '/performer/feeds/polls', tokens.owner, { description: 'Which?', options: ['Red', 'Blue', 'Green'], expiresAt: inAnHour() });
    expect(res.statusCode).toBe(200);
    const poll = res.json().data;
    expect(poll.options.map((o: { text: string }) => o.text)).toEqual(['Red', 'Blue', 'Green']);
    expect(new Set(poll.options.map((o: { _id: string }) => o._id)).size).toBe(3);
    expect(poll).toMatchObject({ description: 'Which?', totalVotes: 0, closed: false, votedOptionId: null });
  });

  it('refuses bad polls and non-performers', async () => {
    const before = (await db().select().from(polls)).length;
    const cases: [object, number, RegExp][] = [
      [{ options: ['Only one'], expiresAt: inAnHour() }, 422, /at least 2 options/],
      [{ options: ['A', ''], expiresAt: inAnHour() }, 422, /cannot be empty/],
      [{ options: ['A', 'B'], expiresAt: new Date(Date.now() - 1000).toISOString() }, 422, /expiresAt must be in the future/],
      [{ options: ['A', 'B'] }, 422, /./],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/performer/feeds/polls', tokens.owner, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const ok = { options: ['A', 'B'], expiresAt: inAnHour() };
    expect((await call('POST', '/performer/feeds/polls', undefined, ok)).statusCode).toBe(401);
    expect((await call('POST', '/performer/feeds/polls', tokens.fan, ok)).statusCode).toBe(403);
    expect((await db().select().from(polls)).length).toBe(before);
  });
});

describe('GET /performer/feeds and GET/PUT/DELETE /performer/feeds/{id}', () => {
  it('lists the performer’s own posts only, scheduled ones included, with search and filters', async () => {
    const performer = await createPerformer(db());
    const token = await loginAs(ctx.app, performer);
    await createFeed(db(), performer, { text: 'Sunny beach day' });
    await createFeed(db(), performer, { access: 'sale', type: 'photo', text: 'Studio shoot' });
    await createFeed(db(), performer, { status: 'scheduled', scheduledAt: new Date(Date.now() + 3600_000), publishedAt: null, text: 'Coming soon' });
    await createFeed(db(), cast.otherPerformer, { text: 'Not mine' });
    const all = (await call('GET', '/performer/feeds', token)).json().data;
    expect(all.total).toBe(3);
    expect(all.data.map((f: { text: string }) => f.text).sort()).toEqual(['Coming soon', 'Studio shoot', 'Sunny beach day']);
    expect(all.data.find((f: { text: string }) => f.text === 'Coming soon').status).toBe('scheduled');
    // The owner sees their own media unlocked.
    expect(all.data.every((f: { isLocked: boolean }) => !f.isLocked)).toBe(true);
    expect((await call('GET', '/performer/feeds?q=beach', token)).json().data.data.map((f: { text: string }) => f.text)).toEqual(['Sunny beach day']);
    expect((await call('GET', '/performer/feeds?access=sale', token)).json().data.total).toBe(1);
    expect((await call('GET', '/performer/feeds?type=photo', token)).json().data.total).toBe(1);
    const paged = (await call('GET', '/performer/feeds?offset=1&limit=1', token)).json().data;
    expect([paged.data.length, paged.total]).toEqual([1, 3]);
    expect((await call('GET', '/performer/feeds?limit=101', token)).statusCode).toBe(422);
    expect((await call('GET', '/performer/feeds', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/performer/feeds', tokens.fan)).statusCode).toBe(403);
  });

  it('reads, edits and deletes only for the owner; another performer gets 404, fans 403, anonymous 401', async () => {
    const feed = await createFeed(db(), cast.owner, { access: 'subscribers', text: 'Mine' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? { text: 'Hacked' } : undefined;
      expect((await call(method, `/performer/feeds/${feed.id}`, undefined, payload)).statusCode).toBe(401);
      for (const token of [tokens.fan, tokens.subscriber, tokens.buyer, tokens.admin]) expect((await call(method, `/performer/feeds/${feed.id}`, token, payload)).statusCode).toBe(403);
      const other = await call(method, `/performer/feeds/${feed.id}`, tokens.otherPerformer, payload);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('This post does not exist, or is not yours.');
    }
    expect(await feedRow(feed.id)).toMatchObject({ text: 'Mine' });
    expect((await call('GET', `/performer/feeds/${feed.id}`, tokens.owner)).json().data).toMatchObject({ _id: feed.id, text: 'Mine', isLocked: false });
    expect((await call('GET', '/performer/feeds/not-an-id', tokens.owner)).statusCode).toBe(422);
  });

  it('edits text, access, price, files and pinning, keeping the type', async () => {
    const feed = await createFeed(db(), cast.owner, { type: 'photo', access: 'free' });
    const second = await createMediaFile(db(), cast.owner, 'feed-photo');
    const res = await call('PUT', `/performer/feeds/${feed.id}`, tokens.owner, { text: 'Now paid', access: 'sale', price: 4.5, fileIds: [...feed.fileIds, second.id], isPinned: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ text: 'Now paid', access: 'sale', price: 4.5, isPinned: true, type: 'photo' });
    expect(res.json().data.files.map((f: { _id: string }) => f._id)).toEqual([...feed.fileIds, second.id]);
    expect((await feedRow(feed.id)).pinnedAt).not.toBeNull();
    // Leaving sale drops the price; naming a price off sale is refused.
    const free = await call('PUT', `/performer/feeds/${feed.id}`, tokens.owner, { access: 'free' });
    expect(free.json().data).toMatchObject({ access: 'free', price: null });
    expect((await feedRow(feed.id)).price).toBeNull();
    const refused = await call('PUT', `/performer/feeds/${feed.id}`, tokens.owner, { access: 'subscribers', price: 3 });
    expect(refused.statusCode).toBe(422);
    expect((await call('PUT', `/performer/feeds/${feed.id}`, tokens.owner, { type: 'video' })).statusCode).toBe(422);
    expect((await call('PUT', `/performer/feeds/${feed.id}`, tokens.owner, { fileIds: [] })).json().message).toMatch(/needs at least one photo/);
    expect((await call('PUT', `/performer/feeds/${feed.id}`, tokens.owner, { scheduledAt: inAnHour() })).json().message).toMatch(/already published/);
    expect(await feedRow(feed.id)).toMatchObject({ access: 'free', fileIds: [...feed.fileIds, second.id], status: 'published' });
  });

  it('deletes a post with its files and poll, keeping files another post still uses', async () => {
    const shared = await createMediaFile(db(), cast.owner, 'feed-photo');
    const own = await createMediaFile(db(), cast.owner, 'feed-photo');
    const poll = await createPoll(db(), cast.owner);
    const feed = await createFeed(db(), cast.owner, { type: 'photo', fileIds: [shared.id, own.id] });
    const pollFeed = await createFeed(db(), cast.owner, { type: 'poll', pollId: poll.id });
    await createFeed(db(), cast.owner, { type: 'photo', fileIds: [shared.id] });
    const res = await call('DELETE', `/performer/feeds/${feed.id}`, tokens.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deleted: true });
    expect(await feedRow(feed.id)).toBeUndefined();
    const left = (await db().select().from(mediaFiles).where(eq(mediaFiles.ownerId, cast.owner.id))).map((f) => f.id);
    expect(left).toContain(shared.id);
    expect(left).not.toContain(own.id);
    expect((await call('DELETE', `/performer/feeds/${pollFeed.id}`, tokens.owner)).statusCode).toBe(200);
    expect(await db().select().from(polls).where(eq(polls.id, poll.id))).toHaveLength(0);
    expect((await call('DELETE', `/performer/feeds/${feed.id}`, tokens.owner)).statusCode).toBe(404);
  });
});

describe('the buyer audience', () => {
  it('sees the post they bought unlocked, marked as bought', async () => {
    const feed = await createFeed(db(), cast.owner, { access: 'sale', type: 'photo' });
    await purchase(db(), { id: buyerId }, 'feed', feed.id);
    const res = await call('GET', `/user/feeds/${feed.id}`, tokens.buyer);
    expect(res.json().data).toMatchObject({ isBought: true, isLocked: false });
  });
});
