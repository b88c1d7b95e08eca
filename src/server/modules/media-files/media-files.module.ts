// Media files: the upload records, their processing job and its worker. Features (feeds, videos, the
// welcome video...) accept uploads through `mediaFiles` and react to finished files through `processing.onFinished`.
// The hourly sweep clears what a process that died mid-upload or mid-processing left behind.
import os from 'node:os';
import type { MediaFileType } from '@/contracts/media';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { PlainLog } from '../../log';
import { locateFfmpeg } from '../../media/processing';
import type { Storage } from '../../media/storage';
import { uploadLimitsOf } from '../../media/upload-limits';
import { createMediaProcessor, defineMediaProcessJob } from './media-process.job';
import { createMediaFilesRepo } from './media-files.repo';
import { createMediaFilesService } from './media-files.service';
import { createMediaSweeper, MEDIA_SWEEP_CRON, mediaSweepJob } from './media-sweep.job';
import type { MediaFileRow } from './media-files.table';
import type { DomainModule } from '../module';

export type FinishedHandler = (row: MediaFileRow) => Promise<void>;

export function createMediaFilesModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  jobs: JobQueue;
  log: Pick<PlainLog, 'warn' | 'error'>;
}) {
  const { config, storage, jobs, log } = deps;
  const repo = createMediaFilesRepo(deps.db);
  const processingTimeoutMs = config.MEDIA_PROCESSING_TIMEOUT_MINUTES * 60_000;
  const job = defineMediaProcessJob(processingTimeoutMs);
  const finishedHandlers = new Map<MediaFileType, FinishedHandler>();

  const processFile = createMediaProcessor({
    repo,
    storage,
    // Found on first use and remembered by locateFfmpeg; a failed lookup is retried on the next job.
    ffmpegPath: async () => (await locateFfmpeg(config.FFMPEG_PATH)).path,
    processingTimeoutMs,
    log,
    async onFinished(row) {
      await finishedHandlers.get(row.type as MediaFileType)?.(row);
    },
  });
  // One at a time: transcoding uses every core it gets, and the site keeps answering meanwhile.
  jobs.work(job, processFile, { concurrency: 1 }).catch((e: unknown) => log.error(`Media processing worker did not start: ${e instanceof Error ? e.message : String(e)}`));

  const sweep = createMediaSweeper({ repo, storage, jobs, processJob: job, workRoot: os.tmpdir(), log });
  jobs.work(mediaSweepJob, async (payload) => void (await sweep(payload))).catch((e: unknown) => log.error(`Media sweep worker did not start: ${e instanceof Error ? e.message : String(e)}`));
  jobs.keepScheduled(mediaSweepJob, MEDIA_SWEEP_CRON, {});

  const service = createMediaFilesService({ repo, storage, jobs, job, limits: uploadLimitsOf(config) });

  const processing = {
    /** Runs `handler` when a file of `type` has finished processing (once per file). */
    onFinished(type: MediaFileType, handler: FinishedHandler): void {
      if (finishedHandlers.has(type)) throw new Error(`Media files of type ${type} already have a finished handler.`);
      finishedHandlers.set(type, handler);
    },
  };
  return { services: { mediaFiles: service, processing } } satisfies DomainModule;
}
export type MediaFilesModule = ReturnType<typeof createMediaFilesModule>;
