// How many viewers one app node serves a live session's playlist and segments to before segment fetches get
// slow (p95 above 1 s), beside a floor. Usage:
//   npx tsx bench/live-viewers-per-node.ts [--start 50] [--max 6400] [--seconds 15]
// App: the API with socket.io as main.ts wires it (bench/support/live-viewers-server.ts) alone in a child
// process on a fresh database on BENCH_DATABASE_URL's PostgreSQL server, media on local disk. A publisher in
// the bench process puts ffmpeg's test pattern on air as `npm run demo:live` does (scripts/live-publisher.ts:
// the performer logs in, goes live, stream/publish and a chunk every 250 ms over the socket), so the playlist
// moves and a new one-second segment comes every second throughout. Viewers are accounts subscribed to the
// performer, each with its own session token (playlists are signed per viewer), simulated as hls.js behaves
// (bench/support/hls-viewers.ts) by load generator processes, one per core, apart from the app. The count
// doubles from --start (each step starts its viewers, lets them settle for 5 s, then measures --seconds) until the segments' p95 passes 1 s or
// more than 1 % of requests fail; then two steps halve the gap between the last count that passed and the first
// that did not. Floor: a plain node:http server in the same kind of child process serving the same files from
// the session's folder with no session, check or signature, ramped the same way. Never part of `npm test`.
import { fork, execSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { startDemoLive, type DemoLive } from '../scripts/live-publisher';
import { locateFfmpeg } from '../src/server/media/processing/ffmpeg';
import { percentile, withBenchDatabase } from './support/bench-database';
import type { ViewersJob, ViewersReport } from './support/hls-viewers';
import type { ViewersServerReady } from './support/live-viewers-server';
import { clockTicksPerSecond, cpuSecondsOf } from './support/process-cpu';

/** Time for the generators to start (tsx compiles them), then for their viewers to settle, before measuring. */
const STARTUP_MS = 3_000;
const WARMUP_MS = 5_000;
const SEGMENT_P95_LIMIT_MS = 1_000;
const ERROR_SHARE_LIMIT = 0.01;
const REFINE_STEPS = 2;
const GENERATORS = Math.max(1, os.cpus().length);

interface Step {
  viewers: number;
  segments: number;
  segmentP50: number;
  segmentP95: number;
  playlistP50: number;
  playlistP95: number;
  errors: number;
  requests: number;
  firstError: string | null;
  mbPerSecond: number;
  serverCpu: number;
  /** The PostgreSQL backends serving the app's database. */
  databaseCpu: number;
  generatorCpu: number;
  load: number;
  passed: boolean;
}

const ticksPerSecond = clockTicksPerSecond();
const cpuSeconds = (pid: number) => cpuSecondsOf(pid, ticksPerSecond);

/** CPU readings of the server process and of the database backends its pool holds, for one window. */
async function cpuMeter(serverPid: number, database: Client | null) {
  const backends = database
    ? (await database.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((r) => r.pid)
    : [];
  const read = async () => ({ server: (await cpuSeconds(serverPid)) ?? 0, backends: await Promise.all(backends.map(cpuSeconds)) });
  const before = await read();
  return async (seconds: number) => {
    const after = await read();
    // A backend that closed during the window is left out (its last reading is lost with it).
    const databaseCpu = after.backends.reduce<number>((sum, b, i) => sum + (b !== null && before.backends[i] !== null ? b - before.backends[i]! : 0), 0);
    return { serverCpu: (after.server - before.server) / seconds, databaseCpu: databaseCpu / seconds };
  };
}

function startServer(args: string[], env: NodeJS.ProcessEnv) {
  const child: ChildProcess = fork(path.join(__dirname, 'support/live-viewers-server.ts'), args, { execArgv: ['--import', 'tsx'], stdio: 'inherit', env });
  const ready = new Promise<ViewersServerReady>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The ${args[0]} server exited (${code}) before it was ready.`)));
    child.once('message', (msg) => resolve(msg as ViewersServerReady));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { child, ready, stop };
}

function generate(job: ViewersJob): Promise<ViewersReport> {
  const child = fork(path.join(__dirname, 'support/hls-viewers.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (report) => resolve(report as ViewersReport));
    child.once('exit', (code) => code !== 0 && reject(new Error(`A load generator exited with code ${code}.`)));
    child.send(job);
  });
}

/** One step: `tokens.length` viewers spread over the generators, measured for `measureMs`. */
async function measure(serverPid: number, database: Client | null, playlistUrl: string, tokens: (string | null)[], measureMs: number): Promise<Step> {
  const shares = Array.from({ length: GENERATORS }, (_, g) => tokens.filter((_, i) => i % GENERATORS === g));
  const windowStartAt = Date.now() + STARTUP_MS + WARMUP_MS;
  const windowEndAt = windowStartAt + measureMs;
  const reports = shares.filter((s) => s.length > 0).map((share) => generate({ playlistUrl, tokens: share, windowStartAt, windowEndAt }));
  await new Promise((resolve) => setTimeout(resolve, windowStartAt - Date.now()));
  const cpu = await cpuMeter(serverPid, database);
  const loadBefore = os.loadavg()[0];
  await new Promise((resolve) => setTimeout(resolve, windowEndAt - Date.now()));
  const { serverCpu, databaseCpu } = await cpu(measureMs / 1000);
  const load = Math.max(loadBefore, os.loadavg()[0]);
  const done = await Promise.all(reports);
  const segments = done.flatMap((r) => r.segmentMs).sort((a, b) => a - b);
  const playlists = done.flatMap((r) => r.playlistMs).sort((a, b) => a - b);
  const errors = done.reduce((n, r) => n + r.segmentErrors + r.playlistErrors, 0);
  const requests = segments.length + playlists.length + errors;
  const segmentP95 = percentile(segments, 95);
  return {
    viewers: tokens.length,
    segments: segments.length,
    segmentP50: percentile(segments, 50),
    segmentP95,
    playlistP50: percentile(playlists, 50),
    playlistP95: percentile(playlists, 95),
    errors,
    requests,
    firstError: done.find((r) => r.firstError)?.firstError ?? null,
    mbPerSecond: done.reduce((n, r) => n + r.segmentBytes, 0) / (measureMs / 1000) / 1024 / 1024,
    serverCpu,
    databaseCpu,
    generatorCpu: done.reduce((n, r) => n + r.cpuMs / r.cpuWindowMs, 0),
    load,
    passed: segments.length > 0 && segmentP95 <= SEGMENT_P95_LIMIT_MS && errors <= ERROR_SHARE_LIMIT * requests,
  };
}

function print(label: string, s: Step): void {
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
  console.log(
    `${label} ${String(s.viewers).padStart(5)} viewers: segment p50 ${s.segmentP50.toFixed(0)} ms p95 ${s.segmentP95.toFixed(0)} ms (${s.segments}), ` +
      `playlist p50 ${s.playlistP50.toFixed(0)} ms p95 ${s.playlistP95.toFixed(0)} ms, errors ${s.errors}/${s.requests}, ${s.mbPerSecond.toFixed(0)} MB/s; ` +
      `CPU server ${pct(s.serverCpu)}${s.databaseCpu ? ` + database ${pct(s.databaseCpu)}` : ''}, generators ${pct(s.generatorCpu)} of a core; load ${s.load.toFixed(1)} ${s.passed ? 'ok' : 'OVER'}` +
      (s.firstError && !s.passed ? `\n      first error: ${s.firstError}` : ''),
  );
}

/** Doubles the viewers until a step fails, then halves the gap REFINE_STEPS times; answers the most that passed. */
async function ramp(label: string, serverPid: number, database: Client | null, playlistUrl: string, tokenFor: (i: number) => string | null, opts: { start: number; max: number; measureMs: number }) {
  const steps: Step[] = [];
  const run = async (n: number) => {
    const step = await measure(serverPid, database, playlistUrl, Array.from({ length: n }, (_, i) => tokenFor(i)), opts.measureMs);
    print(label, step);
    steps.push(step);
    return step.passed;
  };
  let passed = 0;
  let failed = 0;
  for (let n = opts.start; n <= opts.max; n *= 2) {
    if (await run(n)) passed = n;
    else {
      failed = n;
      break;
    }
  }
  for (let i = 0; i < REFINE_STEPS && failed > 0; i++) {
    const n = Math.round((passed + failed) / 2 / 10) * 10;
    if (n <= passed || n >= failed) break;
    if (await run(n)) passed = n;
    else failed = n;
  }
  return { passed, failed, steps };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { start: { type: 'string', default: '50' }, max: { type: 'string', default: '6400' }, seconds: { type: 'string', default: '15' } } });
  const opts = { start: Number(values.start), max: Number(values.max), measureMs: Number(values.seconds) * 1000 };
  if (!(opts.start > 0 && opts.max >= opts.start && opts.measureMs > 0)) throw new Error('Usage: npx tsx bench/live-viewers-per-node.ts [--start 50] [--max 6400] [--seconds 15]');
  const limit = Number(execSync('ulimit -n', { shell: '/bin/bash' }).toString().trim());
  if (Number.isFinite(limit) && limit < opts.max + 1000) console.log(`note: open files limit is ${limit}; ${opts.max} viewers need about ${opts.max + 1000} in the server process.`);
  const ffmpeg = (await locateFfmpeg(process.env.FFMPEG_PATH || undefined)).path;

  await withBenchDatabase(async (databaseUrl) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-viewers-'));
    const app = startServer(['app', dataDir, String(opts.max)], { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: '' });
    let floor: ReturnType<typeof startServer> | null = null;
    let live: DemoLive | null = null;
    // Reads which backends serve the app's database, to count their CPU beside the app's.
    const database = new Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const ready = await app.ready;
      const base = `http://127.0.0.1:${ready.port}`;
      let playable!: () => void;
      const isPlayable = new Promise<void>((resolve) => (playable = resolve));
      live = await startDemoLive({
        url: base,
        performer: ready.performer!.username,
        password: ready.performer!.password,
        ffmpeg,
        title: 'Viewers per node',
        onPlayable: () => playable(),
        onProblem: (message) => console.error(`publisher: ${message}`),
      });
      await isPlayable;
      const streamId = live.stream._id;
      console.log(`on air: session ${streamId}, ffmpeg's test pattern (640x360, 30 fps, 1.5 Mb/s H.264 + Opus) through the socket; ${GENERATORS} load generator processes`);
      console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

      const tokens = ready.viewerTokens!;
      const appResult = await ramp('app  ', app.child.pid!, database, `${base}/api/live/${streamId}/index.m3u8`, (i) => tokens[i]!, opts);

      floor = startServer(['floor', path.join(ready.liveDir!, streamId)], process.env);
      const floorPort = (await floor.ready).port;
      const floorResult = await ramp('floor', floor.child.pid!, null, `http://127.0.0.1:${floorPort}/index.m3u8`, () => null, opts);

      const describe = (r: { passed: number; failed: number }) => (r.failed ? `${r.passed} (${r.failed} did not pass)` : `at least ${r.passed} (the most tried)`);
      console.log(`\n=> app: ${describe(appResult)} viewers with segment p95 <= 1 s; floor: ${describe(floorResult)}`);
      if (appResult.passed && floorResult.passed) console.log(`   app / floor = ${(appResult.passed / floorResult.passed).toFixed(2)}`);
      console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    } finally {
      await live?.end().catch((err: Error) => console.error(`ending the session: ${err.message}`));
      await floor?.stop();
      await app.stop();
      await database.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
