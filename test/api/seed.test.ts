// Demo data: the accounts README lists exist, log in, have the right roles, and seeding twice changes nothing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { performerOptionLists } from '@/contracts/performer-options';
import { settingDefaults, settingKeys } from '@/contracts/settings';
import { DEMO_ACCOUNTS, DEMO_FANS, DEMO_FOLLOWS, DEMO_PASSWORD, DEMO_PERFORMERS, EARLY_PERFORMER_PROFILES, seedDemoData } from '@/server/db/seed';
import { follows, performers, settings, users } from '@/server/db/schema';
import { DEMO_MEDIA_SIZES } from '@/server/db/seed/demo-media-sizes';
import { authHeader } from '../factories/users';
import { accountsWork, countMediaWork } from '../helpers/demo-media-work';
import { createTestApp, type TestContext } from '../helpers/test-app';

const ACCOUNT_SEEDS_END = '003 demo performers';
/** The demo media size createTestApp asks for. */
const coverSize = DEMO_MEDIA_SIZES.tiny.cover;

const quiet = { info: () => undefined };

async function counts(ctx: TestContext) {
  const db = ctx.database.db;
  const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(performers);
  const [s] = await db.select({ n: sql<number>`count(*)::int` }).from(settings);
  const [f] = await db.select({ n: sql<number>`count(*)::int` }).from(follows);
  const [c] = await db.select({ n: sql<number>`coalesce(sum(follower_count), 0)::int` }).from(performers);
  return { users: u.n, performers: p.n, settings: s.n, follows: f.n, followerCounts: c.n };
}

/** Every stored media file, so a second run can be shown to add none. */
function mediaFiles(ctx: TestContext): string[] {
  const root = path.join(ctx.config.dataDir, 'media');
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.webp$/.test(f)).sort() : [];
}

const allFollows = Object.values(DEMO_FOLLOWS).reduce((n, list) => n + list.length, 0);

const login = (ctx: TestContext, username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, remember: false } });

describe('seedDemoData', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  // The accounts and performers seeds; the demo posts (004, media processing) have test/api/seed-feeds.test.ts.
  const seed = () => seedDemoData({ db: ctx.database.db, config: ctx.config, storage: ctx.app.services.storage, log: quiet, upTo: ACCOUNT_SEEDS_END });

  it('creates the demo accounts, performers and follows, drawing each picture once, and is safe to run again', async () => {
    const before = await counts(ctx);
    const work = countMediaWork();
    await seed();
    // Counted rather than timed: an avatar per account and a cover per performer, and no more.
    expect(work()).toEqual(accountsWork());
    const once = await counts(ctx);
    expect(once.users - before.users).toBe(DEMO_ACCOUNTS.length + DEMO_PERFORMERS.length + DEMO_FANS.length);
    expect(once.performers - before.performers).toBe(2 + DEMO_PERFORMERS.length);
    expect(once.performers).toBeGreaterThanOrEqual(20);
    expect(once.settings).toBe(settingKeys.length);
    expect(once.follows).toBe(allFollows);
    expect(once.followerCounts).toBe(allFollows);
    const files = mediaFiles(ctx);

    const rerun = countMediaWork();
    await seed();
    expect(rerun()).toEqual({ ffmpegRuns: 0, picturesDrawn: 0 });
    expect(await counts(ctx)).toEqual(once);
    expect(mediaFiles(ctx)).toEqual(files);
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
    // The admin's review page says when each was verified ("Verified on —" reads as a broken record).
    expect(rows.filter((r) => !r.verifiedAt).map((r) => r.userId)).toEqual([]);
    for (const performer of DEMO_ACCOUNTS.filter((a) => a.role === 'performer')) expect(bios).toContain(performer.bio);
  });

  it('gives the demo performers verified, varied profiles with avatars and covers', async () => {
    const db = ctx.database.db;
    const rows = await db.select().from(users).innerJoin(performers, eq(performers.userId, users.id));
    // Seed 002's luna and ava get completed profiles too.
    const names = [...DEMO_PERFORMERS, ...EARLY_PERFORMER_PROFILES].map((p) => p.username);
    expect(names).toEqual(expect.arrayContaining(['luna', 'ava']));
    const demo = rows.filter((r) => names.includes(r.users.username!));
    expect(demo).toHaveLength(names.length);
    const { minimumSubscriptionPrice: min, maximumSubscriptionPrice: max } = settingDefaults;
    for (const { users: user, performers: profile } of demo) {
      expect(profile.verificationStatus).toBe('verified');
      expect(user).toMatchObject({ isPerformer: true, status: 'active', verifiedEmail: true });
      expect(profile.monthlyPrice / 100).toBeGreaterThanOrEqual(min);
      expect(profile.yearlyPrice / 100).toBeLessThanOrEqual(max);
      for (const [field, values] of Object.entries(performerOptionLists)) {
        const value = field === 'gender' ? user.gender : profile[field as keyof typeof profile];
        expect(values).toContain(value);
      }
      // The country, state and city exist in the lookups the profile form offers.
      const states = (await ctx.app.inject({ method: 'GET', url: `/api/states/${user.country}` })).json().data as { code: string }[];
      expect(states.map((s) => s.code)).toContain(profile.state);
      const cities = (await ctx.app.inject({ method: 'GET', url: `/api/cities/${user.country}/${profile.state}` })).json().data as { name: string }[];
      expect(cities.map((c) => c.name)).toContain(profile.city);
    }
    expect(new Set(demo.map((r) => r.users.country)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(demo.map((r) => r.performers.bodyType)).size).toBeGreaterThanOrEqual(6);
    expect(demo.filter((r) => r.performers.isFreeSubscription).length).toBeGreaterThanOrEqual(3);
    expect(demo.filter((r) => !r.performers.isFreeSubscription).length).toBeGreaterThanOrEqual(3);
    for (const word of ['yoga', 'guitar', 'cooking']) {
      expect(demo.filter((r) => r.performers.bio.toLowerCase().includes(word)).length).toBeGreaterThanOrEqual(2);
    }

    for (const { users: user } of [...demo.slice(0, 3), ...demo.filter((r) => r.users.username === 'luna')]) {
      const avatar = await ctx.app.inject({ method: 'GET', url: `/api/files/${user.avatarKey}` });
      expect(avatar.headers['content-type']).toBe('image/webp');
      const cover = await ctx.app.inject({ method: 'GET', url: `/api/files/${user.coverKey}` });
      expect(cover.statusCode).toBe(200);
      expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ format: 'webp', ...coverSize });
    }
  });

  it("keeps each performer's follower count equal to their follows", async () => {
    const db = ctx.database.db;
    const counted = await db.select({ performerId: follows.performerId, n: sql<number>`count(*)::int` }).from(follows).groupBy(follows.performerId);
    const profiles = await db.select().from(performers);
    for (const profile of profiles) expect(profile.followerCount).toBe(counted.find((c) => c.performerId === profile.userId)?.n ?? 0);
    const luna = await db.select().from(users).where(eq(users.username, 'luna'));
    expect(profiles.find((p) => p.userId === luna[0].id)?.followerCount).toBe(Object.values(DEMO_FOLLOWS).filter((list) => list.includes('luna')).length);
  });

  it('lets the new demo fans and performers log in', async () => {
    for (const username of [DEMO_FANS[0].username, DEMO_PERFORMERS[0].username]) expect((await login(ctx, username, DEMO_PASSWORD)).statusCode).toBe(200);
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
    await seedDemoData({ db: ctx.database.db, config: ctx.config, storage: ctx.app.services.storage, log: quiet, upTo: ACCOUNT_SEEDS_END });
  });
  afterAll(() => ctx?.close());

  it('stores the hash of what the browser sends: SHA-256 of the password', async () => {
    const sent = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
    expect((await login(ctx, 'ava', sent)).statusCode).toBe(200);
    expect((await login(ctx, 'ava', DEMO_PASSWORD)).statusCode).not.toBe(200);
  });
});
