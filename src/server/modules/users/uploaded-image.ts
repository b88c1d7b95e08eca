// Uploaded photos (avatars, ID documents) are recognised by their first bytes, never by the file name
// or the type the client claims, and stream on without being held in memory.
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, unprocessable } from '../../http/errors';

export interface ImageKind {
  ext: 'jpg' | 'png' | 'webp' | 'heic';
  contentType: string;
}

const SNIFF_BYTES = 16;
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function detectImageKind(head: Buffer): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', contentType: 'image/png' };
  }
  const latin = (a: number, b: number) => head.subarray(a, b).toString('latin1');
  if (head.length >= 12 && latin(0, 4) === 'RIFF' && latin(8, 12) === 'WEBP') return { ext: 'webp', contentType: 'image/webp' };
  if (head.length >= 12 && latin(4, 8) === 'ftyp' && HEIF_BRANDS.has(latin(8, 12))) return { ext: 'heic', contentType: 'image/heic' };
  return null;
}

export const fileTooLarge = (label: string, maxMb: number) =>
  new AppError(413, `${label} is too large. Choose a file of at most ${maxMb} MB.`);

/**
 * Checks that a multipart file is a JPEG, PNG, WebP or HEIC picture and returns a stream of all of
 * its bytes. The stream fails with a 413 when the upload hit the size limit (multipart cuts it short).
 */
export async function openImageUpload(part: MultipartFile, label: string, maxMb: number): Promise<{ kind: ImageKind; stream: Readable }> {
  const source = part.file;
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  const kind = detectImageKind(Buffer.concat(head));
  if (!kind) {
    // Drain the rest so the client receives the answer instead of a stalled upload.
    if (!ended) source.resume();
    throw unprocessable(
      length === 0 ? `${label} is empty. Choose a photo to upload.` : `${label} must be a photo (JPEG, PNG, WebP or HEIC).`,
    );
  }
  async function* all() {
    yield* head;
    if (!ended) {
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        yield next.value;
      }
    }
    if (source.truncated) throw fileTooLarge(label, maxMb);
  }
  return { kind, stream: Readable.from(all(), { objectMode: false }) };
}
