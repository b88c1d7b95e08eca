// Generated pictures for demo accounts: a profile cover of two-colour gradient and soft circles, and a
// small helper to make many of them with bounded parallelism (sharp already uses every core per image).
import sharp from 'sharp';

export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 600;

const HEX = /^#[0-9a-f]{6}$/i;

/** A 1600x600 WebP cover; `variant` moves the circles so covers of the same colours still differ. */
export async function makeGradientCover(from: string, to: string, variant = 0): Promise<Buffer> {
  if (!HEX.test(from) || !HEX.test(to)) throw new Error(`Cover colours must be #rrggbb, got "${from}" and "${to}".`);
  const x = 900 + ((variant * 173) % 600);
  const y = 80 + ((variant * 97) % 300);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/>
  <circle cx="${x}" cy="${y}" r="260" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${x - 700}" cy="${COVER_HEIGHT - y / 2}" r="180" fill="#ffffff" fill-opacity="0.09"/>
  <circle cx="${x + 250}" cy="${COVER_HEIGHT - 40}" r="90" fill="#000000" fill-opacity="0.06"/>
</svg>`;
  // effort 2 encodes several times faster than the default for a near-identical file on flat colours.
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
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
