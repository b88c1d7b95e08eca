/**
 * @jest-environment node
 */
// The realtime client's live-session side against a real socket.io server: the session room's chat events land
// in the store, and a watched session's room is joined, left, and joined again after a reconnect.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { makeStore } from '@/redux/store';
import { liveChatSlices } from '@/redux/page-slices/live-chat';
import { loadStreamMessagesSuccess } from '@/redux/stream-message/actions';
import { closeSocket, followStream, loadSocketClient, openSocket } from '@/services/socket';
import { aMessage } from '../../helpers/realtime-message-fixtures';

type TestServer = { io: Server<ClientToServerEvents, ServerToClientEvents>; url: string; close(): Promise<void> };
let server: TestServer;
const roomEvents: string[] = [];

beforeAll(async () => {
  await loadSocketClient();
  const httpServer = http.createServer();
  const io: TestServer['io'] = new Server(httpServer);
  io.on('connection', (socket) => {
    socket.on('stream/join', ({ streamId }) => roomEvents.push(`join ${streamId}`));
    socket.on('stream/leave', ({ streamId }) => roomEvents.push(`leave ${streamId}`));
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  server = {
    io,
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    close: async () => {
      io.close();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
});
afterEach(() => {
  closeSocket();
  roomEvents.length = 0;
});
afterAll(() => server.close());

async function until(check: () => boolean, timeoutMs = 8000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function connectedStore() {
  const store = makeStore(undefined, liveChatSlices);
  const socket = openSocket({ url: server.url, token: 'tok', dispatch: store.dispatch });
  await until(() => socket.connected);
  return { store, socket };
}

describe('stream chat events into the store', () => {
  it('a stream/message line is appended to its chat', async () => {
    const { store } = await connectedStore();
    const earlier = aMessage({ conversationId: 'chat-1' });
    store.dispatch(loadStreamMessagesSuccess({ conversationId: 'chat-1', data: [earlier], total: 1 }));
    const line = aMessage({ conversationId: 'chat-1', text: 'Hi from the crowd' });
    server.io.emit('stream/message', { streamId: 'stream-1', message: line });
    await until(() => store.getState().streamMessage.conversationMap['chat-1'].items.length === 2);
    expect(store.getState().streamMessage.conversationMap['chat-1']).toMatchObject({ items: [earlier, line], total: 2 });
  });

  it('stream/message-deleted marks the line deleted, and stream/messages-cleared empties the chat', async () => {
    const { store } = await connectedStore();
    const [a, b] = [aMessage({ conversationId: 'chat-2' }), aMessage({ conversationId: 'chat-2' })];
    store.dispatch(loadStreamMessagesSuccess({ conversationId: 'chat-2', data: [b, a], total: 2 }));
    server.io.emit('stream/message-deleted', { streamId: 'stream-2', conversationId: 'chat-2', messageId: a._id });
    await until(() => store.getState().streamMessage.conversationMap['chat-2'].items[0].isDeleted);
    expect(store.getState().streamMessage.conversationMap['chat-2'].items.map((m) => [m.text, m.isDeleted])).toEqual([
      ['Message deleted', true],
      [b.text, false],
    ]);
    server.io.emit('stream/messages-cleared', { streamId: 'stream-2', conversationId: 'chat-2' });
    await until(() => store.getState().streamMessage.conversationMap['chat-2'].items.length === 0);
    expect(store.getState().streamMessage.conversationMap['chat-2'].total).toBe(0);
  });
});

describe('watching a live session', () => {
  it('joins its room when connected, leaves on unfollow, and joins again after a reconnect', async () => {
    const { socket } = await connectedStore();
    const leave = followStream('stream-9');
    await until(() => roomEvents.length === 1);
    expect(roomEvents).toEqual(['join stream-9']);

    for (const s of await server.io.fetchSockets()) (s as unknown as { conn: { close(): void } }).conn.close();
    await until(() => roomEvents.length === 2);
    expect(roomEvents).toEqual(['join stream-9', 'join stream-9']);
    expect(socket.connected).toBe(true);

    leave();
    await until(() => roomEvents.length === 3);
    expect(roomEvents.at(-1)).toBe('leave stream-9');
  });

  it('a session followed before the socket connects is joined on connect', async () => {
    const leave = followStream('stream-early');
    await connectedStore();
    await until(() => roomEvents.length === 1);
    expect(roomEvents).toEqual(['join stream-early']);
    leave();
  });
});
