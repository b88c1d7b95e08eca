// The session cache behind the auth guard (modules/auth/session-cache.ts): ending a session is refused at once
// on the app that ended it, and within the cache's TTL on another app on the same database. Both apps run on
// clocks the test moves, so nothing here waits for time to pass.
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '@/server/app';
import { SESSION_CACHE_TTL_MS } from '@/server/modules/auth/session-cache';
import { users } from '@/server/modules/users/users.table';
import { authHeader, createUser, loginAs } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

let clock = Date.now();
const now = () => clock;
let ctx: TestContext;
/** A second node: another app on the same database, without the Redis that would carry evictions to it. */
let other: App;

beforeAll(async () => {
  ctx = await createTestApp({}, { sessionCache: { now } });
  other = await buildApp({ config: ctx.config, database: ctx.database, sessionCache: { now } });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const db = () => ctx.database.db;
const me = (app: Pick<App, 'inject'>, token: string) => app.inject({ method: 'GET', url: '/api/users/me', headers: authHeader(token) });
const logout = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: authHeader(token) });

describe('the session cache', () => {
  test('a logged-out token is refused at once on the app that logged it out, by HTTP and by the socket check', async () => {
    const user = await createUser(db());
    const token = await loginAs(ctx.app, user);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    expect((await me(ctx.app, token)).statusCode).toBe(401);
    // Sockets authenticate through the same resolver.
    expect(await ctx.app.services.auth.resolveSession(token)).toBeNull();
  });

  test('another app keeps accepting the logged-out token until the TTL has passed, then refuses it', async () => {
    const user = await createUser(db());
    const token = await loginAs(ctx.app, user);
    expect((await me(other, token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    expect((await me(ctx.app, token)).statusCode).toBe(401);
    // The other app looked the session up moments ago: it still trusts what it found, for the TTL at most.
    expect((await me(other, token)).statusCode).toBe(200);
    clock += SESSION_CACHE_TTL_MS - 1;
    expect((await me(other, token)).statusCode).toBe(200);
    clock += 1;
    expect((await me(other, token)).statusCode).toBe(401);
  });

  test('a password change refuses the other devices at once; the device that changed it stays in', async () => {
    const user = await createUser(db());
    const laptop = await loginAs(ctx.app, user);
    const phone = await loginAs(ctx.app, user);
    expect((await me(ctx.app, phone)).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/users/me/password',
      payload: { password: 'N3w-password-for-test' },
      headers: authHeader(laptop),
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(ctx.app, phone)).statusCode).toBe(401);
    expect((await me(ctx.app, laptop)).statusCode).toBe(200);
  });

  test('a suspended account (endSessionsOf) is refused at once on this app, and after the TTL on the other', async () => {
    const user = await createUser(db());
    const token = await loginAs(ctx.app, user);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    expect((await me(other, token)).statusCode).toBe(200);
    await db().update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    await ctx.app.services.auth.endSessionsOf(user.id);
    expect((await me(ctx.app, token)).statusCode).toBe(401);
    clock += SESSION_CACHE_TTL_MS;
    expect((await me(other, token)).statusCode).toBe(401);
  });

  test('a change of roles takes effect at once once the account is forgotten (forgetUser)', async () => {
    const user = await createUser(db());
    const token = await loginAs(ctx.app, user);
    const adminCall = () => ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: authHeader(token) });
    expect((await adminCall()).statusCode).toBe(403);
    await db().update(users).set({ roles: ['user', 'admin'] }).where(eq(users.id, user.id));
    ctx.app.services.auth.forgetUser(user.id);
    expect((await adminCall()).statusCode).toBe(200);
  });
});
