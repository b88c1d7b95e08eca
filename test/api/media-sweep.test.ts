// The media sweep (media.sweep job): what a process that died mid-upload or mid-processing leaves behind,
// removed or settled once it has been idle longer than anything alive can be. Real storage, a real PGlite
// database and pg-boss: the app's own worker processes what the sweep queues again.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createJobQueue, type JobQueue } from '@/server/jobs/queue';
import type { AnyJob, JobInput } from '@/server/jobs/registry';
import { INCOMPLETE_DIR } from '@/server/media/storage';
import { defineMediaProcessJob, FAILED_FOR_GOOD, WORK_DIR_PREFIX, type MediaProcessJob } from '@/server/modules/media-files/media-process.job';
import { createMediaFilesRepo } from '@/server/modules/media-files/media-files.repo';
import { mediaFiles, type MediaFileRow } from '@/server/modules/media-files/media-files.table';
import { createMediaSweeper, MEDIA_SWEEP_CRON, mediaSweepJob } from '@/server/modules/media-files/media-sweep.job';
import { createPerformer, type TestPerformer } from '../factories/users';
import { makeTempDir, makeTestImage } from '../helpers/media-fixtures';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { waitFor as pollUntil } from '../helpers/wait-for';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let ctx: TestContext;
let queue: JobQueue;
let owner: TestPerformer;
let work: ReturnType<typeof makeTempDir>;
let picture: Buffer;
/** The app's processing job as this test's queue knows it: one definition per queue. */
let processJob: MediaProcessJob;
let storedSchedules: object[];
const warned: string[] = [];
const db = () => ctx.database.db;
const storage = () => ctx.app.services.storage;
const incomplete = () => path.join(ctx.config.dataDir, 'media', INCOMPLETE_DIR);

beforeAll(async () => {
  ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5' });
  // A queue of the test's own on the same database: it sends, the app's workers run what it sends.
  queue = createJobQueue({ database: ctx.database, runWorkers: false });
  processJob = defineMediaProcessJob(ctx.config.MEDIA_PROCESSING_TIMEOUT_MINUTES * MINUTE);
  owner = await createPerformer(db());
  work = makeTempDir('fanstage-sweep-work-');
  picture = await fsp.readFile(await makeTestImage(work.dir, { width: 64, height: 48, format: 'png' }));
  // The app stored its hourly schedule as it started. Read it, then take it off: a scheduled sweep falling
  // within this file's run would race the sweeps the tests run themselves.
  const result = (await db().execute(sql`select cron, timezone from pgboss.schedule where name = ${mediaSweepJob.name}`)) as unknown as { rows: object[] };
  storedSchedules = result.rows;
  await ctx.app.services.jobs.unschedule(mediaSweepJob);
});
afterAll(async () => {
  await queue?.stop();
  await ctx?.close();
  await work?.remove();
});

function sweeper(now = Date.now) {
  return createMediaSweeper({ repo: createMediaFilesRepo(db()), storage: storage(), jobs: queue, processJob: processJob, workRoot: work.dir, log: { warn: (m) => warned.push(m) }, now });
}

const waitFor = <T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000) => pollUntil(what, probe, timeoutMs, 100);

/** A file as it is left "processing": its original stored, last changed `idleMs` ago, uploaded `ageMs` ago. */
async function processingRecord(idleMs: number, ageMs = idleMs): Promise<MediaFileRow> {
  const { key } = await storage().save(picture, { visibility: 'private', folder: 'originals/feed-photo', ext: 'png', contentType: 'image/png' });
  const [row] = await db()
    .insert(mediaFiles)
    .values({ ownerId: owner.id, type: 'feed-photo', originalKey: key, mimeType: 'image/png', size: picture.length, createdAt: new Date(Date.now() - ageMs), updatedAt: new Date(Date.now() - idleMs) })
    .returning();
  return row;
}
const rowOf = async (id: string) => (await db().select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];

/** Sets a file's or folder's modification time `ms` into the past. */
function age(file: string, ms: number) {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(file, then, then);
}

it('keeps itself on an hourly schedule in the queue', () => {
  expect(storedSchedules).toEqual([{ cron: MEDIA_SWEEP_CRON, timezone: 'UTC' }]);
});

it('removes upload bytes nobody has written to for the idle time, never an upload still arriving', async () => {
  await fsp.mkdir(incomplete(), { recursive: true });
  const abandoned = path.join(incomplete(), 'abandoned.part');
  const arriving = path.join(incomplete(), 'arriving.part');
  await fsp.writeFile(abandoned, Buffer.alloc(1000, 1));
  await fsp.writeFile(arriving, Buffer.alloc(1000, 2));
  age(abandoned, 61 * MINUTE);
  age(arriving, 59 * MINUTE);

  expect(await sweeper()({ uploadIdleMinutes: 60 })).toEqual({ abandonedUploads: 1, workDirs: 0, orphanOriginals: 0, requeued: 0, failed: 0 });
  expect(await fsp.readdir(incomplete())).toEqual(['arriving.part']);
  expect(warned.at(-1)).toMatch(/removed 1 abandoned upload/);
  await fsp.rm(arriving);

  // A save in progress is the "arriving" kind: it lives there until whole, then nothing is left there.
  const saved = await storage().save(picture, { visibility: 'private', folder: 'originals/feed-photo', ext: 'png', contentType: 'image/png' });
  expect((await storage().stat(saved.key))?.size).toBe(picture.length);
  expect(await fsp.readdir(incomplete())).toEqual([]);
});

it('removes the work folders of processing attempts older than any attempt may run, and nothing else', async () => {
  const longest = processJob.settings.expireInSeconds * 1000;
  const dead = path.join(work.dir, `${WORK_DIR_PREFIX}dead`);
  const running = path.join(work.dir, `${WORK_DIR_PREFIX}running`);
  const other = path.join(work.dir, 'someone-elses-folder');
  for (const dir of [dead, running, other]) {
    await fsp.mkdir(path.join(dir, 'out'), { recursive: true });
    await fsp.writeFile(path.join(dir, 'original.mp4'), 'bytes');
  }
  age(dead, longest + MINUTE);
  age(running, longest - MINUTE);
  age(other, longest + HOUR);

  expect(await sweeper()({ uploadIdleMinutes: 60 })).toEqual({ abandonedUploads: 0, workDirs: 1, orphanOriginals: 0, requeued: 0, failed: 0 });
  expect(fs.existsSync(dead)).toBe(false);
  expect(fs.existsSync(running)).toBe(true);
  expect(fs.existsSync(other)).toBe(true);
});

it('removes originals no record names a day after they were stored, and nothing a record names or outside the originals', async () => {
  const orphan = await storage().save(picture, { visibility: 'private', folder: 'originals/feed-photo', ext: 'png', contentType: 'image/png' });
  const recent = await storage().save(picture, { visibility: 'private', folder: 'originals/feed-photo', ext: 'png', contentType: 'image/png' });
  const processed = await storage().save(picture, { visibility: 'private', folder: 'media/feed-photo', ext: 'png', contentType: 'image/png' });
  // Stored for a record still processing, changed a moment ago: not stuck, and its original is its own.
  const held = await processingRecord(0);
  const file = (key: string) => path.join(ctx.config.dataDir, 'media', key);
  for (const key of [orphan.key, processed.key, held.originalKey!]) age(file(key), 25 * HOUR);
  age(file(recent.key), 23 * HOUR);

  expect(await sweeper()({ uploadIdleMinutes: 60 })).toEqual({ abandonedUploads: 0, workDirs: 0, orphanOriginals: 1, requeued: 0, failed: 0 });
  expect(await storage().stat(orphan.key)).toBeNull();
  for (const key of [recent.key, processed.key, held.originalKey!]) expect(await storage().stat(key)).not.toBeNull();
  // Out of the way of the tests that follow, with its file.
  await db().delete(mediaFiles).where(eq(mediaFiles.id, held.id));
  await storage().remove(held.originalKey!);
});

it('queues a record left processing without a job again, and fails one still processing a day after its upload', async () => {
  const lost = await processingRecord(HOUR);
  const forgotten = await processingRecord(2 * 24 * HOUR);
  const waiting = await processingRecord(HOUR);
  await queue.send(processJob, { fileId: waiting.id }, { startAfter: 3600 });
  const recent = await processingRecord(MINUTE);

  expect(await sweeper()({ uploadIdleMinutes: 60 })).toEqual({ abandonedUploads: 0, workDirs: 0, orphanOriginals: 0, requeued: 1, failed: 1 });

  // The lost one's job runs again and finishes it from its original.
  const finished = await waitFor('the record queued again to be processed', async () => {
    const row = await rowOf(lost.id);
    return row.status === 'finished' ? row : null;
  });
  expect(finished.originalKey).toBeNull();
  expect(await storage().stat(finished.mainKey!)).not.toBeNull();

  // The day-old one is failed with a sentence for the uploader, and its original removed.
  expect(await rowOf(forgotten.id)).toMatchObject({ status: 'error', error: FAILED_FOR_GOOD });
  expect(await storage().stat(forgotten.originalKey!)).toBeNull();

  // The one whose job waits, and the one uploaded a minute ago, are left to their jobs.
  expect((await rowOf(waiting.id)).status).toBe('processing');
  expect((await rowOf(recent.id)).status).toBe('processing');
  expect(await storage().stat(waiting.originalKey!)).not.toBeNull();
});

it('queues a record again only while it has no job waiting or running', async () => {
  const lost = await processingRecord(HOUR);
  // Held back, so the job is still waiting when the second sweep looks.
  const sweep = sweeper();
  const held = createMediaSweeper({
    repo: createMediaFilesRepo(db()),
    storage: storage(),
    jobs: {
      hasUnfinished: (job, match) => queue.hasUnfinished(job, match),
      send: <J extends AnyJob>(job: J, payload: JobInput<J>) => queue.send(job, payload, { startAfter: 3600 }),
    },
    processJob: processJob,
    workRoot: work.dir,
    log: { warn: () => undefined },
  });
  expect((await held({ uploadIdleMinutes: 60 })).requeued).toBe(1);
  expect(await queue.hasUnfinished(processJob, { fileId: lost.id })).toBe(true);
  expect((await sweep({ uploadIdleMinutes: 60 })).requeued).toBe(0);
  expect((await rowOf(lost.id)).status).toBe('processing');
});
