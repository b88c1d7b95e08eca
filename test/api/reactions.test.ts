// Reactions on performers: POST and DELETE /reactions (bookmark, like), GET /reactions/performers/bookmark.
import { and, eq } from 'drizzle-orm';
import { publicPerformer } from '@/contracts/performers';
import { performers } from '@/server/modules/performers/performers.table';
import { reactions } from '@/server/modules/reactions/reactions.table';
import { authHeader, createPerformer, createUser, loginAs, type Cast } from '../factories/users';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));

const db = () => ctx.database.db;
const react = (method: 'POST' | 'DELETE', payload: object, token?: string) =>
  ctx.app.inject({ method, url: '/api/reactions', payload, headers: token ? authHeader(token) : {} });
const bookmarks = (token?: string, query = '') => ctx.app.inject({ method: 'GET', url: `/api/reactions/performers/bookmark${query}`, headers: token ? authHeader(token) : {} });
const bookmarkOf = (objectId: string) => ({ objectId, objectType: 'performer', action: 'bookmark' });
const rowsOf = (userId: string, objectId: string) =>
  db().select().from(reactions).where(and(eq(reactions.userId, userId), eq(reactions.objectId, objectId)));

describe('POST /api/reactions', () => {
  it('needs a session', async () => {
    expect((await react('POST', bookmarkOf(cast.owner.id))).statusCode).toBe(401);
  });

  it('bookmarks once however often it is sent', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await react('POST', bookmarkOf(cast.owner.id), cast.tokens.fan);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ objectId: cast.owner.id, objectType: 'performer', action: 'bookmark', active: true });
    }
    expect(await rowsOf(cast.fan.id, cast.owner.id)).toHaveLength(1);
  });

  it('lets every logged-in audience react, a like apart from a bookmark', async () => {
    for (const token of [cast.tokens.otherFan, cast.tokens.owner, cast.tokens.otherPerformer, cast.tokens.admin]) {
      expect((await react('POST', bookmarkOf(cast.owner.id), token)).statusCode).toBe(200);
    }
    const like = await react('POST', { objectId: cast.owner.id, objectType: 'performer', action: 'like' }, cast.tokens.fan);
    expect(like.json().data).toMatchObject({ action: 'like', active: true });
    expect((await rowsOf(cast.fan.id, cast.owner.id)).map((r) => r.action).sort()).toEqual(['bookmark', 'like']);
  });

  it('is a 404 for something that does not exist or may not be seen', async () => {
    const pending = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    for (const objectId of ['7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11', cast.otherFan.id, pending.id]) {
      const res = await react('POST', bookmarkOf(objectId), cast.tokens.fan);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This performer does not exist or is no longer available.');
      expect(await rowsOf(cast.fan.id, objectId)).toHaveLength(0);
    }
  });

  it('refuses a malformed body with a readable 422', async () => {
    const cases: [object, RegExp][] = [
      [{ ...bookmarkOf(cast.owner.id), objectType: 'planet' }, /objectType must be one of: performer, feed, video, gallery, product/],
      [{ ...bookmarkOf(cast.owner.id), action: 'love' }, /action must be bookmark or like/],
      [{ ...bookmarkOf('nope') }, /objectId must be a valid id/],
      [{ ...bookmarkOf(cast.owner.id), userId: cast.otherFan.id }, /userId|Unrecognized/],
    ];
    for (const [payload, message] of cases) {
      const res = await react('POST', payload, cast.tokens.otherFan);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(message);
    }
  });
});

describe('GET /api/reactions/performers/bookmark', () => {
  it('needs a session', async () => {
    expect((await bookmarks()).statusCode).toBe(401);
  });

  it("lists the user's own bookmarked performers in the public shape (likes are not bookmarks)", async () => {
    const res = await bookmarks(cast.tokens.fan);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ objectId: cast.owner.id, objectInfo: { _id: cast.owner.id, isBookmarked: true } });
    expect(Object.keys(data[0]).sort()).toEqual(['_id', 'createdAt', 'objectId', 'objectInfo']);
    expect(Object.keys(data[0].objectInfo).sort()).toEqual(Object.keys(publicPerformer.shape).sort());
    expect(res.body).not.toContain(cast.owner.email);
    const someoneElse = await loginAs(ctx.app, await createUser(db()));
    expect((await bookmarks(someoneElse)).json().data).toEqual({ data: [], total: 0 });
  });

  it('shows isBookmarked on the profile for that viewer only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/performers/${cast.owner.id}`, headers: authHeader(cast.tokens.fan) })).json().data.isBookmarked).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/performers/${cast.owner.id}` })).json().data.isBookmarked).toBe(false);
  });

  it('pages, caps the page size and drops performers who are no longer listed', async () => {
    const fan = await createUser(db());
    const token = await loginAs(ctx.app, fan);
    const picks = [await createPerformer(db()), await createPerformer(db()), await createPerformer(db())];
    for (const p of picks) expect((await react('POST', bookmarkOf(p.id), token)).statusCode).toBe(200);
    const page = await bookmarks(token, '?pageSize=2&current=1');
    expect(page.json().data.total).toBe(3);
    expect(page.json().data.data.map((b: { objectId: string }) => b.objectId)).toEqual([picks[2].id, picks[1].id]);
    expect((await bookmarks(token, '?pageSize=101')).statusCode).toBe(422);

    await db().update(performers).set({ verificationStatus: 'rejected' }).where(eq(performers.userId, picks[2].id));
    const after = await bookmarks(token);
    expect(after.json().data.total).toBe(2);
    expect(after.json().data.data.map((b: { objectId: string }) => b.objectId)).toEqual([picks[1].id, picks[0].id]);
  });
});

describe('DELETE /api/reactions', () => {
  it('needs a session', async () => {
    expect((await react('DELETE', bookmarkOf(cast.owner.id))).statusCode).toBe(401);
    expect(await rowsOf(cast.fan.id, cast.owner.id)).toHaveLength(2);
  });

  it("removes the user's own reaction only; sending it again changes nothing", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await react('DELETE', bookmarkOf(cast.owner.id), cast.tokens.fan);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ objectId: cast.owner.id, objectType: 'performer', action: 'bookmark', active: false });
    }
    expect((await rowsOf(cast.fan.id, cast.owner.id)).map((r) => r.action)).toEqual(['like']);
    expect(await rowsOf(cast.otherFan.id, cast.owner.id)).toHaveLength(1);
    expect((await bookmarks(cast.tokens.fan)).json().data.total).toBe(0);
  });

  it('refuses a malformed body with a 422', async () => {
    expect((await react('DELETE', { objectId: cast.owner.id }, cast.tokens.fan)).statusCode).toBe(422);
  });
});
