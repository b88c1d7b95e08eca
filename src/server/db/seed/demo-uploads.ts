// Demo media through the real pipeline: each file is accepted like an upload (type sniffed from its bytes,
// size-limited, stored as a private original, recorded as processing) and then processed by the
// `media.process` job. On the app's first start the job goes to the app's queue, exactly as a performer's
// upload does but behind theirs, and the site opens while the queue's worker works through the files
// (their items show "processing" meanwhile). `npm run db:seed` runs no worker: there the job's own handler
// is called in place and each file is processed before the seed goes on.
import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { MediaFileType } from '@/contracts/media';
import { locateFfmpeg } from '../../media/processing';
import { uploadLimitsOf } from '../../media/upload-limits';
import { createMediaProcessor, defineMediaProcessJob } from '../../modules/media-files/media-process.job';
import { createMediaFilesRepo } from '../../modules/media-files/media-files.repo';
import { createMediaFilesService } from '../../modules/media-files/media-files.service';
import { mediaFiles, type MediaFileRow } from '../../modules/media-files/media-files.table';
import type { Db } from '../client';
import type { SeedContext } from './types';

/** Queued demo media wait behind every other upload (pg-boss runs the higher priority first; uploads have 0). */
export const DEMO_MEDIA_PRIORITY = -1;

export interface DemoUploader {
  /**
   * The record of `file` uploaded by `ownerId` as `type`: finished (throws when processing did not finish),
   * or still processing when the seed queues its media.
   */
  upload(ownerId: string, type: MediaFileType, file: string): Promise<MediaFileRow>;
  /** Deletes records made by `upload` and everything stored for them. */
  remove(ids: readonly string[]): Promise<void>;
}

export function createDemoUploader(ctx: SeedContext): DemoUploader {
  const { config, storage } = ctx;
  const repo = createMediaFilesRepo(ctx.db);
  const processingTimeoutMs = config.MEDIA_PROCESSING_TIMEOUT_MINUTES * 60_000;
  const job = defineMediaProcessJob(processingTimeoutMs);
  if (ctx.mediaQueue) return queuingUploader(ctx.mediaQueue);
  const queued: string[] = [];
  // accept() queues the processing job; here "queueing" notes the file so it is processed right away below.
  const service = createMediaFilesService({
    repo,
    storage,
    job,
    limits: uploadLimitsOf(config),
    jobs: {
      send: async (_job, payload) => {
        queued.push((payload as { fileId: string }).fileId);
        return null;
      },
    },
  });
  const warnings: string[] = [];
  const processFile = createMediaProcessor({
    repo,
    storage,
    ffmpegPath: async () => (await locateFfmpeg(config.FFMPEG_PATH)).path,
    processingTimeoutMs,
    log: { warn: (m) => warnings.push(m), error: (m) => warnings.push(m) },
    // Feed media have no finished handler (only the welcome video does).
    onFinished: async () => undefined,
  });

  async function upload(ownerId: string, type: MediaFileType, file: string): Promise<MediaFileRow> {
    const row = await service.accept(ownerId, type, { file: fs.createReadStream(file), filename: path.basename(file) });
    const fileId = queued.pop();
    if (fileId !== row.id) throw new Error(`Demo upload ${path.basename(file)} was not queued for processing.`);
    warnings.length = 0;
    // The first attempt: a failure processing cannot classify (storage or database down) is thrown.
    await processFile({ fileId }, { retryCount: 0 });
    const processed = await repo.find(fileId);
    if (processed?.status !== 'finished') {
      await service.remove(fileId);
      const why = processed?.error ?? 'the record disappeared';
      throw new Error(`Demo ${type} ${path.basename(file)} was not processed: ${why}${warnings.length ? ` (${warnings.join('; ')})` : ''}`);
    }
    return processed;
  }

  return {
    upload,
    remove: async (ids) => {
      for (const id of ids) await service.remove(id);
    },
  };
}

/** Accepts each file as an upload and leaves its processing to the app's queue, behind real uploads. */
function queuingUploader({ files, queued }: NonNullable<SeedContext['mediaQueue']>): DemoUploader {
  return {
    async upload(ownerId, type, file) {
      const row = await files.accept(ownerId, type, { file: fs.createReadStream(file), filename: path.basename(file) }, { priority: DEMO_MEDIA_PRIORITY });
      queued.push(row.id);
      return row;
    },
    remove: async (ids) => {
      for (const id of ids) await files.remove(id);
    },
  };
}

/** How the queued demo media ended: finished, failed (status error) and gone (deleted meanwhile). */
export interface DemoMediaOutcome {
  finished: number;
  failed: number;
  gone: number;
}

/**
 * Resolves once none of `ids` is processing any more (checked every `intervalMs`), or with null when
 * `signal` aborts first (the app is stopping; the queue picks the rest up on its next start).
 */
export async function demoMediaSettled(db: Db, ids: readonly string[], opts: { signal: AbortSignal; intervalMs?: number }): Promise<DemoMediaOutcome | null> {
  const intervalMs = opts.intervalMs ?? 1000;
  while (!opts.signal.aborted) {
    const rows = ids.length ? await db.select({ status: mediaFiles.status }).from(mediaFiles).where(inArray(mediaFiles.id, [...ids])) : [];
    if (!rows.some((r) => r.status === 'processing')) {
      const finished = rows.filter((r) => r.status === 'finished').length;
      return { finished, failed: rows.length - finished, gone: ids.length - rows.length };
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, intervalMs);
      opts.signal.addEventListener('abort', done, { once: true });
      function done() {
        clearTimeout(timer);
        opts.signal.removeEventListener('abort', done);
        resolve();
      }
    });
  }
  return null;
}
