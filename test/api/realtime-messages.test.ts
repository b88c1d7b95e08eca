// Messaging over real socket.io clients: the events the messages module announces reach exactly the
// sockets of the users they concern.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { userRoom } from '@/contracts/socket-events';
import { createMessageEvents } from '@/server/modules/messages/message-events';
import { pushMessageEvents } from '@/server/realtime/message-sockets';
import { createRealtimeServer, type RealtimeServer } from '@/server/realtime/socket-server';

import { createUser, loginAs, type TestUser } from '../factories/users';
import { aConversation, aMessage } from '../helpers/realtime-message-fixtures';
import { record, socketClients } from '../helpers/socket-clients';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let io: RealtimeServer;
let url: string;
const bus = createMessageEvents();
const clients = socketClients();

beforeAll(async () => {
  ctx = await createTestApp();
  // A slow session lookup, as under load: events a client sends right after connecting arrive before it ends.
  const resolveSession: typeof ctx.app.services.auth.resolveSession = async (token) => {
    await new Promise((r) => setTimeout(r, 60));
    return ctx.app.services.auth.resolveSession(token);
  };
  io = createRealtimeServer(ctx.app.server, { resolveSession });
  pushMessageEvents(io, bus);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  clients.closeAll();
  io.close();
  await ctx.close();
});

const open = (query: Record<string, string> = {}) => clients.open(url, query);

async function signedIn(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(ctx.database.db);
  return { user, token: await loginAs(ctx.app, user) };
}

async function waitForRoomSize(room: string, expected: number): Promise<number> {
  for (let i = 0; i < 50; i++) {
    if ((await io.in(room).fetchSockets()).length === expected) return expected;
    await new Promise((r) => setTimeout(r, 20));
  }
  return (await io.in(room).fetchSockets()).length;
}

/** Events travel over real sockets: an event that should not arrive gets this long to prove it. */
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('message events reach the users they concern', () => {
  test('a new message reaches every open page of its user and no one else', async () => {
    const fan = await signedIn();
    const stranger = await signedIn();
    const tabs = [await open({ token: fan.token }), await open({ token: fan.token })];
    const other = await open({ token: stranger.token });
    expect(await waitForRoomSize(userRoom(fan.user.id), 2)).toBe(2);
    expect(await waitForRoomSize(userRoom(stranger.user.id), 1)).toBe(1);
    const seen = tabs.map((tab) => record(tab, 'message/created'));
    const strangerSeen = record(other, 'message/created');

    const conversation = aConversation({ totalNotSeenMessages: 3 });
    const message = aMessage({ conversationId: conversation._id, text: 'See you tonight' });
    const arrived = Promise.all(tabs.map((tab) => new Promise((resolve) => tab.once('message/created', resolve))));
    bus.notify({ kind: 'created', userId: fan.user.id, message, conversation });
    await arrived;
    await settle();

    expect(seen).toEqual([[{ message, conversation }], [{ message, conversation }]]);
    expect(strangerSeen).toEqual([]);
  });

  test('a delete reaches both participants; the unread total reaches its user', async () => {
    const fan = await signedIn();
    const performer = await signedIn();
    const fanSocket = await open({ token: fan.token });
    const performerSocket = await open({ token: performer.token });
    expect(await waitForRoomSize(userRoom(fan.user.id), 1)).toBe(1);
    expect(await waitForRoomSize(userRoom(performer.user.id), 1)).toBe(1);
    const fanTotals = record(fanSocket, 'message/unread-total');
    const performerTotals = record(performerSocket, 'message/unread-total');

    const conversationId = randomUUID();
    const messageId = randomUUID();
    const deleted = [fanSocket, performerSocket].map((s) => new Promise((resolve) => s.once('message/deleted', resolve)));
    bus.notify({ kind: 'deleted', userIds: [fan.user.id, performer.user.id], conversationId, messageId });
    expect(await Promise.all(deleted)).toEqual([
      { conversationId, messageId },
      { conversationId, messageId },
    ]);

    const total = new Promise((resolve) => fanSocket.once('message/unread-total', resolve));
    bus.notify({ kind: 'unread-total', userId: fan.user.id, total: 7 });
    expect(await total).toEqual({ total: 7 });
    await settle();
    expect(fanTotals).toEqual([{ total: 7 }]);
    expect(performerTotals).toEqual([]);
  });

  test('an anonymous socket receives no message events; unsubscribing stops the forwarding', async () => {
    const fan = await signedIn();
    const anonymous = await open();
    const fanSocket = await open({ token: fan.token });
    expect(await waitForRoomSize(userRoom(fan.user.id), 1)).toBe(1);
    const anonymousSeen = record(anonymous, 'message/unread-total');
    const fanSeen = record(fanSocket, 'message/unread-total');

    // A second forwarder on the same server, stopped at once: were it still subscribed, the fan would get two.
    const stop = pushMessageEvents(io, bus);
    stop();

    bus.notify({ kind: 'unread-total', userId: fan.user.id, total: 1 });
    await settle();
    // Exactly one delivery: the stopped forwarder added none.
    expect(fanSeen).toEqual([{ total: 1 }]);
    expect(anonymousSeen).toEqual([]);
  });
});
