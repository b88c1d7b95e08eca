// Follows: POST and DELETE /follows/{id}, GET /follows/followers (the performer's), GET /follows/following.
import { eq } from 'drizzle-orm';
import { publicPerformer } from '@/contracts/performers';
import { publicUser } from '@/contracts/users';
import { performers } from '@/server/modules/performers/performers.table';
import { authHeader, createCast, createPerformer, createUser, loginAs, type Cast } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, ctx.database.db, { name: 'Followed Owner' });
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) => ctx.app.inject({ method, url, headers: token ? authHeader(token) : {} });
const followerCount = async (id: string) => (await db().select({ n: performers.followerCount }).from(performers).where(eq(performers.userId, id)))[0].n;

describe('POST /api/follows/:id', () => {
  it('needs a session', async () => {
    const res = await call('POST', `/api/follows/${cast.owner.id}`);
    expect(res.statusCode).toBe(401);
    expect(await followerCount(cast.owner.id)).toBe(0);
  });

  it('follows once, however often it is sent, and keeps the count', async () => {
    const first = await call('POST', `/api/follows/${cast.owner.id}`, cast.tokens.fan);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ performerId: cast.owner.id, isFollowed: true, followers: 1 });
    const again = await call('POST', `/api/follows/${cast.owner.id}`, cast.tokens.fan);
    expect(again.json().data).toEqual({ performerId: cast.owner.id, isFollowed: true, followers: 1 });
    expect(await followerCount(cast.owner.id)).toBe(1);
  });

  it('lets the other fan, another performer and an admin follow too', async () => {
    let expected = 1;
    for (const token of [cast.tokens.otherFan, cast.tokens.otherPerformer, cast.tokens.admin]) {
      const res = await call('POST', `/api/follows/${cast.owner.id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.followers).toBe(++expected);
    }
    expect(await followerCount(cast.owner.id)).toBe(4);
  });

  it('refuses following yourself', async () => {
    const res = await call('POST', `/api/follows/${cast.owner.id}`, cast.tokens.owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('You cannot follow yourself.');
  });

  it('is a 404 for fans, unknown ids and performers nobody may see yet; a 422 for a malformed id', async () => {
    const pending = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    for (const id of [cast.otherFan.id, '7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11', pending.id]) {
      const res = await call('POST', `/api/follows/${id}`, cast.tokens.fan);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This performer does not exist or is no longer available.');
    }
    expect(await followerCount(pending.id)).toBe(0);
    expect((await call('POST', '/api/follows/not-an-id', cast.tokens.fan)).statusCode).toBe(422);
  });

  it('keeps the count right under simultaneous follows', async () => {
    const performer = await createPerformer(db());
    const fans = await Promise.all(Array.from({ length: 5 }, () => createUser(db())));
    const tokens = await Promise.all(fans.map((f) => loginAs(ctx.app, f)));
    await Promise.all([...tokens, ...tokens].map((t) => call('POST', `/api/follows/${performer.id}`, t)));
    expect(await followerCount(performer.id)).toBe(5);
  });

  it('shows as isFollowed on the profile for that viewer only', async () => {
    expect((await call('GET', `/api/performers/${cast.owner.id}`, cast.tokens.fan)).json().data).toMatchObject({ isFollowed: true, stats: { followers: 4 } });
    const notFollowing = await createUser(db());
    expect((await call('GET', `/api/performers/${cast.owner.id}`, await loginAs(ctx.app, notFollowing))).json().data.isFollowed).toBe(false);
    expect((await call('GET', `/api/performers/${cast.owner.id}`)).json().data.isFollowed).toBe(false);
  });
});

describe('GET /api/follows/followers', () => {
  it('is for performers: 401 anonymous, 403 fans and admins', async () => {
    expect((await call('GET', '/api/follows/followers')).statusCode).toBe(401);
    for (const token of [cast.tokens.fan, cast.tokens.otherFan, cast.tokens.admin]) expect((await call('GET', '/api/follows/followers', token)).statusCode).toBe(403);
  });

  it("lists the owner's own followers, public fields only, newest first", async () => {
    const res = await call('GET', '/api/follows/followers', cast.tokens.owner);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBe(4);
    expect(data.map((f: { user: { _id: string } }) => f.user._id)).toEqual([cast.admin.id, cast.otherPerformer.id, cast.otherFan.id, cast.fan.id]);
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(['_id', 'createdAt', 'user']);
      expect(Object.keys(item.user).sort()).toEqual(Object.keys(publicUser.shape).sort());
    }
    for (const person of [cast.fan, cast.otherFan, cast.admin]) expect(res.body).not.toContain(person.email);
  });

  it('searches by name or username and pages', async () => {
    const byName = await call('GET', `/api/follows/followers?q=${cast.otherFan.username}`, cast.tokens.owner);
    expect(byName.json().data).toMatchObject({ total: 1, data: [{ user: { _id: cast.otherFan.id } }] });
    const page = await call('GET', '/api/follows/followers?pageSize=2&current=2', cast.tokens.owner);
    expect(page.json().data.total).toBe(4);
    expect(page.json().data.data.map((f: { user: { _id: string } }) => f.user._id)).toEqual([cast.otherFan.id, cast.fan.id]);
    expect((await call('GET', '/api/follows/followers?pageSize=101', cast.tokens.owner)).statusCode).toBe(422);
  });

  it("never shows another performer's followers", async () => {
    const res = await call('GET', '/api/follows/followers', cast.tokens.otherPerformer);
    expect(res.json().data).toEqual({ data: [], total: 0 });
  });
});

describe('GET /api/follows/following', () => {
  it('needs a session', async () => {
    expect((await call('GET', '/api/follows/following')).statusCode).toBe(401);
  });

  it('lists the performers the user follows, in the public shape', async () => {
    const res = await call('GET', '/api/follows/following', cast.tokens.fan);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ performer: { _id: cast.owner.id, isFollowed: true } });
    expect(Object.keys(data[0].performer).sort()).toEqual(Object.keys(publicPerformer.shape).sort());
    expect(res.body).not.toContain(cast.owner.email);
    // Each user sees their own list only.
    expect((await call('GET', '/api/follows/following', cast.tokens.owner)).json().data).toEqual({ data: [], total: 0 });
  });

  it('drops performers who are no longer listed', async () => {
    const performer = await createPerformer(db(), { name: 'Soon Rejected' });
    const fan = await createUser(db());
    const token = await loginAs(ctx.app, fan);
    await call('POST', `/api/follows/${performer.id}`, token);
    await call('POST', `/api/follows/${cast.owner.id}`, token);
    expect((await call('GET', '/api/follows/following?q=soon', token)).json().data.total).toBe(1);
    await db().update(performers).set({ verificationStatus: 'rejected' }).where(eq(performers.userId, performer.id));
    const after = await call('GET', '/api/follows/following', token);
    expect(after.json().data).toMatchObject({ total: 1, data: [{ performer: { _id: cast.owner.id } }] });
  });
});

describe('DELETE /api/follows/:id', () => {
  it('needs a session', async () => {
    expect((await call('DELETE', `/api/follows/${cast.owner.id}`)).statusCode).toBe(401);
    expect(await followerCount(cast.owner.id)).toBe(5);
  });

  it('unfollows once and keeps the count; sending it again changes nothing', async () => {
    const res = await call('DELETE', `/api/follows/${cast.owner.id}`, cast.tokens.fan);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ performerId: cast.owner.id, isFollowed: false, followers: 4 });
    const again = await call('DELETE', `/api/follows/${cast.owner.id}`, cast.tokens.fan);
    expect(again.json().data).toEqual({ performerId: cast.owner.id, isFollowed: false, followers: 4 });
    expect((await call('GET', '/api/follows/following', cast.tokens.fan)).json().data.total).toBe(0);
  });

  it("is a 404 for an unknown performer and cannot touch anyone else's follow", async () => {
    expect((await call('DELETE', '/api/follows/7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11', cast.tokens.fan)).statusCode).toBe(404);
    // The other fan's follow stays: the follower is always the session's user.
    expect((await call('GET', '/api/follows/following', cast.tokens.otherFan)).json().data.total).toBe(1);
    expect(await followerCount(cast.owner.id)).toBe(4);
  });
});
