// `npm run demo:live` against a listening app with the sockets wired as main.ts wires them: the demo logs in as
// a verified performer, ends the session they left on air, goes live and sends ffmpeg's real-time test pattern
// over the socket as the browser sends its camera; a subscribed fan in the room hears stream/playable, is
// served the playlist and a segment that decodes, and the demo hears the viewer count; then the demo ends the
// session. Its refusals (wrong password, unverified performer, a fan, no site) are one sentence each.
import fsp from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { performers } from '@/server/modules/performers/performers.table';
import { streamSessions } from '@/server/modules/streams/streams.table';

import type { SocketWiring } from '@/server/realtime/app-realtime';

import { broadcast, DemoLiveError, goLive, startDemoLive, testPatternArgs } from '../../scripts/live-publisher';
import { subscribe } from '../factories/content';
import { authHeader, createPerformer, createUser, loginAs } from '../factories/users';
import { examineMedia, isRunning } from '../helpers/live-pipeline';
import { ffmpegForTests, makeTempDir } from '../helpers/media-fixtures';
import { heard, socketClients } from '../helpers/socket-clients';
import type { TestContext } from '../helpers/test-app';
import { startWiredApp, stopWiredApp, unscheduleSweep, type WiredApp } from '../helpers/wired-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let wired: WiredApp | undefined;
let wiring: SocketWiring;
let url: string;
let ffmpeg: string;
let temp: ReturnType<typeof makeTempDir>;
const clients = socketClients();
const db = () => ctx.database.db;

beforeAll(async () => {
  ffmpeg = await ffmpegForTests();
  temp = makeTempDir('fanstage-demo-live-');
  wired = await startWiredApp({ prepare: unscheduleSweep });
  ({ ctx, wiring, url } = wired);
});

afterAll(async () => {
  await stopWiredApp(wired, clients);
  await temp?.remove();
});

/** A promise and the function that resolves it, for the demo's callbacks. */
function signal<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const isStreaming = async (performerId: string) =>
  (await db().select({ on: performers.isStreaming }).from(performers).where(eq(performers.userId, performerId)))[0]!.on;

describe('the demo performer', () => {
  it('goes live with the test pattern: a subscribed fan plays it, the demo sees the viewer, then ends the session', async () => {
    const performer = await createPerformer(db(), { name: 'Demo Luna' });
    const fan = await createUser(db());
    await subscribe(db(), fan, performer);
    const fanToken = await loginAs(ctx.app, fan);
    const performerToken = await loginAs(ctx.app, performer);

    // A session left on air (a crashed run) is ended before the new one starts.
    const left = await ctx.app.inject({ method: 'POST', url: '/api/streaming/live', headers: authHeader(performerToken), payload: { title: 'Left on air' } });
    expect(left.statusCode).toBe(200);

    const live = await goLive({ url, performer: performer.username!, password: performer.password, title: 'Test pattern' });
    expect(live.ended.map((s) => [s._id, s.status])).toEqual([[left.json().data._id, 'ended']]);
    expect(live.stream).toMatchObject({ type: 'public', status: 'live', price: 0, title: 'Test pattern' });
    const streamId = live.stream._id;
    expect(await isStreaming(performer.id)).toBe(true);

    // The fan is in the room before the video starts, so stream/playable reaches them.
    const fanSocket = await clients.open(`${url}/api`, { token: fanToken });
    const counted = heard(fanSocket, 'stream/viewers', (p) => p.streamId === streamId);
    fanSocket.emit('stream/join', { streamId });
    await counted;
    const fanPlayable = heard(fanSocket, 'stream/playable', (p) => p.streamId === streamId);

    const demoPlayable = signal<void>();
    const viewers = signal<number>();
    const problems: string[] = [];
    const broadcastAt = new Date();
    const demo = await broadcast(live, {
      ffmpeg,
      onPlayable: demoPlayable.resolve,
      onViewers: (count) => {
        if (count === 1) viewers.resolve(count);
      },
      onProblem: (message) => problems.push(message),
    });
    expect(demo.watchUrl).toBe(`${url}/live/${streamId}`);
    await Promise.all([fanPlayable, demoPlayable.promise]);
    expect(await viewers.promise).toBe(1);
    const pid = wiring.live.ingest.get(streamId)!.pid();
    expect(pid).not.toBeNull();
    // The heartbeat went out when the broadcast began.
    const [row] = await db().select({ at: streamSessions.lastHeartbeatAt }).from(streamSessions).where(eq(streamSessions.id, streamId));
    expect(row!.at.getTime()).toBeGreaterThanOrEqual(broadcastAt.getTime());

    const playlist = await ctx.app.inject({ method: 'GET', url: `/api/live/${streamId}/index.m3u8`, headers: authHeader(fanToken) });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    const segment = playlist.body.split('\n').find((line) => line.startsWith('segment-'))!;
    const fetched = await ctx.app.inject({ method: 'GET', url: `/api/live/${streamId}/${segment}`, headers: authHeader(fanToken) });
    expect(fetched.statusCode).toBe(200);
    const file = path.join(temp.dir, 'demo-segment.ts');
    await fsp.writeFile(file, fetched.rawPayload);
    const examined = await examineMedia(ffmpeg, file);
    // H.264 Constrained Baseline, copied by the server as Chromium's recording is.
    expect(examined.description).toMatch(/Video: h264 \(Constrained Baseline\)/);
    expect(examined.description).toMatch(/Audio:/);
    expect(examined.decodeErrors).toBe('');
    expect(demo.sentChunks).toBeGreaterThan(0);

    const fanTold = heard(fanSocket, 'stream/ended', (p) => p.streamId === streamId);
    const ended = await demo.end();
    expect(ended).toMatchObject({ _id: streamId, status: 'ended', endReason: 'performer' });
    expect(await fanTold).toEqual({ streamId, reason: 'performer' });
    expect(await isStreaming(performer.id)).toBe(false);
    await wiring.live.idle(streamId);
    expect(wiring.live.ingest.get(streamId)).toBeUndefined();
    expect(isRunning(pid!)).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('what the demo refuses, in one sentence', () => {
  const expectSentence = async (run: Promise<unknown>, pattern: RegExp) => {
    const err = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DemoLiveError);
    expect((err as Error).message).toMatch(pattern);
    expect((err as Error).message).toMatch(/[^.]\.$/);
  };

  it('a wrong password', async () => {
    const performer = await createPerformer(db());
    await expectSentence(startDemoLive({ url, performer: performer.username!, password: 'not-the-password', title: 'x', ffmpeg }), new RegExp(`^Could not log in as ${performer.username}`));
  });

  it('a performer an admin has not verified, and a fan', async () => {
    const pending = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    await expectSentence(startDemoLive({ url, performer: pending.username!, password: pending.password, title: 'x', ffmpeg }), /^Only verified performers can go live/);
    expect(await isStreaming(pending.id)).toBe(false);
    const fan = await createUser(db());
    await expectSentence(startDemoLive({ url, performer: fan.username!, password: fan.password, title: 'x', ffmpeg }), /is not a performer account/);
  });

  it('a site that is not there', async () => {
    // A port that was free a moment ago: nothing listens on it.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await expectSentence(startDemoLive({ url: `http://127.0.0.1:${port}`, performer: 'luna', password: 'fanstage123', title: 'x', ffmpeg }), /^Could not reach the site at http:\/\/127\.0\.0\.1:\d+ /);
  });
});

describe('the test pattern', () => {
  it('is H.264 baseline with a keyframe a second and Opus in live Matroska, in real time, with a clock when a font is given', () => {
    const args = testPatternArgs({ fps: 30, fontFile: '/fonts/Sans.ttf' }).join(' ');
    expect(args).toMatch(/-re -f lavfi -i testsrc2=size=640x360:rate=30/);
    expect(args).toMatch(/sine=frequency=440/);
    expect(args).toMatch(/-profile:v baseline .*-g 30 -keyint_min 30/);
    expect(args).toMatch(/-c:a libopus/);
    expect(args).toMatch(/-f matroska -live 1 -cluster_time_limit 250 .*pipe:1$/);
    expect(args).toMatch(/drawtext=fontfile='\/fonts\/Sans.ttf':text='%\{localtime\\:%T\}'/);
    expect(testPatternArgs({ fontFile: null }).join(' ')).not.toMatch(/drawtext/);
  });
});
