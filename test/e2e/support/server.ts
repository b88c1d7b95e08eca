// Starts the real server (production build, fresh embedded database in a temp dir) for the browser suite:
// the compiled one (dist/main.js) that `npm start` runs, or the sources through tsx when the server was
// not compiled. The server seeds the demo content and processes its media after its port opens; the
// journeys start once that is done, so every run sees the same site.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One state file per port, so runs on different ports (E2E_PORT) never stop each other's server.
export const E2E_STATE_FILE = path.join(os.tmpdir(), `fanstage-e2e-state-${process.env.E2E_PORT ?? 3123}.json`);

export interface E2EState {
  baseUrl: string;
  pid: number;
  dataDir: string;
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Waits until the server's log says the demo content is seeded and its media processed. */
async function waitForDemoMedia(logFile: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const log = fs.readFileSync(logFile, 'utf8');
    if (/demo media: \d+ files processed in/.test(log)) return;
    if (log.includes('demo content: seeding stopped')) throw new Error(`The demo content was not seeded (${logFile})`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The demo media were not processed within ${timeoutMs / 1000} s (${logFile})`);
}

export async function startServer(): Promise<E2EState> {
  const root = path.resolve(__dirname, '../../..');
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` before the browser suite.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-e2e-'));
  const port = Number(process.env.E2E_PORT ?? 3123);
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const compiled = path.join(root, 'dist', 'main.js');
  const entry = fs.existsSync(compiled) ? ['--enable-source-maps', compiled] : [require.resolve('tsx/cli'), 'src/server/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      // Info, for the line saying the demo media are processed.
      LOG_LEVEL: 'info',
      // The journeys play visitors from other countries through X-Forwarded-For, as behind a real proxy.
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForServer(`${baseUrl}/api/settings/public`, child, 90_000);
  await waitForDemoMedia(logFile, child, 600_000);
  child.unref();
  return { baseUrl, pid: child.pid!, dataDir };
}
