/**
 * @jest-environment node
 */
// The realtime client against a real socket.io server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { closeSocket, getSocket, loadSocketClient, openSocket } from '@/services/socket';

let httpServer: http.Server;
let io: Server<ClientToServerEvents, ServerToClientEvents>;
let url: string;
const handshakes: unknown[] = [];
const logins: unknown[] = [];

beforeAll(async () => {
  await loadSocketClient();
  httpServer = http.createServer();
  io = new Server(httpServer, { transports: ['websocket', 'polling'] });
  io.on('connection', (socket) => {
    handshakes.push(socket.handshake.query.token);
    socket.on('auth/login', (payload) => logins.push(payload));
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterEach(() => closeSocket());
afterAll(async () => {
  io.close();
  // Sockets opened without a readBalance of their own ask this server's /api/users/me, which it never answers.
  httpServer.closeAllConnections();
  await new Promise((resolve) => httpServer.close(resolve));
});

async function until(check: () => boolean, timeoutMs = 8000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const statuses = (actions: UnknownAction[]) => actions.filter((a) => a.type === 'socket/setSocketStatus').map((a) => a.payload);

describe('socket client (realtime events)', () => {
  it('connects with the token as a query parameter and reports its status', async () => {
    const actions: UnknownAction[] = [];
    openSocket({ url, token: 'tok-1', dispatch: (a) => (actions.push(a as UnknownAction), a) });
    await until(() => statuses(actions).includes('connected'));
    expect(statuses(actions)).toEqual(['initialized', 'connected']);
    expect(handshakes).toContain('tok-1');
  });

  it('uses unlimited reconnection, 1 s to 10 s, websocket then polling', () => {
    const socket = openSocket({ url, token: 't', dispatch: (a) => a });
    expect(socket.io.reconnection()).toBe(true);
    expect(socket.io.reconnectionAttempts()).toBe(Infinity);
    expect(socket.io.reconnectionDelay()).toBe(1000);
    expect(socket.io.reconnectionDelayMax()).toBe(10_000);
    expect(socket.io.opts.transports).toEqual(['websocket', 'polling']);
  });

  it('passes a pushed balance change to the store', async () => {
    const actions: UnknownAction[] = [];
    openSocket({ url, token: 'tok-2', dispatch: (a) => (actions.push(a as UnknownAction), a) });
    await until(() => statuses(actions).includes('connected'));
    io.emit('balance/update', { token: 4.5 });
    await until(() => actions.some((a) => a.type === 'user/updateBalance'));
    expect(actions.find((a) => a.type === 'user/updateBalance')?.payload).toEqual({ token: 4.5 });
  });

  it('starts each connection from the balance the server holds, then adds what is pushed', async () => {
    const actions: UnknownAction[] = [];
    let reads = 0;
    openSocket({
      url,
      token: 'tok-2b',
      dispatch: (a) => (actions.push(a as UnknownAction), a),
      readBalance: async () => {
        reads += 1;
        return reads === 1 ? 35.02 : 12;
      },
    });
    await until(() => actions.some((a) => a.type === 'user/setBalance'));
    expect(actions.filter((a) => a.type === 'user/setBalance').map((a) => (a as unknown as { payload: unknown }).payload)).toEqual([35.02]);
    // A dropped transport reconnects by itself: the new connection reads the balance again.
    for (const s of await io.fetchSockets()) if (s.handshake.query.token === 'tok-2b') (s as unknown as { conn: { close(): void } }).conn?.close();
    await until(() => actions.filter((a) => a.type === 'user/setBalance').length === 2);
    expect((actions.filter((a) => a.type === 'user/setBalance').at(-1) as unknown as { payload: unknown }).payload).toBe(12);
  });

  it('a balance it cannot read leaves the shown one alone', async () => {
    const actions: UnknownAction[] = [];
    let asked = false;
    openSocket({
      url,
      token: 'tok-2c',
      dispatch: (a) => (actions.push(a as UnknownAction), a),
      readBalance: async () => {
        asked = true;
        throw new Error('offline');
      },
    });
    await until(() => asked && statuses(actions).includes('connected'));
    io.emit('balance/update', { token: 1 });
    await until(() => actions.some((a) => a.type === 'user/updateBalance'));
    expect(actions.some((a) => a.type === 'user/setBalance')).toBe(false);
  });

  it('on reconnect it says who it is again with auth/login', async () => {
    const actions: UnknownAction[] = [];
    logins.length = 0;
    openSocket({ url, token: 'tok-3', dispatch: (a) => (actions.push(a as UnknownAction), a), getToken: () => 'tok-3-latest' });
    await until(() => statuses(actions).includes('connected'));
    // Drop the transport (a network blip), not a server-side kick, so the client reconnects by itself.
    for (const s of await io.fetchSockets()) (s as unknown as { conn: { close(): void } }).conn?.close();
    await until(() => logins.length > 0);
    expect(logins).toEqual([{ token: 'tok-3-latest' }]);
    expect(statuses(actions)).toEqual(expect.arrayContaining(['disconnect', 'reconnecting']));
    expect(statuses(actions).at(-1)).toBe('connected');
  });

  it('auth/logout from the server logs the page out once, naming the token the socket presented', async () => {
    const actions: UnknownAction[] = [];
    openSocket({ url, token: 'tok-4', dispatch: (a) => (actions.push(a as UnknownAction), a) });
    await until(() => statuses(actions).includes('connected'));
    for (const s of await io.fetchSockets()) {
      if (s.handshake.query.token !== 'tok-4') continue;
      s.emit('auth/logout');
      s.emit('auth/logout');
    }
    await until(() => actions.some((a) => a.type === 'auth/logout'));
    io.emit('balance/update', { token: 1 });
    await until(() => actions.some((a) => a.type === 'user/updateBalance'));
    expect(actions.filter((a) => a.type === 'auth/logout')).toEqual([{ type: 'auth/logout', payload: { token: 'tok-4' } }]);
  });

  it('a reconnect presents the current token in its handshake, and a later auth/logout names that one', async () => {
    const actions: UnknownAction[] = [];
    openSocket({ url, token: 'tok-5', dispatch: (a) => (actions.push(a as UnknownAction), a), getToken: () => 'tok-5-latest' });
    await until(() => statuses(actions).includes('connected'));
    for (const s of await io.fetchSockets()) (s as unknown as { conn: { close(): void } }).conn?.close();
    await until(() => handshakes.includes('tok-5-latest'));
    await until(() => statuses(actions).at(-1) === 'connected');
    for (const s of await io.fetchSockets()) if (s.handshake.query.token === 'tok-5-latest') s.emit('auth/logout');
    await until(() => actions.some((a) => a.type === 'auth/logout'));
    expect(actions.find((a) => a.type === 'auth/logout')?.payload).toEqual({ token: 'tok-5-latest' });
  });

  it('without an address it opens at the API base, the namespace /api, with the token', async () => {
    const atApi: unknown[] = [];
    io.of('/api').on('connection', (socket) => atApi.push(socket.handshake.query.token));
    const before = process.env.API_INTERNAL_URL;
    process.env.API_INTERNAL_URL = `${url}/api`;
    try {
      const actions: UnknownAction[] = [];
      openSocket({ token: 'tok-api', dispatch: (a) => (actions.push(a as UnknownAction), a) });
      await until(() => statuses(actions).includes('connected'));
      expect(atApi).toEqual(['tok-api']);
      expect(handshakes).not.toContain('tok-api');
    } finally {
      if (before === undefined) delete process.env.API_INTERNAL_URL;
      else process.env.API_INTERNAL_URL = before;
    }
  });

  it('a failed connection sets status failed', async () => {
    const actions: UnknownAction[] = [];
    openSocket({ url: 'http://127.0.0.1:1', token: 't', dispatch: (a) => (actions.push(a as UnknownAction), a) });
    await until(() => statuses(actions).includes('failed'));
  });

  it('one socket at a time: opening again closes the previous one', async () => {
    const first = openSocket({ url, token: 'a', dispatch: (a) => a });
    const second = openSocket({ url, token: 'b', dispatch: (a) => a });
    expect(first.disconnected).toBe(true);
    expect(getSocket()).toBe(second);
  });
});
