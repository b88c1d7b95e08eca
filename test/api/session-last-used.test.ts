// When a session was last used (sessions.last_used_at): set at sign-in, then written again by the session
// lookup once the mark is older than LAST_USED_REFRESH_MS, within the lookup's own statement, and shown in
// the admin account view. The app runs on a clock the test moves (the session cache's, which is the sessions'
// clock too), so nothing waits for time to pass.
import { eq } from 'drizzle-orm';
import type { AccountView } from '@/contracts/admin-accounts';
import { sessions } from '@/server/modules/auth/auth.table';
import { LAST_USED_REFRESH_MS } from '@/server/modules/auth/auth.repo';
import { SESSION_CACHE_TTL_MS } from '@/server/modules/auth/session-cache';
import { authHeader, createAdmin, createUser, loginAs, type TestUser } from '../factories/users';
import { statementCounter, type StatementCounter } from '../helpers/statement-count';
import { createTestApp, type TestContext } from '../helpers/test-app';

let clock = Date.now();
const now = () => clock;
let ctx: TestContext;
let counter: StatementCounter;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { sessionCache: { now } });
  counter = statementCounter(ctx.database);
  adminToken = await loginAs(ctx.app, await createAdmin(ctx.database.db));
});
afterAll(() => ctx?.close());

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeader(token) });

async function lastUsedOf(user: TestUser): Promise<number | null> {
  const [row] = await ctx.database.db.select({ lastUsedAt: sessions.lastUsedAt }).from(sessions).where(eq(sessions.userId, user.id));
  return row.lastUsedAt?.getTime() ?? null;
}

/** Moves the clock past the session cache's TTL, so the next request looks the session up again. */
function pass(ms: number) {
  expect(ms).toBeGreaterThanOrEqual(SESSION_CACHE_TTL_MS);
  clock += ms;
}

describe('the last use of a session', () => {
  test('is the sign-in at first, stays within the refresh window, and moves on the first use after it', async () => {
    const user = await createUser(ctx.database.db);
    const signedInAt = clock;
    const token = await loginAs(ctx.app, user);
    expect(await lastUsedOf(user)).toBe(signedInAt);

    // Looked up again (the cache entry is too old), but the mark is fresh enough: nothing is written.
    pass(LAST_USED_REFRESH_MS - SESSION_CACHE_TTL_MS);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastUsedOf(user)).toBe(signedInAt);

    pass(SESSION_CACHE_TTL_MS);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastUsedOf(user)).toBe(clock);
    const usedAt = clock;

    // The next window starts from the new mark.
    pass(LAST_USED_REFRESH_MS - SESSION_CACHE_TTL_MS);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastUsedOf(user)).toBe(usedAt);
  });

  test('is written by the session lookup itself: a request that marks sends no more statements than one that does not', async () => {
    const user = await createUser(ctx.database.db);
    const token = await loginAs(ctx.app, user);
    pass(SESSION_CACHE_TTL_MS);
    const unmarked = await counter.counted(() => me(token));
    expect(await lastUsedOf(user)).not.toBe(clock);
    pass(LAST_USED_REFRESH_MS);
    const marked = await counter.counted(() => me(token));
    expect(await lastUsedOf(user)).toBe(clock);
    for (const { result, statements } of [unmarked, marked]) {
      expect(result.statusCode).toBe(200);
      expect(statements.session).toHaveLength(1);
    }
    expect(marked.statements.route).toEqual(unmarked.statements.route);
  });

  test('is not written for an ended session', async () => {
    const user = await createUser(ctx.database.db);
    const token = await loginAs(ctx.app, user);
    const signedInAt = clock;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: authHeader(token) })).statusCode).toBe(200);
    pass(LAST_USED_REFRESH_MS + SESSION_CACHE_TTL_MS);
    expect((await me(token)).statusCode).toBe(401);
    expect(await lastUsedOf(user)).toBe(signedInAt);
  });

  test('is in the admin account view', async () => {
    const user = await createUser(ctx.database.db);
    const token = await loginAs(ctx.app, user);
    pass(LAST_USED_REFRESH_MS + SESSION_CACHE_TTL_MS);
    expect((await me(token)).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers: authHeader(adminToken) });
    expect(res.statusCode).toBe(200);
    const view = res.json().data as AccountView;
    expect(view.sessions.map((s) => s.lastUsedAt)).toEqual([new Date(clock).toISOString()]);
  });
});
