// Uploaded media files: take an upload (type checked by its bytes, size-limited while it streams) into
// private storage as the original, record it as processing and queue its processing; answer status
// polls; link a file for a viewer; delete a file with everything stored for it.
import type { Readable } from 'node:stream';
import type { FileStatusResult, MediaFile, MediaFileType } from '@/contracts/media';
import { AppError, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { Storage } from '../../media/storage';
import { openUpload, type UploadLimits } from '../../media/upload-limits';
import { folderOf, kindOfType, uploadLabelOf } from './media-file-kinds';
import type { MediaProcessJob } from './media-process.job';
import { fileStatusOf, presentMediaFile, type MediaViewer } from './media-files.presenter';
import type { MediaFilesRepo } from './media-files.repo';
import type { MediaFileRow } from './media-files.table';

/** A multipart file part (@fastify/multipart's MultipartFile fits). */
export interface UploadPart {
  file: Readable;
  filename?: string;
}

const MAX_NAME_CHARS = 255;

const fileMissing = () => notFound('This file does not exist, or was deleted.');

/** Every storage key a record holds. */
export const keysOf = (row: MediaFileRow): string[] =>
  [row.originalKey, row.mainKey, row.previewKey, ...row.variants.map((v) => v.key)].filter((k): k is string => !!k);

export function createMediaFilesService(deps: {
  repo: MediaFilesRepo;
  storage: Storage;
  jobs: Pick<JobQueue, 'send'>;
  job: MediaProcessJob;
  limits: UploadLimits;
}) {
  const { repo, storage } = deps;

  /**
   * Streams the upload to storage and records it. Media are queued for processing (status processing);
   * a product file is kept as uploaded and is finished at once. The upload fails with 422 when its bytes
   * are not a format `type` accepts and 413 past the kind's size limit; no record is made then. `priority`
   * orders its processing among waiting jobs (higher first; uploads have none, the demo media a lower one).
   */
  async function accept(ownerId: string, type: MediaFileType, part: UploadPart, opts: { signal?: AbortSignal; priority?: number } = {}): Promise<MediaFileRow> {
    const kind = kindOfType(type);
    const checked = await openUpload(part.file, kind, { maxMb: deps.limits[kind], label: uploadLabelOf(type) });
    const onAbort = () => checked.stream.destroy(new AppError(499, 'The upload was cancelled.'));
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    let stored;
    try {
      if (opts.signal?.aborted) onAbort();
      stored = await storage.save(checked.stream, {
        visibility: 'private',
        folder: folderOf(type, kind === 'file' ? 'media' : 'originals'),
        ext: checked.type.ext,
        contentType: checked.type.contentType,
      });
    } finally {
      opts.signal?.removeEventListener('abort', onAbort);
    }
    const originalName = part.filename ? part.filename.slice(0, MAX_NAME_CHARS) : null;
    const common = { ownerId, type, originalName, mimeType: stored.contentType, size: stored.size };
    try {
      if (kind === 'file') return await repo.insert({ ...common, status: 'finished', progress: 100, mainKey: stored.key });
      return await queued(await repo.insert({ ...common, originalKey: stored.key }), opts.priority);
    } catch (e) {
      await storage.remove(stored.key);
      throw e;
    }
  }

  /**
   * Records a file already in private storage (a live session's recording) as the original of a new media
   * file, and queues its processing as an upload's. The stored file becomes the record's: processing removes
   * it once the web-ready file exists, deleting the record removes it too.
   */
  async function adopt(ownerId: string, type: MediaFileType, stored: { key: string; size: number; contentType: string }, originalName: string | null): Promise<MediaFileRow> {
    if (kindOfType(type) === 'file') throw new Error(`A ${type} file is not processed: it cannot be adopted.`);
    return queued(await repo.insert({ ownerId, type, originalName: originalName?.slice(0, MAX_NAME_CHARS) ?? null, mimeType: stored.contentType, size: stored.size, originalKey: stored.key }));
  }

  /** Queues the processing of a record just made; a record whose job could not be queued is removed again. */
  async function queued(row: MediaFileRow, priority?: number): Promise<MediaFileRow> {
    try {
      if (priority === undefined) await deps.jobs.send(deps.job, { fileId: row.id });
      else await deps.jobs.send(deps.job, { fileId: row.id }, { priority });
    } catch (e) {
      await repo.remove(row.id);
      throw e;
    }
    return row;
  }

  async function find(fileId: string): Promise<MediaFileRow | null> {
    // Ids come from URLs: anything that is not a UUID is simply not found (and never reaches SQL as one).
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fileId) ? repo.find(fileId) : null;
  }

  /** The status poll. With `ownerId`, someone else's file is answered as missing (404), never revealed. */
  async function status(fileId: string, opts: { ownerId?: string } = {}): Promise<FileStatusResult> {
    const row = await find(fileId);
    if (!row || (opts.ownerId !== undefined && row.ownerId !== opts.ownerId)) throw fileMissing();
    return fileStatusOf(row);
  }

  /**
   * Deletes the record first, so a processing job still running finds nothing to finish (and removes
   * what it stored), then every file stored for it.
   */
  async function remove(fileId: string): Promise<void> {
    const row = await repo.remove(fileId);
    if (row) await Promise.all(keysOf(row).map((key) => storage.remove(key)));
  }

  return {
    accept,
    adopt,
    find,
    status,
    remove,
    present: (row: MediaFileRow, viewer: MediaViewer): MediaFile => presentMediaFile(storage, row, viewer),
  };
}
export type MediaFilesService = ReturnType<typeof createMediaFilesService>;
