// The performer's camera over real socket.io clients into the real ffmpeg, with the wiring main.ts runs
// (connectAppToSockets): the owner publishes a recording made like a browser's, cut into quarter seconds; a
// subscribed fan in the session's room hears stream/playable, fetches the playlist through the app and a
// segment that decodes; others are refused (publishing, and watching: 403 on the playlist); unpublishing ends
// the broadcast and keeps the session; ffmpeg failing tells the publisher; the session's end tells the room,
// stops ffmpeg and removes the files; a recorded session becomes a draft video of its performer. The root and
// the /api namespaces alike.
import fsp from 'node:fs/promises';

import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { PublishAnswer } from '@/contracts/socket-events';
import { liveKey, PLAYLIST_NAME } from '@/server/media/live';
import { mediaFiles } from '@/server/modules/media-files/media-files.table';

import { videos } from '@/server/modules/videos/videos.table';
import type { SocketWiring } from '@/server/realtime/app-realtime';

import { subscribe } from '../factories/content';
import { blockUser, createPerformer, createUser } from '../factories/users';
import { chunksOf, examineMedia, isRunning, makeBroadcast } from '../helpers/live-pipeline';
import { ffmpegForTests, makeTempDir } from '../helpers/media-fixtures';
import { heard, socketClients, type ClientSocket } from '../helpers/socket-clients';
import type { TestContext } from '../helpers/test-app';
import { startWiredApp, stopWiredApp, unscheduleSweep, wiredCalls, type SocketAt, type WiredApp, type Who } from '../helpers/wired-app';

jest.setTimeout(180_000);

const SECONDS = 4;
let ctx: TestContext;
let wired: WiredApp | undefined;
let wiring: SocketWiring;
let url: string;
let ffmpeg: string;
let temp: ReturnType<typeof makeTempDir>;
let chunks: Buffer[];
const clients = socketClients();
const db = () => ctx.database.db;

beforeAll(async () => {
  ffmpeg = await ffmpegForTests();
  temp = makeTempDir('fanstage-live-sockets-');
  chunks = await chunksOf(await makeBroadcast(ffmpeg, temp.dir, { codec: 'h264', seconds: SECONDS }), SECONDS);
  wired = await startWiredApp({ prepare: unscheduleSweep });
  ({ ctx, wiring, url } = wired);
});

afterAll(async () => {
  await stopWiredApp(wired, clients);
  await temp?.remove();
});

const { who, api, socketOf } = wiredCalls(() => wired!, clients);

const publish = (socket: ClientSocket, streamId: string, mimeType = 'video/webm;codecs=h264,opus') =>
  new Promise<PublishAnswer>((resolve) => socket.emit('stream/publish', { streamId, mimeType }, resolve));

/**
 * Resolves once the server has handled everything the socket sent before: a socket's events are handled in the
 * order they come, and a publish without a session id is answered at once.
 */
const received = (socket: ClientSocket) =>
  new Promise<unknown>((resolve) => (socket.emit as (...args: unknown[]) => void)('stream/publish', { mimeType: 'video/webm' }, resolve));

/** The recording's chunks as the recorder sends them, each an ArrayBuffer. */
function sendChunks(socket: ClientSocket, streamId: string, list: Buffer[] = chunks): void {
  for (const chunk of list) socket.emit('stream/chunk', { streamId, data: chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.length) as ArrayBuffer });
}

/** A socket of the fan in the session's room (the first viewer count it hears says it is in). */
async function viewerIn(user: Who, streamId: string, at: SocketAt): Promise<ClientSocket> {
  const socket = await socketOf(user, at);
  const counted = heard(socket, 'stream/viewers', (p) => p.streamId === streamId);
  socket.emit('stream/join', { streamId });
  await counted;
  return socket;
}

async function cast() {
  const owner = await who(await createPerformer(db(), { name: 'Camera Host' }));
  const fan = await who(await createUser(db()));
  const stranger = await who(await createUser(db()));
  const otherPerformer = await who(await createPerformer(db()));
  await subscribe(db(), fan, owner);
  return { owner, fan, stranger, otherPerformer };
}

async function goLive(owner: Who, body: object = {}): Promise<string> {
  const res = await api('POST', '/streaming/live', owner, { title: 'Camera night', ...body });
  expect(res.statusCode).toBe(200);
  return res.json().data._id as string;
}

const storedPlaylist = async (streamId: string) => {
  const opened = await ctx.app.services.storage.open(liveKey(streamId, PLAYLIST_NAME));
  if (!opened) return null;
  const parts: Buffer[] = [];
  for await (const part of opened.stream) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

describe.each<[SocketAt, SocketAt]>([
  ['root', 'api base'],
  ['api base', 'root'],
])('the publisher at the %s, the fan at the %s', (publisherAt, fanAt) => {
  it('reaches the fan as a playable stream whose segments decode; the end tells the room, stops ffmpeg and removes the files', async () => {
    const { owner, fan, stranger } = await cast();
    const streamId = await goLive(owner);
    const fanSocket = await viewerIn(fan, streamId, fanAt);
    const ownerSocket = await socketOf(owner, publisherAt);

    const fanPlayable = heard(fanSocket, 'stream/playable', (p) => p.streamId === streamId);
    const ownerPlayable = heard(ownerSocket, 'stream/playable', (p) => p.streamId === streamId);
    expect(await publish(ownerSocket, streamId)).toEqual({ ok: true });
    sendChunks(ownerSocket, streamId);
    await Promise.all([fanPlayable, ownerPlayable]);
    const pid = wiring.live.ingest.get(streamId)!.pid();
    expect(pid).not.toBeNull();

    const playlist = await api('GET', `/live/${streamId}/index.m3u8`, fan);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    const segment = playlist.body.split('\n').find((line) => line.startsWith('segment-'))!;
    expect(segment).toMatch(/^segment-\d{8}\.ts\?expires=\d+&viewer=[^&]+&sig=/);
    const fetched = await api('GET', `/live/${streamId}/${segment}`, fan);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('video/mp2t');
    const file = path.join(temp.dir, `${streamId}-first.ts`);
    await fsp.writeFile(file, fetched.rawPayload);
    const examined = await examineMedia(ffmpeg, file);
    expect(examined.description).toMatch(/Video: h264/);
    expect(examined.decodeErrors).toBe('');

    // Access is asked on every playlist fetch: someone without a subscription, and nobody logged in, are refused.
    const refused = await api('GET', `/live/${streamId}/index.m3u8`, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/\.$/);
    expect((await api('GET', `/live/${streamId}/index.m3u8`)).statusCode).toBe(403);
    // A subscriber the performer blocks loses the picture at their next fetch: for them the session no longer exists.
    const blocked = await who(await createUser(db()));
    await subscribe(db(), blocked, owner);
    expect((await api('GET', `/live/${streamId}/index.m3u8`, blocked)).statusCode).toBe(200);
    await blockUser(db(), owner.id, blocked.id);
    expect((await api('GET', `/live/${streamId}/index.m3u8`, blocked)).statusCode).toBe(404);
    expect((await api('GET', `/live/${streamId}/index.m3u8`, fan)).statusCode).toBe(200);

    const told = heard(fanSocket, 'stream/ended', (p) => p.streamId === streamId);
    expect((await api('PUT', `/streaming/live/${streamId}`, owner, { status: 'ended' })).statusCode).toBe(200);
    expect(await told).toEqual({ streamId, reason: 'performer' });
    await wiring.live.idle(streamId);
    expect(wiring.live.ingest.get(streamId)).toBeUndefined();
    expect(isRunning(pid!)).toBe(false);
    expect(await storedPlaylist(streamId)).toBeNull();
    // An ended session is watched by nobody: the playlist is refused before storage is even read.
    expect((await api('GET', `/live/${streamId}/index.m3u8`, fan)).statusCode).toBe(403);
  });
});

describe('who may publish', () => {
  it('refuses anyone but the performer, a second publisher while one sends, and an ended session', async () => {
    const { owner, fan, otherPerformer } = await cast();
    const streamId = await goLive(owner);
    for (const [user, at] of [[fan, 'root'], [otherPerformer, 'api base']] as const) {
      const answer = await publish(await socketOf(user, at), streamId);
      expect(answer).toEqual({ ok: false, message: 'This live session does not exist, or is not yours.' });
    }
    const anonymous = await clients.open(url);
    expect(await publish(anonymous, streamId)).toEqual({ ok: false, message: 'Please log in to broadcast.' });
    const malformed = await new Promise<PublishAnswer>((resolve) => (anonymous.emit as (...a: unknown[]) => void)('stream/publish', { streamId: 'nope' }, resolve));
    expect(malformed.ok).toBe(false);

    const first = await socketOf(owner, 'root');
    expect(await publish(first, streamId)).toEqual({ ok: true });
    const second = await socketOf(owner, 'api base');
    const refused = await publish(second, streamId);
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.message).toMatch(/already being broadcast/);
    expect(wiring.live.ingest.get(streamId)).toBeDefined();

    // Chunks from a socket that is not the publisher are dropped: the ingest never starts ffmpeg on them.
    sendChunks(second, streamId, chunks.slice(0, 2));

    await api('PUT', `/streaming/live/${streamId}`, owner, { status: 'ended' });
    await wiring.live.idle(streamId);
    expect(wiring.live.ingest.get(streamId)).toBeUndefined();
    expect(await publish(first, streamId)).toEqual({ ok: false, message: 'This session has ended. Start a new session to go live again.' });
  });
});

describe('the broadcast ends, the session goes on', () => {
  it('unpublish ends the ingest with a playlist that says so; publishing again restarts the playlist', async () => {
    const { owner, fan } = await cast();
    const streamId = await goLive(owner);
    const fanSocket = await viewerIn(fan, streamId, 'root');
    const ownerSocket = await socketOf(owner, 'root');

    let playable = heard(fanSocket, 'stream/playable', (p) => p.streamId === streamId);
    expect(await publish(ownerSocket, streamId)).toEqual({ ok: true });
    sendChunks(ownerSocket, streamId);
    await playable;
    ownerSocket.emit('stream/unpublish', { streamId });
    await received(ownerSocket);
    await wiring.live.idle(streamId);
    expect(wiring.live.ingest.get(streamId)).toBeUndefined();
    expect(await storedPlaylist(streamId)).toMatch(/#EXT-X-ENDLIST/);
    expect((await api('GET', `/streaming/join/${streamId}`, fan)).json().data.stream.status).toBe('live');

    playable = heard(fanSocket, 'stream/playable', (p) => p.streamId === streamId);
    expect(await publish(ownerSocket, streamId)).toEqual({ ok: true });
    sendChunks(ownerSocket, streamId, chunks.slice(0, 8));
    await playable;
    expect(await storedPlaylist(streamId)).toMatch(/segment-00000000\.ts/);

    await api('PUT', `/streaming/live/${streamId}`, owner, { status: 'ended' });
    await wiring.live.idle(streamId);
    expect(await storedPlaylist(streamId)).toBeNull();
  });

  it('input ffmpeg cannot read tells the publisher, and the session stays live', async () => {
    const { owner } = await cast();
    const streamId = await goLive(owner);
    const ownerSocket = await socketOf(owner, 'api base');
    const failed = heard(ownerSocket, 'stream/ingest-failed', (p) => p.streamId === streamId);
    expect(await publish(ownerSocket, streamId, 'video/webm;codecs=vp8,opus')).toEqual({ ok: true });
    // More than ffmpeg probes before deciding (64 KiB): it gives up on its own, the broadcaster still connected.
    sendChunks(ownerSocket, streamId, [Buffer.from('this is not a video stream at all, just words\n'.repeat(8000))]);
    const told = await failed;
    expect(told.message).toMatch(/\.$/);
    await wiring.live.idle(streamId);
    expect(wiring.live.ingest.get(streamId)).toBeUndefined();
    expect((await ctx.app.services.streams.get(streamId))!.status).toBe('live');
    await api('PUT', `/streaming/live/${streamId}`, owner, { status: 'ended' });
    await wiring.live.idle(streamId);
  });
});

describe('recording', () => {
  it('a session that keeps its recording leaves an inactive draft video of its performer', async () => {
    const { owner, fan } = await cast();
    const streamId = await goLive(owner, { title: 'Recorded night', description: 'All of it', keepRecording: true });
    const fanSocket = await viewerIn(fan, streamId, 'api base');
    const ownerSocket = await socketOf(owner, 'api base');
    const playable = heard(fanSocket, 'stream/playable', (p) => p.streamId === streamId);
    expect(await publish(ownerSocket, streamId)).toEqual({ ok: true });
    sendChunks(ownerSocket, streamId);
    await playable;

    await api('PUT', `/streaming/live/${streamId}`, owner, { status: 'ended' });
    await wiring.live.idle(streamId);
    const drafts = await db().select().from(videos).where(eq(videos.performerId, owner.id));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ title: 'Recorded night', description: 'All of it', status: 'inactive', access: 'subscribers', price: null });
    const [file] = await db().select().from(mediaFiles).where(eq(mediaFiles.id, drafts[0].videoFileId!));
    expect(file).toMatchObject({ ownerId: owner.id, type: 'video' });
    // The performer sees it among their own videos, to edit and put out.
    const own = await api('GET', `/performer/performer-assets/videos/${drafts[0].id}/view`, owner);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ title: 'Recorded night', status: 'inactive' });
    expect(await storedPlaylist(streamId)).toBeNull();
  });
});
