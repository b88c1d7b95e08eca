/**
 * @jest-environment node
 */
// The realtime client's messaging side and transport order, against real socket.io servers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { updateConversation } from '@/redux/conversation/actions';
import { receiveDeletedMessage, receiveMessage } from '@/redux/message/actions';
import { setUnreadTotal } from '@/redux/unread-messages/actions';
import { closeSocket, loadSocketClient, openSocket, SOCKET_TRANSPORTS, PREFERRED_TRANSPORTS } from '@/services/socket';
import { aConversation, aMessage } from '../../helpers/realtime-message-fixtures';

type TestServer = { io: Server<ClientToServerEvents, ServerToClientEvents>; url: string; close(): Promise<void> };
const servers: TestServer[] = [];

async function startServer(transports: ('websocket' | 'polling')[]): Promise<TestServer> {
  const httpServer = http.createServer();
  const io: TestServer['io'] = new Server(httpServer, { transports });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const server = {
    io,
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    close: async () => {
      io.close();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
  servers.push(server);
  return server;
}

beforeAll(() => loadSocketClient());
afterEach(() => {
  closeSocket();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function until(check: () => boolean, timeoutMs = 8000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function connected(url: string) {
  const actions: UnknownAction[] = [];
  const socket = openSocket({ url, token: 'tok', dispatch: (a) => (actions.push(a as UnknownAction), a) });
  const ready = until(() => socket.connected);
  return { actions, socket, ready };
}

const ofType = (actions: UnknownAction[], type: string) => actions.filter((a) => a.type === type);

describe('transports (websocket, polling, long-polling)', () => {
  it('maps the three names onto engine.io\'s two transports, in order, and tries every one', () => {
    expect(PREFERRED_TRANSPORTS).toEqual(['websocket', 'polling', 'long-polling']);
    expect(SOCKET_TRANSPORTS).toEqual(['websocket', 'polling']);
    const socket = openSocket({ url: 'http://127.0.0.1:1', token: 't', dispatch: (a) => a });
    expect(socket.io.opts.transports).toEqual(['websocket', 'polling']);
    expect(socket.io.opts.tryAllTransports).toBe(true);
  });

  it('falls back to long-polling when the server refuses websockets', async () => {
    const server = await startServer(['polling']);
    const { socket, ready } = connected(server.url);
    await ready;
    expect(socket.io.engine.transport.name).toBe('polling');
  });
});

describe('message events into the store (messages, conversation list)', () => {
  it('a new message is received and its conversation updated', async () => {
    const server = await startServer(['websocket', 'polling']);
    const { actions, ready } = connected(server.url);
    await ready;
    const conversation = aConversation({ totalNotSeenMessages: 2 });
    const message = aMessage({ conversationId: conversation._id });
    server.io.emit('message/created', { message, conversation });
    await until(() => ofType(actions, updateConversation.type).length > 0);
    expect(actions.filter((a) => a.type.startsWith('message/') || a.type.startsWith('conversation/'))).toEqual([
      receiveMessage(message),
      updateConversation(conversation),
    ]);
  });

  it('a remote delete and a new unread total reach the message slice', async () => {
    const server = await startServer(['websocket', 'polling']);
    const { actions, ready } = connected(server.url);
    await ready;
    server.io.emit('message/deleted', { conversationId: 'c-1', messageId: 'm-1' });
    server.io.emit('message/unread-total', { total: 9 });
    await until(() => ofType(actions, setUnreadTotal.type).length > 0);
    expect(ofType(actions, receiveDeletedMessage.type)).toEqual([receiveDeletedMessage({ conversationId: 'c-1', messageId: 'm-1' })]);
    expect(ofType(actions, setUnreadTotal.type)).toEqual([setUnreadTotal(9)]);
  });

  it('closing the socket stops the listeners', async () => {
    const server = await startServer(['websocket', 'polling']);
    const { actions, ready } = connected(server.url);
    await ready;
    closeSocket();
    server.io.emit('message/unread-total', { total: 3 });
    await new Promise((r) => setTimeout(r, 150));
    expect(ofType(actions, setUnreadTotal.type)).toEqual([]);
  });
});

