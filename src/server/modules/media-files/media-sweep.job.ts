// The `media.sweep` job, kept on an hourly schedule: clears up after a process that died mid-work (a crash,
// a kill, a lost machine), which no request and no job of its own will ever finish:
// - the bytes of uploads cut off mid-body (storage keeps them apart until complete, see storage.ts);
// - processing work directories (a copy of the original and the half-made outputs) of attempts that died;
// - stored originals no record names (the process died between storing an upload and recording it, or
//   between finishing a record and removing its original);
// - records left "processing" with no processing job waiting or running (the process died between
//   recording the upload and queueing its job, or during the job's last attempt): queued again, or, a day
//   after the upload, failed with a sentence asking for a new upload, so none stays "processing" forever.
// Each step only touches what has been idle longer than any live upload or attempt can be. With several
// nodes running workers, each processes in its own temporary directory and a sweep clears the directory of
// the node that runs it; the hourly runs fall to whichever worker asks first, so each node's turn comes.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { JobQueue } from '../../jobs/queue';
import { defineJob } from '../../jobs/registry';
import type { PlainLog } from '../../log';
import type { Storage } from '../../media/storage';
import { ORIGINALS_PREFIX } from './media-file-kinds';
import { FAILED_FOR_GOOD, WORK_DIR_PREFIX, type MediaProcessJob } from './media-process.job';
import type { MediaFilesRepo } from './media-files.repo';

export const mediaSweepJob = defineJob(
  'media.sweep',
  z.object({
    /** An incomplete upload not written to for this long is abandoned; a live one writes continually. */
    uploadIdleMinutes: z.number().int().min(0).max(7 * 24 * 60).default(60),
  }),
  // The next run sweeps again: a failed one needs no retry.
  { retryLimit: 0 },
);

/** Hourly, at a minute when little else is scheduled. */
export const MEDIA_SWEEP_CRON = '17 * * * *';

/** A record unchanged this long while still processing has its job looked for. */
export const STUCK_AFTER_MS = 30 * 60_000;
/** A record still processing this long after its upload is failed instead of queued again. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** An original no record names is removed this long after it was stored (its record follows within moments). */
export const ORPHAN_AFTER_MS = 24 * 60 * 60_000;
/** Records and originals looked at per run, so one run stays short however much a long outage left. */
const BATCH = 200;

export interface MediaSweepReport {
  abandonedUploads: number;
  workDirs: number;
  orphanOriginals: number;
  requeued: number;
  failed: number;
}

export interface MediaSweepDeps {
  repo: Pick<MediaFilesRepo, 'stuckProcessing' | 'fail' | 'heldOriginals'>;
  storage: Pick<Storage, 'removeAbandoned' | 'listOlder' | 'remove'>;
  jobs: Pick<JobQueue, 'send' | 'hasUnfinished'>;
  processJob: MediaProcessJob;
  /** The directory processing attempts work in (the system's temporary directory). */
  workRoot: string;
  log: Pick<PlainLog, 'warn'>;
  now?: () => number;
}

/** Work directories of processing attempts older than any attempt may run (pg-boss ends it by then). */
async function removeDeadWorkDirs(root: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = (await fsp.readdir(root)).filter((name) => name.startsWith(WORK_DIR_PREFIX));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw e;
  }
  let removed = 0;
  for (const name of names) {
    const dir = path.join(root, name);
    const info = await fsp.stat(dir).catch(() => null);
    if (!info?.isDirectory() || info.mtime >= before) continue;
    await fsp.rm(dir, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

export function createMediaSweeper(deps: MediaSweepDeps) {
  const { repo, storage, jobs, processJob, log } = deps;
  const now = deps.now ?? Date.now;

  return async function sweep(payload: { uploadIdleMinutes: number }): Promise<MediaSweepReport> {
    const at = now();
    const abandonedUploads = await storage.removeAbandoned(new Date(at - payload.uploadIdleMinutes * 60_000));
    const workDirs = await removeDeadWorkDirs(deps.workRoot, new Date(at - processJob.settings.expireInSeconds * 1000));
    const oldOriginals = await storage.listOlder(ORIGINALS_PREFIX, new Date(at - ORPHAN_AFTER_MS), BATCH);
    const held = await repo.heldOriginals(oldOriginals);
    const orphans = oldOriginals.filter((key) => !held.has(key));
    for (const key of orphans) await storage.remove(key);
    const orphanOriginals = orphans.length;

    let requeued = 0;
    let failed = 0;
    for (const row of await repo.stuckProcessing(new Date(at - STUCK_AFTER_MS), BATCH)) {
      // Waiting behind other uploads, due for a retry or running: its job will settle it.
      if (await jobs.hasUnfinished(processJob, { fileId: row.id })) continue;
      if (row.createdAt.getTime() < at - GIVE_UP_AFTER_MS) {
        const ended = await repo.fail(row.id, FAILED_FOR_GOOD);
        if (ended && row.originalKey) await storage.remove(row.originalKey);
        if (ended) failed++;
      } else {
        // Processing is safe to run twice: it only finishes a record still processing.
        await jobs.send(processJob, { fileId: row.id });
        requeued++;
      }
    }

    const report = { abandonedUploads, workDirs, orphanOriginals, requeued, failed };
    if (abandonedUploads + workDirs + orphanOriginals + requeued + failed > 0) {
      log.warn(
        `Media sweep after an interrupted process: removed ${abandonedUploads} abandoned upload(s), ${workDirs} processing work folder(s) ` +
          `and ${orphanOriginals} original(s) no file record names; queued ${requeued} file(s) again; failed ${failed} file(s) stuck for a day.`,
      );
    }
    return report;
  };
}
