// The media work demo seeds do, counted: ffmpeg runs (making clips, a teaser and the melody, and processing
// video and sound) and pictures drawn with sharp. Seed tests compare a run's count with what the demo data
// needs, each source made once per seed however many items use it and each upload processed once, instead
// of timing the run, which on a shared machine measures the neighbours as much as the seed.
import { DEMO_ACCOUNTS, DEMO_CONVERSATIONS, DEMO_FANS, DEMO_FEEDS, DEMO_GALLERIES, DEMO_PERFORMERS, DEMO_PRODUCTS, DEMO_VIDEOS, EARLY_PERFORMER_PROFILES } from '@/server/db/seed';
import { demoPicturesDrawn } from '@/server/db/seed/demo-images';
import { ffmpegRunCount } from '@/server/media/processing/ffmpeg';

export interface MediaWork {
  ffmpegRuns: number;
  picturesDrawn: number;
}

/** ffmpeg runs processing takes per video: probe, transcode, probe the result, grab the poster frame. */
export const FFMPEG_RUNS_PER_VIDEO = 4;
/** ffmpeg runs processing takes per sound: probe, transcode, probe the result. */
export const FFMPEG_RUNS_PER_SOUND = 3;

/** Starts counting; the function returned gives the work done since. */
export function countMediaWork(): () => MediaWork {
  const ffmpegRuns = ffmpegRunCount();
  const picturesDrawn = demoPicturesDrawn();
  return () => ({ ffmpegRuns: ffmpegRunCount() - ffmpegRuns, picturesDrawn: demoPicturesDrawn() - picturesDrawn });
}

const distinct = (values: readonly string[]) => new Set(values).size;

/** Videos with their clips: each clip and each teaser made once, every upload processed once. */
function videoWork(videos: readonly { clip: string; withTeaser?: boolean }[]): number {
  const teasers = videos.filter((v) => v.withTeaser);
  return distinct(videos.map((v) => v.clip)) + distinct(teasers.map((v) => v.clip)) + (videos.length + teasers.length) * FFMPEG_RUNS_PER_VIDEO;
}

/** Seeds 002 and 003: an avatar for every account, a cover for every performer. */
export function accountsWork(): MediaWork {
  const avatars = DEMO_ACCOUNTS.length + DEMO_PERFORMERS.length + DEMO_FANS.length;
  const covers = DEMO_PERFORMERS.length + EARLY_PERFORMER_PROFILES.length;
  return { ffmpegRuns: 0, picturesDrawn: avatars + covers };
}

/** Seed 004: a photo per caption; the clips, teaser and melody once; every upload processed once. */
export function feedsWork(): MediaWork {
  const content = DEMO_FEEDS.flatMap((a) => a.posts.map((p) => p.content));
  const videos = content.flatMap((c) => (c.type === 'video' ? [c] : []));
  const sounds = content.filter((c) => c.type === 'audio').length;
  const melody = sounds > 0 ? 1 : 0;
  return {
    ffmpegRuns: videoWork(videos) + melody + sounds * FFMPEG_RUNS_PER_SOUND,
    picturesDrawn: content.flatMap((c) => (c.type === 'photo' ? c.captions : [])).length,
  };
}

/** Seed 006: a photo per caption, processed without ffmpeg. */
export function galleriesWork(): MediaWork {
  return { ffmpegRuns: 0, picturesDrawn: DEMO_GALLERIES.flatMap((d) => d.galleries.flatMap((g) => g.captions)).length };
}

/** Seed 007: a picture per product (the PDFs are written, not drawn). */
export function productsWork(): MediaWork {
  return { ffmpegRuns: 0, picturesDrawn: DEMO_PRODUCTS.flatMap((a) => a.products).length };
}

/** Seed 008: a thumbnail per video; the clips and teaser once; every upload processed once. */
export function videosWork(): MediaWork {
  const videos = DEMO_VIDEOS.flatMap((a) => a.videos);
  return { ffmpegRuns: videoWork(videos), picturesDrawn: videos.length };
}

/** Seed 010: a photo per pay-per-view line. */
export function messagesWork(): MediaWork {
  return { ffmpegRuns: 0, picturesDrawn: DEMO_CONVERSATIONS.flatMap((c) => c.lines).filter((l) => l.photo).length };
}

export function sumWork(...parts: MediaWork[]): MediaWork {
  return parts.reduce((a, b) => ({ ffmpegRuns: a.ffmpegRuns + b.ffmpegRuns, picturesDrawn: a.picturesDrawn + b.picturesDrawn }), { ffmpegRuns: 0, picturesDrawn: 0 });
}
