// Video into what every browser plays: H.264 (yuv420p, even dimensions, at most 1080p) with AAC sound in an
// MP4 whose index comes first, so playback starts before the whole file has arrived. Plus posters taken
// from the processed video and a short teaser cut from the start.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { MediaProcessingError, unreadableMedia } from './errors';
import { DEFAULT_PROCESSING_TIMEOUT_MS, deadlineFrom, ffmpegPathOf, progressReporter, runFfmpeg, scaledProgress, type ProcessingOptions } from './ffmpeg';
import { makeImageVariants, type ImageOutput } from './image-variants';
import { isFastStart } from './mp4-atoms';
import { probeMedia, type MediaInfo } from './probe';

export type X264Preset = 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium' | 'slow';

export interface VideoProcessingOptions extends ProcessingOptions {
  /** x264's speed against size trade-off (default "veryfast": a small server's CPU is the scarce thing). */
  preset?: X264Preset;
  /** x264 quality, lower is better (default 23). */
  crf?: number;
  /** The output fits inside maxLongSide x maxShortSide, in either orientation (default 1920 x 1080). */
  maxLongSide?: number;
  maxShortSide?: number;
  audioBitrateKbps?: number;
}

export interface TranscodedVideo {
  file: string;
  contentType: 'video/mp4';
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
  bytes: number;
  /** The index (moov) precedes the media data: checked on the written file. */
  fastStart: boolean;
}

export interface VideoPosters {
  /** The frame at the video's size. */
  poster: ImageOutput;
  thumb: ImageOutput;
  /** Shown on locked items instead of the poster. */
  blurred: ImageOutput;
  atSeconds: number;
}

export interface ProcessedVideo extends TranscodedVideo {
  posters: VideoPosters;
}

const MAX_FPS = 60;
/** Where the poster frame is taken: far enough in to skip black fade-ins. */
const POSTER_POSITION = 0.1;

const floorEven = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

/**
 * The output size for a picture shown at width x height: scaled down (never up) to fit the box in
 * whichever orientation the picture has, then rounded down to even numbers, which yuv420p requires.
 */
export function fitVideoSize(width: number, height: number, maxLongSide = 1920, maxShortSide = 1080): { width: number; height: number } {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const scale = Math.min(1, maxLongSide / long, maxShortSide / short);
  return { width: floorEven(width * scale), height: floorEven(height * scale) };
}

/** An ffmpeg failure while encoding: the input's fault, unless the disk said no. */
function encodeError(err: unknown): unknown {
  if (!(err instanceof MediaProcessingError) || err.code !== 'failed') return err;
  if (/No space left|Permission denied|Read-only file system/i.test(err.detail ?? '')) {
    return new MediaProcessingError('failed', 'The processed video could not be written.', err.detail);
  }
  return unreadableMedia('video', err.detail);
}

function videoFilter(info: MediaInfo, opts: VideoProcessingOptions): string {
  const video = info.video!;
  // ffmpeg turns the picture upright (autorotate) ahead of this filter; the target is the size it is shown at.
  const size = fitVideoSize(video.displayWidth, video.displayHeight, opts.maxLongSide, opts.maxShortSide);
  return `scale=${size.width}:${size.height},setsar=1`;
}

interface EncodeStep {
  input: string;
  output: string;
  info: MediaInfo;
  /** Keep only the first this many seconds. */
  limitSeconds?: number;
  onProgress?: (percent: number) => void;
  timeoutMs: number;
}

/** One ffmpeg run to a web MP4, written under a temporary name and renamed when complete. */
async function encodeMp4(step: EncodeStep, opts: VideoProcessingOptions): Promise<TranscodedVideo> {
  const ffmpeg = await ffmpegPathOf(opts.ffmpeg);
  const { info } = step;
  const partial = `${step.output}.part`;
  const fps = info.video!.fps;
  const channels = info.audio?.channels ?? null;
  const args = [
    '-y', '-nostats', '-progress', 'pipe:1',
    '-i', step.input,
    ...(step.limitSeconds !== undefined ? ['-t', String(step.limitSeconds)] : []),
    // The first video stream and the first audio stream when there is one; no subtitles, data or
    // metadata (phones write the place a video was shot into it).
    '-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn', '-map_metadata', '-1', '-map_chapters', '-1',
    '-vf', videoFilter(info, opts),
    '-c:v', 'libx264', '-preset', opts.preset ?? 'veryfast', '-crf', String(opts.crf ?? 23), '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    ...(fps !== null && fps > MAX_FPS ? ['-r', String(MAX_FPS)] : []),
    '-c:a', 'aac', '-b:a', `${opts.audioBitrateKbps ?? 128}k`,
    ...(channels !== null && channels > 2 ? ['-ac', '2'] : []),
    '-movflags', '+faststart',
    // Sparse audio next to dense video overflows ffmpeg's small default muxing queue.
    '-max_muxing_queue_size', '1024',
    '-f', 'mp4', partial,
  ];
  const total = step.limitSeconds !== undefined ? Math.min(step.limitSeconds, info.durationSeconds ?? step.limitSeconds) : info.durationSeconds;
  try {
    await runFfmpeg(ffmpeg, args, {
      signal: opts.signal,
      timeoutMs: step.timeoutMs,
      onStdoutLine: step.onProgress ? progressReporter(total, step.onProgress) : undefined,
    });
    await fsp.rename(partial, step.output);
  } catch (err) {
    await fsp.rm(partial, { force: true });
    throw encodeError(err);
  }
  const out = await probeMedia(step.output, 'video', { ffmpeg, signal: opts.signal });
  const { size } = await fsp.stat(step.output);
  return {
    file: step.output,
    contentType: 'video/mp4',
    width: out.video!.displayWidth,
    height: out.video!.displayHeight,
    durationSeconds: out.durationSeconds ?? 0,
    hasAudio: out.audio !== null,
    bytes: size,
    fastStart: await isFastStart(step.output),
  };
}

/**
 * Transcodes `input` to `<outputDir>/<name>.mp4` (default "video"). Throws "This video could not be read"
 * for input ffmpeg cannot decode, "aborted" when `signal` fires and "timeout" past the time limit.
 */
export async function transcodeVideo(input: string, outputDir: string, opts: VideoProcessingOptions & { name?: string } = {}): Promise<TranscodedVideo> {
  const left = deadlineFrom(opts.timeoutMs ?? DEFAULT_PROCESSING_TIMEOUT_MS);
  const ffmpeg = await ffmpegPathOf(opts.ffmpeg);
  const info = await probeMedia(input, 'video', { ffmpeg, signal: opts.signal, timeoutMs: left() });
  const output = path.join(outputDir, `${opts.name ?? 'video'}.mp4`);
  return encodeMp4({ input, output, info, onProgress: opts.onProgress, timeoutMs: left() }, { ...opts, ffmpeg });
}

/** The first `seconds` of `input` as `<outputDir>/<name>.mp4` (default "teaser"), encoded like transcodeVideo. */
export async function makeVideoTeaser(
  input: string,
  outputDir: string,
  opts: VideoProcessingOptions & { seconds?: number; name?: string } = {},
): Promise<TranscodedVideo> {
  const seconds = opts.seconds ?? 10;
  if (!(seconds > 0)) throw new RangeError(`A teaser must last more than 0 seconds, got ${seconds}.`);
  const left = deadlineFrom(opts.timeoutMs ?? DEFAULT_PROCESSING_TIMEOUT_MS);
  const ffmpeg = await ffmpegPathOf(opts.ffmpeg);
  const info = await probeMedia(input, 'video', { ffmpeg, signal: opts.signal, timeoutMs: left() });
  const output = path.join(outputDir, `${opts.name ?? 'teaser'}.mp4`);
  return encodeMp4({ input, output, info, limitSeconds: seconds, onProgress: opts.onProgress, timeoutMs: left() }, { ...opts, ffmpeg });
}

/** Grabs one frame at `atSeconds` as a PNG; false when there is no frame there (past the last one). */
async function grabFrame(ffmpeg: string, video: string, atSeconds: number, output: string, opts: VideoProcessingOptions, timeoutMs: number) {
  // -ss before -i seeks by the index, then decodes just up to the exact time: fast on long videos.
  await runFfmpeg(ffmpeg, ['-y', '-ss', atSeconds.toFixed(3), '-i', video, '-map', '0:v:0', '-frames:v', '1', '-f', 'image2', '-c:v', 'png', output], {
    signal: opts.signal,
    timeoutMs,
  });
  return fsp.stat(output).then(
    (s) => s.size > 0,
    () => false,
  );
}

/**
 * Posters from a (processed) video: `poster-full.webp` at the video's size, `poster-thumb.webp` and the
 * blurred `poster-blurred.webp`, taken at 10 % of the duration.
 */
export async function makeVideoPosters(
  video: string,
  outputDir: string,
  durationSeconds: number,
  opts: VideoProcessingOptions = {},
): Promise<VideoPosters> {
  const left = deadlineFrom(opts.timeoutMs ?? DEFAULT_PROCESSING_TIMEOUT_MS);
  const ffmpeg = await ffmpegPathOf(opts.ffmpeg);
  const frame = path.join(outputDir, 'poster-frame.png');
  try {
    let atSeconds = Math.max(0, durationSeconds * POSTER_POSITION);
    if (!(await grabFrame(ffmpeg, video, atSeconds, frame, opts, left()))) {
      atSeconds = 0;
      if (!(await grabFrame(ffmpeg, video, 0, frame, opts, left()))) throw unreadableMedia('video', 'No frame to make a poster of.');
    }
    const images = await makeImageVariants(frame, outputDir, {
      prefix: 'poster-',
      variants: [
        { name: 'full', maxSize: opts.maxLongSide ?? 1920 },
        { name: 'thumb', maxSize: 320 },
      ],
    });
    return { poster: images.variants[0]!, thumb: images.variants[1]!, blurred: images.blurred, atSeconds };
  } catch (err) {
    throw encodeError(err);
  } finally {
    await fsp.rm(frame, { force: true });
  }
}

/**
 * Everything an uploaded video needs: the web MP4 (`video.mp4`) and its posters, with progress over both
 * (the transcode is 95 % of the work). Outputs already written are removed when a later step fails.
 */
export async function processVideo(input: string, outputDir: string, opts: VideoProcessingOptions = {}): Promise<ProcessedVideo> {
  const left = deadlineFrom(opts.timeoutMs ?? DEFAULT_PROCESSING_TIMEOUT_MS);
  const ffmpeg = await ffmpegPathOf(opts.ffmpeg);
  const onProgress = opts.onProgress;
  // The transcode counts for 0..95; its own 100 would arrive before the posters are made.
  const transcodeProgress = onProgress && scaledProgress(onProgress, 0, 95);
  const video = await transcodeVideo(input, outputDir, {
    ...opts,
    ffmpeg,
    timeoutMs: left(),
    onProgress: transcodeProgress && ((p) => p < 100 && transcodeProgress(p)),
  });
  try {
    const posters = await makeVideoPosters(video.file, outputDir, video.durationSeconds, { ...opts, ffmpeg, timeoutMs: left() });
    onProgress?.(100);
    return { ...video, posters };
  } catch (err) {
    await fsp.rm(video.file, { force: true });
    throw err;
  }
}
