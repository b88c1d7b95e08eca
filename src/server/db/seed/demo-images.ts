// Generated pictures for demo accounts: a profile cover of two-colour gradient and soft circles, initials
// avatars, the one place every demo picture is drawn (and counted), and a small helper to make many of them
// with bounded parallelism (sharp already uses every core per image).
import sharp, { type Sharp } from 'sharp';
import { makeInitialsAvatar } from '../../media/image';
import { DEMO_MEDIA_SIZES } from './demo-media-sizes';

const HEX = /^#[0-9a-f]{6}$/i;

let drawn = 0;

/**
 * How many pictures the demo seeds have drawn in this process. Tests count them instead of timing a seed:
 * a picture drawn again for every use shows as a number, where a stopwatch on a shared machine shows noise.
 */
export const demoPicturesDrawn = (): number => drawn;

/**
 * An SVG drawing made on a `canvas`-sized surface, rendered at `size` (the whole drawing scaled to it), ready
 * for sharp to encode. At the canvas size itself the picture is exactly what the drawing says.
 */
export function drawDemoPicture(body: string, canvas: { width: number; height: number }, size: { width: number; height: number }): Sharp {
  drawn += 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${canvas.width} ${canvas.height}" preserveAspectRatio="none">
${body}
</svg>`;
  return sharp(Buffer.from(svg));
}

/** A square WebP of `name`'s initials, `size` px wide. */
export function makeDemoAvatar(name: string, colour: string, size: number): Promise<Buffer> {
  drawn += 1;
  return makeInitialsAvatar(name, colour, size);
}

/** A WebP cover of `size`; `variant` moves the circles so covers of the same colours still differ. */
export async function makeGradientCover(from: string, to: string, variant: number, size: { width: number; height: number }): Promise<Buffer> {
  if (!HEX.test(from) || !HEX.test(to)) throw new Error(`Cover colours must be #rrggbb, got "${from}" and "${to}".`);
  // Drawn on the full-size canvas; other sizes scale it.
  const { width, height } = DEMO_MEDIA_SIZES.full.cover;
  const x = 900 + ((variant * 173) % 600);
  const y = 80 + ((variant * 97) % 300);
  const body = `  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${x}" cy="${y}" r="260" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${x - 700}" cy="${height - y / 2}" r="180" fill="#ffffff" fill-opacity="0.09"/>
  <circle cx="${x + 250}" cy="${height - 40}" r="90" fill="#000000" fill-opacity="0.06"/>`;
  // effort 2 encodes several times faster than the default for a near-identical file on flat colours.
  return drawDemoPicture(body, { width, height }, size).webp({ quality: 80, effort: 2 }).toBuffer();
}

/** `work` over `items`, at most `limit` at a time, results in order. */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
