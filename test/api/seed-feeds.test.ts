// Demo posts (seed 004): every feed type and access, media generated and processed by the real pipeline,
// one pinned post per performer, one scheduled post with its publishing job, demo subscriptions and
// purchases that unlock some posts for demo fans, and a second run that adds nothing.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { contentAccess, feedTypes, type Feed } from '@/contracts/feeds';
import { settingDefaults } from '@/contracts/settings';
import { DEMO_FEEDS, DEMO_PASSWORD, DEMO_PURCHASES, DEMO_SUBSCRIPTIONS, seedDemoData } from '@/server/db/seed';
import { DEMO_MEDIA_SIZES } from '@/server/db/seed/demo-media-sizes';
import { feeds, mediaFiles, pollVotes, polls, purchasedItems, subscriptionPeriods, subscriptions, users } from '@/server/db/schema';
import { authHeader } from '../factories/users';
import {
  FFMPEG_RUNS_PER_SOUND,
  accountsWork,
  countMediaWork,
  feedsWork,
  galleriesWork,
  messagesWork,
  productsWork,
  sumWork,
  videosWork,
  type MediaWork,
} from '../helpers/demo-media-work';
import { createTestApp, type TestContext } from '../helpers/test-app';

const quiet = { info: () => undefined };
const HOUR_MS = 60 * 60 * 1000;
/** createTestApp's media: processing keeps their sizes and, within a frame or an audio packet, lengths. */
const sizes = DEMO_MEDIA_SIZES.tiny;
const LENGTH_TOLERANCE_SECONDS = 0.2;

let ctx: TestContext;
let seedWork: MediaWork;
const db = () => ctx.database.db;
const seed = () => seedDemoData({ db: db(), config: ctx.config, storage: ctx.app.services.storage, jobs: ctx.app.services.jobs, log: quiet });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

async function idOf(username: string): Promise<string> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  return row.id;
}

async function tokenOf(username: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEMO_PASSWORD, remember: false } });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

async function profileFeeds(performer: string, token?: string): Promise<Feed[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/user/feeds/search/${performer}?limit=50`, headers: token ? authHeader(token) : {} });
  expect(res.statusCode).toBe(200);
  return res.json().data.data as Feed[];
}

const postOf = (list: Feed[], text: string) => {
  const found = list.find((f) => f.text === text);
  if (!found) throw new Error(`No post "${text}"`);
  return found;
};

async function counts() {
  const count = async (table: typeof feeds | typeof polls | typeof pollVotes | typeof mediaFiles | typeof subscriptions | typeof purchasedItems) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  return {
    feeds: await count(feeds),
    polls: await count(polls),
    votes: await count(pollVotes),
    mediaFiles: await count(mediaFiles),
    subscriptions: await count(subscriptions),
    purchases: await count(purchasedItems),
  };
}

function storedFiles(): string[] {
  const root = path.join(ctx.config.dataDir, 'media');
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
}

describe('seed 004: demo feeds', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    const work = countMediaWork();
    await seed();
    seedWork = work();
  }, 120_000);
  afterAll(() => ctx?.close());

  it('makes each demo source once per seed and processes each upload once', () => {
    // Counted rather than timed: media made or processed many times over shows as a larger number.
    expect(seedWork).toEqual(sumWork(accountsWork(), feedsWork(), galleriesWork(), productsWork(), videosWork(), messagesWork()));
  });

  it('gives eight performers three to five posts each, covering every type and access', async () => {
    expect(DEMO_FEEDS).toHaveLength(8);
    const all = await db().select().from(feeds).innerJoin(users, eq(users.id, feeds.performerId));
    expect(all).toHaveLength(DEMO_FEEDS.reduce((n, a) => n + a.posts.length, 0));
    for (const author of DEMO_FEEDS) {
      const own = all.filter((r) => r.users.username === author.username);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(5);
      expect(own.filter((r) => r.feeds.isPinned)).toHaveLength(1);
    }
    expect(new Set(all.map((r) => r.feeds.type))).toEqual(new Set(feedTypes));
    expect(new Set(all.map((r) => r.feeds.access))).toEqual(new Set(contentAccess));
    const { minimumWalletPrice: min, maximumWalletPrice: max } = settingDefaults;
    for (const { feeds: f } of all) {
      if (f.access === 'sale') {
        expect(f.price! / 100).toBeGreaterThanOrEqual(min);
        expect(f.price! / 100).toBeLessThanOrEqual(max);
      } else {
        expect(f.price).toBeNull();
      }
    }
  });

  it('puts every file through processing: finished, of the post type, owned by the performer', async () => {
    const all = await db().select().from(feeds);
    const fileIds = all.flatMap((f) => [...f.fileIds, ...(f.teaserFileId ? [f.teaserFileId] : [])]);
    const files = new Map((await db().select().from(mediaFiles).where(inArray(mediaFiles.id, fileIds))).map((m) => [m.id, m]));
    expect(files.size).toBe(fileIds.length);
    const byType = (type: string) => [...files.values()].filter((m) => m.type === type);
    for (const f of all) {
      for (const id of f.fileIds) {
        const file = files.get(id)!;
        expect(file).toMatchObject({ ownerId: f.performerId, type: `feed-${f.type}`, status: 'finished', originalKey: null });
        expect(file.mainKey).toEqual(expect.any(String));
      }
      if (f.type === 'text' || f.type === 'poll') expect(f.fileIds).toEqual([]);
      if (f.type === 'photo') expect(f.fileIds.length).toBeGreaterThanOrEqual(1);
    }
    for (const photo of byType('feed-photo')) {
      expect(photo).toMatchObject({ mimeType: 'image/webp', width: sizes.photo.width, height: sizes.photo.height });
      expect(photo.previewKey).toEqual(expect.any(String));
    }
    for (const video of [...byType('feed-video'), ...byType('feed-teaser')]) {
      expect(video).toMatchObject({ mimeType: 'video/mp4', width: sizes.clip.width, height: sizes.clip.height });
      expect(video.variants.map((v) => v.role).sort()).toEqual(['poster', 'thumb']);
    }
    const lasts = (seconds: number) => (m: { duration: number | null }) => Math.abs(m.duration! - seconds) < LENGTH_TOLERANCE_SECONDS;
    expect(byType('feed-video').every(lasts(sizes.clip.seconds))).toBe(true);
    // The teaser keeps its own length, clearly shorter than the clip it was cut from.
    expect(byType('feed-teaser').every((v) => lasts(sizes.teaser.seconds)(v) && v.duration! < sizes.clip.seconds - LENGTH_TOLERANCE_SECONDS)).toBe(true);
    expect(byType('feed-audio').every((a) => a.mimeType === 'audio/mp4' && lasts(sizes.melody.seconds)(a))).toBe(true);
    expect(byType('feed-audio').length).toBeGreaterThanOrEqual(3);
    expect(byType('feed-teaser')).toHaveLength(1);
  });

  it('unlocks posts for demo subscribers and buyers and keeps them locked for other fans', async () => {
    const luna = DEMO_FEEDS.find((a) => a.username === 'luna')!;
    const audioText = luna.posts.find((p) => p.content.type === 'audio' && p.access === 'subscribers')!.text;
    const saleText = DEMO_PURCHASES.find((p) => p.fan === 'fan1' && p.performer === 'luna')!.text;
    expect(DEMO_SUBSCRIPTIONS.fan1).toContain('luna');
    expect(DEMO_SUBSCRIPTIONS.fan3).not.toContain('luna');

    const fan1 = await tokenOf('fan1');
    const forFan1 = await profileFeeds('luna', fan1);
    const audio = postOf(forFan1, audioText);
    expect(audio).toMatchObject({ isLocked: false, isSubscribed: true });
    const audioFile = await ctx.app.inject({ method: 'GET', url: audio.files[0].url!, headers: authHeader(fan1) });
    expect(audioFile.statusCode).toBe(200);
    expect(audioFile.headers['content-type']).toBe('audio/mp4');
    const bought = postOf(forFan1, saleText);
    expect(bought).toMatchObject({ type: 'video', isLocked: false, isBought: true });
    const video = await ctx.app.inject({ method: 'GET', url: bought.files[0].url!, headers: { ...authHeader(fan1), range: 'bytes=0-99' } });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');

    const fan3 = await tokenOf('fan3');
    const forFan3 = await profileFeeds('luna', fan3);
    for (const text of [audioText, saleText]) {
      const locked = postOf(forFan3, text);
      expect(locked.isLocked).toBe(true);
      expect(locked.files.every((f) => f.url === null && f.thumbnails.length === 0)).toBe(true);
    }
    // A locked video for sale still shows its teaser and blurred preview.
    const lockedSale = postOf(forFan3, saleText);
    expect(lockedSale.teaser?.url).toEqual(expect.any(String));
    expect(lockedSale.files[0].preview).toEqual(expect.any(String));

    const subscribed = await db().select().from(subscriptions).where(eq(subscriptions.userId, await idOf('fan1')));
    expect(subscribed).toHaveLength(DEMO_SUBSCRIPTIONS.fan1.length);
    // Paid demo subscriptions run 30 days; a demo free trial lasts what the site's trial setting says, with its period recorded.
    const trialDays = await ctx.app.services.settings.get('freeSubscriptionDuration');
    for (const s of subscribed) {
      const days = s.subscriptionType === 'free' ? trialDays : 30;
      expect(Math.abs(s.expiredAt.getTime() - (Date.now() + days * 24 * HOUR_MS))).toBeLessThan(5 * 60_000);
    }
    const trials = (await db().select().from(subscriptions).where(eq(subscriptions.subscriptionType, 'free'))).length;
    expect(trials).toBeGreaterThan(0);
    expect(await db().select().from(subscriptionPeriods).where(eq(subscriptionPeriods.subscriptionType, 'free'))).toHaveLength(trials);
    // Later seeds add purchases of videos, galleries and products; the feed seed's own are the feeds.
    expect(await db().select().from(purchasedItems).where(eq(purchasedItems.itemType, 'feed'))).toHaveLength(DEMO_PURCHASES.length);
  });

  it('keeps the text of locked demo text posts hidden, while locked media posts show their captions as teasers', async () => {
    const ava = DEMO_FEEDS.find((a) => a.username === 'ava')!;
    const program = ava.posts.find((p) => p.content.type === 'text' && p.access === 'sale')!;
    expect(program.textIsTeaser).toBeFalsy();
    expect(DEMO_PURCHASES.find((p) => p.fan === 'fan2' && p.performer === 'ava')!.text).toBe(program.text);
    // fan3 subscribes to ava but did not buy the program; fan2 bought it.
    const forFan3 = await profileFeeds('ava', await tokenOf('fan3'));
    const locked = forFan3.find((f) => f.type === 'text' && f.access === 'sale')!;
    expect(locked).toMatchObject({ isLocked: true, text: '', isTextLocked: true, textIsTeaser: false });
    expect(JSON.stringify(forFan3)).not.toContain(program.text);
    expect(postOf(await profileFeeds('ava', await tokenOf('fan2')), program.text)).toMatchObject({ isLocked: false, isTextLocked: false });
    // A photo for subscribers that fan3 may not open, its caption still readable.
    const caption = postOf(await profileFeeds('marco', await tokenOf('fan3')), 'Behind the scenes with the band.');
    expect(caption).toMatchObject({ isLocked: true, textIsTeaser: true, isTextLocked: false });
  });

  it('shows the pinned post first and polls with demo votes', async () => {
    const feedsOfAva = await profileFeeds('ava');
    expect(feedsOfAva[0].isPinned).toBe(true);
    const poll = feedsOfAva.find((f) => f.type === 'poll')!;
    expect(poll.isLocked).toBe(false);
    expect(poll.poll!.closed).toBe(false);
    expect(poll.poll!.totalVotes).toBe(4);
    expect(poll.poll!.options.map((o) => o.votes)).toEqual([1, 2, 1]);
  });

  it('keeps one post scheduled for later, with the publishing job that publishes it', async () => {
    const scheduled = await db().select().from(feeds).where(eq(feeds.status, 'scheduled'));
    expect(scheduled).toHaveLength(1);
    const [post] = scheduled;
    expect(post.publishedAt).toBeNull();
    expect(post.scheduledAt!.getTime()).toBeGreaterThan(Date.now() + 2 * 24 * HOUR_MS);
    expect((await profileFeeds('luna')).some((f) => f.text === post.text)).toBe(false);

    const jobs = await rows<{ data: { feedId: string; scheduledAt: string }; start_after: Date; state: string }>(
      sql`SELECT data, start_after, state FROM pgboss.job WHERE name = 'feeds.publish'`,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ state: 'created', data: { feedId: post.id, scheduledAt: post.scheduledAt!.toISOString() } });
    expect(new Date(jobs[0].start_after).getTime()).toBe(post.scheduledAt!.getTime());
  });

  it('adds nothing on a second run, and makes or processes no media for it', async () => {
    const before = await counts();
    const files = storedFiles();
    const work = countMediaWork();
    await seed();
    expect(work()).toEqual({ ffmpegRuns: 0, picturesDrawn: 0 });
    expect(await counts()).toEqual(before);
    expect(storedFiles()).toEqual(files);
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'feeds.publish'`);
    expect(n).toBe(1);
  });

  it('puts back a demo post that is missing, and only that one', async () => {
    const marco = await idOf('marco');
    const text = DEMO_FEEDS.find((a) => a.username === 'marco')!.posts.find((p) => p.content.type === 'audio')!.text;
    const [removed] = await db().delete(feeds).where(and(eq(feeds.performerId, marco), eq(feeds.text, text))).returning();
    const before = await counts();
    const work = countMediaWork();
    await seed();
    // The melody made again and processed once; nothing else.
    expect(work()).toEqual({ ffmpegRuns: 1 + FFMPEG_RUNS_PER_SOUND, picturesDrawn: 0 });
    const after = await counts();
    expect(after).toEqual({ ...before, feeds: before.feeds + 1, mediaFiles: before.mediaFiles + 1 });
    const [again] = await db().select().from(feeds).where(and(eq(feeds.performerId, marco), eq(feeds.text, text)));
    expect(again.id).not.toBe(removed.id);
    expect(again.type).toBe('audio');
  });

  it('publishes the scheduled post when its job runs', async () => {
    const [job] = await rows<{ data: { feedId: string; scheduledAt: string } }>(sql`SELECT data FROM pgboss.job WHERE name = 'feeds.publish'`);
    await ctx.app.services.feeds.publish(job.data);
    const [post] = await db().select().from(feeds).where(eq(feeds.id, job.data.feedId));
    expect(post.status).toBe('published');
    expect((await profileFeeds('luna')).some((f) => f.text === post.text)).toBe(true);
  });
});

describe('seed 004 without a job queue or ffmpeg (npm run db:seed on a machine without ffmpeg)', () => {
  const messages: string[] = [];
  const seedWithout = () => seedDemoData({ db: db(), config: ctx.config, storage: ctx.app.services.storage, log: { info: (m) => messages.push(m) } });
  beforeAll(async () => {
    ctx = await createTestApp({ FFMPEG_PATH: path.join(__dirname, 'no-such-ffmpeg') });
    await seedWithout();
  }, 120_000);
  afterAll(() => ctx?.close());

  it('adds the posts it can make and says which it left out', async () => {
    const all = await db().select().from(feeds);
    expect(new Set(all.map((f) => f.type))).toEqual(new Set(['text', 'poll']));
    expect(all.every((f) => f.status === 'published')).toBe(true);
    expect(await db().select().from(mediaFiles)).toHaveLength(0);
    expect(messages).toContain('feeds: scheduled post of luna skipped: no job queue to publish it (the app\'s first start seeds it)');
    expect(messages.filter((m) => /skipped: ffmpeg is not available/.test(m)).length).toBeGreaterThanOrEqual(10);
    // Subscriptions need no media; of the purchases only the text post for sale exists.
    expect(await db().select().from(subscriptions)).toHaveLength(Object.values(DEMO_SUBSCRIPTIONS).flat().length);
    expect(await db().select().from(purchasedItems)).toHaveLength(1);

    const before = await counts();
    await seedWithout();
    expect(await counts()).toEqual(before);
  });
});
