// Source media for the demo posts, made on the spot (nothing binary is committed): pictures drawn with
// sharp, video clips from ffmpeg's test sources with a tone, and a short melody. These are what a
// performer would upload; seed 004 puts them through the same upload and processing as real uploads.
// Their sizes and lengths come from demo-media-sizes.ts, as the config picks them.
import path from 'node:path';
import { runFfmpeg } from '../../media/processing/ffmpeg';
import { drawDemoPicture } from './demo-images';
import { DEMO_MEDIA_SIZES, type DemoMediaSizes } from './demo-media-sizes';

export type DemoClipName = 'pattern' | 'fractal';

const HEX = /^#[0-9a-f]{6}$/i;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A JPEG of `size`: a two-colour gradient, a few shapes placed by `variant`, and a caption, so every
 * photo of a post looks different.
 */
export async function makeDemoPhoto(
  dir: string,
  opts: { name: string; caption: string; colours: readonly [string, string]; variant: number; size: DemoMediaSizes['photo'] },
): Promise<string> {
  const [from, to] = opts.colours;
  if (!HEX.test(from) || !HEX.test(to)) throw new Error(`Photo colours must be #rrggbb, got "${from}" and "${to}".`);
  // Drawn on the full-size canvas; other sizes scale it.
  const { width: w, height: h } = DEMO_MEDIA_SIZES.full.photo;
  const v = opts.variant;
  const cx = 200 + ((v * 311) % 800);
  const cy = 150 + ((v * 173) % 450);
  const body = `  <defs><linearGradient id="g" x1="0" y1="${v % 2}" x2="1" y2="${1 - (v % 2)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${cx}" cy="${cy}" r="${160 + (v % 3) * 40}" fill="#ffffff" fill-opacity="0.18"/>
  <rect x="${w - cx - 120}" y="${h - cy - 60}" width="240" height="240" rx="36" fill="#000000" fill-opacity="0.12" transform="rotate(${(v * 23) % 60} ${w - cx} ${h - cy + 60})"/>
  <polygon points="${cx + 300},${h - 120} ${cx + 420},${h - 340} ${cx + 540},${h - 120}" fill="#ffffff" fill-opacity="0.1"/>
  <text x="60" y="${h - 70}" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="bold" fill="#ffffff" fill-opacity="0.92">${escapeXml(opts.caption)}</text>`;
  const file = path.join(dir, `${opts.name}.jpg`);
  await drawDemoPicture(body, { width: w, height: h }, opts.size).jpeg({ quality: 85 }).toFile(file);
  return file;
}

const CLIP_SOURCES: Record<DemoClipName, { video: string; toneHz: number }> = {
  pattern: { video: 'testsrc2', toneHz: 523 },
  fractal: { video: 'mandelbrot', toneHz: 392 },
};

/** An H.264/AAC clip of `size` of one of ffmpeg's moving test sources with a sine tone. */
export async function makeDemoClip(dir: string, ffmpeg: string, name: DemoClipName, size: DemoMediaSizes['clip']): Promise<string> {
  const source = CLIP_SOURCES[name];
  const file = path.join(dir, `${name}.mp4`);
  const { width, height, fps, seconds } = size;
  await runFfmpeg(ffmpeg, [
    '-y',
    '-f', 'lavfi', '-i', `${source.video}=size=${width}x${height}:rate=${fps}`,
    '-f', 'lavfi', '-i', `sine=frequency=${source.toneHz}:duration=${seconds}`,
    '-t', String(seconds),
    // A high CRF keeps the upload small; processing re-encodes it anyway.
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac',
    file,
  ]);
  return file;
}

/** The first `seconds` of a clip, copied without re-encoding: a teaser of it. */
export async function cutDemoTeaser(ffmpeg: string, clip: string, seconds: number): Promise<string> {
  const file = clip.replace(/\.mp4$/, '-teaser.mp4');
  await runFfmpeg(ffmpeg, ['-y', '-i', clip, '-t', String(seconds), '-c', 'copy', file]);
  return file;
}

/** Notes of the melody, in Hz (C major arpeggio up and down), played one after another in equal parts. */
const MELODY_NOTES = [262, 330, 392, 523, 392, 330, 262, 392, 523, 659, 523, 392];

/** The melody as MP3: plucked sine notes (each fades out, which also hides the jumps between notes). */
export async function makeDemoMelody(dir: string, ffmpeg: string, size: DemoMediaSizes['melody']): Promise<string> {
  const n = size.seconds / MELODY_NOTES.length;
  const pitch = MELODY_NOTES.map((hz, i) => `${hz}*gte(t\\,${i * n})*lt(t\\,${(i + 1) * n})`).join('+');
  const expr = `0.5*sin(2*PI*t*(${pitch}))*exp(-4*mod(t\\,${n}))`;
  const file = path.join(dir, 'melody.mp3');
  await runFfmpeg(ffmpeg, [
    '-y',
    '-f', 'lavfi', '-i', `aevalsrc=exprs=${expr}:s=44100:d=${size.seconds}`,
    '-c:a', 'libmp3lame', '-b:a', '96k',
    file,
  ]);
  return file;
}

/**
 * Makes each clip, teaser and the melody once per seed run, however many posts use them; photos are
 * made per post (their captions differ). `ffmpeg` null means no ffmpeg: only photos can be made.
 */
export function createDemoSources(dir: string, ffmpeg: string | null, sizes: DemoMediaSizes) {
  const made = new Map<string, Promise<string>>();
  const once = (key: string, make: (ffmpeg: string) => Promise<string>) => {
    if (!ffmpeg) return Promise.reject(new Error('ffmpeg is not available'));
    let file = made.get(key);
    if (!file) {
      file = make(ffmpeg);
      made.set(key, file);
    }
    return file;
  };
  let photos = 0;
  const clip = (name: DemoClipName) => once(name, (f) => makeDemoClip(dir, f, name, sizes.clip));
  return {
    clip,
    teaser: (name: DemoClipName) => once(`${name}-teaser`, async (f) => cutDemoTeaser(f, await clip(name), sizes.teaser.seconds)),
    melody: () => once('melody', (f) => makeDemoMelody(dir, f, sizes.melody)),
    photo: (caption: string, colours: readonly [string, string]) => {
      photos += 1;
      return makeDemoPhoto(dir, { name: `photo-${photos}`, caption, colours, variant: photos, size: sizes.photo });
    },
  };
}
export type DemoSources = ReturnType<typeof createDemoSources>;
