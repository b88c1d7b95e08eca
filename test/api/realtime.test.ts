// socket.io on the app's server: a socket with a valid token joins its user's room and receives events
// sent to that user; an invalid token joins nothing; auth/login after connecting binds the socket.
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { userRoom, type ClientToServerEvents, type ServerToClientEvents } from '@/contracts/socket-events';
import { createRealtimeServer, type RealtimeServer } from '@/server/realtime/socket-server';
import { createUser, loginAs } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let ctx: TestContext;
let io: RealtimeServer;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  io = createRealtimeServer(ctx.app.server, { resolveSession: ctx.app.services.auth.resolveSession });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  io.close();
  await ctx.close();
});

function open(query: Record<string, string> = {}): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, { query, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

async function roomSize(userId: string, expected: number) {
  // Binding is asynchronous (the session is looked up in the database): wait for it briefly.
  for (let i = 0; i < 50; i++) {
    if ((await io.in(userRoom(userId)).fetchSockets()).length === expected) return expected;
    await new Promise((r) => setTimeout(r, 20));
  }
  return (await io.in(userRoom(userId)).fetchSockets()).length;
}

test('a socket with a valid token receives events sent to its user', async () => {
  const user = await createUser(ctx.database.db);
  const token = await loginAs(ctx.app, user);
  const socket = await open({ token });
  expect(await roomSize(user.id, 1)).toBe(1);

  const received = new Promise<{ token: number }>((resolve) => socket.on('balance/update', resolve));
  io.to(userRoom(user.id)).emit('balance/update', { token: 12.5 });
  expect(await received).toEqual({ token: 12.5 });
});

test('a socket with an invalid token joins no room; auth/login with a valid one binds it', async () => {
  const user = await createUser(ctx.database.db);
  const socket = await open({ token: 'not-a-token' });
  expect(await roomSize(user.id, 1)).toBe(0);

  socket.emit('auth/login', { token: await loginAs(ctx.app, user) });
  expect(await roomSize(user.id, 1)).toBe(1);
});

test('a revoked session cannot bind a socket', async () => {
  const user = await createUser(ctx.database.db);
  const token = await loginAs(ctx.app, user);
  await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
  await open({ token });
  expect(await roomSize(user.id, 1)).toBe(0);
});
