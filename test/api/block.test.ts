// Blocking (docs/business-rules.md "Safety"): the site-wide geo-block check
// (GET /block/countries/check?fromServerRequest=true) and a performer's own user and country blocks.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { follows, performers, reactions, userBlocks } from '@/server/db/schema';
import { INTERNAL_SECRET_HEADER } from '@/server/modules/block/client-ip';
import { authHeader, createAdmin, createPerformer, createUser, loginAs, type TestPerformer, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

const GB_IP = '81.2.69.160';
const US_IP = '8.8.8.8';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const adminToken = await loginAs(ctx.app, await createAdmin(ctx.database.db));
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: authHeader(adminToken), payload: { blockedCountries: ['GB'] } });
  expect(res.statusCode).toBe(200);
});
afterAll(() => ctx?.close());

const check = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/block/countries/check?fromServerRequest=true', headers });

describe('GET /api/block/countries/check', () => {
  it("blocks a visitor from a blocked country when the app's own server passes their address", async () => {
    const res = await check({ 'x-client-ip': GB_IP, [INTERNAL_SECRET_HEADER]: ctx.config.internalApiSecret });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: { blocked: true, countryCode: 'GB' } });
  });

  it('lets visitors from other countries in', async () => {
    const res = await check({ 'x-client-ip': US_IP, [INTERNAL_SECRET_HEADER]: ctx.config.internalApiSecret });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ blocked: false, countryCode: 'US' });
  });

  it('ignores x-client-ip from an outside client (no or wrong internal secret)', async () => {
    const attempts: Record<string, string>[] = [{ 'x-client-ip': GB_IP }, { 'x-client-ip': GB_IP, [INTERNAL_SECRET_HEADER]: 'guessed-secret-guessed' }];
    for (const headers of attempts) {
      const res = await check(headers);
      expect(res.statusCode).toBe(200);
      // The injected request comes from the loopback address, which has no country.
      expect(res.json().data).toEqual({ blocked: false, countryCode: null });
    }
  });

  it('ignores forwarding headers when no trusted proxy is configured', async () => {
    const res = await check({ 'x-forwarded-for': GB_IP });
    expect(res.json().data.blocked).toBe(false);
  });

  it('stops blocking once the admin clears the list', async () => {
    const adminToken = await loginAs(ctx.app, await createAdmin(ctx.database.db));
    await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: authHeader(adminToken), payload: { blockedCountries: [] } });
    const res = await check({ 'x-client-ip': GB_IP, [INTERNAL_SECRET_HEADER]: ctx.config.internalApiSecret });
    expect(res.json().data).toEqual({ blocked: false, countryCode: 'GB' });
  });

  it('refuses a malformed query with a readable 422', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/block/countries/check?fromServerRequest=maybe' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Please check the request in the address\. fromServerRequest/);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const adminToken = await loginAs(proxied.app, await createAdmin(proxied.database.db));
    await proxied.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: authHeader(adminToken), payload: { blockedCountries: ['GB'] } });
  });
  afterAll(() => proxied?.close());

  it('takes the visitor address from the forwarding header the proxy sets', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/api/block/countries/check', headers: { 'x-forwarded-for': GB_IP } });
    expect(res.json().data).toEqual({ blocked: true, countryCode: 'GB' });
  });
});

describe("a performer's blocks", () => {
  let fan: TestUser;
  let otherFan: TestUser;
  let owner: TestPerformer;
  let otherPerformer: TestPerformer;
  let admin: TestUser;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const db = ctx.database.db;
    fan = await createUser(db, { name: 'Gloria Fanning' });
    otherFan = await createUser(db);
    owner = await createPerformer(db);
    otherPerformer = await createPerformer(db);
    admin = await createAdmin(db);
    for (const [role, user] of Object.entries({ fan, otherFan, owner, otherPerformer, admin })) tokens[role] = await loginAs(ctx.app, user);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
  const block = (token: string | null, payload: object) => call('POST', '/block/users', token, payload);
  const blockedIds = async (performerId: string) =>
    (await ctx.database.db.select().from(userBlocks).where(eq(userBlocks.performerId, performerId))).map((r) => r.userId);

  /** The state the follows and reactions modules keep: a follow with its cached count, and reactions. */
  async function followAndReact(user: TestUser, performer: TestPerformer) {
    const db = ctx.database.db;
    await db.insert(follows).values({ followerId: user.id, performerId: performer.id });
    const [row] = await db.select().from(performers).where(eq(performers.userId, performer.id));
    await db.update(performers).set({ followerCount: row.followerCount + 1 }).where(eq(performers.userId, performer.id));
    for (const action of ['bookmark', 'like']) await db.insert(reactions).values({ userId: user.id, objectType: 'performer', objectId: performer.id, action });
  }
  const followerCount = async (performer: TestPerformer) =>
    (await ctx.database.db.select().from(performers).where(eq(performers.userId, performer.id)))[0].followerCount;
  const reactionsOf = async (user: TestUser, performer: TestPerformer) =>
    (await ctx.database.db.select().from(reactions).where(and(eq(reactions.userId, user.id), eq(reactions.objectId, performer.id)))).map((r) => r.action).sort();

  describe('POST /block/users', () => {
    it('is for performers only', async () => {
      expect((await block(null, { targetId: fan.id })).statusCode).toBe(401);
      for (const role of ['fan', 'otherFan', 'admin']) {
        const res = await block(tokens[role], { targetId: otherFan.id });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Only performers can do this.');
      }
      expect(await blockedIds(admin.id)).toEqual([]);
    });

    it('blocks a fan, ends their follow and bookmark, and answers with the public shape', async () => {
      await followAndReact(fan, owner);
      await followAndReact(otherFan, owner);
      expect(await followerCount(owner)).toBe(2);

      const res = await block(tokens.owner, { targetId: fan.id, reason: 'Rude in messages' });
      expect(res.statusCode).toBe(200);
      const item = res.json().data;
      expect(item).toEqual({
        _id: fan.id,
        reason: 'Rude in messages',
        createdAt: expect.any(String),
        user: { _id: fan.id, name: 'Gloria Fanning', username: fan.username, avatar: expect.any(String), cover: null, isPerformer: false, bio: null },
      });
      expect(JSON.stringify(item)).not.toMatch(/email|banking|documents/);

      expect(await followerCount(owner)).toBe(1);
      const remaining = await ctx.database.db.select().from(follows).where(eq(follows.performerId, owner.id));
      expect(remaining.map((f) => f.followerId)).toEqual([otherFan.id]);
      // The bookmark goes; the like (and everyone else's reactions) stay.
      expect(await reactionsOf(fan, owner)).toEqual(['like']);
      expect(await reactionsOf(otherFan, owner)).toEqual(['bookmark', 'like']);
    });

    it('mails the performer a confirmation once, and never the blocked user', async () => {
      const before = ctx.app.services.mailer.sent.length;
      const target = await createUser(ctx.database.db, { name: 'Noisy Person' });
      await block(tokens.owner, { targetId: target.id });
      await block(tokens.owner, { targetId: target.id });
      const mails = ctx.app.services.mailer.sent.slice(before);
      expect(mails.map((m) => m.to)).toEqual([owner.email]);
      expect(mails[0].subject).toBe('You blocked Noisy Person on Fanstage');
      expect(mails[0].text).toContain('/creator/blacklist');
    });

    it('keeps the block when the confirmation cannot be mailed', async () => {
      const mailer = ctx.app.services.mailer;
      const send = mailer.send;
      mailer.send = () => Promise.reject(new Error('SMTP connection refused'));
      try {
        const target = await createUser(ctx.database.db);
        expect((await block(tokens.owner, { targetId: target.id })).statusCode).toBe(200);
        expect(await blockedIds(owner.id)).toContain(target.id);
      } finally {
        mailer.send = send;
      }
    });

    it('is idempotent: blocking again keeps one block and its date, and takes the new reason', async () => {
      const first = (await block(tokens.owner, { targetId: otherFan.id })).json().data;
      const again = await block(tokens.owner, { targetId: otherFan.id, reason: 'Spam' });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual({ ...first, reason: 'Spam' });
      expect((await blockedIds(owner.id)).filter((id) => id === otherFan.id)).toHaveLength(1);
      // otherFan's follow was removed by the first block; the count never goes below the real number.
      expect(await followerCount(owner)).toBe(0);
    });

    it('can block another performer', async () => {
      const res = await block(tokens.otherPerformer, { targetId: owner.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ _id: owner.id, isPerformer: true, bio: owner.performer.bio });
    });

    it('refuses blocking yourself, an admin or nobody', async () => {
      const self = await block(tokens.owner, { targetId: owner.id });
      expect(self.statusCode).toBe(422);
      expect(self.json().message).toBe('You cannot block yourself.');
      const anAdmin = await block(tokens.owner, { targetId: admin.id });
      expect(anAdmin.statusCode).toBe(422);
      expect(anAdmin.json().message).toMatch(/administrators cannot be blocked/);
      const nobody = await block(tokens.owner, { targetId: randomUUID() });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().message).toMatch(/There is no user with this id/);
      expect(await blockedIds(owner.id)).not.toContain(admin.id);
    });

    it.each([
      [{ targetId: 'me' }, /targetId must be the id of the user to block/],
      [{ targetId: randomUUID(), reason: 'x'.repeat(501) }, /Reason can be at most 500 characters/],
      [{ targetId: randomUUID(), performerId: randomUUID() }, /performerId/],
      [{}, /targetId/],
    ])('refuses bad input with a readable 422 and changes nothing (%#)', async (payload, text) => {
      const before = await blockedIds(owner.id);
      const res = await block(tokens.owner, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(text);
      expect(await blockedIds(owner.id)).toEqual(before);
    });

    it('hides the performer from the user they blocked', async () => {
      const visitor = await createUser(ctx.database.db);
      const token = await loginAs(ctx.app, visitor);
      const view = () => call('GET', `/performers/${owner.id}`, token);
      expect((await view()).statusCode).toBe(200);
      await block(tokens.owner, { targetId: visitor.id });
      expect((await view()).statusCode).toBe(404);
      await call('DELETE', `/block/users/${visitor.id}`, tokens.owner);
      expect((await view()).statusCode).toBe(200);
    });
  });

  describe('GET /block/users', () => {
    it('is for performers only', async () => {
      expect((await call('GET', '/block/users', null)).statusCode).toBe(401);
      for (const role of ['fan', 'admin']) expect((await call('GET', '/block/users', tokens[role])).statusCode).toBe(403);
    });

    it("lists only the logged-in performer's own blocks, newest first", async () => {
      const mine = (await call('GET', '/block/users?pageSize=100', tokens.owner)).json().data;
      expect(mine.data.map((b: { _id: string }) => b._id)).toEqual(expect.arrayContaining([fan.id, otherFan.id]));
      expect(mine.total).toBe((await blockedIds(owner.id)).length);
      const dates = mine.data.map((b: { createdAt: string }) => b.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(JSON.stringify(mine)).not.toMatch(/email/);

      const theirs = (await call('GET', '/block/users', tokens.otherPerformer)).json().data;
      expect(theirs.data.map((b: { _id: string }) => b._id)).toEqual([owner.id]);
    });

    it('searches names and usernames and pages', async () => {
      const byName = (await call('GET', '/block/users?q=gloria', tokens.owner)).json().data;
      expect(byName.data.map((b: { _id: string }) => b._id)).toEqual([fan.id]);
      const byUsername = (await call('GET', `/block/users?q=${otherFan.username}`, tokens.owner)).json().data;
      expect(byUsername).toMatchObject({ total: 1, data: [{ _id: otherFan.id }] });
      const wildcard = (await call('GET', '/block/users?q=%25', tokens.owner)).json().data;
      expect(wildcard.total).toBe(0);
      const page = (await call('GET', '/block/users?pageSize=1&current=2', tokens.owner)).json().data;
      expect(page.data).toHaveLength(1);
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect((await call('GET', '/block/users?pageSize=500', tokens.owner)).statusCode).toBe(422);
    });
  });

  describe('DELETE /block/users/{id}', () => {
    it('lets only the performer who blocked undo it', async () => {
      expect((await call('DELETE', `/block/users/${fan.id}`, null)).statusCode).toBe(401);
      for (const role of ['fan', 'admin']) expect((await call('DELETE', `/block/users/${fan.id}`, tokens[role])).statusCode).toBe(403);
      const other = await call('DELETE', `/block/users/${fan.id}`, tokens.otherPerformer);
      expect(other.statusCode).toBe(404);
      expect(await blockedIds(owner.id)).toContain(fan.id);
    });

    it('unblocks, and answers 404 when the user is not blocked', async () => {
      const res = await call('DELETE', `/block/users/${fan.id}`, tokens.owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 0, data: { unblocked: true } });
      expect(await blockedIds(owner.id)).not.toContain(fan.id);
      const again = await call('DELETE', `/block/users/${fan.id}`, tokens.owner);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('This user is not on your block list.');
      expect((await call('DELETE', '/block/users/not-an-id', tokens.owner)).statusCode).toBe(422);
    });
  });

  describe('GET and POST /block/countries', () => {
    const save = (token: string | null, countryCodes: unknown) => call('POST', '/block/countries', token, { countryCodes });
    const list = async (token: string) => (await call('GET', '/block/countries', token)).json().data.countryCodes;

    it('is for performers only', async () => {
      expect((await save(null, ['US'])).statusCode).toBe(401);
      expect((await call('GET', '/block/countries', null)).statusCode).toBe(401);
      for (const role of ['fan', 'admin']) {
        expect((await save(tokens[role], ['US'])).statusCode).toBe(403);
        expect((await call('GET', '/block/countries', tokens[role])).statusCode).toBe(403);
      }
    });

    it("replaces the performer's list, deduplicated and sorted", async () => {
      expect(await list(tokens.owner)).toEqual([]);
      const res = await save(tokens.owner, ['US', 'GB', 'US', 'DE']);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ countryCodes: ['DE', 'GB', 'US'] });
      expect(await list(tokens.owner)).toEqual(['DE', 'GB', 'US']);
      expect((await save(tokens.owner, ['FR'])).json().data.countryCodes).toEqual(['FR']);
      // Another performer's list is their own.
      expect(await list(tokens.otherPerformer)).toEqual([]);
    });

    it('refuses codes that are not countries and keeps the old list', async () => {
      const unknown = await save(tokens.owner, ['GB', 'ZZ', 'QQ']);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().message).toBe('We do not know the country codes QQ, ZZ. Use codes from the country list, like US or GB.');
      const lower = await save(tokens.owner, ['gb']);
      expect(lower.statusCode).toBe(422);
      expect(lower.json().message).toMatch(/Country codes are two capital letters, like US/);
      expect((await save(tokens.owner, 'GB')).statusCode).toBe(422);
      expect(await list(tokens.owner)).toEqual(['FR']);
    });

    it('clears the list with an empty array and leaves the site-wide check alone', async () => {
      await save(tokens.owner, ['GB']);
      const siteWide = await check({ 'x-client-ip': GB_IP, [INTERNAL_SECRET_HEADER]: ctx.config.internalApiSecret });
      expect(siteWide.json().data).toEqual({ blocked: false, countryCode: 'GB' });
      expect((await save(tokens.owner, [])).json().data.countryCodes).toEqual([]);
    });

    it("hides the performer from visitors of the countries they blocked", async () => {
      const fromGb = { 'x-client-ip': GB_IP, [INTERNAL_SECRET_HEADER]: ctx.config.internalApiSecret };
      const fromUs = { 'x-client-ip': US_IP, [INTERNAL_SECRET_HEADER]: ctx.config.internalApiSecret };
      const view = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/performers/${owner.id}`, headers });
      await save(tokens.owner, ['GB']);
      expect((await view(fromGb)).statusCode).toBe(404);
      expect((await view(fromUs)).statusCode).toBe(200);
      await save(tokens.owner, []);
      expect((await view(fromGb)).statusCode).toBe(200);
    });
  });
});
