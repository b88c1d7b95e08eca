// Demo data: the accounts README lists exist, log in, have the right roles, and seeding twice changes nothing.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { settingKeys } from '@/contracts/settings';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '@/server/db/seed';
import { performers, settings, users } from '@/server/db/schema';
import { authHeader } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

const quiet = { info: () => undefined };

async function counts(ctx: TestContext) {
  const db = ctx.database.db;
  const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(performers);
  const [s] = await db.select({ n: sql<number>`count(*)::int` }).from(settings);
  return { users: u.n, performers: p.n, settings: s.n };
}

const login = (ctx: TestContext, username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, remember: false } });

describe('seedDemoData', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  const seed = () => seedDemoData({ db: ctx.database.db, config: ctx.config, storage: ctx.app.services.storage, log: quiet });

  it('creates an admin, two verified performers and two fans, and is safe to run again', async () => {
    const before = await counts(ctx);
    await seed();
    const once = await counts(ctx);
    expect(once.users - before.users).toBe(5);
    expect(once.performers - before.performers).toBe(2);
    expect(once.settings).toBe(settingKeys.length);

    await seed();
    expect(await counts(ctx)).toEqual(once);
  });

  it('lets every demo account log in with the documented password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const byUsername = await login(ctx, account.username, DEMO_PASSWORD);
      expect(byUsername.statusCode).toBe(200);
      expect(byUsername.json().data.token).toEqual(expect.any(String));
    }
    const byEmail = await login(ctx, 'luna@fanstage.local', DEMO_PASSWORD);
    expect(byEmail.statusCode).toBe(200);
    expect((await login(ctx, 'fan1', 'not-the-password')).statusCode).not.toBe(200);
  });

  it('gives each account its role, profile and avatar', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(DEMO_ACCOUNTS.map(async (a) => [a.username, (await login(ctx, a.username, DEMO_PASSWORD)).json().data.token as string])),
    );
    const adminSettings = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: authHeader(tokens.admin) });
    expect(adminSettings.statusCode).toBe(200);
    const fanSettings = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: authHeader(tokens.fan1) });
    expect(fanSettings.statusCode).toBe(403);

    for (const account of DEMO_ACCOUNTS) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeader(tokens[account.username]) });
      expect(me.statusCode).toBe(200);
      const user = me.json().data;
      expect(user).toMatchObject({ username: account.username, email: account.email, isPerformer: account.role === 'performer', verifiedEmail: true });
      const avatar = await ctx.app.inject({ method: 'GET', url: user.avatar });
      expect(avatar.statusCode).toBe(200);
      expect(avatar.headers['content-type']).toBe('image/webp');
    }

    const rows = await ctx.database.db.select().from(performers);
    const bios = rows.map((r) => r.bio);
    expect(rows.every((r) => r.verificationStatus === 'verified')).toBe(true);
    for (const performer of DEMO_ACCOUNTS.filter((a) => a.role === 'performer')) expect(bios).toContain(performer.bio);
  });

  it('keeps settings an operator already changed', async () => {
    await ctx.app.services.settings.update({ siteName: 'Our Stage' });
    await seed();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.json().data.siteName).toBe('Our Stage');
  });
});

describe('seedDemoData with client-side password hashing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ HASH_PASSWORD_ON_CLIENT: 'true' });
    await seedDemoData({ db: ctx.database.db, config: ctx.config, storage: ctx.app.services.storage, log: quiet });
  });
  afterAll(() => ctx?.close());

  it('stores the hash of what the browser sends: SHA-256 of the password', async () => {
    const sent = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
    expect((await login(ctx, 'ava', sent)).statusCode).toBe(200);
    expect((await login(ctx, 'ava', DEMO_PASSWORD)).statusCode).not.toBe(200);
  });
});
