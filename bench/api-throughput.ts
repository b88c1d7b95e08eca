// API requests per second against a plain server answering the same JSON, on PostgreSQL.
// Usage: `npx tsx bench/api-throughput.ts [seconds] [connections]` (defaults 10 and 50). PostgreSQL comes from
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a fresh database for the run,
// dropped after. Two child processes on that database: (a) the API alone (bench/support/bench-app.ts) and
// (b) the floor, plain node:http + pg with the fewest statements a hand-written server would use
// (bench/support/api-floor-server.ts). One fan follows one performer with 20 text posts. Before measuring, both
// answers of both routes are compared and must be the same JSON. Then autocannon loads one server at a time
// for the given seconds with the given connections (after a short warm-up): GET /api/settings/public and
// GET /api/user/feeds?limit=20 as the fan. Reported: req/s, p50 and p99 latency, the app/floor ratio of
// req/s, the CPU time each server process used per request (/proc/<pid>/stat) and the statements each sent
// to PostgreSQL per request (counted in the process, BEGIN and COMMIT included).
// BENCH_ACCEPT_ENCODING=<value> sends that Accept-Encoding with every request (`gzip, deflate, br` as browsers
// do): the app then compresses its answers of 1 kB or more, the floor never does, so the ratio includes the
// app's compression; the bytes per answer on the wire are printed.
// BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the app process there (node --cpu-prof). With BENCH_RECORD=1
// the rows go into bench/RESULTS.md. Never part of `npm test`.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { withBenchDatabase } from './support/bench-database';
import { clockTicksPerSecond, cpuSecondsOf } from './support/process-cpu';
import { recordIfAsked, today } from './support/results';

const POSTS = 20;
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
/** The headers of every request: the route's token, and Accept-Encoding when asked for. */
const headersFor = (token?: string): Record<string, string> => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
});
const FEED_PATH = `/api/user/feeds?limit=${POSTS}`;
const SETTINGS_PATH = '/api/settings/public';

interface AppReady {
  port: number;
  token: string;
  jwtSecret: string;
  appUrl: string;
}

/**
 * Counts the statements this process sends to PostgreSQL (every query of every pg client, BEGIN and COMMIT
 * included) and answers the count when the parent asks ('statements').
 */
function countStatements(): void {
  let statements = 0;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    statements++;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  process.on('message', (msg) => {
    if (msg === 'statements') process.send!({ statements });
  });
}

/** The app child: the API on the bench database, one performer with 20 text posts, one fan who follows them. */
async function serveApp(dataDir: string): Promise<void> {
  countStatements();
  const { startBenchApi } = await import('./support/bench-app');
  const { createPerformer, createUser, loginAs } = await import('../test/factories/users');
  const { feeds } = await import('../src/server/modules/feeds/feeds.table');
  const { follows } = await import('../src/server/modules/follows/follows.table');
  const { app, database, port, stop, config } = await startBenchApi(dataDir);
  const db = database.db;
  const performer = await createPerformer(db);
  const fan = await createUser(db);
  await db.insert(follows).values({ followerId: fan.id, performerId: performer.id });
  const start = Date.now() - POSTS * 60_000;
  await db.insert(feeds).values(
    Array.from({ length: POSTS }, (_, i) => ({
      performerId: performer.id,
      type: 'text',
      text: `Bench post ${i}: a few words a fan reads on the home timeline.`,
      access: 'free' as const,
      status: 'published' as const,
      publishedAt: new Date(start + i * 60_000),
    })),
  );
  const token = await loginAs(app, fan);
  process.send!({ port, token, jwtSecret: config.jwtSecret, appUrl: config.appUrl } satisfies AppReady);
  process.on('message', async (msg) => {
    if (msg === 'stop') {
      await stop();
      process.exit(0);
    }
  });
}

/** The floor child: the plain server on the same database and secret. */
async function serveFloor(): Promise<void> {
  countStatements();
  const { createFloorServer } = await import('./support/api-floor-server');
  const floor = createFloorServer({ databaseUrl: process.env.DATABASE_URL!, jwtSecret: process.env.JWT_SECRET!, appUrl: process.env.APP_URL! });
  await new Promise<void>((resolve) => floor.server.listen(0, '127.0.0.1', resolve));
  const address = floor.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (msg) => {
    if (msg === 'stop') {
      await floor.close();
      process.exit(0);
    }
  });
}

function start(args: string[], env: Record<string, string>, execArgv: string[] = []): { child: ChildProcess; ready: Promise<unknown> } {
  const child = fork(__filename, args, { execArgv: ['--import', 'tsx', ...execArgv], stdio: 'inherit', env: { ...process.env, ...env } });
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`A server exited (${code}) before it was ready.`)));
  });
  return { child, ready };
}

const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
};

/** JSON with object keys sorted, so two answers compare by content, not by key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

async function answer(port: number, urlPath: string, token?: string): Promise<{ status: number; body: unknown; bytes: number }> {
  const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, { headers: headersFor(token) });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
}

interface Measured {
  /** Statements the server sent to PostgreSQL per request (BEGIN and COMMIT included). */
  statementsPerRequest: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Bytes a response took on the wire, headers included. */
  bytesPerAnswer: number;
}

/** How many statements a server child has sent so far. */
function statementsSoFar(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const answer = (msg: unknown) => {
      if (msg && typeof msg === 'object' && 'statements' in msg) {
        child.off('message', answer);
        resolve((msg as { statements: number }).statements);
      }
    };
    child.on('message', answer);
    child.send('statements');
  });
}

async function load(child: ChildProcess, port: number, urlPath: string, seconds: number, connections: number, token?: string): Promise<Measured> {
  const url = `http://127.0.0.1:${port}${urlPath}`;
  const headers = headersFor(token);
  // Warm-up: the JIT, the pools and the caches, not measured.
  await autocannon({ url, connections, duration: 2, headers });
  const ticks = clockTicksPerSecond();
  const statementsBefore = await statementsSoFar(child);
  const cpuBefore = await cpuSecondsOf(child.pid!, ticks);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpuAfter = await cpuSecondsOf(child.pid!, ticks);
  const requests = result.requests.total;
  const statements = (await statementsSoFar(child)) - statementsBefore;
  return {
    statementsPerRequest: requests > 0 ? statements / requests : NaN,
    reqPerSec: requests / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && requests > 0 ? ((cpuAfter - cpuBefore) * 1000) / requests : NaN,
    requests,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerAnswer: requests > 0 ? result.throughput.total / requests : NaN,
  };
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 50);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-api-'));
  const profileDir = process.env.BENCH_CPU_PROF;
  await withBenchDatabase(async (databaseUrl) => {
    const app = start(['--app', dataDir], { DATABASE_URL: databaseUrl }, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []);
    let floor: ReturnType<typeof start> | null = null;
    try {
      const ready = (await app.ready) as AppReady;
      floor = start(['--floor'], { DATABASE_URL: databaseUrl, JWT_SECRET: ready.jwtSecret, APP_URL: ready.appUrl });
      const floorPort = ((await floor.ready) as { port: number }).port;

      const routes = [
        { name: 'GET /api/settings/public', path: SETTINGS_PATH, token: undefined },
        { name: `GET ${FEED_PATH}`, path: FEED_PATH, token: ready.token },
      ];
      for (const route of routes) {
        const [a, b] = await Promise.all([answer(ready.port, route.path, route.token), answer(floorPort, route.path, route.token)]);
        if (a.status !== 200 || b.status !== 200 || canonical(a.body) !== canonical(b.body)) {
          throw new Error(`${route.name}: the app and the floor answer differently.\napp (${a.status}): ${canonical(a.body)}\nfloor (${b.status}): ${canonical(b.body)}`);
        }
        console.log(`${route.name}: same answer from both (${a.bytes} bytes from the app)`);
      }

      console.log(`\n${connections} connections, ${seconds} s per run, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, Accept-Encoding: ${ACCEPT_ENCODING ?? '(none)'}`);
      console.log('| route | server | req/s | p50 | p99 | CPU per request | statements per request | app / floor |');
      console.log('|---|---|---|---|---|---|---|---|');
      const rows: string[][] = [];
      const loadAverage = os.loadavg()[0].toFixed(1);
      for (const route of routes) {
        const appRun = await load(app.child, ready.port, route.path, seconds, connections, route.token);
        const floorRun = await load(floor.child, floorPort, route.path, seconds, connections, route.token);
        for (const [label, run] of [['app', appRun], ['floor', floorRun]] as const) {
          if (run.non2xx || run.errors) console.warn(`${route.name} ${label}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
          console.log(`${route.name} ${label}: ${run.bytesPerAnswer.toFixed(0)} bytes per answer on the wire`);
        }
        const ratio = (appRun.reqPerSec / floorRun.reqPerSec).toFixed(2);
        const tx = (run: Measured) => run.statementsPerRequest.toFixed(2);
        console.log(`| ${route.name} | app | ${appRun.reqPerSec.toFixed(0)} | ${appRun.p50} ms | ${appRun.p99} ms | ${appRun.cpuMsPerRequest.toFixed(3)} ms | ${tx(appRun)} | ${ratio} |`);
        console.log(`| ${route.name} | floor | ${floorRun.reqPerSec.toFixed(0)} | ${floorRun.p50} ms | ${floorRun.p99} ms | ${floorRun.cpuMsPerRequest.toFixed(3)} ms | ${tx(floorRun)} | |`);
        rows.push([
          today(),
          ACCEPT_ENCODING ? `${route.name} (Accept-Encoding: ${ACCEPT_ENCODING})` : route.name,
          String(connections),
          appRun.reqPerSec.toFixed(0),
          `${appRun.p50} / ${appRun.p99} ms`,
          `${appRun.cpuMsPerRequest.toFixed(3)} ms`,
          floorRun.reqPerSec.toFixed(0),
          `${floorRun.p50} / ${floorRun.p99} ms`,
          `${floorRun.cpuMsPerRequest.toFixed(3)} ms`,
          `${tx(appRun)} / ${tx(floorRun)}`,
          ratio,
          loadAverage,
        ]);
      }
      recordIfAsked({
        heading: 'API throughput',
        columns: ['date', 'route', 'connections', 'app req/s', 'app p50 / p99', 'app CPU per request', 'floor req/s', 'floor p50 / p99', 'floor CPU per request', 'statements per request (app / floor)', 'app / floor', 'load'],
        rows,
      });
    } finally {
      await Promise.all([stopChild(app.child), floor ? stopChild(floor.child) : Promise.resolve()]);
    }
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const role = process.argv[2];
const entry = role === '--app' ? serveApp(process.argv[3]) : role === '--floor' ? serveFloor() : main();
entry.catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
