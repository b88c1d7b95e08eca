// Live sessions over real socket.io clients, with the wiring main.ts runs (connectAppToSockets): a socket
// joins a session's room only when its user may watch the session (asked at every join) and never says why
// not; the room's chat lines, tips, deletes, clears and viewer counts reach its sockets at the root and at
// the API's address alike, and nobody outside it; the count is distinct viewers, the performer left out,
// and is stored for the "who is live" list; an ended session tells its room and empties it; and a
// performer going live is told to their followers' and subscribers' open pages.
import { eq } from 'drizzle-orm';
import { streamRoom } from '@/contracts/socket-events';
import { follows } from '@/server/modules/follows/follows.table';
import { streamSessions } from '@/server/modules/streams/streams.table';

import type { Viewer } from '@/server/modules/performers/performer-visibility';
import type { SocketWiring } from '@/server/realtime/app-realtime';
import { everyNamespace, type RealtimeServer } from '@/server/realtime/socket-server';
import { subscribe } from '../factories/content';
import { fundWallet } from '../factories/money';
import { blockUser, createAdmin, createPerformer, createUser } from '../factories/users';
import { caughtUp, heard, record, socketClients, type ClientSocket } from '../helpers/socket-clients';
import type { TestContext } from '../helpers/test-app';
import { startWiredApp, stopWiredApp, unscheduleSweep, type WiredApp, wiredCalls, type Who } from '../helpers/wired-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let io: RealtimeServer;
let wiring: SocketWiring;
let wired: WiredApp | undefined;
let url: string;
const clients = socketClients();
const db = () => ctx.database.db;

/** Every join check that finished: who asked for which session, and whether they may watch. */
const checks: { userId: string | null; streamId: string; canWatch: boolean }[] = [];
const checkWaiters = new Set<() => void>();

beforeAll(async () => {
  wired = await startWiredApp({
    prepare: unscheduleSweep,
    services: ({ app }) => ({
      ...app.services,
      streams: {
        ...app.services.streams,
        canWatch: async (viewer: Viewer, streamId: string) => {
          const watch = await app.services.streams.canWatch(viewer, streamId);
          checks.push({ userId: viewer.userId, streamId, canWatch: !!watch?.canWatch });
          checkWaiters.forEach((wake) => wake());
          return watch;
        },
      },
    }),
  });
  ({ ctx, io, wiring, url } = wired);
});

afterAll(() => stopWiredApp(wired, clients));

const { who, api, socketOf } = wiredCalls(() => wired!, clients);

/** Resolves once a join check of this user for this session has finished (counting from `since` checks). */
function checkedAfter(since: number, userId: string, streamId: string): Promise<boolean> {
  return new Promise((resolve) => {
    const look = () => {
      const found = checks.slice(since).find((c) => c.userId === userId && c.streamId === streamId);
      if (!found) return;
      checkWaiters.delete(look);
      resolve(found.canWatch);
    };
    checkWaiters.add(look);
    look();
  });
}

/** Asks to join and resolves with whether the socket is in the room once its check is done. */
async function join(socket: ClientSocket, user: Who, streamId: string): Promise<boolean> {
  const since = checks.length;
  const counted = heard(socket, 'stream/viewers', (p) => p.streamId === streamId);
  socket.emit('stream/join', { streamId });
  if (!(await checkedAfter(since, user.id, streamId))) return false;
  // In the room: the count that follows the join reaches it.
  await counted;
  return true;
}

async function members(streamId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const namespace of everyNamespace(io)) for (const socket of await namespace.in(streamRoom(streamId)).fetchSockets()) ids.push(socket.data.userId!);
  return ids.sort();
}

interface Cast {
  owner: Who;
  subscriber: Who;
  fan: Who;
  blocked: Who;
}
async function castFor(): Promise<Cast> {
  const owner = await who(await createPerformer(db(), { name: 'Socket Host' }));
  const subscriber = await who(await createUser(db()));
  const blocked = await who(await createUser(db()));
  for (const u of [subscriber, blocked]) await subscribe(db(), u, owner);
  await blockUser(db(), owner.id, blocked.id);
  return { owner, subscriber, fan: await who(await createUser(db())), blocked };
}

async function goLive(owner: Who, body: object = {}): Promise<{ _id: string; conversationId: string }> {
  const res = await api('POST', '/streaming/live', owner, { title: 'Socket night', ...body });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('joining a session\'s room', () => {
  it('lets in those who may watch and refuses the others silently', async () => {
    const cast = await castFor();
    const admin = await who(await createAdmin(db()));
    const session = await goLive(cast.owner);
    const refused = [await socketOf(cast.fan), await socketOf(cast.blocked)];
    const otherPerformer = await who(await createPerformer(db()));
    refused.push(await socketOf(otherPerformer));
    const anonymous = await clients.open(url);
    const heardByRefused = [...refused, anonymous].map((s) => [record(s, 'stream/viewers'), record(s, 'stream/message')]);

    expect(await join(refused[0], cast.fan, session._id)).toBe(false);
    expect(await join(refused[1], cast.blocked, session._id)).toBe(false);
    expect(await join(refused[2], otherPerformer, session._id)).toBe(false);
    anonymous.emit('stream/join', { streamId: session._id });
    expect(await join(await socketOf(cast.subscriber), cast.subscriber, session._id)).toBe(true);
    expect(await join(await socketOf(cast.owner, 'api base'), cast.owner, session._id)).toBe(true);
    expect(await join(await socketOf(admin), admin, session._id)).toBe(true);

    expect((await api('POST', `/messages/stream/${session.conversationId}`, cast.subscriber, { text: 'Who is here?' })).statusCode).toBe(200);
    await caughtUp(io, [...refused, anonymous]);
    expect(heardByRefused.flat().flat()).toEqual([]);
    expect(await members(session._id)).toEqual([cast.subscriber.id, cast.owner.id, admin.id].sort());
  });

  it('asks again at every join: a subscription that ran out, or a block, keeps the viewer out next time', async () => {
    const cast = await castFor();
    const session = await goLive(cast.owner);
    const performerSocket = await socketOf(cast.owner);
    expect(await join(performerSocket, cast.owner, session._id)).toBe(true);
    /** Leaves the room, once the count the performer hears says so. */
    const leave = async (socket: ClientSocket) => {
      const left = heard(performerSocket, 'stream/viewers', (p) => p.count === 0);
      socket.emit('stream/leave', { streamId: session._id });
      await left;
    };

    const socket = await socketOf(cast.subscriber);
    expect(await join(socket, cast.subscriber, session._id)).toBe(true);
    await leave(socket);
    await subscribe(db(), cast.subscriber, cast.owner, { expiredAt: new Date(Date.now() - 1000) });
    expect(await join(socket, cast.subscriber, session._id)).toBe(false);

    const other = await who(await createUser(db()));
    await subscribe(db(), other, cast.owner);
    const otherSocket = await socketOf(other);
    expect(await join(otherSocket, other, session._id)).toBe(true);
    await leave(otherSocket);
    await blockUser(db(), cast.owner.id, other.id);
    expect(await join(otherSocket, other, session._id)).toBe(false);
    expect(await members(session._id)).toEqual([cast.owner.id]);
  });
});

describe('a block during the session', () => {
  it("takes every socket of the blocked viewer out of the room at once, on both addresses; the others stay", async () => {
    const cast = await castFor();
    const session = await goLive(cast.owner);
    const other = await who(await createUser(db()));
    await subscribe(db(), other, cast.owner);
    const sockets = [await socketOf(cast.subscriber), await socketOf(cast.subscriber, 'api base')];
    for (const socket of sockets) expect(await join(socket, cast.subscriber, session._id)).toBe(true);
    const stays = await socketOf(other);
    expect(await join(stays, other, session._id)).toBe(true);
    expect(await members(session._id)).toEqual([cast.subscriber.id, cast.subscriber.id, other.id].sort());

    const counted = heard(stays, 'stream/viewers', (p) => p.count === 1);
    expect((await api('POST', '/block/users', cast.owner, { targetId: cast.subscriber.id, reason: 'Rude in the chat' })).statusCode).toBe(200);
    await counted;
    expect(await members(session._id)).toEqual([other.id]);
    // Nothing more reaches the blocked viewer's sockets.
    const after = sockets.map((socket) => record(socket, 'stream/message'));
    const line = heard(stays, 'stream/message');
    expect((await api('POST', `/messages/stream/${session.conversationId}`, other, { text: 'Still here' })).statusCode).toBe(200);
    await line;
    await caughtUp(io, sockets);
    expect(after.flat()).toEqual([]);
  });
});

describe('what the room hears', () => {
  it('chat lines, tips, deletes and clears reach the room at the root and at the API\'s address, and nobody else', async () => {
    const cast = await castFor();
    const session = await goLive(cast.owner);
    const atRoot = await socketOf(cast.subscriber);
    const atApi = await socketOf(cast.subscriber, 'api base');
    const performerSocket = await socketOf(cast.owner);
    for (const s of [atRoot, atApi]) expect(await join(s, cast.subscriber, session._id)).toBe(true);
    expect(await join(performerSocket, cast.owner, session._id)).toBe(true);
    const outsider = await socketOf(cast.fan);
    const notInRoom = await socketOf(cast.subscriber);
    const overheard = [outsider, notInRoom].flatMap((s) =>
      (['stream/message', 'stream/tip', 'stream/message-deleted', 'stream/messages-cleared'] as const).map((e) => record(s, e)),
    );
    const room = [atRoot, atApi, performerSocket];

    // A line.
    const writer = await who(await createUser(db()));
    await subscribe(db(), writer, cast.owner);
    const lines = room.map((s) => heard(s, 'stream/message'));
    const sent = (await api('POST', `/messages/stream/${session.conversationId}`, writer, { text: 'Hello room' })).json().data;
    for (const payload of await Promise.all(lines)) {
      expect(payload).toEqual({ streamId: session._id, message: expect.objectContaining({ _id: sent._id, text: 'Hello room', type: 'text', senderId: writer.id }) });
    }

    // A tip: its line, and the tip with the session's new total.
    await fundWallet(db(), writer, 5_000);
    const tipLines = room.map((s) => heard(s, 'stream/message', (p) => p.message.type === 'tip'));
    const tips = room.map((s) => heard(s, 'stream/tip'));
    expect((await api('POST', `/wallet/charges/tip/${cast.owner.id}`, writer, { amount: 15, streamId: session._id })).statusCode).toBe(200);
    for (const payload of await Promise.all(tipLines)) expect(payload.message).toMatchObject({ type: 'tip', text: 'tipped 15.00', amount: 15, senderId: writer.id });
    for (const payload of await Promise.all(tips)) {
      expect(payload).toEqual({ streamId: session._id, message: expect.objectContaining({ type: 'tip', amount: 15 }), amount: 15, tipTotal: 15 });
    }

    // A delete, by the performer.
    const deletes = room.map((s) => heard(s, 'stream/message-deleted'));
    expect((await api('DELETE', `/messages/${sent._id}`, cast.owner)).statusCode).toBe(200);
    for (const payload of await Promise.all(deletes)) expect(payload).toEqual({ streamId: session._id, conversationId: session.conversationId, messageId: sent._id });

    // The chat cleared.
    const clears = room.map((s) => heard(s, 'stream/messages-cleared'));
    expect((await api('DELETE', `/messages/stream/${session.conversationId}/remove-all-message`, cast.owner)).statusCode).toBe(200);
    for (const payload of await Promise.all(clears)) expect(payload).toEqual({ streamId: session._id, conversationId: session.conversationId });

    await caughtUp(io, [outsider, notInRoom]);
    expect(overheard.flat()).toEqual([]);
  });

  it('counts distinct viewers on both namespaces, the performer left out, and stores the count', async () => {
    const cast = await castFor();
    const session = await goLive(cast.owner);
    const performerSocket = await socketOf(cast.owner);
    const counts = record(performerSocket, 'stream/viewers');
    expect(await join(performerSocket, cast.owner, session._id)).toBe(true);
    expect(counts.at(-1)).toEqual({ streamId: session._id, count: 0 });

    // One viewer with two pages (one at each address) is one viewer.
    const twoPages = [await socketOf(cast.subscriber), await socketOf(cast.subscriber, 'api base')];
    for (const s of twoPages) expect(await join(s, cast.subscriber, session._id)).toBe(true);
    expect(await wiring.countViewers(session._id)).toBe(1);
    const second = await who(await createUser(db()));
    await subscribe(db(), second, cast.owner);
    const secondSocket = await socketOf(second, 'api base');
    const two = heard(performerSocket, 'stream/viewers', (p) => p.count === 2);
    expect(await join(secondSocket, second, session._id)).toBe(true);
    expect(await two).toEqual({ streamId: session._id, count: 2 });
    const stored = async () => (await db().select({ n: streamSessions.viewerCount }).from(streamSessions).where(eq(streamSessions.id, session._id)))[0].n;
    for (let i = 0; i < 100 && (await stored()) !== 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await stored()).toBe(2);
    expect((await api('GET', '/streaming/user/search?sortBy=viewerCount')).json().data.data.find((s: { _id: string }) => s._id === session._id)).toMatchObject({ viewerCount: 2 });

    // Leaving, by stream/leave or by closing the page.
    const one = heard(performerSocket, 'stream/viewers', (p) => p.count === 1);
    secondSocket.emit('stream/leave', { streamId: session._id });
    expect(await one).toEqual({ streamId: session._id, count: 1 });
    const none = heard(performerSocket, 'stream/viewers', (p) => p.count === 0);
    twoPages.forEach((s) => s.disconnect());
    expect(await none).toEqual({ streamId: session._id, count: 0 });
    for (let i = 0; i < 100 && (await stored()) !== 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await stored()).toBe(0);
  });

  it('tells the room that the session ended, at both addresses, and takes every socket out of it', async () => {
    const cast = await castFor();
    const session = await goLive(cast.owner);
    const sockets = [await socketOf(cast.subscriber), await socketOf(cast.subscriber, 'api base')];
    for (const s of sockets) expect(await join(s, cast.subscriber, session._id)).toBe(true);
    const ended = sockets.map((s) => heard(s, 'stream/ended'));
    expect((await api('PUT', `/streaming/live/${session._id}`, cast.owner, { status: 'ended' })).statusCode).toBe(200);
    expect(await Promise.all(ended)).toEqual([
      { streamId: session._id, reason: 'performer' },
      { streamId: session._id, reason: 'performer' },
    ]);
    expect(await members(session._id)).toEqual([]);
    // Nothing of the session reaches them any more, and joining again is refused (nobody watches an ended session).
    expect(await join(sockets[0], cast.subscriber, session._id)).toBe(false);
    expect((await api('POST', `/messages/stream/${session.conversationId}`, cast.owner, { text: 'still there?' })).statusCode).toBe(409);
  });
});

describe('going live', () => {
  it('tells the open pages of the performer\'s followers and subscribers, and nobody else', async () => {
    const cast = await castFor();
    const follower = await who(await createUser(db()));
    await db().insert(follows).values({ followerId: follower.id, performerId: cast.owner.id });
    const toldSockets = [await socketOf(follower), await socketOf(cast.subscriber, 'api base')];
    const untold = [await socketOf(cast.fan), await socketOf(cast.blocked), await socketOf(cast.owner)];
    const overheard = untold.map((s) => record(s, 'stream/started'));
    const told = toldSockets.map((s) => heard(s, 'stream/started'));
    const session = await goLive(cast.owner, { type: 'group', price: 9 });
    for (const payload of await Promise.all(told)) {
      expect(payload.stream).toMatchObject({ _id: session._id, performerId: cast.owner.id, type: 'group', price: 9, status: 'live', conversationId: session.conversationId });
    }
    await caughtUp(io, untold);
    expect(overheard.flat()).toEqual([]);
  });
});
