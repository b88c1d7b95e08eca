// Streaming uploads checked by content: the first bytes decide the type, the rest streams straight to
// storage, so a large upload is never held in memory and a renamed file cannot pass as an image.
import { Readable } from 'node:stream';
import { unprocessable } from '../http/errors';
import { detectImageType, IMAGE_SNIFF_BYTES, type ImageType } from './image';
import type { Storage, StoredFile, Visibility } from './storage';

/** Reads at least `bytes` bytes (fewer if the stream ends first) and gives back a stream of the whole input. */
export async function peekStream(source: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator: AsyncIterator<Buffer | string> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  async function* whole() {
    yield* chunks;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    }
  }
  return { head: Buffer.concat(chunks).subarray(0, bytes), stream: Readable.from(whole(), { objectMode: false }) };
}

/**
 * Stores an uploaded image under `folder` with the extension its bytes show. Anything that is not a
 * JPEG, PNG, GIF, WebP or AVIF image is refused with a 422 the uploader can act on.
 */
export async function storeImageUpload(
  storage: Storage,
  source: Readable,
  opts: { visibility: Visibility; folder: string },
): Promise<StoredFile & { type: ImageType }> {
  const { head, stream } = await peekStream(source, IMAGE_SNIFF_BYTES);
  const type = detectImageType(head);
  if (!type) {
    // Let the rest of the upload drain so the client gets the answer instead of a stalled request.
    stream.resume();
    throw unprocessable('This file is not a supported image. Upload a JPEG, PNG, GIF, WebP or AVIF picture.');
  }
  const stored = await storage.save(stream, { ...opts, ext: type.ext, contentType: type.contentType });
  return { ...stored, type };
}
