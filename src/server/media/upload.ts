// Streaming uploads checked by content: the first bytes decide the type, the rest streams straight to
// storage, so a large upload is never held in memory and a renamed file cannot pass as an image.
import { Readable } from 'node:stream';
import { AppError, unprocessable } from '../http/errors';
import { describeImageTypes, detectImageType, IMAGE_SNIFF_BYTES, WEB_IMAGE_TYPES, type ImageExt, type ImageType } from './image';
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

export interface ImageUploadOptions {
  /** How messages name the file: "The picture", "The photo of your ID (idVerification)". */
  label?: string;
  /** The accepted types; the web formats when not given. */
  types?: readonly ImageExt[];
  /** The upload size limit, named in the message when the upload was cut short at it. */
  maxMb?: number;
}

/** An upload cut short at the size limit (multipart marks the file stream `truncated`). */
const fileTooLarge = (label: string, maxMb?: number) =>
  new AppError(413, `${label} is too large. ${maxMb ? `Choose a file of at most ${maxMb} MB.` : 'Choose a smaller file.'}`);

/**
 * Checks that an uploaded file is an image of an accepted type by its first bytes, and gives back a stream
 * of all of its bytes. Anything else is refused with a 422 the uploader can act on. The stream fails with a
 * 413 when the upload hit the size limit.
 */
export async function openImageUpload(
  source: Readable,
  { label = 'The file', types = WEB_IMAGE_TYPES, maxMb }: ImageUploadOptions = {},
): Promise<{ type: ImageType; stream: Readable }> {
  const { head, stream } = await peekStream(source, IMAGE_SNIFF_BYTES);
  const type = detectImageType(head, types);
  if (!type) {
    // Let the rest of the upload drain so the client gets the answer instead of a stalled request; nothing
    // reads it, so a connection that breaks meanwhile must not become an unhandled stream error.
    stream.on('error', () => undefined).resume();
    throw unprocessable(
      head.length === 0
        ? `${label} is empty. Choose a photo to upload.`
        : `${label} must be a photo: what was sent is not a supported image. Upload a ${describeImageTypes(types)} picture.`,
    );
  }
  async function* untilLimit() {
    yield* stream;
    if ((source as Readable & { truncated?: boolean }).truncated) throw fileTooLarge(label, maxMb);
  }
  return { type, stream: Readable.from(untilLimit(), { objectMode: false }) };
}

/** Stores an uploaded image (checked as openImageUpload does) under `folder` with the extension its bytes show. */
export async function storeImageUpload(
  storage: Storage,
  source: Readable,
  opts: ImageUploadOptions & { visibility: Visibility; folder: string },
): Promise<StoredFile & { type: ImageType }> {
  const { label, types, maxMb, ...where } = opts;
  const { type, stream } = await openImageUpload(source, { label, types, maxMb });
  const stored = await storage.save(stream, { ...where, ext: type.ext, contentType: type.contentType });
  return { ...stored, type };
}
