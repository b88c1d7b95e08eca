// Demo videos (seed 008): free, subscribers-only and for sale, made from the short generated clips the demo
// posts use, each with a generated thumbnail (the one for sale with a teaser too), all through the real
// upload and processing pipeline. A video is recognised by its performer and title: running again adds
// only missing ones.
import { and, eq, inArray } from 'drizzle-orm';
import { createVideosRepo } from '../../modules/videos/videos.repo';
import { videos } from '../../modules/videos/videos.table';
import { demoColoursOf, demoItemFields, seedDemoSoldItems, type DemoAuthor, type DemoMediaTools, type DemoSoldKind } from './demo-content';
import { DEMO_VIDEOS, DEMO_VIDEO_PURCHASES, type DemoVideo } from './demo-videos.data';
import type { Seed, SeedContext } from './types';

const HOUR_MS = 60 * 60 * 1000;

/** Creates one video with its files; a failure takes back the files made for it. */
async function createDemoVideo(ctx: SeedContext, video: DemoVideo, author: DemoAuthor, tools: DemoMediaTools) {
  const { sources, uploader } = tools;
  const uploaded: string[] = [];
  const up = async (type: Parameters<DemoMediaTools['uploader']['upload']>[1], file: Promise<string>) => {
    const row = await uploader.upload(author.id, type, await file);
    uploaded.push(row.id);
    return row.id;
  };
  try {
    const videoFileId = await up('video', sources.clip(video.clip));
    const thumbnailFileId = await up('video-thumbnail', sources.photo(video.thumbnailCaption, demoColoursOf(author.username)));
    const teaserFileId = video.withTeaser ? await up('video-teaser', sources.teaser(video.clip)) : null;
    const createdAt = new Date(Date.now() - video.hoursAgo * HOUR_MS);
    await createVideosRepo(ctx.db).insert({
      performerId: author.id,
      ...demoItemFields(video),
      status: 'active',
      videoFileId,
      thumbnailFileId,
      teaserFileId,
      createdAt,
      updatedAt: createdAt,
    });
    ctx.log.info(`videos: added ${video.access} video "${video.title}" of ${author.username}`);
  } catch (e) {
    await uploader.remove(uploaded);
    throw e;
  }
}

const demoVideos: DemoSoldKind<DemoVideo> = {
  itemType: 'video',
  authors: DEMO_VIDEOS.map((a) => ({ username: a.username, items: a.videos })),
  keyOf: (v) => v.title,
  find: (ctx, performerId, titles) =>
    ctx.db.select({ id: videos.id, key: videos.title, price: videos.price }).from(videos).where(and(eq(videos.performerId, performerId), inArray(videos.title, titles))),
  create: createDemoVideo,
  purchases: DEMO_VIDEO_PURCHASES,
};

export const demoVideosSeed: Seed = { name: '008 demo videos', run: (ctx) => seedDemoSoldItems(ctx, demoVideos) };
