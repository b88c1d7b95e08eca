// What the live pipeline tests (and its benchmark) share: broadcaster recordings made with ffmpeg as a
// browser's MediaRecorder makes them (H.264 or VP8 with Opus in a live Matroska/WebM stream), cut into the
// quarter-second chunks it sends; the live routes on a Fastify instance of their own, with the app's error
// handler and auth guard; and a look at segments with ffmpeg.
import fsp from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuthGuard, type AuthUser } from '../../src/server/http/auth-guard';
import { registerErrorHandler } from '../../src/server/http/error-handler';
import { liveRoutes, type LiveRoutesDeps } from '../../src/server/media/live/live.routes';
import { runFfmpeg } from '../../src/server/media/processing/ffmpeg';

export const LIVE_SECRET = 'live-test-secret-live-test-secret-0001';

export interface BroadcastOptions {
  codec: 'h264' | 'vp8';
  seconds: number;
  width?: number;
  height?: number;
  fps?: number;
  /** Matroska as browsers send it (default), or FLV as RTMP relays do. */
  container?: 'webm' | 'flv';
  /** Frames stamped with irregular capture times in milliseconds and no frame rate, as browsers record. */
  captureTimes?: boolean;
}

/**
 * A recording like a browser's: test pattern and tone, a keyframe every second (what the broadcaster page
 * asks the recorder for), H.264 Constrained Baseline (a browser's hardware or OpenH264 encoder) or VP8,
 * with Opus, in a Matroska stream written for live use (no index, no sizes filled in afterwards).
 */
export async function makeBroadcast(ffmpeg: string, dir: string, opts: BroadcastOptions): Promise<string> {
  const { codec, seconds, width = 640, height = 360, fps = 30, container = 'webm' } = opts;
  const file = path.join(dir, `broadcast-${codec}-${width}x${height}-${seconds}s${opts.captureTimes ? '-captured' : ''}.${container === 'flv' ? 'flv' : codec === 'h264' ? 'mkv' : 'webm'}`);
  const video =
    codec === 'h264'
      ? ['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-g', String(fps), '-keyint_min', String(fps), '-sc_threshold', '0', '-b:v', '1500k']
      : ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1500k', '-g', String(fps), '-keyint_min', String(fps)];
  // As a browser's recorder stamps frames: each at its capture time in milliseconds, a little irregular, and no
  // frame rate named (ffmpeg then reads "1k tbr", as it does from Chromium's WebM).
  const timing = opts.captureTimes
    ? ['-vf', `settb=1/1000,setpts='floor(N*1000/${fps}+random(0)*${Math.floor(500 / fps)})'`, '-vsync', 'passthrough', '-r', '1000']
    : [];
  const audio = container === 'flv' ? ['-c:a', 'aac', '-b:a', '96k'] : ['-c:a', 'libopus', '-b:a', '64k'];
  // Short clusters (Matroska's groups of frames), so the stream can be cut into quarter seconds as a recorder sends it.
  const format = container === 'flv' ? ['-f', 'flv'] : ['-f', 'matroska', '-live', '1', '-cluster_time_limit', '250'];
  await runFfmpeg(ffmpeg, [
    '-y',
    '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=${fps}:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
    ...timing,
    ...video,
    ...audio,
    '-shortest',
    ...format,
    file,
  ]);
  return file;
}

/**
 * The file cut as a recorder with a timeslice sends it: a Matroska stream into the clusters (Matroska's
 * groups of frames) completed in each 1/perSecond of a second, by their timecodes, the header with the
 * first; anything else (FLV) into `perSecond` equal parts per second of its `seconds`.
 */
export async function chunksOf(file: string, seconds: number, perSecond = 4): Promise<Buffer[]> {
  const bytes = await fsp.readFile(file);
  const chunks: Buffer[] = [];
  if (/\.(mkv|webm)$/.test(file)) {
    const clusters = clustersOf(bytes);
    const slice = 1000 / perSecond;
    // A cluster goes out with the slice in which its last frame was captured (it ends where the next begins).
    const sliceOf = (i: number) => Math.ceil(clusters[i + 1]!.timecode / slice) - 1;
    let start = 0;
    for (let i = 1; i < clusters.length - 1; i++) {
      if (sliceOf(i) === sliceOf(i - 1)) continue;
      chunks.push(bytes.subarray(start, clusters[i]!.at));
      start = clusters[i]!.at;
    }
    chunks.push(bytes.subarray(start));
    return chunks;
  }
  const count = Math.max(1, Math.round(seconds * perSecond));
  const size = Math.ceil(bytes.length / count);
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

const MATROSKA_CLUSTER = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
const EBML_CRC32 = 0xbf;
const CLUSTER_TIMECODE = 0xe7;

/** Where each cluster starts and its timecode (ms). Media bytes that happen to spell the cluster id are skipped: a real one opens with its timecode, or with the CRC-32 ffmpeg writes first. */
function clustersOf(bytes: Buffer): Array<{ at: number; timecode: number }> {
  const found: Array<{ at: number; timecode: number }> = [];
  for (let at = bytes.indexOf(MATROSKA_CLUSTER); at >= 0; at = bytes.indexOf(MATROSKA_CLUSTER, at + 4)) {
    let p = at + 4 + vintLength(bytes[at + 4]!);
    if (bytes[p] === EBML_CRC32) p += 1 + vintLength(bytes[p + 1]!) + 4;
    if (bytes[p] !== CLUSTER_TIMECODE) continue;
    const size = bytes[p + 1]! & (0xff >> vintLength(bytes[p + 1]!));
    found.push({ at, timecode: bytes.readUIntBE(p + 1 + vintLength(bytes[p + 1]!), size) });
  }
  return found;
}

/** How many bytes an EBML variable-length number takes, from its first byte. */
function vintLength(first: number): number {
  for (let n = 1; n <= 8; n++) if (first & (0x80 >> (n - 1))) return n;
  return 8;
}

export const LIVE_USERS: Record<string, AuthUser> = {
  'token-fan': { id: 'fan-1', sessionId: 's-fan', roles: ['user'], isPerformer: false },
  'token-other': { id: 'fan-2', sessionId: 's-other', roles: ['user'], isPerformer: false },
};

/** The live routes under /api on an instance of their own, with the app's error handling and auth guard. */
export async function startLiveApp(deps: Omit<LiveRoutesDeps, 'resolveSession' | 'secret'> & Partial<Pick<LiveRoutesDeps, 'resolveSession' | 'secret'>>) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const resolveSession = deps.resolveSession ?? (async (token: string) => LIVE_USERS[token] ?? null);
  registerAuthGuard(app, resolveSession);
  await app.register(liveRoutes({ secret: LIVE_SECRET, resolveSession, ...deps }), { prefix: '/api' });
  await app.ready();
  return app;
}

/** How many video frames a file holds (ffmpeg decodes it and counts). */
export async function countFrames(ffmpeg: string, file: string): Promise<number> {
  const { stderr } = await runFfmpeg(ffmpeg, ['-i', file, '-map', '0:v:0', '-f', 'null', '-']);
  const counts = [...stderr.matchAll(/frame=\s*(\d+)/g)];
  return Number(counts.at(-1)?.[1] ?? 0);
}

/** What `ffmpeg -i` says about a file (its stream lines), and whether decoding it whole reports any error. */
export async function examineMedia(ffmpeg: string, file: string): Promise<{ description: string; decodeErrors: string }> {
  const { stderr } = await runFfmpeg(ffmpeg, ['-i', file], { okExitCodes: [1] });
  const decoded = await runFfmpeg(ffmpeg, ['-v', 'error', '-i', file, '-f', 'null', '-']);
  return { description: stderr, decodeErrors: decoded.stderr.trim() };
}

/** Whether a process is still there (signal 0 checks without sending anything). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
