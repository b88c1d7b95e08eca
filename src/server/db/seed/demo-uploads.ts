// Demo media through the real pipeline: each file is accepted like an upload (type sniffed from its bytes,
// size-limited, stored as a private original, recorded as processing) and then processed by the
// `media.process` job's own handler, called here instead of by a queue worker. Waiting for it in the seed
// keeps `npm run db:seed` (which runs no worker) complete, and the demo posts never show "processing".
import fs from 'node:fs';
import path from 'node:path';
import type { MediaFileType } from '@/contracts/media';
import { locateFfmpeg } from '../../media/processing';
import { uploadLimitsOf } from '../../media/upload-limits';
import { createMediaProcessor, defineMediaProcessJob } from '../../modules/media-files/media-process.job';
import { createMediaFilesRepo } from '../../modules/media-files/media-files.repo';
import { createMediaFilesService } from '../../modules/media-files/media-files.service';
import type { MediaFileRow } from '../../modules/media-files/media-files.table';
import type { SeedContext } from './types';

export interface DemoUploader {
  /** The finished record of `file` uploaded by `ownerId` as `type`; throws when processing did not finish. */
  upload(ownerId: string, type: MediaFileType, file: string): Promise<MediaFileRow>;
  /** Deletes records made by `upload` and everything stored for them. */
  remove(ids: readonly string[]): Promise<void>;
}

export function createDemoUploader(ctx: SeedContext): DemoUploader {
  const { config, storage } = ctx;
  const repo = createMediaFilesRepo(ctx.db);
  const processingTimeoutMs = config.MEDIA_PROCESSING_TIMEOUT_MINUTES * 60_000;
  const job = defineMediaProcessJob(processingTimeoutMs);
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
