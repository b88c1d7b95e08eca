// socket.io on the app's server: a socket with a valid token joins its user's room and receives events
// sent to that user; an invalid token joins nothing; auth/login after connecting binds the socket.
import type { AddressInfo } from 'node:net';
import { userRoom } from '@/contracts/socket-events';
import { createRealtimeServer, pushBalanceChanges, type RealtimeServer } from '@/server/realtime/socket-server';
import { authHeader, createPerformer, createUser, loginAs } from '../factories/users';
import { socketClients } from '../helpers/socket-clients';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let io: RealtimeServer;
let url: string;
const clients = socketClients();

beforeAll(async () => {
  ctx = await createTestApp();
  io = createRealtimeServer(ctx.app.server, { resolveSession: ctx.app.services.auth.resolveSession });
  pushBalanceChanges(io, ctx.app.services.balanceEvents);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  clients.closeAll();
  io.close();
  await ctx.close();
});

const open = (query: Record<string, string> = {}) => clients.open(url, query);

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

test('a wallet top-up and a purchase reach every open page of the fan as balance changes', async () => {
  const fan = await createUser(ctx.database.db);
  const performer = await createPerformer(ctx.database.db);
  const token = await loginAs(ctx.app, fan);
  const tabs = [await open({ token }), await open({ token })];
  expect(await roomSize(fan.id, 2)).toBe(2);
  const nextChange = () => Promise.all(tabs.map((tab) => new Promise<{ token: number }>((resolve) => tab.once('balance/update', resolve))));
  const api = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: authHeader(token), payload });

  const toppedUp = nextChange();
  const { paymentId } = (await api('/payment/wallet/top-up', { amount: 20 })).json().data;
  expect((await api('/payment/sandbox/confirm', { paymentId, cardNumber: '4242 4242 4242 4242' })).statusCode).toBe(200);
  expect(await toppedUp).toEqual([{ token: 20 }, { token: 20 }]);

  const tipped = nextChange();
  expect((await api(`/wallet/charges/tip/${performer.id}`, { amount: 12.5 })).statusCode).toBe(200);
  expect(await tipped).toEqual([{ token: -12.5 }, { token: -12.5 }]);
});
