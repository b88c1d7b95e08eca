// How big the demo seeds make their media, per DEMO_MEDIA_SIZE. `full` is what a fresh install shows.
// `tiny` sends pictures of a few pixels and clips of a second through the very same upload and
// processing, so tests that seed demo data spend their time on what they check, not on pixels.
// Pictures are drawn on the full-size canvas and scaled to fill the size asked for, so every size here keeps
// its full counterpart's proportions. Clips stay at even sizes: processing encodes H.264 in yuv420p, which
// needs them, and would otherwise round them down.
import type { AppConfig } from '../../config';

export type DemoMediaSize = AppConfig['DEMO_MEDIA_SIZE'];

interface Box {
  width: number;
  height: number;
}

export interface DemoMediaSizes {
  /** Feed photos, product pictures, video thumbnails and message photos. */
  photo: Box;
  galleryPhoto: Box;
  /** Profile covers. */
  cover: Box;
  /** The side of the square initials avatars. */
  avatar: number;
  clip: Box & { fps: number; seconds: number };
  /** Cut from the start of a clip: shorter than it. */
  teaser: { seconds: number };
  melody: { seconds: number };
}

export const DEMO_MEDIA_SIZES = {
  full: {
    photo: { width: 1200, height: 900 },
    galleryPhoto: { width: 480, height: 360 },
    cover: { width: 1600, height: 600 },
    avatar: 256,
    clip: { width: 640, height: 360, fps: 25, seconds: 4 },
    teaser: { seconds: 2 },
    melody: { seconds: 6 },
  },
  tiny: {
    photo: { width: 48, height: 36 },
    galleryPhoto: { width: 32, height: 24 },
    cover: { width: 64, height: 24 },
    avatar: 32,
    clip: { width: 64, height: 36, fps: 10, seconds: 1 },
    teaser: { seconds: 0.5 },
    melody: { seconds: 1.2 },
  },
} as const satisfies Record<DemoMediaSize, DemoMediaSizes>;

/** The sizes the config asks for. */
export const demoMediaSizesOf = (config: Pick<AppConfig, 'DEMO_MEDIA_SIZE'>): DemoMediaSizes => DEMO_MEDIA_SIZES[config.DEMO_MEDIA_SIZE];
