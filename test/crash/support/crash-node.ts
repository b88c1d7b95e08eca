// What the crash suite shares: a fresh PostgreSQL database per file, the API server as a child process
// (crash-server.ts) that can be killed with SIGKILL and started again on the same database and data
// directory, a small HTTP client, and the moment to kill: while PostgreSQL shows one of the server's
// transactions holding uncommitted writes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { Client } from 'pg';
import { openPostgres, type Database } from '@/server/db/client';

export const CRASH_DATABASE_SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ENTRY = path.join(__dirname, 'crash-server.ts');
const ROOT = path.join(__dirname, '../../..');

/** One deployment: its database, data directory, temporary directory and secrets, which survive a crash. */
export interface Deployment {
  databaseName: string;
  databaseUrl: string;
  dataDir: string;
  /** The server's TMPDIR, where media processing works. */
  tmpDir: string;
  env: Record<string, string>;
  /** A connection of the test's own to the same database (open once the first server has migrated it). */
  database: Database;
  /** Every server started, so a failing test can show what the servers said. */
  servers: CrashServer[];
  close(): Promise<void>;
}

export interface CrashServer {
  url: string;
  pid: number;
  /** What the server printed, for failure messages. */
  output(): string;
  /** SIGKILL to the server and everything it started (its process group: ffmpeg too), as a dying container gets. */
  kill(): Promise<void>;
}

/** A row as raw SQL answers it. */
export type Row = Record<string, unknown>;

/** Runs raw SQL on the test's own connection to the deployment's database; answers the rows. */
export async function queryRows(deployment: Deployment, query: SQL): Promise<Row[]> {
  return ((await deployment.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function onServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: CRASH_DATABASE_SERVER, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL at ${new URL(CRASH_DATABASE_SERVER).host} is unreachable (${(error as Error).message}); the crash suite needs it.`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database and directories; the first server started migrates the database. */
export async function createDeployment(extraEnv: Record<string, string> = {}): Promise<Deployment> {
  const databaseName = `fanstage_crash_${process.pid}_${Date.now().toString(36)}`;
  await onServer((admin) => admin.query(`CREATE DATABASE ${databaseName}`));
  const url = new URL(CRASH_DATABASE_SERVER);
  url.pathname = `/${databaseName}`;
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-crash-'));
  const dataDir = path.join(base, 'data');
  const tmpDir = path.join(base, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(24).toString('hex'),
    INTERNAL_API_SECRET: randomBytes(16).toString('hex'),
    APP_URL: 'http://localhost:3000',
    JOBS_POLL_SECONDS: '0.5',
    ...extraEnv,
  };
  const deployment: Deployment = {
    databaseName,
    databaseUrl: url.toString(),
    dataDir,
    tmpDir,
    env,
    database: undefined as unknown as Database,
    servers: [],
    async close() {
      for (const server of deployment.servers) await server.kill();
      await deployment.database?.close();
      await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
  return deployment;
}

/** Starts a server of the deployment and resolves once it takes requests. */
export async function startServer(deployment: Deployment): Promise<CrashServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir(), TMPDIR: deployment.tmpDir, ...deployment.env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so a kill reaches what it started as well.
    detached: true,
  });
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));
  const url = await new Promise<string>((resolve, reject) => {
    let pending = '';
    const take = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 200) lines.shift();
        const listening = /^listening (http:\/\/\S+)$/.exec(line);
        if (listening) resolve(listening[1]);
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    void exited.then(() => reject(new Error(`The server exited before it listened:\n${lines.join('\n')}`)));
  });
  const server: CrashServer = {
    url,
    pid: child.pid!,
    output: () => lines.join('\n'),
    async kill() {
      if (!alive) return;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ESRCH') throw e;
      }
      await exited;
    },
  };
  deployment.servers.push(server);
  deployment.database ??= await openPostgres(deployment.databaseUrl, { migrate: false, max: 4 });
  return server;
}

export interface Answer<T = unknown> {
  status: number;
  body: { status?: number; data?: T; message?: string };
}

/** One call to the API; rejects when the connection breaks (the server was killed). */
export async function call<T = unknown>(
  server: Pick<CrashServer, 'url'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}/api${url}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Answer<T>['body']) : {} };
}

/** Logs `user` in through the server and returns the session token. */
export async function login(server: Pick<CrashServer, 'url'>, user: { username: string | null; password: string }): Promise<string> {
  const res = await call<{ token: string }>(server, 'POST', '/auth/login', { body: { username: user.username, password: user.password, remember: false } });
  if (res.status !== 200) throw new Error(`Logging in ${user.username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data!.token;
}

export type Outcome<T = unknown> = { answer: Answer<T> } | { broken: Error };

/** Server transactions that have written and not yet committed (the job queue's own connections left out). */
const OPEN_WRITES = `SELECT count(*)::int AS n FROM pg_stat_activity
  WHERE datname = $1 AND backend_xid IS NOT NULL AND state <> 'idle' AND application_name <> 'fanstage-jobs'`;

/**
 * Sends every request at once, and kills the server at the first moment when `answered` of them have been
 * answered and PostgreSQL shows one of the server's transactions holding uncommitted writes. PostgreSQL is
 * asked in a tight loop on a connection opened beforehand: such a transaction lasts milliseconds. Gives
 * back each request's outcome: its answer, or the broken connection of one the kill cut off. Fails when
 * every request was answered before such a moment came: then nothing was interrupted.
 */
export async function killMidway<T>(
  deployment: Deployment,
  server: CrashServer,
  requests: (() => Promise<Answer<T>>)[],
  answered: number,
): Promise<Outcome<T>[]> {
  return onServer(async (watcher) => {
    let count = 0;
    let reached!: () => void;
    const enough = new Promise<void>((resolve) => (reached = resolve));
    if (answered <= 0) reached();
    const outcomes = Promise.all(
      requests.map((send) =>
        send().then(
          (answer): Outcome<T> => {
            if (++count >= answered) reached();
            return { answer };
          },
          (error: Error): Outcome<T> => ({ broken: error }),
        ),
      ),
    );
    let settled = false;
    void outcomes.then(() => (settled = true));
    await Promise.race([enough, outcomes]);
    for (;;) {
      if (settled) throw new Error(`All ${requests.length} requests were answered before the kill: nothing was in flight to interrupt.`);
      const { rows } = await watcher.query(OPEN_WRITES, [deployment.databaseName]);
      if (rows[0].n > 0) break;
    }
    await server.kill();
    return outcomes;
  });
}
