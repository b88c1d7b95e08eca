// OBS and other streaming software over RTMP, with the wiring main.ts runs (connectAppToSockets with the RTMP
// server on a free port) and the real ffmpeg playing the software: it pushes a recording (H.264 and AAC in FLV)
// to rtmp://127.0.0.1:<port>/live/<stream key>. A subscribed fan hears stream/playable and plays the
// session's playlist and a segment that decodes; the publish is the session's heartbeat and holds it against a
// browser; stopping it ends the ingest and keeps the session; the session's end and a new key close it; a
// recorded session leaves a draft video. Wrong keys, an unverified performer's key, a performer with nothing
// live, an old key and another application are refused (ffmpeg exits with an error, nothing is ingested), and
// the log says why without ever naming a key.
import fsp from 'node:fs/promises';

import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { PublishAnswer } from '@/contracts/socket-events';
import { liveKey, PLAYLIST_NAME } from '@/server/media/live';
import { parseStreamKey } from '@/server/modules/streams/ingest/stream-key';

import { streamSessions } from '@/server/modules/streams/streams.table';
import { users } from '@/server/modules/users/users.table';
import { videos } from '@/server/modules/videos/videos.table';
import type { SocketWiring } from '@/server/realtime/app-realtime';

import { subscribe } from '../factories/content';
import { authHeader, createPerformer, createUser, loginAs, type TestUser } from '../factories/users';
import { examineMedia, isRunning, makeBroadcast } from '../helpers/live-pipeline';
import { ffmpegForTests, makeTempDir } from '../helpers/media-fixtures';
import { pushRtmp, type RtmpPush } from '../helpers/rtmp-push';
import { heard, socketClients, type ClientSocket } from '../helpers/socket-clients';
import type { TestContext } from '../helpers/test-app';
import { TEST_WIRING, startWiredApp, stopWiredApp, unscheduleSweep, type WiredApp } from '../helpers/wired-app';

jest.setTimeout(180_000);

/** Between two heartbeats of a publish here: short, so the test sees several. */
const HEARTBEAT_MS = 250;

let ctx: TestContext;
let wired: WiredApp | undefined;
let wiring: SocketWiring;
let url: string;
let rtmpPort: number;
let ffmpeg: string;
let temp: ReturnType<typeof makeTempDir>;
let recording: string;
const clients = socketClients();
const pushes: RtmpPush[] = [];
const logged: { level: string; line: string }[] = [];
const db = () => ctx.database.db;

const collect = (level: string) => (obj: unknown, msg?: string) => void logged.push({ level, line: `${msg ?? ''} ${JSON.stringify(obj, (_k, v: unknown) => (v instanceof Error ? v.message : v))}` });
const log = { warn: collect('warn'), info: collect('info'), error: collect('error'), debug: collect('debug') };

beforeAll(async () => {
  ffmpeg = await ffmpegForTests();
  temp = makeTempDir('fanstage-live-rtmp-');
  // Long enough to outlast every test's checks at real-time pace; each test stops its push itself.
  recording = await makeBroadcast(ffmpeg, temp.dir, { codec: 'h264', seconds: 60, width: 320, height: 180, container: 'flv' });
  wired = await startWiredApp({
    prepare: unscheduleSweep,
    log,
    wiring: { ...TEST_WIRING, rtmp: { port: 0, host: '127.0.0.1', heartbeatMs: HEARTBEAT_MS } },
  });
  ({ ctx, wiring, url } = wired);
  rtmpPort = (await wiring.rtmp!.listening)!;
  expect(rtmpPort).toBeGreaterThan(0);
});

afterAll(async () => {
  pushes.forEach((p) => p.kill());
  await stopWiredApp(wired, clients);
  await temp?.remove();
});

type Who = TestUser & { token: string };
const who = async (user: TestUser): Promise<Who> => ({ ...user, token: await loginAs(ctx.app, user) });
const api = (method: 'GET' | 'POST' | 'PUT', path: string, as?: Who, payload?: object) =>
  ctx.app.inject({ method, url: `/api${path}`, headers: as ? authHeader(as.token) : {}, ...(payload ? { payload } : {}) });

async function newKey(owner: Who): Promise<string> {
  const res = await api('POST', '/streaming/ingest/key', owner);
  expect(res.statusCode).toBe(200);
  return res.json().data.key as string;
}

async function goLive(owner: Who, body: object = {}): Promise<string> {
  const res = await api('POST', '/streaming/live', owner, { title: 'OBS night', ...body });
  expect(res.statusCode).toBe(200);
  return res.json().data._id as string;
}

async function cast() {
  const owner = await who(await createPerformer(db(), { name: 'OBS Host' }));
  const fan = await who(await createUser(db()));
  await subscribe(db(), fan, owner);
  return { owner, fan, key: await newKey(owner) };
}

/** A socket of the fan in the session's room (the first viewer count it hears says it is in). */
async function viewerIn(user: Who, streamId: string): Promise<ClientSocket> {
  const socket = await clients.open(url, { token: user.token });
  const counted = heard(socket, 'stream/viewers', (p) => p.streamId === streamId);
  socket.emit('stream/join', { streamId });
  await counted;
  return socket;
}

function push(key: string, app = 'live'): RtmpPush {
  const made = pushRtmp(ffmpeg, recording, `rtmp://127.0.0.1:${rtmpPort}/${app}/${key}`);
  pushes.push(made);
  return made;
}

/** Waits for a condition the server reaches on its own, asking every 50 ms. */
/** Pushes with `key` until the fan in the session hears stream/playable; the running push. */
async function pushUntilPlayable(key: string, fanSocket: ClientSocket, streamId: string): Promise<RtmpPush> {
  const playable = heard(fanSocket, 'stream/playable', (p) => p.streamId === streamId);
  const obs = push(key);
  await playable;
  return obs;
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Everything under way on the RTMP side and for the session is done. */
async function settled(streamId?: string) {
  await wiring.rtmp!.idle();
  if (streamId) await wiring.live.idle(streamId);
}

const storedPlaylist = async (streamId: string) => {
  const opened = await ctx.app.services.storage.open(liveKey(streamId, PLAYLIST_NAME));
  if (!opened) return null;
  const parts: Buffer[] = [];
  for await (const part of opened.stream) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

const sessionRow = async (streamId: string) => (await db().select().from(streamSessions).where(eq(streamSessions.id, streamId)))[0]!;
const secretOf = (key: string) => parseStreamKey(key)!.secret;
const refusals = () => logged.filter((l) => l.level === 'info' && l.line.startsWith('RTMP publish refused')).map((l) => l.line);

/** A refused publish: ffmpeg fails, nothing was ingested, and the log gives the reason without the key. */
async function expectRefused(key: string, reason: RegExp, app = 'live') {
  const before = refusals().length;
  const attempt = push(key, app);
  expect(await attempt.exited).not.toBe(0);
  await settled();
  expect(wiring.rtmp!.publishing()).toEqual([]);
  const said = refusals().slice(before);
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(reason);
}

afterEach(() => {
  // However it went, no log line names a key (the library's own lines included).
  for (const { line } of logged) expect(line).not.toMatch(/fsk_[0-9a-f]{24}_/);
});

describe('a publish from streaming software', () => {
  it('reaches the subscribed fan as a playable stream whose segments decode; it is the heartbeat and holds the session against a browser; stopping it keeps the session', async () => {
    const { owner, fan, key } = await cast();
    const streamId = await goLive(owner);
    const fanSocket = await viewerIn(fan, streamId);
    const started = await sessionRow(streamId);

    const obs = await pushUntilPlayable(key, fanSocket, streamId);
    expect(wiring.rtmp!.publishing()).toEqual([streamId]);
    const pid = wiring.live.ingest.get(streamId)!.pid()!;
    expect(wiring.live.ingest.get(streamId)!.mode()).toBe('copy');

    const playlist = await api('GET', `/live/${streamId}/index.m3u8`, fan);
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((line) => line.startsWith('segment-'))!;
    const fetched = await api('GET', `/live/${streamId}/${segment}`, fan);
    expect(fetched.statusCode).toBe(200);
    const file = path.join(temp.dir, `${streamId}-first.ts`);
    await fsp.writeFile(file, fetched.rawPayload);
    const examined = await examineMedia(ffmpeg, file);
    expect(examined.description).toMatch(/Video: h264/);
    expect(examined.description).toMatch(/Audio: aac/);
    expect(examined.decodeErrors).toBe('');

    // The publish beats for the session (OBS sends no heartbeat of its own): its last heartbeat moves on, and
    // a sweep that would end a session silent since the start leaves this one live.
    let seen = started.lastHeartbeatAt.getTime();
    for (let beats = 0; beats < 2; beats++) {
      await until(async () => (await sessionRow(streamId)).lastHeartbeatAt.getTime() > seen, 'the publish beats again');
      seen = (await sessionRow(streamId)).lastHeartbeatAt.getTime();
    }
    await ctx.app.services.streams.sweep(new Date(seen + 44_000));
    expect((await sessionRow(streamId)).status).toBe('live');

    // One publisher per session: a browser is refused while the software publishes (its lease says so on any node).
    expect(await ctx.app.services.streamKeys.rtmpPublishing(streamId)).toBe(true);
    const browser = await clients.open(url, { token: owner.token });
    const answer = await new Promise<PublishAnswer>((resolve) => browser.emit('stream/publish', { streamId, mimeType: 'video/webm;codecs=h264' }, resolve));
    expect(answer).toEqual({ ok: false, message: expect.stringMatching(/streaming software/) });

    // The operator stops streaming: the ingest ends with a playlist that says so; the session stays live.
    obs.stop();
    await obs.exited;
    await settled(streamId);
    expect(wiring.live.ingest.get(streamId)).toBeUndefined();
    expect(isRunning(pid)).toBe(false);
    expect(await storedPlaylist(streamId)).toMatch(/#EXT-X-ENDLIST/);
    expect((await sessionRow(streamId)).status).toBe('live');
    expect(await ctx.app.services.streamKeys.rtmpPublishing(streamId)).toBe(false);

    // Streaming again with the same key starts the playlist again.
    const again = heard(fanSocket, 'stream/playable', (p) => p.streamId === streamId);
    const second = push(key);
    await again;
    expect(await storedPlaylist(streamId)).toMatch(/segment-00000000\.ts/);
    second.stop();
    await second.exited;
    await settled(streamId);
    await api('PUT', `/streaming/live/${streamId}`, owner, { status: 'ended' });
    await settled(streamId);
  });

  it("is closed by the session's end, which removes its files", async () => {
    const { owner, fan, key } = await cast();
    const streamId = await goLive(owner);
    const fanSocket = await viewerIn(fan, streamId);
    const obs = await pushUntilPlayable(key, fanSocket, streamId);
    const pid = wiring.live.ingest.get(streamId)!.pid()!;

    expect((await api('PUT', `/streaming/live/${streamId}`, owner, { status: 'ended' })).statusCode).toBe(200);
    expect(await obs.exited).not.toBe(0);
    await settled(streamId);
    expect(wiring.rtmp!.publishing()).toEqual([]);
    expect(isRunning(pid)).toBe(false);
    expect(await storedPlaylist(streamId)).toBeNull();
    expect(await ctx.app.services.streamKeys.rtmpPublishing(streamId)).toBe(false);
  });

  it('is closed by a new key, and the old key is refused from then on', async () => {
    const { owner, fan, key } = await cast();
    const streamId = await goLive(owner);
    const fanSocket = await viewerIn(fan, streamId);
    const obs = await pushUntilPlayable(key, fanSocket, streamId);

    const fresh = await newKey(owner);
    expect(await obs.exited).not.toBe(0);
    await settled(streamId);
    expect(wiring.live.ingest.get(streamId)).toBeUndefined();
    expect((await sessionRow(streamId)).status).toBe('live');
    await expectRefused(key, /the stream key is not one/);

    const back = heard(fanSocket, 'stream/playable', (p) => p.streamId === streamId);
    const withNewKey = push(fresh);
    await back;
    withNewKey.stop();
    await withNewKey.exited;
    await api('PUT', `/streaming/live/${streamId}`, owner, { status: 'ended' });
    await settled(streamId);
  });

  it('is refused while a browser publishes the session', async () => {
    const { owner, key } = await cast();
    const streamId = await goLive(owner);
    const browser = await clients.open(url, { token: owner.token });
    const answer = await new Promise<PublishAnswer>((resolve) => browser.emit('stream/publish', { streamId, mimeType: 'video/webm;codecs=h264' }, resolve));
    expect(answer).toEqual({ ok: true });
    await expectRefused(key, /being broadcast from a browser/);
    await api('PUT', `/streaming/live/${streamId}`, owner, { status: 'ended' });
    await settled(streamId);
  });

  it("keeps a recorded session's recording as a draft video of its performer", async () => {
    const { owner, fan, key } = await cast();
    const streamId = await goLive(owner, { title: 'Recorded from OBS', keepRecording: true });
    const fanSocket = await viewerIn(fan, streamId);
    const obs = await pushUntilPlayable(key, fanSocket, streamId);
    obs.stop();
    await obs.exited;
    await settled(streamId);
    await api('PUT', `/streaming/live/${streamId}`, owner, { status: 'ended' });
    await settled(streamId);
    const drafts = await db().select().from(videos).where(eq(videos.performerId, owner.id));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ title: 'Recorded from OBS', status: 'inactive' });
  });
});

describe('publishes that are refused', () => {
  it('a key that is not one, or not shaped like one, and another application', async () => {
    const { owner, key } = await cast();
    await goLive(owner);
    const forged = `${key.slice(0, -4)}${key.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    await expectRefused(forged, /the stream key is not one/);
    await expectRefused('my-stream', /the stream key is not one/);
    await expectRefused(key, /must end in \/live/, 'app');
    // The secret never reached a log line (the afterEach checks every line for any key).
    expect(logged.some((l) => l.line.includes(secretOf(key)))).toBe(false);
  });

  it("an unverified performer's key, and a performer with nothing live", async () => {
    const pending = await who(await createPerformer(db(), { performer: { verificationStatus: 'pending' } }));
    await expectRefused(await newKey(pending), /not verified/);
    const { key } = await cast();
    await expectRefused(key, /no public or group session live/);
  });

  it("an inactive account's key", async () => {
    const { owner, key } = await cast();
    await goLive(owner);
    await db().update(users).set({ status: 'inactive' }).where(eq(users.id, owner.id));
    await expectRefused(key, /not an active performer/);
  });
});
