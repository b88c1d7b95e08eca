/** @jest-environment node */
// The live pipeline with the real ffmpeg and real bytes: recorder chunks in, playlist and segments in storage
// (local disk and S3), fetched through the live routes and decoded by ffmpeg; H.264 copied, VP8 transcoded;
// the recording; and the ways a session ends badly (ffmpeg killed, ffmpeg stalled, input ffmpeg cannot read),
// each reported once and leaving no ffmpeg running.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createLiveIngest, removeLiveFiles, type LiveIngestOutcome, type LiveLog } from '@/server/media/live/ingest';
import { parsePlaylist } from '@/server/media/live/hls-playlist';
import { liveKey, PLAYLIST_NAME } from '@/server/media/live/live-keys';
import { createS3Storage } from '@/server/media/s3-storage';
import { createLocalStorage, type Storage } from '@/server/media/storage';
import { fakeS3Settings, startFakeS3 } from '../../../fakes/s3-server';
import { chunksOf, countFrames, examineMedia, isRunning, makeBroadcast, startLiveApp } from '../../../helpers/live-pipeline';
import { ffmpegForTests, makeTempDir } from '../../../helpers/media-fixtures';

jest.setTimeout(120_000);

const SECONDS = 6;
let ffmpeg: string;
let temp: ReturnType<typeof makeTempDir>;
let h264: Buffer[];
let vp8: Buffer[];

beforeAll(async () => {
  ffmpeg = await ffmpegForTests();
  temp = makeTempDir('fanstage-live-');
  h264 = await chunksOf(await makeBroadcast(ffmpeg, temp.dir, { codec: 'h264', seconds: SECONDS }), SECONDS);
  vp8 = await chunksOf(await makeBroadcast(ffmpeg, temp.dir, { codec: 'vp8', seconds: SECONDS }), SECONDS);
});
afterAll(() => temp.remove());

/** A logger that keeps its lines, to show what was reported. */
function memoryLog() {
  const lines: Array<{ level: string; msg: string; obj: object }> = [];
  const log: LiveLog = {
    info: (obj, msg) => lines.push({ level: 'info', msg, obj }),
    warn: (obj, msg) => lines.push({ level: 'warn', msg, obj }),
    error: (obj, msg) => lines.push({ level: 'error', msg, obj }),
  };
  return { log, lines };
}

/** onEnded as a promise, and how many times it was called. */
function endWatch() {
  const calls: LiveIngestOutcome[] = [];
  let resolve!: (o: LiveIngestOutcome) => void;
  const ended = new Promise<LiveIngestOutcome>((r) => (resolve = r));
  return {
    calls,
    ended,
    onEnded: (o: LiveIngestOutcome) => {
      calls.push(o);
      resolve(o);
    },
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type LiveApp = Awaited<ReturnType<typeof startLiveApp>>;

/** Fetches the viewer's playlist and every segment it lists, each saved to a file for ffmpeg to read. */
async function watch(app: LiveApp, sessionId: string, token: string) {
  const res = await app.inject({ method: 'GET', url: `/api/live/${sessionId}/index.m3u8`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
  const playlist = parsePlaylist(res.body);
  expect(playlist).not.toBeNull();
  const files: string[] = [];
  for (const segment of playlist!.segments) {
    const url = new URL(segment.uri, `http://site/api/live/${sessionId}/index.m3u8`);
    const seg = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { authorization: `Bearer ${token}` } });
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toBe('video/mp2t');
    const file = path.join(temp.dir, `${sessionId}-${path.basename(url.pathname)}`);
    await fsp.writeFile(file, seg.rawPayload);
    files.push(file);
  }
  return { playlist: playlist!, files };
}

interface StorageUnderTest {
  storage: Storage;
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const storages: Array<[string, () => Promise<StorageUnderTest>]> = [
  [
    'local disk',
    async () => {
      const dir = makeTempDir('fanstage-live-media-');
      const media = path.join(dir.dir, 'media');
      const walk = (d: string): string[] =>
        fs.existsSync(d) ? fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.relative(media, path.join(d, e.name))])) : [];
      return {
        storage: createLocalStorage(media, 'unused-media-secret-unused-media-secret'),
        keys: async () => walk(media).filter((k) => !k.startsWith('.incomplete')).sort(),
        close: dir.remove,
      };
    },
  ],
  [
    'S3',
    async () => {
      const fake = await startFakeS3();
      const storage = createS3Storage(fakeS3Settings(fake), 'unused-media-secret-unused-media-secret');
      return { storage, keys: async () => [...fake.objects.keys()].sort(), close: () => fake.close() };
    },
  ],
];

describe.each(storages)('an H.264 broadcast published to %s storage', (_name, setup) => {
  let store: StorageUnderTest;
  beforeEach(async () => {
    store = await setup();
  });
  afterEach(() => store.close());

  it('is copied, not transcoded: the playlist appears while it is live, its segments decode, end() closes it', async () => {
    const { log } = memoryLog();
    const ingest = createLiveIngest({ storage: store.storage, ffmpegPath: ffmpeg, log });
    const app = await startLiveApp({ storage: store.storage, canWatch: async () => true, playlistCacheMs: 0 });
    const sessionId = randomUUID();
    const watchEnd = endWatch();
    const session = ingest.start(sessionId, { input: 'webm', onEnded: watchEnd.onEnded });

    // Before anything is published the playlist is missing, which a player must not be started on.
    const early = await app.inject({ method: 'GET', url: `/api/live/${sessionId}/index.m3u8` });
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('This live stream has not started yet or is over.');

    // Half the broadcast: ffmpeg needs a second of video to close the first segment.
    const half = Math.floor(h264.length / 2);
    for (const chunk of h264.slice(0, half)) session.write(chunk);
    await session.ready;

    // Chosen from the stream's first bytes: the video is copied.
    expect(session.mode()).toBe('copy');
    const args = session.ffmpegArgs()!;
    expect(args.join(' ')).toContain('-c:v copy');
    expect(args).not.toContain('libx264');
    const pid = session.pid()!;
    expect(isRunning(pid)).toBe(true);

    const live = await watch(app, sessionId, 'token-fan');
    expect(live.playlist.ended).toBe(false);
    expect(live.playlist.segments.length).toBeGreaterThanOrEqual(1);
    for (const file of live.files) {
      const { description, decodeErrors } = await examineMedia(ffmpeg, file);
      expect(decodeErrors).toBe('');
      // The browser's Constrained Baseline stream, as it was: an x264 transcode would be High profile.
      expect(description).toMatch(/Video: h264 \(Constrained Baseline\)/);
      expect(description).toMatch(/Audio: aac/);
    }

    for (const chunk of h264.slice(half)) session.write(chunk);
    const outcome = await session.end();
    expect(outcome).toMatchObject({ sessionId, reason: 'finished', mode: 'copy', recording: null });
    expect(outcome.segments).toBeGreaterThanOrEqual(SECONDS - 1);
    expect(watchEnd.calls).toEqual([outcome]);
    expect(isRunning(pid)).toBe(false);
    expect(session.pid()).toBeNull();
    // The working directory is gone.
    expect(fs.existsSync(path.dirname(args.at(-1)!))).toBe(false);
    expect(ingest.get(sessionId)).toBeUndefined();

    const final = await watch(app, sessionId, 'token-fan');
    expect(final.playlist.ended).toBe(true);
    const listed = final.playlist.segments.reduce((sum, s) => sum + s.seconds, 0);
    expect(listed).toBeGreaterThan(4);
    for (const file of final.files) expect((await examineMedia(ffmpeg, file)).decodeErrors).toBe('');

    // Storage holds the playlist and the segments still listed or just left (never the whole session).
    const keys = await store.keys();
    expect(keys).toContain(liveKey(sessionId, PLAYLIST_NAME));
    expect(keys.filter((k) => k.endsWith('.ts')).length).toBeLessThanOrEqual(12);
    expect(await removeLiveFiles(store.storage, sessionId)).toBe(keys.length);
    expect(await store.keys()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/live/${sessionId}/index.m3u8` })).statusCode).toBe(404);
    await app.close();
  });
});

describe('on local storage', () => {
  let media: ReturnType<typeof makeTempDir>;
  let storage: Storage;
  beforeEach(() => {
    media = makeTempDir('fanstage-live-media-');
    storage = createLocalStorage(path.join(media.dir, 'media'), 'unused-media-secret-unused-media-secret');
  });
  afterEach(() => media.remove());

  it('transcodes VP8 with x264 and, when asked, stores the whole session as one MP4', async () => {
    const ingest = createLiveIngest({ storage, ffmpegPath: ffmpeg, log: memoryLog().log });
    const app = await startLiveApp({ storage, canWatch: async () => true, playlistCacheMs: 0 });
    const sessionId = randomUUID();
    const session = ingest.start(sessionId, { input: 'webm', record: true });
    for (const chunk of vp8) session.write(chunk);
    await session.ready;
    expect(session.mode()).toBe('transcode');
    expect(session.ffmpegArgs()!.join(' ')).toContain('-c:v libx264 -preset veryfast');
    const outcome = await session.end();
    expect(outcome).toMatchObject({ reason: 'finished', mode: 'transcode' });

    const { files } = await watch(app, sessionId, 'token-fan');
    for (const file of files) {
      const { description, decodeErrors } = await examineMedia(ffmpeg, file);
      expect(decodeErrors).toBe('');
      expect(description).toMatch(/Video: h264 \(High\)/);
    }
    // A keyframe forced every second: segments of one second each (the last may be shorter).
    const final = parsePlaylist((await readAll((await storage.open(liveKey(sessionId, PLAYLIST_NAME)))!.stream)).toString())!;
    for (const s of final.segments.slice(0, -1)) expect(s.seconds).toBeCloseTo(1, 1);

    const recording = outcome.recording!;
    expect(recording.key).toMatch(/^private\/live-recordings\/[A-Za-z0-9_-]{22}\.mp4$/);
    expect(recording.contentType).toBe('video/mp4');
    expect(recording.durationSeconds).toBeGreaterThan(SECONDS - 0.5);
    expect(recording.durationSeconds).toBeLessThan(SECONDS + 0.5);
    const file = path.join(temp.dir, `${sessionId}-recording.mp4`);
    await fsp.writeFile(file, await readAll((await storage.open(recording.key))!.stream));
    expect((await fsp.stat(file)).size).toBe(recording.size);
    const { description, decodeErrors } = await examineMedia(ffmpeg, file);
    expect(decodeErrors).toBe('');
    expect(description).toMatch(/Duration: 00:00:0[56]\./);
    expect(description).toMatch(/Video: h264/);
    expect(description).toMatch(/Audio: aac/);
    // The recording survives removing the session's live files.
    await removeLiveFiles(storage, sessionId);
    expect(await storage.stat(recording.key)).not.toBeNull();
    await app.close();
  });

  it('transcodes a recording stamped as browsers stamp it frame for frame, not at a made-up 1000 frames a second', async () => {
    // Capture times in milliseconds and no frame rate: ffmpeg's default (a constant rate) read 1000 a second
    // and encoded every frame about thirty times over, slower than real time.
    const seconds = 3;
    const file = await makeBroadcast(ffmpeg, temp.dir, { codec: 'vp8', seconds, captureTimes: true });
    expect((await examineMedia(ffmpeg, file)).description).toMatch(/Video: vp8.* 1k tbr/);
    const ingest = createLiveIngest({ storage, ffmpegPath: ffmpeg, log: memoryLog().log });
    const app = await startLiveApp({ storage, canWatch: async () => true, playlistCacheMs: 0 });
    const sessionId = randomUUID();
    const session = ingest.start(sessionId, { input: 'webm' });
    for (const chunk of await chunksOf(file, seconds)) session.write(chunk);
    await session.ready;
    expect(session.mode()).toBe('transcode');
    await session.end();
    const { files } = await watch(app, sessionId, 'token-fan');
    let frames = 0;
    for (const segment of files) frames += await countFrames(ffmpeg, segment);
    expect(frames).toBeGreaterThanOrEqual(seconds * 30 - 5);
    expect(frames).toBeLessThanOrEqual(seconds * 30 + 5);
    await app.close();
  });

  it('takes FLV (an RTMP relay) and copies its H.264 when the caller says what it is', async () => {
    const flv = await chunksOf(await makeBroadcast(ffmpeg, temp.dir, { codec: 'h264', seconds: 3, container: 'flv' }), 3);
    const ingest = createLiveIngest({ storage, ffmpegPath: ffmpeg, log: memoryLog().log });
    const session = ingest.start(randomUUID(), { input: 'flv', videoCodec: 'h264' });
    for (const chunk of flv) session.write(chunk);
    await session.ready;
    expect(session.mode()).toBe('copy');
    expect(session.ffmpegArgs()!.join(' ')).toContain('-f flv -i pipe:0');
    expect(await session.end()).toMatchObject({ reason: 'finished', mode: 'copy' });
  });

  it('reports ffmpeg dying mid-stream once, leaves no process, and tells players the stream is over', async () => {
    const { log, lines } = memoryLog();
    const ingest = createLiveIngest({ storage, ffmpegPath: ffmpeg, log });
    const sessionId = randomUUID();
    const watchEnd = endWatch();
    const session = ingest.start(sessionId, { input: 'webm', onEnded: watchEnd.onEnded, record: true });
    for (const chunk of h264.slice(0, Math.floor(h264.length / 2))) session.write(chunk);
    await session.ready;
    const pid = session.pid()!;
    process.kill(pid, 'SIGKILL');

    const outcome = await watchEnd.ended;
    expect(outcome).toMatchObject({ sessionId, reason: 'crashed', mode: 'copy' });
    expect(outcome.detail).toMatch(/^ffmpeg was killed by SIGKILL/);
    expect(isRunning(pid)).toBe(false);
    expect(lines.some((l) => l.level === 'warn' && l.msg === 'live ingest ended')).toBe(true);
    // What was published stays watchable and now ends; what was recorded so far is kept.
    const text = (await readAll((await storage.open(liveKey(sessionId, PLAYLIST_NAME)))!.stream)).toString();
    expect(parsePlaylist(text)?.ended).toBe(true);
    expect(outcome.recording?.durationSeconds).toBeGreaterThan(0);

    // Chunks still arriving, end() and abort() afterwards change nothing.
    session.write(h264[h264.length - 1]!);
    expect(await session.end()).toBe(outcome);
    expect(await session.abort()).toBe(outcome);
    expect(watchEnd.calls).toHaveLength(1);
  });

  it('drops a session whose ffmpeg stops keeping up rather than holding its input in memory', async () => {
    const { log, lines } = memoryLog();
    const cap = 512 * 1024;
    const ingest = createLiveIngest({ storage, ffmpegPath: ffmpeg, log, maxBufferedBytes: cap });
    const sessionId = randomUUID();
    const watchEnd = endWatch();
    const session = ingest.start(sessionId, { input: 'webm', onEnded: watchEnd.onEnded });
    for (const chunk of h264.slice(0, Math.floor(h264.length / 2))) session.write(chunk);
    await session.ready;
    const pid = session.pid()!;
    // ffmpeg frozen: it reads nothing more, as a process starved of CPU would.
    process.kill(pid, 'SIGSTOP');
    // Four times the cap, in recorder-sized chunks: past the cap (and the little the pipe itself holds) the
    // session is dropped, and what comes after is not kept.
    const filler = Buffer.alloc(64 * 1024, 1);
    for (let written = 0; written < 4 * cap; written += filler.length) session.write(filler);
    const outcome = await watchEnd.ended;
    expect(outcome).toMatchObject({ sessionId, reason: 'overloaded' });
    expect(outcome.detail).toMatch(/the cap is 524288/);
    expect(isRunning(pid)).toBe(false);
    expect(lines.find((l) => l.msg.startsWith('live ingest dropped'))?.obj).toMatchObject({ sessionId, maxBufferedBytes: cap });
  });

  it('ends a session whose input ffmpeg cannot read as crashed, and `ready` rejects', async () => {
    const ingest = createLiveIngest({ storage, ffmpegPath: ffmpeg, log: memoryLog().log });
    const watchEnd = endWatch();
    const session = ingest.start(randomUUID(), { input: 'webm', videoCodec: 'h264', onEnded: watchEnd.onEnded });
    session.write(Buffer.from('this is no video at all, just words where a recording should be\n'.repeat(100)));
    const ending = session.end();
    await expect(session.ready).rejects.toThrow(/ended before its first segment \(crashed\)/);
    const outcome = await ending;
    expect(outcome.reason).toBe('crashed');
    expect(outcome.detail).toMatch(/^ffmpeg exited with code [1-9]/);
    expect(outcome.segments).toBe(0);
    expect(watchEnd.calls).toHaveLength(1);
  });

  it('reports an ffmpeg that cannot be started as crashed, saying why', async () => {
    const ingest = createLiveIngest({ storage, ffmpegPath: path.join(temp.dir, 'no-such-ffmpeg'), log: memoryLog().log });
    const session = ingest.start(randomUUID(), { input: 'webm', videoCodec: 'h264' });
    session.write(h264[0]!);
    const outcome = await session.end();
    expect(outcome).toMatchObject({ reason: 'crashed', segments: 0, recording: null });
    expect(outcome.detail).toMatch(/^ffmpeg could not be started: spawn .*no-such-ffmpeg ENOENT/);
    await expect(session.ready).rejects.toThrow(/before its first segment/);
  });

  it('ends at once when nothing was sent, and abort() stops a running session without recording it', async () => {
    const ingest = createLiveIngest({ storage, ffmpegPath: ffmpeg, log: memoryLog().log });
    const idle = ingest.start(randomUUID(), { input: 'webm' });
    expect(await idle.end()).toMatchObject({ reason: 'finished', mode: null, segments: 0 });
    await expect(idle.ready).rejects.toThrow(/before its first segment/);

    const sessionId = randomUUID();
    const session = ingest.start(sessionId, { input: 'webm', record: true });
    expect(() => ingest.start(sessionId, { input: 'webm' })).toThrow(/already being ingested/);
    expect(() => ingest.start('not-a-uuid', { input: 'webm' })).toThrow(/Invalid live session id/);
    for (const chunk of h264.slice(0, Math.floor(h264.length / 2))) session.write(chunk);
    await session.ready;
    const pid = session.pid()!;
    const outcome = await session.abort();
    expect(outcome).toMatchObject({ reason: 'aborted', recording: null });
    expect(isRunning(pid)).toBe(false);
    expect(await storage.listOlder('private/live-recordings/', new Date(Date.now() + 60_000), 10)).toEqual([]);
  });
});
