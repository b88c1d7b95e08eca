// Saving an uploaded picture through a sharp pipeline into public storage as webp: the avatar and the cover.
import type { Readable } from 'node:stream';
import type { Sharp } from 'sharp';
import { AppError, unprocessable } from '../../http/errors';
import { describeImageTypes, WEB_IMAGE_TYPES } from '../../media/image';
import type { Storage } from '../../media/storage';

/**
 * Pipes the opened upload `stream` through `resizer` into public storage under `folder`; the stored key. A
 * picture the pipeline cannot read is refused with a sentence; the upload's own errors (its size limit) pass on.
 */
export async function savePublicPicture(storage: Storage, stream: Readable, resizer: Sharp, folder: string): Promise<string> {
  stream.on('error', (e) => resizer.destroy(e));
  // Storage listens for errors only once it has prepared the file; until then an error (the size limit)
  // must not go unhandled. It still reaches storage through the stream's errored state.
  resizer.on('error', () => undefined);
  stream.pipe(resizer);
  try {
    return (await storage.save(resizer, { visibility: 'public', folder, ext: 'webp', contentType: 'image/webp' })).key;
  } catch (e) {
    stream.resume();
    if (e instanceof AppError) throw e;
    throw unprocessable(`We could not read this picture. Upload a ${describeImageTypes(WEB_IMAGE_TYPES)} photo.`);
  }
}
