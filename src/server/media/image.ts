// Image helpers: recognise an image by its bytes (never by its name or the type the client claims),
// and make the square WebP avatars the site shows.
import fsp from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';

export type ImageExt = 'jpg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic';

export interface ImageType {
  ext: ImageExt;
  contentType: string;
}

/** What browsers show and sharp decodes: the default for every upload. */
export const WEB_IMAGE_TYPES: readonly ImageExt[] = ['jpg', 'png', 'gif', 'webp', 'avif'];

const TYPE_NAMES: Record<ImageExt, string> = { jpg: 'JPEG', png: 'PNG', gif: 'GIF', webp: 'WebP', avif: 'AVIF', heic: 'HEIC' };

/** ['jpg', 'png', 'heic'] -> "JPEG, PNG or HEIC", for messages that say what to upload instead. */
export function describeImageTypes(types: readonly ImageExt[]): string {
  const names = types.map((t) => TYPE_NAMES[t]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/** How many leading bytes `detectImageType` needs. */
export const IMAGE_SNIFF_BYTES = 32;

/** Larger inputs are refused before decoding, so a tiny file cannot expand into gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

// ISO-BMFF major brands (the four bytes after "ftyp") of AVIF and of HEIC/HEIF pictures.
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function sniff(head: Buffer): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', contentType: 'image/png' };
  }
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return { ext: 'gif', contentType: 'image/gif' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { ext: 'webp', contentType: 'image/webp' };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (AVIF_BRANDS.has(brand)) return { ext: 'avif', contentType: 'image/avif' };
    if (HEIF_BRANDS.has(brand)) return { ext: 'heic', contentType: 'image/heic' };
  }
  return null;
}

/**
 * The image type of the first bytes of a file, or null when they are not an image of one of `allowed`
 * (by default the web formats; ID documents also take the HEIC photos phones make).
 */
export function detectImageType(head: Buffer, allowed: readonly ImageExt[] = WEB_IMAGE_TYPES): ImageType | null {
  const type = sniff(head);
  return type && allowed.includes(type.ext) ? type : null;
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
 * The pipeline behind every avatar: a square WebP of `size` px cut from the centre of the image, turned
 * upright from its EXIF orientation (which also drops the EXIF data, camera location included). Reads
 * `input`, or the stream piped into it when there is none.
 */
export function squareAvatarPipeline(size: number, input?: Buffer | string): Sharp {
  const options = { limitInputPixels: MAX_INPUT_PIXELS };
  // sharp takes its options alone (then reads what is piped in) or after an input, never after `undefined`.
  return (input === undefined ? sharp(options) : sharp(input, options))
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 });
}

/** A square WebP avatar of `input` (see squareAvatarPipeline). Throws on undecodable input. */
export async function makeSquareAvatar(input: Buffer | string, size = 256): Promise<Buffer> {
  return squareAvatarPipeline(size, input).toBuffer();
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
