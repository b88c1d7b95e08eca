// SIGKILL in the middle of a media upload (its body half sent) and of its processing (ffmpeg at work). After a
// restart on the same database and data directory nothing half-made may pass as finished: a finished media
// record has its complete files, an unfinished one is linked nowhere, and the interrupted upload left no
// record. What the dead process left on disk (the upload's bytes, the processing work folder) is removed by
// the media sweep job.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createJobQueue, type JobQueue } from '@/server/jobs/queue';
import { createLocalStorage, INCOMPLETE_DIR } from '@/server/media/storage';
import { defineMediaProcessJob, WORK_DIR_PREFIX } from '@/server/modules/media-files/media-process.job';
import { createMediaFilesRepo } from '@/server/modules/media-files/media-files.repo';
import { mediaFiles, type MediaFileRow } from '@/server/modules/media-files/media-files.table';
import { createMediaSweeper, mediaSweepJob } from '@/server/modules/media-files/media-sweep.job';
import { performers } from '@/server/modules/performers/performers.table';
import { createPerformer, type TestPerformer } from '../factories/users';
import { makeTempDir, makeTestVideo } from '../helpers/media-fixtures';
import { multipart } from '../helpers/multipart';
import { call, createDeployment, login, startServer, type CrashServer, type Deployment } from './support/crash-node';

const UPLOAD = '/api/performers/welcome-video/upload';
/** The processing time limit the server runs with (the default), which sets how long a processing job may run. */
const PROCESSING_TIMEOUT_MS = 60 * 60_000;

let deployment: Deployment;
let server: CrashServer;
let queue: JobQueue;
let performer: TestPerformer;
let token: string;
let video: Buffer;
const fixtures = makeTempDir('fanstage-crash-media-');
const db = () => deployment.database.db;
const media = () => createLocalStorage(path.join(deployment.dataDir, 'media'), deployment.env.JWT_SECRET);
const incompleteDir = () => path.join(deployment.dataDir, 'media', INCOMPLETE_DIR);
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

beforeAll(async () => {
  // Ten seconds to transcode: long enough to be caught while ffmpeg works.
  video = fs.readFileSync(await makeTestVideo(fixtures.dir, { width: 640, height: 360, seconds: 10 }));
  deployment = await createDeployment();
  server = await startServer(deployment);
  // The test's own queue on the deployment's database: it sends jobs, the server's workers run them.
  queue = createJobQueue({ database: deployment.database, runWorkers: false });
  performer = await createPerformer(db());
  token = await login(server, performer);
});
afterAll(async () => {
  await queue?.stop();
  await deployment?.close();
  await fixtures.remove();
});

/** Polls what the test watches for (a file appearing, a job ending) until it shows. */
async function waitFor<T>(what: string, probe: () => T | null | undefined | false | Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const mediaRows = () => db().select().from(mediaFiles).where(eq(mediaFiles.ownerId, performer.id));
const profile = async () => (await db().select().from(performers).where(eq(performers.userId, performer.id)))[0];

/** Finished records have every file complete; unfinished ones are not what the profile shows. */
async function expectNothingHalfMadeServed(rows: MediaFileRow[]) {
  const storage = media();
  const shown = (await profile()).welcomeVideoKey;
  for (const row of rows) {
    if (row.status === 'finished') {
      expect((await storage.stat(row.mainKey!))?.size).toBe(row.size);
      for (const key of [row.previewKey!, ...row.variants.map((v) => v.key)]) expect(await storage.stat(key)).not.toBeNull();
    } else {
      expect(row.mainKey).toBeNull();
      expect(row.variants).toEqual([]);
      expect(shown === null || shown !== row.originalKey).toBe(true);
    }
  }
  if (shown !== null) expect(rows.some((r) => r.status === 'finished' && r.mainKey === shown)).toBe(true);
}

async function runSweepJob(payload: { uploadIdleMinutes: number }) {
  const id = await queue.send(mediaSweepJob, payload);
  const done = await waitFor('the media sweep job to end', async () => {
    const job = await queue.getJob(mediaSweepJob, id!);
    return job && ['completed', 'failed', 'cancelled'].includes(job.state) ? job : null;
  });
  expect(done.state).toBe('completed');
}

describe('killed while an upload body is half sent', () => {
  it('records nothing, and the sweep job removes the bytes that had arrived', async () => {
    const form = multipart([{ name: 'file', filename: 'hello.mp4', contentType: 'video/mp4', data: video }]);
    const half = Math.floor(form.payload.length / 2);
    const req = http.request(`${server.url}${UPLOAD}`, {
      method: 'POST',
      headers: { ...form.headers, 'content-length': String(form.payload.length), authorization: `Bearer ${token}` },
    });
    const ended = new Promise<string>((resolve) => {
      req.on('error', (e) => resolve(`broken: ${e.message}`));
      req.on('response', (res) => resolve(`answered ${res.statusCode}`));
    });
    req.write(form.payload.subarray(0, half));
    // The server has started storing the upload: its bytes are arriving on disk.
    await waitFor('the upload to reach the disk', () => filesIn(incompleteDir()).some((name) => fs.statSync(path.join(incompleteDir(), name)).size > 0));
    await server.kill();
    expect(await ended).toMatch(/^broken/);

    server = await startServer(deployment);
    // Nothing was recorded for it and the profile is unchanged; its bytes are still on disk, under no key.
    expect(await mediaRows()).toEqual([]);
    expect((await profile()).welcomeVideoFileId).toBeNull();
    expect((await call(server, 'GET', '/performers/welcome-video/status', { token })).status).toBe(404);
    expect(filesIn(incompleteDir())).toHaveLength(1);

    // The sweep job, run by the restarted server, removes them (here without waiting an hour for them to age).
    await runSweepJob({ uploadIdleMinutes: 0 });
    expect(filesIn(incompleteDir())).toEqual([]);

    // The same upload, sent whole, goes through.
    const again = await fetch(`${server.url}${UPLOAD}`, { method: 'POST', headers: { ...form.headers, authorization: `Bearer ${token}` }, body: new Uint8Array(form.payload) });
    expect(again.status).toBe(200);
    await waitFor('the upload to be processed', async () => (await mediaRows()).find((r) => r.status === 'finished'));
    await expectNothingHalfMadeServed(await mediaRows());
  });
});

describe('killed while an upload is being processed', () => {
  it('shows nothing half-made, and the sweep removes the dead attempt’s work folder but leaves its job to finish it', async () => {
    const form = multipart([{ name: 'file', filename: 'second.mp4', contentType: 'video/mp4', data: video }]);
    const res = await fetch(`${server.url}${UPLOAD}`, { method: 'POST', headers: { ...form.headers, authorization: `Bearer ${token}` }, body: new Uint8Array(form.payload) });
    expect(res.status).toBe(200);
    const shownBefore = (await profile()).welcomeVideoKey;

    // ffmpeg is writing the transcoded video into the attempt's work folder.
    const workDir = await waitFor('ffmpeg to start writing', () =>
      filesIn(deployment.tmpDir)
        .filter((name) => name.startsWith(WORK_DIR_PREFIX))
        .map((name) => path.join(deployment.tmpDir, name))
        .find((dir) => filesIn(path.join(dir, 'out')).some((name) => name.endsWith('.part'))),
    );
    await server.kill();

    server = await startServer(deployment);
    const rows = await mediaRows();
    const processing = rows.filter((r) => r.status === 'processing');
    expect(processing).toHaveLength(1);
    expect(processing[0].originalKey).not.toBeNull();
    expect(await media().stat(processing[0].originalKey!)).not.toBeNull();
    await expectNothingHalfMadeServed(rows);
    // The profile still shows the video it showed; the status poll says processing.
    expect((await profile()).welcomeVideoKey).toBe(shownBefore);
    const status = await call<{ status: string }>(server, 'GET', '/performers/welcome-video/status', { token });
    expect(status.body.data?.status).toBe('processing');

    // Later than any attempt may run, the sweep finds the dead attempt's folder. The record's job is still
    // there (pg-boss expires the dead attempt into a retry), so the record is left to it.
    const sweep = createMediaSweeper({
      repo: createMediaFilesRepo(db()),
      storage: media(),
      jobs: queue,
      processJob: defineMediaProcessJob(PROCESSING_TIMEOUT_MS),
      workRoot: deployment.tmpDir,
      log: { warn: () => undefined },
      now: () => Date.now() + PROCESSING_TIMEOUT_MS + 60 * 60_000,
    });
    expect(await sweep({ uploadIdleMinutes: 60 })).toEqual({ abandonedUploads: 0, workDirs: 1, orphanOriginals: 0, requeued: 0, failed: 0 });
    expect(fs.existsSync(workDir)).toBe(false);
    expect((await mediaRows()).find((r) => r.id === processing[0].id)?.status).toBe('processing');
  });
});
