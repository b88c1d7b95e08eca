// The whole site as it runs in production, for the page benches: a production build (an app directory that
// holds one, or a copy of this repository built in a temporary directory), then its one-process server
// (dist/main.js as `npm start` runs it, or src/server/main.ts through tsx in a build without one) on a fresh
// embedded database in a temporary directory, seeded with the demo data and tiny demo media, in a child process
// whose id is the server's own (no wrapper process), so its CPU can be read from /proc.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEMO_FAN = { username: 'fan1', password: 'fanstage123' };
const REPO = path.resolve(__dirname, '..', '..');

/**
 * An app directory with a production build: `appDir` when given (it must hold .next/BUILD_ID), otherwise a copy
 * of this repository in a temporary directory, built there (node_modules hard-linked, as the build never
 * writes into it). Building in the working tree would replace the .next other servers are running from.
 */
export function productionBuild(appDir?: string): string {
  if (appDir) {
    const dir = path.resolve(appDir);
    if (!fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) throw new Error(`${dir} has no production build (.next/BUILD_ID): run \`npm run build\` there first.`);
    return dir;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-build-'));
  console.log(`building a production copy in ${dir} (a few minutes)…`);
  const run = (cmd: string, args: string[], cwd = REPO) => {
    const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status})`);
  };
  run('rsync', ['-a', '--exclude', '/node_modules', '--exclude', '/.next', '--exclude', '/data', `${REPO}/`, `${dir}/`]);
  run('cp', ['-al', path.join(REPO, 'node_modules'), path.join(dir, 'node_modules')]);
  run('npm', ['run', 'build'], dir);
  return dir;
}

export interface SiteServer {
  baseUrl: string;
  port: number;
  pid: number;
  child: ChildProcess;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Starts the production server of `appDir` on `port` with the demo data; answers once the API answers. */
export async function startSite(appDir: string, port: number, env: Record<string, string> = {}): Promise<SiteServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-site-'));
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const baseUrl = `http://localhost:${port}`;
  // The compiled server when the build made one (as `npm start` runs it), otherwise the sources through tsx.
  const compiled = fs.existsSync(path.join(appDir, 'dist', 'main.js'));
  const child = spawn(process.execPath, compiled ? ['--enable-source-maps', 'dist/main.js'] : ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      DEMO_MEDIA_SIZE: 'tiny',
      LOG_LEVEL: 'warn',
      RTMP_PORT: 'off',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      const tail = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-2000);
      await stop();
      throw new Error(`The server exited (${child.exitCode}) before answering:\n${tail}`);
    }
    const res = await fetch(`${baseUrl}/api/settings/public`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer ${baseUrl} within 180 s (log in ${dataDir}/server.log)`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { baseUrl, port, pid: child.pid!, child, dataDir, stop };
}

/** A session token for `user` through POST /api/auth/login, as the login page gets it. */
export async function logIn(baseUrl: string, user = DEMO_FAN): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!res.ok || !body.data?.token) throw new Error(`Logging in as ${user.username} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data.token;
}
