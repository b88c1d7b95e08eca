// Real media made at test time (nothing binary is committed): ffmpeg's lavfi test pattern and sine tone
// for video and sound, sharp for pictures.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { locateFfmpeg, runFfmpeg } from '../../src/server/media/processing/ffmpeg';

export async function ffmpegForTests(): Promise<string> {
  return (await locateFfmpeg()).path;
}

/** A fresh temporary directory and its removal. */
export function makeTempDir(prefix = 'fanstage-media-'): { dir: string; remove: () => Promise<void> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fsp.rm(dir, { recursive: true, force: true }) };
}

export interface TestVideoOptions {
  width?: number;
  height?: number;
  seconds?: number;
  fps?: number;
  /** A 440 Hz tone as the sound track (default true). */
  audio?: boolean;
  format?: 'mp4' | 'webm';
  /** Tag the stream as shown turned this many degrees clockwise, as phones do for portrait videos. */
  rotate?: 90 | 180 | 270;
  name?: string;
}

/** Writes a test-pattern video (H.264/AAC in MP4, or VP8/Opus in WebM) and returns its path. */
export async function makeTestVideo(dir: string, opts: TestVideoOptions = {}): Promise<string> {
  const { width = 640, height = 360, seconds = 3, fps = 25, audio = true, format = 'mp4', rotate } = opts;
  const ffmpeg = await ffmpegForTests();
  const file = path.join(dir, `${opts.name ?? `test-${width}x${height}${audio ? '' : '-silent'}${rotate ? `-rot${rotate}` : ''}`}.${format}`);
  // A rotated video is written unrotated first, under a name of its own.
  const encoded = rotate ? file.replace(/(\.\w+)$/, '-unrotated$1') : file;
  const codecs =
    format === 'mp4'
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac']
      : ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '400k', '-c:a', 'libopus'];
  await runFfmpeg(ffmpeg, [
    '-y',
    '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=${fps}:duration=${seconds}`,
    ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
    ...codecs,
    '-shortest',
    encoded,
  ]);
  if (!rotate) return file;
  // The 2018 ffmpeg writes the rotation tag only when copying streams, so tag a copy.
  await runFfmpeg(ffmpeg, ['-y', '-i', encoded, '-map', '0', '-c', 'copy', '-metadata:s:v:0', `rotate=${rotate}`, file]);
  await fsp.rm(encoded);
  return file;
}

/** Writes a sine tone (MP3 by default) and returns its path. */
export async function makeTestAudio(dir: string, opts: { seconds?: number; format?: 'mp3' | 'wav'; channels?: number } = {}): Promise<string> {
  const { seconds = 2, format = 'mp3', channels = 1 } = opts;
  const file = path.join(dir, `tone-${seconds}s-${channels}ch.${format}`);
  await runFfmpeg(await ffmpegForTests(), [
    '-y',
    '-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=44100:duration=${seconds}`,
    '-ac', String(channels),
    ...(format === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '128k'] : []),
    file,
  ]);
  return file;
}

/**
 * A sharp-edged checkerboard with coloured bands, so resizing and blurring show in the pixels. With
 * `orientation` the pixels are stored as drawn plus an EXIF tag saying how to turn them for display, as
 * cameras do (6 or 8 swap width and height once applied).
 */
export async function makeTestImage(
  dir: string,
  opts: { width?: number; height?: number; format?: 'jpeg' | 'png'; orientation?: number; name?: string } = {},
): Promise<string> {
  const { width = 2400, height = 1600, format = 'jpeg', orientation } = opts;
  // About 24 squares along the long side, so even a 48 px reduction keeps hard edges unless blurred.
  const cell = Math.max(2, Math.round(Math.max(width, height) / 48));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><pattern id="c" width="${2 * cell}" height="${2 * cell}" patternUnits="userSpaceOnUse">
    <rect width="${2 * cell}" height="${2 * cell}" fill="#fff"/><rect width="${cell}" height="${cell}" fill="#000"/><rect x="${cell}" y="${cell}" width="${cell}" height="${cell}" fill="#000"/>
  </pattern></defs>
  <rect width="100%" height="100%" fill="url(#c)"/>
  <rect width="${Math.round(width / 3)}" height="${height}" fill="#d02060" fill-opacity="0.6"/>
</svg>`;
  const file = path.join(dir, `${opts.name ?? `image-${width}x${height}${orientation ? `-o${orientation}` : ''}`}.${format === 'jpeg' ? 'jpg' : 'png'}`);
  let pipeline = sharp(Buffer.from(svg));
  if (orientation) pipeline = pipeline.withMetadata({ orientation });
  await (format === 'jpeg' ? pipeline.jpeg({ quality: 90 }) : pipeline.png()).toFile(file);
  return file;
}

/** A file with the given name and text content: a "video" that is not one. */
export async function makeBogusFile(dir: string, name: string, content = 'This is not media, just text with a media name.\n'): Promise<string> {
  const file = path.join(dir, name);
  await fsp.writeFile(file, content);
  return file;
}
