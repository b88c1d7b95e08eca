// Glass-to-glass latency of the built-in live path, measured in a real browser. Usage:
//   npx tsx bench/live-glass-to-glass.ts [--seconds 30] [--codec h264|vp8|both] [--runs 1]   (needs `npm run build`)
// The production server (test/e2e/support/server.ts: a fresh embedded database with the demo data, tiny demo
// media) and one headless Chromium with two contexts. The performer luna logs in and goes live from
// /creator/live: the real page, its MediaRecorder and socket. Her camera is a canvas filming the clock
// (bench/support/clock-camera.ts). The fan fan1, subscribed to her, opens /live/<id>; every ~100 ms the bench
// reads the frame the viewer's <video> shows and takes latency = the page's clock at the read - the time painted
// into that frame. Both pages are in one browser on one machine: one clock. Reported: p50/p90/max over the
// samples, the time from the Go live click to the viewer's first frame, and the floor: the same reader on the
// canvas itself (what reading costs, and how old the painted picture can be). Beside them, what explains the
// figure: how the delay moved during the run, the viewer's stalls and buffer, and the CPU of the server's
// ffmpeg. `--codec vp8` makes the page record VP8 (MediaRecorder.isTypeSupported says no to H.264), which the
// server transcodes. Never part of `npm test`.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../test/e2e/support/browser';
import { DEMO_PASSWORD, loginThroughPage } from '../test/e2e/support/journey';
import { startServer, type E2EState } from '../test/e2e/support/server';
import { percentile } from './support/bench-database';
import { clockScript, type ClockSample, type ClockWindow } from './support/clock-camera';

const USAGE = 'Usage: npx tsx bench/live-glass-to-glass.ts [--seconds 30] [--codec h264|vp8|both] [--runs 1]';
const SAMPLE_EVERY_MS = 100;
const FIRST_FRAME_TIMEOUT_MS = 60_000;
const BROWSER_ARGS = [
  ...CHROMIUM_ARGS,
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
  // Two pages play and record at once; neither may be slowed down as a background page would be.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

interface RunResult {
  codec: 'h264' | 'vp8';
  recorderMimeTypes: string[];
  clickToOnAirMs: number;
  clickToPlayableMs: number | null;
  clickToFirstFrameMs: number;
  latencies: number[];
  floor: number[];
  unread: Record<string, number>;
  bufferedAhead: number[];
  /** The server's ffmpeg (the ingest) while sampling, in cores. */
  ffmpegCpu: number;
  /** 'waiting' events of the viewer's video while sampling (from its first frame). */
  stallsWhileSampling: number;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const ticksPerSecond = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** CPU seconds used so far by the ffmpeg processes under `rootPid` (the server's ingest), by process id. */
function ffmpegCpuUnder(rootPid: number): Map<number, number> {
  const procs = new Map<number, { parent: number; name: string; cpu: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(entry), { parent: Number(fields[1]), name, cpu: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond });
    } catch {
      // Gone meanwhile.
    }
  }
  const under = (pid: number): boolean => {
    for (let p = procs.get(pid)?.parent; p; p = procs.get(p)?.parent) if (p === rootPid) return true;
    return false;
  };
  return new Map([...procs].filter(([pid, p]) => p.name === 'ffmpeg' && under(pid)).map(([pid, p]) => [pid, p.cpu]));
}

const sample = (page: Page, source: 'viewer' | 'canvas') => page.evaluate((s) => (window as unknown as ClockWindow).__benchSample!(s), source);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runOnce(browser: Browser, serverPid: number, baseUrl: string, codec: 'h264' | 'vp8', seconds: number): Promise<RunResult> {
  const performerContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 860 } });
  const viewerContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 860 } });
  await performerContext.addInitScript({ content: clockScript({ camera: true, refuseH264: codec === 'vp8' }) });
  await viewerContext.addInitScript({ content: clockScript({ camera: false, refuseH264: false }) });
  try {
    const performer = await performerContext.newPage();
    const viewer = await viewerContext.newPage();
    await loginThroughPage(performer, 'luna', DEMO_PASSWORD);
    await loginThroughPage(viewer, 'fan1', DEMO_PASSWORD);

    await performer.goto('/creator/live');
    await performer.getByTestId('go-live-title').fill(`Glass-to-glass ${codec}`);
    const start = performer.getByTestId('go-live-start');
    await start.waitFor({ state: 'visible' });
    // Enabled once the page holds the camera's stream.
    await performer.waitForFunction(() => !(document.querySelector('[data-testid="go-live-start"]') as HTMLButtonElement | null)?.disabled);
    const clickedAt = Date.now();
    await start.click();
    const onAir = performer.getByTestId('go-live-on-air');
    await onAir.waitFor({ state: 'visible' });
    const onAirAt = Date.now();
    const href = await onAir.locator('a[href^="/live/"]').first().getAttribute('href');
    if (!href) throw new Error('The on-air page shows no link to the viewers’ page.');
    await viewer.goto(href);

    // Until the first frame that reads: when the player heard the video was playable, and the first frame.
    let playableAt: number | null = null;
    let first: ClockSample | null = null;
    let last: ClockSample | null = null;
    const deadline = Date.now() + FIRST_FRAME_TIMEOUT_MS;
    while (!first) {
      if (Date.now() > deadline) {
        const sending = await performer.getByTestId('go-live-video-state').getAttribute('data-state');
        const videoError = await viewer.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid="live-player"] video')?.error?.message ?? 'none');
        await viewer.screenshot({ path: `${os.tmpdir()}/fanstage-glass-viewer.png` });
        await performer.screenshot({ path: `${os.tmpdir()}/fanstage-glass-performer.png` });
        throw new Error(
          `No readable frame on the watch page within ${FIRST_FRAME_TIMEOUT_MS / 1000} s of going live (player ${last?.playerState}, ` +
            `last read: ${last?.problem}, the video's error: ${videoError}; the performer's video ${sending}; screenshots in ${os.tmpdir()}/fanstage-glass-*.png).`,
        );
      }
      const s = await sample(viewer, 'viewer');
      last = s;
      if (playableAt === null && s.playerState && s.playerState !== 'waiting') playableAt = s.at;
      if (s.latencyMs !== null) first = s;
      else await sleep(SAMPLE_EVERY_MS / 2);
    }

    const latencies: number[] = [];
    const floor: number[] = [];
    const bufferedAhead: number[] = [];
    const unread: Record<string, number> = {};
    const ffmpegBefore = ffmpegCpuUnder(serverPid);
    const samplingFrom = Date.now();
    const until = samplingFrom + seconds * 1000;
    while (Date.now() < until) {
      const tickStart = Date.now();
      const s = await sample(viewer, 'viewer');
      if (s.latencyMs !== null) latencies.push(s.latencyMs);
      else unread[s.problem ?? 'none'] = (unread[s.problem ?? 'none'] ?? 0) + 1;
      if (s.bufferedAheadS !== null) bufferedAhead.push(s.bufferedAheadS);
      const f = await sample(performer, 'canvas');
      if (f.latencyMs !== null) floor.push(f.latencyMs);
      await sleep(Math.max(0, SAMPLE_EVERY_MS - (Date.now() - tickStart)));
    }
    const ffmpegAfter = ffmpegCpuUnder(serverPid);
    const ffmpegCpu = [...ffmpegAfter].reduce((sum, [pid, cpu]) => sum + cpu - (ffmpegBefore.get(pid) ?? 0), 0) / seconds;
    const recorderMimeTypes = await performer.evaluate(() => (window as unknown as ClockWindow).__benchRecorderMimeTypes ?? []);
    const stalls = await viewer.evaluate(() => (window as unknown as ClockWindow).__benchStalls ?? []);

    await performer.getByTestId('go-live-end').click();
    await performer.getByTestId('go-live-end-confirm').click();
    await performer.getByTestId('go-live-ended').waitFor({ state: 'visible' });
    return {
      codec,
      recorderMimeTypes,
      clickToOnAirMs: onAirAt - clickedAt,
      clickToPlayableMs: playableAt === null ? null : playableAt - clickedAt,
      clickToFirstFrameMs: first.at - clickedAt,
      latencies,
      floor,
      unread,
      bufferedAhead,
      ffmpegCpu,
      stallsWhileSampling: stalls.filter((t) => t >= samplingFrom).length,
    };
  } finally {
    await performerContext.close();
    await viewerContext.close();
  }
}

const s1 = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function report(r: RunResult): void {
  const lat = [...r.latencies].sort((a, b) => a - b);
  const fl = [...r.floor].sort((a, b) => a - b);
  const buf = [...r.bufferedAhead].sort((a, b) => a - b);
  // Steady playback keeps the same delay; a pipeline slower than real time falls further behind every second.
  const third = Math.max(1, Math.floor(r.latencies.length / 3));
  const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
  const drift = median(r.latencies.slice(-third)) - median(r.latencies.slice(0, third));
  const unread = Object.entries(r.unread).map(([k, v]) => `${v} ${k}`).join(', ') || 'none';
  console.log(
    `${r.codec}: recorded as ${r.recorderMimeTypes.join(', ') || '(no recorder)'}; ${lat.length} samples (unread: ${unread})\n` +
      `  glass-to-glass p50 ${s1(percentile(lat, 50))}, p90 ${s1(percentile(lat, 90))}, max ${s1(lat.at(-1) ?? NaN)}, min ${s1(lat[0] ?? NaN)}; ` +
      `median of the last third minus the first third ${drift >= 0 ? '+' : ''}${s1(drift)}\n` +
      `  floor (the canvas read in the publisher's page) p50 ${percentile(fl, 50).toFixed(0)} ms, p90 ${percentile(fl, 90).toFixed(0)} ms, max ${(fl.at(-1) ?? NaN).toFixed(0)} ms\n` +
      `  after the Go live click: on air ${s1(r.clickToOnAirMs)}, player told playable ${r.clickToPlayableMs === null ? 'not seen' : s1(r.clickToPlayableMs)}, first frame ${s1(r.clickToFirstFrameMs)}\n` +
      `  the viewer's video stalled ${r.stallsWhileSampling} times while sampling (hls.js then plays further behind the live edge)\n` +
      `  viewer's buffer ahead of the play position p50 ${percentile(buf, 50).toFixed(2)} s; the server's ffmpeg ${(r.ffmpegCpu * 100).toFixed(0)} % of a core`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '30' }, codec: { type: 'string', default: 'both' }, runs: { type: 'string', default: '1' } } });
  const seconds = Number(values.seconds);
  const runs = Number(values.runs);
  const codecs = values.codec === 'both' ? (['h264', 'vp8'] as const) : [values.codec as 'h264' | 'vp8'];
  if (!(seconds > 0) || !(runs >= 1) || !codecs.every((c) => c === 'h264' || c === 'vp8')) throw new Error(USAGE);

  // The e2e server helper reads its port and the demo media size from the environment it passes on.
  process.env.E2E_PORT = String(await freePort());
  process.env.DEMO_MEDIA_SIZE = 'tiny';
  let server: E2EState | null = null;
  let browser: Browser | null = null;
  try {
    console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    server = await startServer();
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
    console.log(`server ${server.baseUrl}; Chromium ${browser.version()}; sampling ${seconds} s per run, every ${SAMPLE_EVERY_MS} ms`);
    for (let run = 0; run < runs; run++) {
      for (const codec of codecs) {
        const result = await runOnce(browser, server.pid, server.baseUrl, codec, seconds);
        report(result);
        console.log(`  load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
      }
    }
  } finally {
    await browser?.close();
    if (server) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await waitForExit(server.pid);
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

/** Waits (up to 10 s) until the server's process has exited, so its data directory can go. */
async function waitForExit(pid: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
