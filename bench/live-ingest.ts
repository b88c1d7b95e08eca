// The live video pipeline's cost per session and its delays. Usage:
//   npx tsx bench/live-ingest.ts [seconds] [width] [height]   (defaults 20, 1280, 720)
// For each mode, a broadcaster recording like a browser's (30 fps, keyframe every second, Opus sound; H.264
// Constrained Baseline for copy, VP8 for transcode) is made with ffmpeg, then fed to createLiveIngest in
// quarter-second chunks at the pace it was recorded, publishing to local disk storage. Measured:
// - ffmpeg's CPU time (user + system, from /proc/<pid>/stat, last sample before it exits) per second of video:
//   the share of one core a live session takes;
// - the time from the first chunk to `ready` (the first playlist in storage);
// - the publish lag: how long after a segment's last frame was handed to the ingest the playlist listing it
//   was in storage (the server's part of glass-to-glass; the recorder's chunk and the player's buffer add to it).
// Then viewers: the live routes on a real HTTP port (canWatch answering from memory, so the database's share is
// left out), clients fetching the playlist and one segment in turn over keep-alive connections; requests per
// second and the whole process's CPU per request (clients included: an upper bound for the server).
// Never part of `npm test`.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createLiveIngest } from '../src/server/media/live/ingest';
import { parsePlaylist } from '../src/server/media/live/hls-playlist';
import { PLAYLIST_NAME } from '../src/server/media/live/live-keys';
import { locateFfmpeg } from '../src/server/media/processing/ffmpeg';
import { createLocalStorage, type Storage } from '../src/server/media/storage';
import { chunksOf, makeBroadcast, startLiveApp } from '../test/helpers/live-pipeline';
import { percentile } from './support/bench-database';
import { clockTicksPerSecond, cpuSecondsOf } from './support/process-cpu';

const CHUNKS_PER_SECOND = 4;
const VIEWER_SECONDS = 10;
const VIEWER_CLIENTS = 20;

const quiet = { info: () => undefined, warn: (o: object, m: string) => console.warn(m, o), error: (o: object, m: string) => console.error(m, o) };

interface SessionResult {
  mode: string;
  cpuPerVideoSecond: number;
  firstPlaylistMs: number;
  lagP50: number;
  lagMax: number;
  segments: number;
}

async function runSession(storage: Storage, mediaDir: string, chunks: Buffer[], videoSeconds: number, ffmpeg: string, ticks: number): Promise<SessionResult> {
  const sessionId = randomUUID();
  const ingest = createLiveIngest({ storage, ffmpegPath: ffmpeg, log: quiet });
  const session = ingest.start(sessionId, { input: 'webm' });
  const folder = path.join(mediaDir, 'private', 'live', sessionId);
  await fsp.mkdir(folder, { recursive: true });

  // Each playlist that lands in storage: how long after its newest segment's last frame was captured.
  const lags: number[] = [];
  const lengths = new Map<number, number>();
  let captureStart = 0;
  let lastSeen = -1;
  const watcher = fs.watch(folder, (_e, name) => {
    if (name !== PLAYLIST_NAME) return;
    const at = performance.now();
    fsp.readFile(path.join(folder, PLAYLIST_NAME), 'utf8').then((text) => {
      const playlist = parsePlaylist(text);
      if (!playlist) return;
      playlist.segments.forEach((s, i) => lengths.set(playlist.mediaSequence + i, s.seconds));
      const newest = playlist.mediaSequence + playlist.segments.length - 1;
      if (newest <= lastSeen) return;
      lastSeen = newest;
      let mediaEnd = 0;
      for (let n = 0; n <= newest; n++) mediaEnd += lengths.get(n) ?? 0;
      lags.push(at - captureStart - mediaEnd * 1000);
    }, () => undefined);
  });

  let cpu = 0;
  let sampler: NodeJS.Timeout | null = null;
  // Media time 0 is captured now; the recorder hands over chunk i when its quarter-second is complete.
  captureStart = performance.now();
  let firstChunkAt = 0;
  let firstPlaylistMs = NaN;
  void session.ready.then(() => (firstPlaylistMs = performance.now() - firstChunkAt));
  for (let i = 0; i < chunks.length; i++) {
    const due = captureStart + ((i + 1) * 1000) / CHUNKS_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (i === 0) firstChunkAt = performance.now();
    session.write(chunks[i]!);
    if (!sampler && session.pid()) {
      const pid = session.pid()!;
      sampler = setInterval(() => {
        cpuSecondsOf(pid, ticks).then((s) => {
          if (s !== null) cpu = s;
        }, () => undefined);
      }, 100);
    }
  }
  const pid = session.pid();
  if (pid) cpu = (await cpuSecondsOf(pid, ticks)) ?? cpu;
  const outcome = await session.end();
  if (sampler) clearInterval(sampler);
  watcher.close();
  const sorted = lags.filter((l) => Number.isFinite(l)).sort((a, b) => a - b);
  return {
    mode: outcome.mode ?? 'none',
    cpuPerVideoSecond: cpu / videoSeconds,
    firstPlaylistMs,
    lagP50: percentile(sorted, 50),
    lagMax: sorted.at(-1) ?? NaN,
    segments: outcome.segments,
  };
}

/** One stored session served to VIEWER_CLIENTS clients for VIEWER_SECONDS: requests/s and CPU per request. */
async function serveViewers(storage: Storage, chunks: Buffer[], ffmpeg: string) {
  const sessionId = randomUUID();
  const ingest = createLiveIngest({ storage, ffmpegPath: ffmpeg, log: quiet });
  const session = ingest.start(sessionId, { input: 'webm' });
  for (const chunk of chunks) session.write(chunk);
  await session.end();

  const app = await startLiveApp({ storage, canWatch: async () => true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const agent = new http.Agent({ keepAlive: true, maxSockets: VIEWER_CLIENTS });
  const fetch = (url: string) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, agent, headers: { authorization: 'Bearer token-fan' } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts) }));
        })
        .on('error', reject);
    });

  let requests = 0;
  let bytes = 0;
  const cpuBefore = process.cpuUsage();
  const until = performance.now() + VIEWER_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: VIEWER_CLIENTS }, async (_, client) => {
      let i = client;
      while (performance.now() < until) {
        const list = await fetch(`/api/live/${sessionId}/index.m3u8`);
        requests++;
        const uris = list.body.toString().split('\n').filter((l) => l && !l.startsWith('#'));
        const url = new URL(uris[i++ % uris.length]!, `http://bench/api/live/${sessionId}/index.m3u8`);
        const seg = await fetch(`${url.pathname}${url.search}`);
        if (seg.status !== 200) throw new Error(`segment answered ${seg.status}`);
        requests++;
        bytes += seg.body.length;
      }
    }),
  );
  const used = process.cpuUsage(cpuBefore);
  agent.destroy();
  await app.close();
  const cpuMsPerRequest = (used.user + used.system) / 1000 / requests;
  return { requestsPerSecond: requests / VIEWER_SECONDS, cpuMsPerRequest, mbPerSecond: bytes / VIEWER_SECONDS / 1024 / 1024 };
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 20);
  const width = Number(process.argv[3] ?? 1280);
  const height = Number(process.argv[4] ?? 720);
  const ffmpeg = await locateFfmpeg();
  const ticks = clockTicksPerSecond();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-live-'));
  try {
    console.log(`ffmpeg: ${ffmpeg.version} (${ffmpeg.source}); ${seconds} s of ${width}x${height} at 30 fps per session, fed in real time`);
    const media = path.join(work, 'media');
    const storage = createLocalStorage(media, 'bench-secret-bench-secret-bench-secret');
    const results: SessionResult[] = [];
    for (const codec of ['h264', 'vp8'] as const) {
      const file = await makeBroadcast(ffmpeg.path, work, { codec, seconds, width, height });
      const chunks = await chunksOf(file, seconds, CHUNKS_PER_SECOND);
      const result = await runSession(storage, media, chunks, seconds, ffmpeg.path, ticks);
      results.push(result);
      console.log(
        `${codec} -> ${result.mode}: ffmpeg CPU ${(result.cpuPerVideoSecond * 100).toFixed(1)} % of a core; first playlist ${result.firstPlaylistMs.toFixed(0)} ms after the first chunk; ` +
          `publish lag p50 ${result.lagP50.toFixed(0)} ms, max ${result.lagMax.toFixed(0)} ms; ${result.segments} segments`,
      );
    }
    const viewerChunks = await chunksOf(path.join(work, `broadcast-h264-${width}x${height}-${seconds}s.mkv`), seconds, CHUNKS_PER_SECOND);
    const viewers = await serveViewers(storage, viewerChunks, ffmpeg.path);
    console.log(
      `viewers: ${VIEWER_CLIENTS} clients, playlist and segment in turn: ${viewers.requestsPerSecond.toFixed(0)} requests/s, ` +
        `${viewers.mbPerSecond.toFixed(0)} MB/s of segments, ${viewers.cpuMsPerRequest.toFixed(2)} ms of CPU per request (clients included)`,
    );
    // A viewer asks for a playlist and a segment about every second.
    console.log(`=> about ${Math.floor(1000 / (2 * viewers.cpuMsPerRequest))} viewers per core at one playlist and one segment per second each`);
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

void main();
