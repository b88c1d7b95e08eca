// Image helpers: recognise an image by its bytes (never by its name or the type the client claims),
// and make the square WebP avatars the site shows.
import fsp from 'node:fs/promises';
import sharp from 'sharp';

export interface ImageType {
  ext: 'jpg' | 'png' | 'gif' | 'webp' | 'avif';
  contentType: string;
}

/** How many leading bytes `detectImageType` needs. */
export const IMAGE_SNIFF_BYTES = 32;

/** Larger inputs are refused before decoding, so a tiny file cannot expand into gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** The image type of the first bytes of a file, or null when they are not a supported image. */
export function detectImageType(head: Buffer): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', contentType: 'image/png' };
  }
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return { ext: 'gif', contentType: 'image/gif' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { ext: 'webp', contentType: 'image/webp' };
  // ISO-BMFF: a box of type "ftyp" whose major brand says AVIF.
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(head, 8, 12))) {
    return { ext: 'avif', contentType: 'image/avif' };
  }
  return null;
}

/** Reads just the first bytes of a file on disk and detects its image type. */
export async function detectImageFileType(file: string): Promise<ImageType | null> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(IMAGE_SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, IMAGE_SNIFF_BYTES, 0);
    return detectImageType(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * A square WebP of `size` px cut from the centre of the image, turned upright from its EXIF
 * orientation (which also drops the EXIF data, camera location included). Throws on undecodable input.
 */
export async function makeSquareAvatar(input: Buffer | string, size = 256): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two initials of a name: "Luna Rivers" -> "LR", "ava" -> "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('') || '?';
}

/** A coloured square WebP with the initials of `name`, for accounts without a photo (demo data). */
export async function makeInitialsAvatar(name: string, background: string, size = 256): Promise<Buffer> {
  if (!/^#[0-9a-f]{6}$/i.test(background)) throw new Error(`Background must be a #rrggbb colour, got "${background}".`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${background}"/>
  <text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();
}
