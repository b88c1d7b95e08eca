// Source media for the demo posts, made on the spot (nothing binary is committed): pictures drawn with
// sharp, video clips from ffmpeg's test sources with a tone, and a short melody. These are what a
// performer would upload; seed 004 puts them through the same upload and processing as real uploads.
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../../media/processing/ffmpeg';

export const DEMO_PHOTO_WIDTH = 1200;
export const DEMO_PHOTO_HEIGHT = 900;
export const DEMO_CLIP = { width: 640, height: 360, seconds: 4 } as const;

export type DemoClipName = 'pattern' | 'fractal';

const HEX = /^#[0-9a-f]{6}$/i;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A 1200x900 JPEG: a two-colour gradient, a few shapes placed by `variant`, and a caption, so every
 * photo of a post looks different.
 */
export async function makeDemoPhoto(dir: string, opts: { name: string; caption: string; colours: readonly [string, string]; variant: number }): Promise<string> {
  const [from, to] = opts.colours;
  if (!HEX.test(from) || !HEX.test(to)) throw new Error(`Photo colours must be #rrggbb, got "${from}" and "${to}".`);
  const w = DEMO_PHOTO_WIDTH;
  const h = DEMO_PHOTO_HEIGHT;
  const v = opts.variant;
  const cx = 200 + ((v * 311) % 800);
  const cy = 150 + ((v * 173) % 450);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="${v % 2}" x2="1" y2="${1 - (v % 2)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${cx}" cy="${cy}" r="${160 + (v % 3) * 40}" fill="#ffffff" fill-opacity="0.18"/>
  <rect x="${w - cx - 120}" y="${h - cy - 60}" width="240" height="240" rx="36" fill="#000000" fill-opacity="0.12" transform="rotate(${(v * 23) % 60} ${w - cx} ${h - cy + 60})"/>
  <polygon points="${cx + 300},${h - 120} ${cx + 420},${h - 340} ${cx + 540},${h - 120}" fill="#ffffff" fill-opacity="0.1"/>
  <text x="60" y="${h - 70}" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="bold" fill="#ffffff" fill-opacity="0.92">${escapeXml(opts.caption)}</text>
</svg>`;
  const file = path.join(dir, `${opts.name}.jpg`);
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

const CLIP_SOURCES: Record<DemoClipName, { video: string; toneHz: number }> = {
  pattern: { video: `testsrc2=size=${DEMO_CLIP.width}x${DEMO_CLIP.height}:rate=25`, toneHz: 523 },
  fractal: { video: `mandelbrot=size=${DEMO_CLIP.width}x${DEMO_CLIP.height}:rate=25`, toneHz: 392 },
};

/** A 640x360, 4 s H.264/AAC clip of one of ffmpeg's moving test sources with a sine tone. */
export async function makeDemoClip(dir: string, ffmpeg: string, name: DemoClipName): Promise<string> {
  const source = CLIP_SOURCES[name];
  const file = path.join(dir, `${name}.mp4`);
  const { seconds } = DEMO_CLIP;
  await runFfmpeg(ffmpeg, [
    '-y',
    '-f', 'lavfi', '-i', source.video,
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
export async function cutDemoTeaser(ffmpeg: string, clip: string, seconds = 2): Promise<string> {
  const file = clip.replace(/\.mp4$/, '-teaser.mp4');
  await runFfmpeg(ffmpeg, ['-y', '-i', clip, '-t', String(seconds), '-c', 'copy', file]);
  return file;
}

/** Notes of the melody, in Hz (C major arpeggio up and down), each MELODY_NOTE_SECONDS long. */
const MELODY_NOTES = [262, 330, 392, 523, 392, 330, 262, 392, 523, 659, 523, 392];
const MELODY_NOTE_SECONDS = 0.5;

/** A 6 s melody as MP3: plucked sine notes (each fades out, which also hides the jumps between notes). */
export async function makeDemoMelody(dir: string, ffmpeg: string): Promise<string> {
  const n = MELODY_NOTE_SECONDS;
  const pitch = MELODY_NOTES.map((hz, i) => `${hz}*gte(t\\,${i * n})*lt(t\\,${(i + 1) * n})`).join('+');
  const expr = `0.5*sin(2*PI*t*(${pitch}))*exp(-4*mod(t\\,${n}))`;
  const file = path.join(dir, 'melody.mp3');
  await runFfmpeg(ffmpeg, [
    '-y',
    '-f', 'lavfi', '-i', `aevalsrc=exprs=${expr}:s=44100:d=${MELODY_NOTES.length * n}`,
    '-c:a', 'libmp3lame', '-b:a', '96k',
    file,
  ]);
  return file;
}

/**
 * Makes each clip, teaser and the melody once per seed run, however many posts use them; photos are
 * made per post (their captions differ). `ffmpeg` null means no ffmpeg: only photos can be made.
 */
export function createDemoSources(dir: string, ffmpeg: string | null) {
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
  const clip = (name: DemoClipName) => once(name, (f) => makeDemoClip(dir, f, name));
  return {
    clip,
    teaser: (name: DemoClipName) => once(`${name}-teaser`, async (f) => cutDemoTeaser(f, await clip(name))),
    melody: () => once('melody', (f) => makeDemoMelody(dir, f)),
    photo: (caption: string, colours: readonly [string, string]) => {
      photos += 1;
      return makeDemoPhoto(dir, { name: `photo-${photos}`, caption, colours, variant: photos });
    },
  };
}
export type DemoSources = ReturnType<typeof createDemoSources>;
