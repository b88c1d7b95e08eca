// How soon `npm start` serves a built clone, and how long the demo media take to finish behind it.
// Usage: `npx tsx bench/startup.ts [port]` (default 3350) after `npm run build`. It runs the launcher
// (`node scripts/start.cjs`, which finds the build up to date and runs dist/main.js) twice: on a fresh
// DATA_DIR (new embedded database, demo seed, demo media queued) and again on the same one. Each time it
// reports the seconds from spawning the process to the first 200 of GET / (redirects followed, as a browser
// does) and of GET /api/settings/public; the first time also the seconds until the server logs that the demo
// content is seeded and that its media are all processed (both happen after the port opens). Target: both
// first answers within 15 s. Never part of `npm test`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReason, buildTimes } from '../scripts/build-state.cjs';

const ROOT = path.resolve(__dirname, '..');
const POLL_MS = 100;
const GIVE_UP_MS = 10 * 60_000;

interface Run {
  root: number;
  settings: number;
  /** Seconds until the demo content was seeded and until its media were all processed; null when not waited for. */
  content: number | null;
  media: number | null;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

async function answers200(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

async function firstAnswer(url: string, child: ChildProcess, started: number): Promise<number> {
  while (seconds(started) * 1000 < GIVE_UP_MS) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    if (await answers200(url)) return seconds(started);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new Error(`No 200 from ${url} within ${GIVE_UP_MS / 1000} s`);
}

async function startOnce(dataDir: string, port: number, waitForMedia: boolean): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.cjs'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}`, RTMP_PORT: 'off', LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '', SEED_DEMO_DATA: 'auto' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let content: number | null = null;
  const mediaDone = new Promise<number>((resolve, reject) => {
    let pending = '';
    const take = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (/demo content: seeded in/.test(line)) content = seconds(started);
        if (/demo media: \d+ files processed in/.test(line)) resolve(seconds(started));
        if (/demo content: seeding stopped/.test(line)) reject(new Error(line));
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const base = `http://127.0.0.1:${port}`;
    const [settings, root] = await Promise.all([firstAnswer(`${base}/api/settings/public`, child, started), firstAnswer(`${base}/`, child, started)]);
    console.log(`  first 200: / after ${root.toFixed(1)} s, /api/settings/public after ${settings.toFixed(1)} s${waitForMedia ? '; waiting for the demo content and media' : ''}`);
    const media = waitForMedia ? await mediaDone : null;
    return { root, settings, content: waitForMedia ? content : null, media };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  const port = Number(process.argv[2] ?? 3350);
  const reason = buildReason(buildTimes(ROOT));
  if (reason) throw new Error(`The build is missing or stale (${reason.replace(/…$/, '')}): run \`npm run build\` first, so the bench measures the start alone.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-startup-'));
  try {
    const fresh = await startOnce(dataDir, port, true);
    const opt = (s: number | null) => (s === null ? 'n/a' : `${s.toFixed(1)} s`);
    console.log(`fresh DATA_DIR: / ${fresh.root.toFixed(1)} s, /api/settings/public ${fresh.settings.toFixed(1)} s, demo content seeded ${opt(fresh.content)}, demo media processed ${opt(fresh.media)}`);
    const again = await startOnce(dataDir, port, false);
    console.log(`existing DATA_DIR: / ${again.root.toFixed(1)} s, /api/settings/public ${again.settings.toFixed(1)} s`);
    const load = os.loadavg()[0].toFixed(1);
    console.log('\nFor bench/RESULTS.md, "## Production start":');
    console.log(
      `| ${new Date().toISOString().slice(0, 10)} | ${fresh.root.toFixed(1)} s | ${fresh.settings.toFixed(1)} s | ${opt(fresh.content)} | ${opt(fresh.media)} | ${again.root.toFixed(1)} s | ${again.settings.toFixed(1)} s | load average ${load} at the end |`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
