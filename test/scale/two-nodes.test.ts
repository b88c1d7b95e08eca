// Two app nodes on one machine sharing PostgreSQL, Redis and the media directory: what happens through node A reaches a socket
// connected to node B (the Redis adapter carries the room broadcast), as on a site behind a load balancer.
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Message, Conversation } from '@/contracts/messages';
import { streamRoom, userRoom, type ServerToClientEvents } from '@/contracts/socket-events';
import { sessions } from '@/server/modules/auth/auth.table';
import { subscribe } from '../factories/content';
import { chunksOf, examineMedia, makeBroadcast } from '../helpers/live-pipeline';
import { ffmpegForTests } from '../helpers/media-fixtures';
import { fundWallet } from '../factories/money';
import { createPerformer, createUser, loginAs } from '../factories/users';
import { callNode, useTwoNodes, type ClientSocket } from './support/two-node-cluster';

const nodes = useTwoNodes();

function next<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${event} reached the socket within 10 s`)), 10_000);
    (socket as unknown as { once(e: string, fn: (p: unknown) => void): void }).once(event, (payload) => {
      clearTimeout(timer);
      resolve(payload as never);
    });
  });
}

test('the fan\'s socket is on node B only, and node A sees it through the adapter', async () => {
  const fan = await createUser(nodes.a.database.db);
  const token = await loginAs(nodes.a.app, fan);
  await nodes.socketOn(nodes.b, fan, token);

  expect(await nodes.b.io.local.in(userRoom(fan.id)).fetchSockets()).toHaveLength(1);
  expect(await nodes.a.io.local.in(userRoom(fan.id)).fetchSockets()).toHaveLength(0);
  expect(await nodes.a.io.in(userRoom(fan.id)).fetchSockets()).toHaveLength(1);
});

test('a wallet top-up confirmed through node A reaches the fan\'s socket on node B', async () => {
  const fan = await createUser(nodes.a.database.db);
  const token = await loginAs(nodes.a.app, fan);
  const socket = await nodes.socketOn(nodes.b, fan, token);

  const update = next(socket, 'balance/update');
  const { paymentId } = await callNode<{ paymentId: string }>(nodes.a, 'POST', '/payment/wallet/top-up', token, { amount: 20 });
  await callNode(nodes.a, 'POST', '/payment/sandbox/confirm', token, { paymentId, cardNumber: '4242 4242 4242 4242' });
  expect(await update).toEqual({ token: 20 });
});

test('a socket opened at the API address on node B hears a balance change made through node A', async () => {
  const fan = await createUser(nodes.a.database.db);
  const token = await loginAs(nodes.a.app, fan);
  const socket = await nodes.socketOn(nodes.b, fan, token, '/api');

  const update = next(socket, 'balance/update');
  const { paymentId } = await callNode<{ paymentId: string }>(nodes.a, 'POST', '/payment/wallet/top-up', token, { amount: 15 });
  await callNode(nodes.a, 'POST', '/payment/sandbox/confirm', token, { paymentId, cardNumber: '4242 4242 4242 4242' });
  expect(await update).toEqual({ token: 15 });
});

test('a message sent through node A\'s REST API reaches the recipient\'s socket on node B, and so does its delete', async () => {
  const performer = await createPerformer(nodes.a.database.db);
  const fan = await createUser(nodes.a.database.db);
  await subscribe(nodes.a.database.db, fan, performer);
  const performerToken = await loginAs(nodes.a.app, performer);
  const fanSocket = await nodes.socketOn(nodes.b, fan, await loginAs(nodes.a.app, fan));

  const conversation = await callNode<Conversation>(nodes.a, 'POST', '/conversations', performerToken, { source: 'user', sourceId: fan.id });
  const created = next(fanSocket, 'message/created');
  const unread = next(fanSocket, 'message/unread-total');
  const sent = await callNode<Message>(nodes.a, 'POST', `/messages/conversations/${conversation._id}`, performerToken, { text: 'Hello from node A' });

  const received = await created;
  expect(received.message).toMatchObject({ _id: sent._id, conversationId: conversation._id, text: 'Hello from node A', senderId: performer.id });
  expect(received.conversation).toMatchObject({ _id: conversation._id, totalNotSeenMessages: 1 });
  expect(await unread).toEqual({ total: 1 });

  const deleted = next(fanSocket, 'message/deleted');
  await callNode(nodes.a, 'DELETE', `/messages/${sent._id}`, performerToken);
  expect(await deleted).toEqual({ conversationId: conversation._id, messageId: sent._id });
});

/** Resolves with the reason the server gave when it disconnected the socket. */
const disconnected = (socket: ClientSocket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

test('a logout through node A logs out the session\'s socket held on node B, which leaves every room on both nodes', async () => {
  const fan = await createUser(nodes.a.database.db);
  const [laptop, phone] = [await loginAs(nodes.a.app, fan), await loginAs(nodes.a.app, fan)];
  const laptopSocket = await nodes.socketOn(nodes.b, fan, laptop);
  const phoneSocket = await nodes.socketOn(nodes.a, fan, phone);
  const room = streamRoom(randomUUID());
  await nodes.b.io.local.in(userRoom(fan.id)).socketsJoin(room);
  expect(await nodes.a.io.in(room).fetchSockets()).toHaveLength(1);
  const heard: string[] = [];
  laptopSocket.onAny((event: string) => heard.push(event));

  const loggedOut = next(laptopSocket, 'auth/logout');
  const gone = disconnected(laptopSocket);
  await callNode(nodes.a, 'POST', '/auth/logout', laptop);
  await loggedOut;
  expect(await gone).toBe('io server disconnect');

  expect((await nodes.a.io.in(userRoom(fan.id)).fetchSockets()).map((s) => s.id)).toEqual([phoneSocket.id]);
  expect(await nodes.b.io.local.in(userRoom(fan.id)).fetchSockets()).toHaveLength(0);
  expect(await nodes.a.io.in(room).fetchSockets()).toHaveLength(0);
  const update = next(phoneSocket, 'balance/update');
  const { paymentId } = await callNode<{ paymentId: string }>(nodes.a, 'POST', '/payment/wallet/top-up', phone, { amount: 5 });
  await callNode(nodes.a, 'POST', '/payment/sandbox/confirm', phone, { paymentId, cardNumber: '4242 4242 4242 4242' });
  expect(await update).toEqual({ token: 5 });
  expect(heard).toEqual(['auth/logout']);
});

test('a password change through node A ends the other sessions\' sockets on node B; the changing device\'s socket on node B stays', async () => {
  const fan = await createUser(nodes.a.database.db);
  const [changer, other] = [await loginAs(nodes.a.app, fan), await loginAs(nodes.a.app, fan)];
  const changerSocket = await nodes.socketOn(nodes.b, fan, changer);
  const otherSocket = await nodes.socketOn(nodes.b, fan, other);

  const gone = disconnected(otherSocket);
  await callNode(nodes.a, 'PUT', '/auth/users/me/password', changer, { password: 'Changed-on-node-a-9' });
  expect(await gone).toBe('io server disconnect');
  expect((await nodes.a.io.in(userRoom(fan.id)).fetchSockets()).map((s) => s.id)).toEqual([changerSocket.id]);
  expect(changerSocket.connected).toBe(true);
});

test('node B\'s periodic check ends its socket whose session expired; node A\'s, which does not hold it, ends nothing', async () => {
  const fan = await createUser(nodes.a.database.db);
  const token = await loginAs(nodes.a.app, fan);
  const socket = await nodes.socketOn(nodes.b, fan, token);
  await nodes.a.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, fan.id));

  const gone = disconnected(socket);
  expect(await nodes.a.sockets.checkSessions()).toBe(0);
  expect(await nodes.b.sockets.checkSessions()).toBe(1);
  expect(await gone).toBe('io server disconnect');
  expect(await nodes.a.io.in(userRoom(fan.id)).fetchSockets()).toHaveLength(0);
});

/** The next payload of `event` that passes `test`, within 10 s. */
function nextWhere<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, test: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean) {
  return new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const on = socket as unknown as { on(e: string, fn: (p: never) => void): void; off(e: string, fn: (p: never) => void): void };
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!test(payload)) return;
      clearTimeout(timer);
      on.off(event, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => reject(new Error(`No matching ${event} reached the socket within 10 s`)), 10_000);
    on.on(event, listener);
  });
}

test('a viewer on node B hears the chat and a tip made through node A, and the viewer count takes in both nodes', async () => {
  const db = nodes.a.database.db;
  const performer = await createPerformer(db);
  const [onB, onA] = [await createUser(db), await createUser(db)];
  for (const viewer of [onB, onA]) await subscribe(db, viewer, performer);
  await fundWallet(db, onA, 5_000);
  const [performerToken, tokenB, tokenA] = [await loginAs(nodes.a.app, performer), await loginAs(nodes.a.app, onB), await loginAs(nodes.a.app, onA)];
  const session = await callNode<{ _id: string; conversationId: string }>(nodes.a, 'POST', '/streaming/live', performerToken, { title: 'Across nodes' });

  // One viewer on each node (node A's at the API's address): each node counts both.
  const socketB = await nodes.socketOn(nodes.b, onB, tokenB);
  const alone = nextWhere(socketB, 'stream/viewers', (p) => p.streamId === session._id && p.count === 1);
  socketB.emit('stream/join', { streamId: session._id });
  await alone;
  const socketA = await nodes.socketOn(nodes.a, onA, tokenA, '/api');
  const both = nextWhere(socketB, 'stream/viewers', (p) => p.streamId === session._id && p.count === 2);
  socketA.emit('stream/join', { streamId: session._id });
  expect(await both).toEqual({ streamId: session._id, count: 2 });
  expect([await nodes.a.sockets.countViewers(session._id), await nodes.b.sockets.countViewers(session._id)]).toEqual([2, 2]);

  // A line and a tip, both made through node A, reach the viewer on node B.
  const line = nextWhere(socketB, 'stream/message', (p) => p.message.type === 'text');
  await callNode(nodes.a, 'POST', `/messages/stream/${session.conversationId}`, tokenA, { text: 'Hello from node A' });
  expect(await line).toMatchObject({ streamId: session._id, message: { text: 'Hello from node A', senderId: onA.id } });
  const tip = nextWhere(socketB, 'stream/tip', (p) => p.streamId === session._id);
  await callNode(nodes.a, 'POST', `/wallet/charges/tip/${performer.id}`, tokenA, { amount: 20, streamId: session._id });
  expect(await tip).toMatchObject({ streamId: session._id, amount: 20, tipTotal: 20, message: { type: 'tip', text: 'tipped 20.00', senderId: onA.id } });

  // The viewer on node A leaves: node A's recount, pushed through Redis, tells node B's viewer.
  const one = nextWhere(socketB, 'stream/viewers', (p) => p.streamId === session._id && p.count === 1);
  socketA.emit('stream/leave', { streamId: session._id });
  expect(await one).toEqual({ streamId: session._id, count: 1 });

  // The end, announced by node A, reaches node B's viewer, and takes it out of the room there.
  const ended = nextWhere(socketB, 'stream/ended', (p) => p.streamId === session._id);
  await callNode(nodes.a, 'PUT', `/streaming/live/${session._id}`, performerToken, { status: 'ended' });
  expect(await ended).toEqual({ streamId: session._id, reason: 'performer' });
  // The leave travels after the event, on node B's own time: look until it has (2 s at most).
  const room = streamRoom(session._id);
  for (let i = 0; i < 100 && (await nodes.a.io.in(room).fetchSockets()).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
  expect(await nodes.a.io.in(room).fetchSockets()).toHaveLength(0);
});

test('a show ingested on node A plays for a viewer on node B: stream/playable through Redis, the playlist and a segment from node B', async () => {
  const ffmpeg = await ffmpegForTests();
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'fanstage-scale-live-'));
  try {
    const chunks = await chunksOf(await makeBroadcast(ffmpeg, work, { codec: 'h264', seconds: 3 }), 3);
    const db = nodes.a.database.db;
    const performer = await createPerformer(db);
    const viewer = await createUser(db);
    await subscribe(db, viewer, performer);
    const [performerToken, viewerToken] = [await loginAs(nodes.a.app, performer), await loginAs(nodes.a.app, viewer)];
    const session = await callNode<{ _id: string }>(nodes.a, 'POST', '/streaming/live', performerToken, { title: 'Camera across nodes' });

    const viewerSocket = await nodes.socketOn(nodes.b, viewer, viewerToken, '/api');
    const inRoom = nextWhere(viewerSocket, 'stream/viewers', (p) => p.streamId === session._id);
    viewerSocket.emit('stream/join', { streamId: session._id });
    await inRoom;

    const publisher = await nodes.socketOn(nodes.a, performer, performerToken);
    const playable = nextWhere(viewerSocket, 'stream/playable', (p) => p.streamId === session._id);
    const answer = await new Promise((resolve) => publisher.emit('stream/publish', { streamId: session._id, mimeType: 'video/webm;codecs=h264,opus' }, resolve));
    expect(answer).toEqual({ ok: true });
    for (const chunk of chunks) publisher.emit('stream/chunk', { streamId: session._id, data: chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.length) as ArrayBuffer });
    await playable;
    expect(nodes.a.sockets.live.ingest.get(session._id)).toBeDefined();
    expect(nodes.b.sockets.live.ingest.get(session._id)).toBeUndefined();

    const headers = { authorization: `Bearer ${viewerToken}` };
    const playlist = await fetch(`${nodes.b.url}/api/live/${session._id}/index.m3u8`, { headers });
    expect(playlist.status).toBe(200);
    const segment = (await playlist.text()).split('\n').find((line) => line.startsWith('segment-'))!;
    const fetched = await fetch(`${nodes.b.url}/api/live/${session._id}/${segment}`, { headers });
    expect(fetched.status).toBe(200);
    const file = path.join(work, 'from-node-b.ts');
    await fsp.writeFile(file, Buffer.from(await fetched.arrayBuffer()));
    expect((await examineMedia(ffmpeg, file)).decodeErrors).toBe('');

    // A second publisher on node B is refused: node B sees node A's publisher through the adapter.
    const second = await nodes.socketOn(nodes.b, performer, performerToken);
    const refused = await new Promise<{ ok: boolean }>((resolve) => second.emit('stream/publish', { streamId: session._id, mimeType: 'video/webm;codecs=h264' }, resolve));
    expect(refused.ok).toBe(false);

    await callNode(nodes.a, 'PUT', `/streaming/live/${session._id}`, performerToken, { status: 'ended' });
    await nodes.a.sockets.live.idle(session._id);
    expect(nodes.a.sockets.live.ingest.get(session._id)).toBeUndefined();
    expect((await fetch(`${nodes.b.url}/api/live/${session._id}/index.m3u8`, { headers: { authorization: `Bearer ${performerToken}` } })).status).toBe(403);
    expect(await nodes.b.app.services.storage.open(`private/live/${session._id}/playlist-current.m3u8`)).toBeNull();
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
});
