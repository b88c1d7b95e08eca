// The `media.process` job: fetches an upload's original from storage into a temporary directory,
// processes it (media-processing.ts), stores the results and marks the record finished. The processed
// file and its sizes are private (public for the welcome video), the blurred preview public.
// A file processing cannot use (MediaProcessingError) ends as status "error" with the sentence for the
// uploader, and its original is deleted: trying again cannot change the verdict, and nothing else reads it.
// Any other failure (storage or database down) is rethrown so pg-boss tries again, keeping the original;
// after the last attempt the record is marked error too, so no upload stays "processing" forever.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { MediaFileType } from '@/contracts/media';
import type { JobContext } from '../../jobs/queue';
import { defineJob } from '../../jobs/registry';
import type { PlainLog } from '../../log';
import { isMediaProcessingError } from '../../media/processing';
import type { Storage } from '../../media/storage';
import { parseKey } from '../../media/storage-keys';
import { folderOf, kindOfType, mainVisibilityOf } from './media-file-kinds';
import type { FinishedFields, MediaFilesRepo } from './media-files.repo';
import type { MediaFileRow } from './media-files.table';
import { processMedia, type OutputFile } from './media-processing';

const RETRY_LIMIT = 2;
/** Downloading the original and storing the results, on top of the processing time limit. */
const TRANSFER_ALLOWANCE_SECONDS = 10 * 60;
const MAX_JOB_SECONDS = 24 * 60 * 60;
/** Progress reaches the database at most this often: a poll every second or two needs no more. */
export const PROGRESS_INTERVAL_MS = 1000;

export const FAILED_FOR_GOOD = 'Processing this file failed. Please upload it again.';

/** Each attempt works in a directory of its own named so (under the system's temporary directory). */
export const WORK_DIR_PREFIX = 'fanstage-process-';

/** The job, with a run time that leaves the processing its whole time limit before pg-boss expires it. */
export function defineMediaProcessJob(processingTimeoutMs: number) {
  return defineJob('media.process', z.object({ fileId: z.uuid() }), {
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 30,
    expireInSeconds: Math.min(MAX_JOB_SECONDS, Math.ceil(processingTimeoutMs / 1000) + TRANSFER_ALLOWANCE_SECONDS),
  });
}
export type MediaProcessJob = ReturnType<typeof defineMediaProcessJob>;

export interface MediaProcessorDeps {
  repo: MediaFilesRepo;
  storage: Storage;
  /** The ffmpeg to run (located once, lazily, by the module). */
  ffmpegPath: () => Promise<string>;
  processingTimeoutMs: number;
  /** Called once a record is finished (the welcome video points the profile at it). */
  onFinished: (row: MediaFileRow) => Promise<void>;
  log: Pick<PlainLog, 'warn' | 'error'>;
  now?: () => number;
}

/** Writes progress at most once a second, one write at a time; `settle` waits for the last one. */
export function progressWriter(write: (percent: number) => Promise<void>, onError: (e: unknown) => void, now: () => number) {
  let lastAt = -Infinity;
  let chain = Promise.resolve();
  return {
    report(percent: number) {
      if (now() - lastAt < PROGRESS_INTERVAL_MS) return;
      lastAt = now();
      chain = chain.then(() => write(percent)).catch(onError);
    },
    settle: () => chain,
  };
}

export function createMediaProcessor(deps: MediaProcessorDeps) {
  const { repo, storage, log } = deps;
  const now = deps.now ?? Date.now;

  async function fetchOriginal(key: string, dir: string): Promise<string | null> {
    const opened = await storage.open(key);
    if (!opened) return null;
    const file = path.join(dir, `original.${parseKey(key)?.ext ?? 'bin'}`);
    await pipeline(opened.stream, fs.createWriteStream(file));
    return file;
  }

  /** Stores the outputs; on failure removes those already stored, so nothing is left without a record. */
  async function storeOutputs(row: MediaFileRow, outputs: { main: OutputFile; variants: (OutputFile & { role: string; width: number; height: number })[]; preview: OutputFile | null }) {
    const type = row.type as MediaFileType;
    const stored: string[] = [];
    const save = async (out: OutputFile, visibility: 'public' | 'private', part: 'media' | 'previews') => {
      const { key, size } = await storage.save(fs.createReadStream(out.file), { visibility, folder: folderOf(type, part), ext: out.ext, contentType: out.contentType });
      stored.push(key);
      return { key, size };
    };
    try {
      const main = await save(outputs.main, mainVisibilityOf(type), 'media');
      const variants = [];
      for (const v of outputs.variants) {
        const { key } = await save(v, mainVisibilityOf(type), 'media');
        variants.push({ key, width: v.width, height: v.height, role: v.role });
      }
      const preview = outputs.preview ? await save(outputs.preview, 'public', 'previews') : null;
      return { main, variants, previewKey: preview?.key ?? null, stored };
    } catch (e) {
      await Promise.all(stored.map((key) => storage.remove(key)));
      throw e;
    }
  }

  async function processRow(row: MediaFileRow, workDir: string): Promise<void> {
    const kind = kindOfType(row.type as MediaFileType);
    if (kind === 'file') throw new Error(`A ${row.type} file needs no processing.`);
    const input = row.originalKey ? await fetchOriginal(row.originalKey, workDir) : null;
    if (!input) {
      await repo.fail(row.id, 'The uploaded file was lost before it could be processed. Please upload it again.');
      return;
    }
    const outDir = path.join(workDir, 'out');
    await fsp.mkdir(outDir);
    const progress = progressWriter((p) => repo.setProgress(row.id, Math.min(p, 99)), (e) => log.warn(`Media file ${row.id}: progress not saved: ${String(e)}`), now);
    let processed;
    try {
      processed = await processMedia(kind, input, outDir, { ffmpeg: await deps.ffmpegPath(), timeoutMs: deps.processingTimeoutMs, onProgress: progress.report });
    } finally {
      await progress.settle();
    }
    const { main, variants, previewKey, stored } = await storeOutputs(row, processed);
    const fields: FinishedFields = {
      mainKey: main.key,
      mimeType: processed.main.contentType,
      size: main.size,
      width: processed.width,
      height: processed.height,
      duration: processed.duration,
      variants,
      previewKey,
    };
    const finished = await repo.finish(row.id, fields);
    if (!finished) {
      // Deleted (or replaced) while it was processing: what was just stored belongs to nobody.
      await Promise.all(stored.map((key) => storage.remove(key)));
      return;
    }
    await storage.remove(row.originalKey!);
    try {
      await deps.onFinished(finished);
    } catch (e) {
      // The file is finished and stays so; a retry would find nothing to do, so say it here.
      log.error(`Media file ${row.id}: finished, but its ${row.type} handler failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** The job handler. */
  return async function processFile(payload: { fileId: string }, job: Pick<JobContext, 'retryCount'>): Promise<void> {
    const row = await repo.find(payload.fileId);
    // Gone, or already settled by an earlier attempt that got that far.
    if (!row || row.status !== 'processing') return;
    const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), WORK_DIR_PREFIX));
    try {
      await processRow(row, workDir);
    } catch (err) {
      const usable = isMediaProcessingError(err) && err.code !== 'ffmpeg-missing' && err.code !== 'aborted';
      if (!usable && job.retryCount < RETRY_LIMIT) throw err;
      if (!usable) log.error(`Media file ${row.id}: processing failed for good: ${err instanceof Error ? err.message : String(err)}`);
      if (isMediaProcessingError(err) && err.detail) log.warn(`Media file ${row.id}: ${err.message} (${err.detail.slice(-500)})`);
      await repo.fail(row.id, usable ? err.message : FAILED_FOR_GOOD);
      if (row.originalKey) await storage.remove(row.originalKey);
    } finally {
      await fsp.rm(workDir, { recursive: true, force: true });
    }
  };
}
