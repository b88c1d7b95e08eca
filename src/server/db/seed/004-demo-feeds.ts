// Demo posts of every kind (text, photo, video, audio, poll; free, subscribers, sale; pinned; one
// scheduled) for eight demo performers, plus a few demo subscriptions and purchases. Media are generated
// here and go through the real upload and `media.process` processing (demo-uploads.ts). A post is
// recognised by its performer and text: running again adds only posts that are missing.
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { toMinor } from '@/lib/money';
import { locateFfmpeg } from '../../media/processing';
import { createFeedPollsRepo } from '../../modules/feeds/feed-polls.repo';
import { feedPublishJob } from '../../modules/feeds/feed-publish.job';
import { createFeedsRepo } from '../../modules/feeds/feeds.repo';
import { feeds, type NewFeedRow } from '../../modules/feeds/feeds.table';
import { users } from '../../modules/users/users.table';
import { addDemoPurchases, addDemoSubscriptions } from './demo-fan-access';
import { DEMO_FEEDS, DEMO_POLL_DAYS, DEMO_SUBSCRIPTIONS, type DemoPost } from './demo-feeds.data';
import { createDemoSources, type DemoSources } from './demo-media';
import { demoMediaSizesOf } from './demo-media-sizes';
import { DEMO_PERFORMERS, EARLY_PERFORMER_PROFILES } from './demo-performers.data';
import { createDemoUploader, type DemoUploader } from './demo-uploads';
import type { Seed, SeedContext } from './types';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const colourList = [...DEMO_PERFORMERS, ...EARLY_PERFORMER_PROFILES];
const coloursOf = (username: string): readonly [string, string] => colourList.find((p) => p.username === username)?.colours ?? ['#334155', '#94a3b8'];

interface Tools {
  sources: DemoSources;
  uploader: DemoUploader;
}

/** The media a post holds, uploaded and processed: its file ids and teaser. */
async function uploadMedia(post: DemoPost, performerId: string, username: string, tools: Tools, uploaded: string[]) {
  const { sources, uploader } = tools;
  const up = async (type: Parameters<DemoUploader['upload']>[1], file: Promise<string>) => {
    const row = await uploader.upload(performerId, type, await file);
    uploaded.push(row.id);
    return row.id;
  };
  const c = post.content;
  const fileIds: string[] = [];
  let teaserFileId: string | null = null;
  if (c.type === 'photo') for (const caption of c.captions) fileIds.push(await up('feed-photo', sources.photo(caption, coloursOf(username))));
  if (c.type === 'video') {
    fileIds.push(await up('feed-video', sources.clip(c.clip)));
    if (c.withTeaser) teaserFileId = await up('feed-teaser', sources.teaser(c.clip));
  }
  if (c.type === 'audio') fileIds.push(await up('feed-audio', sources.melody()));
  return { fileIds, teaserFileId };
}

/** Creates one post with its media and poll; a failure takes back everything made for it. */
async function createPost(ctx: SeedContext, post: DemoPost, author: { id: string; username: string }, fanIds: ReadonlyMap<string, string>, tools: Tools) {
  const now = new Date();
  const uploaded: string[] = [];
  let feedId: string | null = null;
  try {
    const media = await uploadMedia(post, author.id, author.username, tools, uploaded);
    const publishedAt = new Date(now.getTime() - post.hoursAgo * HOUR_MS);
    const scheduledAt = post.scheduledInDays ? new Date(now.getTime() + post.scheduledInDays * DAY_MS) : null;
    const feed = await ctx.db.transaction(async (tx) => {
      let pollId: string | null = null;
      const c = post.content;
      if (c.type === 'poll') {
        const pollsRepo = createFeedPollsRepo(tx);
        const options = c.options.map((text) => ({ id: randomUUID(), text }));
        const poll = await pollsRepo.insert({ performerId: author.id, description: c.question, options, expiresAt: new Date(now.getTime() + DEMO_POLL_DAYS * DAY_MS) });
        pollId = poll.id;
        for (const [fan, choice] of Object.entries(c.votes)) {
          const fanId = fanIds.get(fan);
          if (fanId) await pollsRepo.vote(poll.id, fanId, options[choice].id);
        }
      }
      const row: NewFeedRow = {
        performerId: author.id,
        type: c.type,
        text: post.text,
        textIsTeaser: post.textIsTeaser ?? false,
        access: post.access,
        price: post.price === undefined ? null : toMinor(post.price),
        fileIds: media.fileIds,
        teaserFileId: media.teaserFileId,
        pollId,
        isPinned: post.pinned ?? false,
        pinnedAt: post.pinned ? publishedAt : null,
        status: scheduledAt ? 'scheduled' : 'published',
        scheduledAt,
        publishedAt: scheduledAt ? null : publishedAt,
        createdAt: scheduledAt ? now : publishedAt,
      };
      return createFeedsRepo(tx).insert(row);
    });
    feedId = feed.id;
    // The same job the feeds service plans for a scheduled post: it publishes the post when due.
    if (scheduledAt) {
      if (!ctx.jobs) throw new Error('A scheduled demo post needs the job queue to publish it.');
      await ctx.jobs.send(feedPublishJob, { feedId: feed.id, scheduledAt: scheduledAt.toISOString() }, { startAfter: scheduledAt });
    }
    ctx.log.info(`feeds: added ${post.access} ${post.content.type} post of ${author.username}${scheduledAt ? ` scheduled for ${scheduledAt.toISOString()}` : ''}`);
  } catch (e) {
    const removed = feedId ? await createFeedsRepo(ctx.db).remove(feedId) : null;
    if (removed?.pollId) await createFeedPollsRepo(ctx.db).remove(removed.pollId);
    await tools.uploader.remove(uploaded);
    throw e;
  }
}

/** Ids of the demo performers and fans that exist, by username. */
async function demoUserIds(ctx: SeedContext): Promise<Map<string, string>> {
  const names = [...DEMO_FEEDS.map((a) => a.username), ...Object.keys(DEMO_SUBSCRIPTIONS), ...DEMO_FEEDS.flatMap((a) => a.posts.flatMap((p) => (p.content.type === 'poll' ? Object.keys(p.content.votes) : [])))];
  const rows = await ctx.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, [...new Set(names)]));
  return new Map(rows.map((r) => [r.username!, r.id]));
}

/** The demo posts still missing, per performer, leaving out those this run cannot make (and saying why). */
async function missingPosts(ctx: SeedContext, idOf: ReadonlyMap<string, string>, hasFfmpeg: () => Promise<boolean>) {
  const missing: { author: { id: string; username: string }; post: DemoPost }[] = [];
  for (const { username, posts } of DEMO_FEEDS) {
    const id = idOf.get(username);
    if (!id) continue;
    const texts = posts.map((p) => p.text);
    const existing = new Set((await ctx.db.select({ text: feeds.text }).from(feeds).where(and(eq(feeds.performerId, id), inArray(feeds.text, texts)))).map((r) => r.text));
    for (const post of posts) {
      if (existing.has(post.text)) continue;
      if (post.scheduledInDays && !ctx.jobs) {
        ctx.log.info(`feeds: scheduled post of ${username} skipped: no job queue to publish it (the app's first start seeds it)`);
        continue;
      }
      // Processing locates ffmpeg for every file, pictures included, so without it no media post can be made.
      if (['photo', 'video', 'audio'].includes(post.content.type) && !(await hasFfmpeg())) {
        ctx.log.info(`feeds: ${post.content.type} post of ${username} skipped: ffmpeg is not available to process its media`);
        continue;
      }
      missing.push({ author: { id, username }, post });
    }
  }
  return missing;
}

export const demoFeedsSeed: Seed = {
  name: '004 demo feeds',
  async run(ctx) {
    const started = Date.now();
    const idOf = await demoUserIds(ctx);
    let ffmpeg: Promise<string | null> | null = null;
    const ffmpegPath = () =>
      (ffmpeg ??= locateFfmpeg(ctx.config.FFMPEG_PATH).then(
        (b) => b.path,
        () => null,
      ));
    const missing = await missingPosts(ctx, idOf, async () => (await ffmpegPath()) !== null);

    if (missing.length) {
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'fanstage-demo-media-'));
      try {
        const tools = { sources: createDemoSources(dir, await ffmpegPath(), demoMediaSizesOf(ctx.config)), uploader: createDemoUploader(ctx) };
        for (const { author, post } of missing) await createPost(ctx, post, author, idOf, tools);
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    }
    const subscribed = await addDemoSubscriptions(ctx, idOf);
    const bought = await addDemoPurchases(ctx, idOf);
    ctx.log.info(`feeds: ${missing.length} demo posts added in ${((Date.now() - started) / 1000).toFixed(1)} s; ${subscribed} subscriptions and ${bought} purchases added`);
  },
};
