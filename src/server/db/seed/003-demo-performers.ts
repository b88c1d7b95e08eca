// About twenty verified performers for a fresh install (luna and ava come from 002), with generated
// avatars and covers, varied profiles, and fans following several of them. Like every seed it adds what
// is missing and leaves existing rows alone, so running it again changes nothing.
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword, passwordAsSent } from '../../modules/auth/password';
import { userBlocks } from '../../modules/block/block.table';
import { follows } from '../../modules/follows/follows.table';
import { performers } from '../../modules/performers/performers.table';
import { createUsersRepo } from '../../modules/users/users.repo';
import { users, type NewUserRow } from '../../modules/users/users.table';
import { DEMO_PASSWORD } from './002-demo-accounts';
import { makeDemoAvatar, makeGradientCover, mapWithLimit } from './demo-images';
import { demoMediaSizesOf } from './demo-media-sizes';
import { DEMO_FANS, DEMO_FOLLOWS, DEMO_PERFORMERS, EARLY_PERFORMER_PROFILES, demoEmail, type DemoFan, type DemoPerformer } from './demo-performers.data';
import type { Seed, SeedContext } from './types';

/** Pictures generated at once: sharp already spreads each one over the cores. */
const IMAGE_CONCURRENCY = 3;

interface Pictures {
  avatarKey: string | null;
  coverKey: string | null;
}

async function store(ctx: SeedContext, what: string, make: () => Promise<Buffer>, folder: 'avatars' | 'covers'): Promise<string | null> {
  try {
    const stored = await ctx.storage.save(await make(), { visibility: 'public', folder, ext: 'webp', contentType: 'image/webp' });
    return stored.key;
  } catch (e) {
    // Pictures are decoration: an account without one shows the placeholder.
    ctx.log.info(`performers: no ${folder.slice(0, -1)} for ${what} (${(e as Error).message})`);
    return null;
  }
}

const removePictures = (ctx: SeedContext, pictures: Pictures) =>
  Promise.all([pictures.avatarKey, pictures.coverKey].filter((k): k is string => !!k).map((k) => ctx.storage.remove(k)));

async function isMissing(ctx: SeedContext, username: string): Promise<boolean> {
  const repo = createUsersRepo(ctx.db);
  return !(await repo.findByUsername(username)) && !(await repo.findByEmail(demoEmail(username)));
}

function accountRow(account: { username: string; name: string }, passwordHash: string, pictures: Pictures): NewUserRow {
  const [firstName, ...rest] = account.name.split(' ');
  return {
    username: account.username,
    email: demoEmail(account.username),
    name: account.name,
    firstName,
    lastName: rest.join(' '),
    passwordHash,
    roles: ['user'],
    verifiedEmail: true,
    status: 'active',
    avatarKey: pictures.avatarKey,
    coverKey: pictures.coverKey,
  };
}

async function createPerformer(ctx: SeedContext, p: DemoPerformer, passwordHash: string, pictures: Pictures) {
  const { gender, ...attributes } = p.attributes;
  try {
    await createUsersRepo(ctx.db).createAccount(
      { ...accountRow(p, passwordHash, pictures), isPerformer: true, gender, country: p.country },
      {
        ...attributes,
        bio: p.bio,
        verificationStatus: 'verified',
        verifiedAt: new Date(),
        state: p.state,
        city: p.city,
        languages: p.languages,
        monthlyPrice: p.monthlyPrice,
        yearlyPrice: p.yearlyPrice,
        isFreeSubscription: p.isFreeSubscription,
      },
    );
  } catch (e) {
    await removePictures(ctx, pictures);
    throw e;
  }
}

async function createFan(ctx: SeedContext, fan: DemoFan, passwordHash: string, pictures: Pictures) {
  try {
    await createUsersRepo(ctx.db).insert(accountRow(fan, passwordHash, pictures));
  } catch (e) {
    await removePictures(ctx, pictures);
    throw e;
  }
}

/**
 * The follows of DEMO_FOLLOWS that are missing, with each performer's follower count raised by exactly the
 * rows added, in one transaction (the invariant the follows module keeps). A performer who blocked a demo
 * fan is not followed again.
 */
async function addFollows(ctx: SeedContext): Promise<number> {
  const usernames = [...new Set(Object.entries(DEMO_FOLLOWS).flatMap(([fan, list]) => [fan, ...list]))];
  const rows = await ctx.db.select({ id: users.id, username: users.username, isPerformer: users.isPerformer }).from(users).where(inArray(users.username, usernames));
  const byName = new Map(rows.map((r) => [r.username?.toLowerCase(), r]));
  const performerIds = rows.filter((r) => r.isPerformer).map((r) => r.id);
  const blocked = performerIds.length
    ? new Set((await ctx.db.select().from(userBlocks).where(inArray(userBlocks.performerId, performerIds))).map((b) => `${b.performerId}|${b.userId}`))
    : new Set<string>();
  const pairs = Object.entries(DEMO_FOLLOWS).flatMap(([fanName, list]) => {
    const fan = byName.get(fanName);
    if (!fan) return [];
    return list.flatMap((name) => {
      const performer = byName.get(name);
      if (!performer?.isPerformer || blocked.has(`${performer.id}|${fan.id}`)) return [];
      return [{ followerId: fan.id, performerId: performer.id }];
    });
  });
  if (!pairs.length) return 0;
  return ctx.db.transaction(async (tx) => {
    const added = await tx.insert(follows).values(pairs).onConflictDoNothing().returning({ performerId: follows.performerId });
    const perPerformer = new Map<string, number>();
    for (const { performerId } of added) perPerformer.set(performerId, (perPerformer.get(performerId) ?? 0) + 1);
    for (const [performerId, count] of perPerformer) {
      await tx
        .update(performers)
        .set({ followerCount: sql`${performers.followerCount} + ${count}` })
        .where(eq(performers.userId, performerId));
    }
    return added.length;
  });
}

/**
 * Gives luna and ava (seed 002) a cover, a location, attributes and prices, once: only while they still have
 * no cover and no attributes, so a performer's own later edits are never overwritten.
 */
async function completeEarlyPerformers(ctx: SeedContext): Promise<number> {
  let completed = 0;
  for (const [i, p] of EARLY_PERFORMER_PROFILES.entries()) {
    const [row] = await ctx.db
      .select({ id: users.id, coverKey: users.coverKey, height: performers.height })
      .from(users)
      .innerJoin(performers, eq(performers.userId, users.id))
      .where(eq(users.username, p.username));
    if (!row || row.coverKey || row.height) continue;
    const coverKey = await store(ctx, p.username, () => makeGradientCover(p.colours[0], p.colours[1], DEMO_PERFORMERS.length + i, demoMediaSizesOf(ctx.config).cover), 'covers');
    const { gender, ...attributes } = p.attributes;
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ coverKey, gender, country: p.country }).where(eq(users.id, row.id));
      await tx
        .update(performers)
        .set({ ...attributes, state: p.state, city: p.city, languages: p.languages, monthlyPrice: p.monthlyPrice, yearlyPrice: p.yearlyPrice, isFreeSubscription: p.isFreeSubscription })
        .where(eq(performers.userId, row.id));
    });
    completed += 1;
  }
  return completed;
}

export const demoPerformersSeed: Seed = {
  name: '003 demo performers',
  async run(ctx) {
    const newPerformers: DemoPerformer[] = [];
    for (const p of DEMO_PERFORMERS) if (await isMissing(ctx, p.username)) newPerformers.push(p);
    const newFans: DemoFan[] = [];
    for (const f of DEMO_FANS) if (await isMissing(ctx, f.username)) newFans.push(f);

    if (newPerformers.length || newFans.length) {
      // argon2 is slow on purpose: hash once, and only when an account is actually created.
      const passwordHash = await hashPassword(passwordAsSent(DEMO_PASSWORD, ctx.config.HASH_PASSWORD_ON_CLIENT));
      const sizes = demoMediaSizesOf(ctx.config);
      const performerPictures = await mapWithLimit(newPerformers, IMAGE_CONCURRENCY, async (p, i) => ({
        avatarKey: await store(ctx, p.username, () => makeDemoAvatar(p.name, p.colours[0], sizes.avatar), 'avatars'),
        coverKey: await store(ctx, p.username, () => makeGradientCover(p.colours[0], p.colours[1], i, sizes.cover), 'covers'),
      }));
      const fanAvatars = await mapWithLimit(newFans, IMAGE_CONCURRENCY, (f) => store(ctx, f.username, () => makeDemoAvatar(f.name, f.colour, sizes.avatar), 'avatars'));

      for (const [i, p] of newPerformers.entries()) {
        await createPerformer(ctx, p, passwordHash, performerPictures[i]);
        ctx.log.info(`performers: created ${p.username} <${demoEmail(p.username)}>`);
      }
      for (const [i, f] of newFans.entries()) {
        await createFan(ctx, f, passwordHash, { avatarKey: fanAvatars[i], coverKey: null });
        ctx.log.info(`performers: created fan ${f.username} <${demoEmail(f.username)}>`);
      }
    }
    const completed = await completeEarlyPerformers(ctx);
    ctx.log.info(`performers: ${DEMO_PERFORMERS.length - newPerformers.length} existed; ${completed} profiles completed; ${await addFollows(ctx)} follows added`);
  },
};
