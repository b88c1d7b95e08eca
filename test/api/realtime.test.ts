// socket.io on the app's server: a socket with a valid token joins its user's room and receives events
// sent to that user; an invalid token joins nothing; auth/login after connecting binds the socket. A socket
// lives no longer than its session: every way a session ends reaches the sockets opened with it.
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { randomUUID } from 'node:crypto';
import { streamRoom, userRoom, type ServerToClientEvents } from '@/contracts/socket-events';
import { sessions } from '@/server/modules/auth/auth.table';
import { users } from '@/server/modules/users/users.table';
import type { SocketWiring } from '@/server/realtime/app-realtime';
import { API_NAMESPACE, authenticatedUserId, type RealtimeServer } from '@/server/realtime/socket-server';
import { authHeader, createPerformer, createUser, loginAs, type TestUser } from '../factories/users';
import { lastLink } from '../helpers/accounts';
import { aConversation, aMessage } from '../helpers/realtime-message-fixtures';
import { socketClients, type ClientSocket } from '../helpers/socket-clients';
import type { TestContext } from '../helpers/test-app';
import { startWiredApp, stopWiredApp, type WiredApp } from '../helpers/wired-app';

let ctx: TestContext;
let io: RealtimeServer;
let wiring: SocketWiring;
let wired: WiredApp | undefined;
let url: string;
const clients = socketClients();
/** The session timer's task: the test runs it instead of waiting for the interval. */
let tick: () => void = () => undefined;
/** How many sessions each of the session check's queries asked about. */
const sessionQueries: number[] = [];

beforeAll(async () => {
  wired = await startWiredApp({
    services: ({ app }) => ({
      ...app.services,
      auth: {
        liveSessionIds: (ids) => {
          sessionQueries.push(ids.length);
          return app.services.auth.liveSessionIds(ids);
        },
      },
    }),
    wiring: {
      every: (task) => {
        tick = task;
        return () => undefined;
      },
    },
  });
  ({ ctx, io, wiring, url } = wired);
});

afterAll(() => stopWiredApp(wired, clients));

const open = (query: Record<string, string> = {}) => clients.open(url, query);
const db = () => ctx.database.db;

async function roomSize(userId: string, expected: number) {
  // Binding is asynchronous (the session is looked up in the database): wait for it briefly.
  for (let i = 0; i < 50; i++) {
    if ((await io.in(userRoom(userId)).fetchSockets()).length === expected) return expected;
    await new Promise((r) => setTimeout(r, 20));
  }
  return (await io.in(userRoom(userId)).fetchSockets()).length;
}

/** A page's socket that remembers every event it heard and why it was disconnected. */
interface Tab {
  socket: ClientSocket;
  heard: string[];
  /** The server's answer to its token: the user it bound the socket to, or null. */
  boundTo: Promise<string | null>;
  loggedOut: Promise<void>;
  disconnected: Promise<string>;
}

function watch(socket: ClientSocket): Tab {
  const heard: string[] = [];
  socket.onAny((event: string) => heard.push(event));
  return {
    socket,
    heard,
    boundTo: Promise.resolve().then(() => {
      // A client socket knows its namespace (`nsp`): '/' at the root, '/api' at the API's address.
      const server = io.of((socket as unknown as { nsp: string }).nsp).sockets.get(socket.id!);
      if (!server) throw new Error('The server holds no socket with this id.');
      return authenticatedUserId(server);
    }),
    loggedOut: new Promise((resolve) => socket.once('auth/logout', () => resolve())),
    disconnected: new Promise((resolve) => socket.once('disconnect', resolve)),
  };
}

/** A socket opened with the token (at the root, or at the API's address), once the server has bound it to its user. */
async function tabOf(user: TestUser, token: string, at: 'root' | 'api base' = 'root'): Promise<Tab> {
  const tab = watch(await (at === 'root' ? open({ token }) : clients.open(`${url}/api`, { token })));
  expect(await tab.boundTo).toBe(user.id);
  return tab;
}

function next<E extends keyof ServerToClientEvents>(tab: Tab, event: E): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve) => (tab.socket as unknown as { once(e: string, fn: (p: unknown) => void): void }).once(event, (p) => resolve(p as never)));
}

/** A balance change and a message for the user; resolves once every `reached` tab heard both. */
async function eventsFor(userId: string, reached: Tab[]): Promise<void> {
  const heard = Promise.all(reached.flatMap((tab) => [next(tab, 'balance/update'), next(tab, 'message/created')]));
  ctx.app.services.balanceEvents.notify(userId, 1000, 500);
  ctx.app.services.messageEvents.notify({ kind: 'created', userId, message: aMessage(), conversation: aConversation() });
  await heard;
}

const api = (method: 'POST' | 'PUT', path: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${path}`, headers: token ? authHeader(token) : {}, payload });

test('a socket with a valid token receives events sent to its user', async () => {
  const user = await createUser(ctx.database.db);
  const token = await loginAs(ctx.app, user);
  const socket = await open({ token });
  expect(await roomSize(user.id, 1)).toBe(1);

  const received = new Promise<{ token: number }>((resolve) => socket.on('balance/update', resolve));
  io.to(userRoom(user.id)).emit('balance/update', { token: 12.5 });
  expect(await received).toEqual({ token: 12.5 });
});

test('the token may also come in the handshake\'s auth payload', async () => {
  const user = await createUser(db());
  const token = await loginAs(ctx.app, user);
  const socket: ClientSocket = clients.track(connect(url, { auth: { token }, transports: ['websocket'], reconnection: false }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const tab = watch(socket);
  expect(await tab.boundTo).toBe(user.id);
  await eventsFor(user.id, [tab]);
});

test('a socket with an invalid token joins no room; auth/login with a valid one binds it', async () => {
  const user = await createUser(ctx.database.db);
  const socket = await open({ token: 'not-a-token' });
  expect(await roomSize(user.id, 1)).toBe(0);

  socket.emit('auth/login', { token: await loginAs(ctx.app, user) });
  expect(await roomSize(user.id, 1)).toBe(1);
});

test('a page reconnecting with a session that ended meanwhile joins nothing and hears auth/logout', async () => {
  const user = await createUser(ctx.database.db);
  const token = await loginAs(ctx.app, user);
  await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
  const tab = watch(await open({ token }));
  await tab.loggedOut;
  expect(await tab.boundTo).toBeNull();
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

describe('a socket ends with its session', () => {
  test('logout: the session\'s pages hear auth/logout and leave every room; another device carries on, and a new login binds again', async () => {
    const user = await createUser(db());
    const [laptop, phone] = [await loginAs(ctx.app, user), await loginAs(ctx.app, user)];
    const laptopTabs = [await tabOf(user, laptop), await tabOf(user, laptop)];
    const phoneTab = await tabOf(user, phone);
    const watching = streamRoom(randomUUID());
    await io.of('/').sockets.get(laptopTabs[0].socket.id!)!.join(watching);

    expect((await api('POST', '/auth/logout', laptop)).statusCode).toBe(200);
    await Promise.all(laptopTabs.map((tab) => tab.loggedOut));
    expect(await Promise.all(laptopTabs.map((tab) => tab.disconnected))).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await io.in(userRoom(user.id)).fetchSockets()).map((s) => s.id)).toEqual([phoneTab.socket.id]);
    expect(await io.in(watching).fetchSockets()).toHaveLength(0);

    await eventsFor(user.id, [phoneTab]);
    for (const tab of laptopTabs) expect(tab.heard).toEqual(['auth/logout']);
    expect(phoneTab.heard).toEqual(['balance/update', 'message/created']);

    const again = await tabOf(user, await loginAs(ctx.app, user));
    await eventsFor(user.id, [again, phoneTab]);
  });

  test('a password change: the changing device keeps working, every other session\'s pages are logged out', async () => {
    const user = await createUser(db());
    const [changer, other, third] = [await loginAs(ctx.app, user), await loginAs(ctx.app, user), await loginAs(ctx.app, user)];
    const changerTab = await tabOf(user, changer);
    const others = [await tabOf(user, other), await tabOf(user, third)];

    expect((await api('PUT', '/auth/users/me/password', changer, { password: 'Changed-pass-77' })).statusCode).toBe(200);
    await Promise.all(others.map((tab) => tab.disconnected));
    expect((await io.in(userRoom(user.id)).fetchSockets()).map((s) => s.id)).toEqual([changerTab.socket.id]);

    await eventsFor(user.id, [changerTab]);
    for (const tab of others) expect(tab.heard).toEqual(['auth/logout']);
    expect(changerTab.heard).toEqual(['balance/update', 'message/created']);
    expect(changerTab.socket.connected).toBe(true);
  });

  test('a password reset ends every session\'s pages', async () => {
    const user = await createUser(db());
    const tabs = [await tabOf(user, await loginAs(ctx.app, user)), await tabOf(user, await loginAs(ctx.app, user))];
    expect((await api('POST', '/auth/users/forgot', undefined, { email: user.email })).statusCode).toBe(200);
    const { token } = lastLink(ctx.app.services.mailer, user.email!, '/auth/reset-password');

    expect((await api('POST', '/auth/users/reset-password', undefined, { token, password: 'After-reset-pass-8' })).statusCode).toBe(200);
    await Promise.all(tabs.map((tab) => tab.loggedOut));
    await Promise.all(tabs.map((tab) => tab.disconnected));
    expect(await io.in(userRoom(user.id)).fetchSockets()).toHaveLength(0);
  });

  test('endSessionsOf (a deactivated account): its pages are logged out, and its tokens stay dead if it comes back', async () => {
    const user = await createUser(db());
    const bystander = await createUser(db());
    const token = await loginAs(ctx.app, user);
    const tab = await tabOf(user, token);
    const bystanderTab = await tabOf(bystander, await loginAs(ctx.app, bystander));

    await db().update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    await ctx.app.services.auth.endSessionsOf(user.id);
    await tab.loggedOut;
    expect(await tab.disconnected).toBe('io server disconnect');
    expect(await io.in(userRoom(user.id)).fetchSockets()).toHaveLength(0);

    await db().update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    expect(await ctx.app.services.auth.resolveSession(token)).toBeNull();
    await eventsFor(bystander.id, [bystanderTab]);
    expect(bystanderTab.heard).toEqual(['balance/update', 'message/created']);
  });

  test('the periodic check ends sockets whose session expired or whose account was deactivated, in one query for the node', async () => {
    const [expiring, deactivated, live] = [await createUser(db()), await createUser(db()), await createUser(db())];
    const expiringToken = await loginAs(ctx.app, expiring);
    const expiringTabs = [await tabOf(expiring, expiringToken), await tabOf(expiring, expiringToken)];
    const deactivatedTab = await tabOf(deactivated, await loginAs(ctx.app, deactivated));
    const liveTab = await tabOf(live, await loginAs(ctx.app, live));
    const boundSessions = new Set([...io.of('/').sockets.values()].map((s) => s.data.sessionId).filter(Boolean)).size;

    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expiring.id));
    await db().update(users).set({ status: 'inactive' }).where(eq(users.id, deactivated.id));
    sessionQueries.length = 0;
    tick();
    await Promise.all([...expiringTabs, deactivatedTab].map((tab) => tab.disconnected));

    expect(sessionQueries).toEqual([boundSessions]);
    for (const tab of [...expiringTabs, deactivatedTab]) expect(tab.heard).toEqual(['auth/logout']);
    expect(await wiring.checkSessions()).toBe(0);
    await eventsFor(live.id, [liveTab]);
    expect(liveTab.socket.connected).toBe(true);
  });
});

describe('the socket at the API base', () => {
  // A client told that the socket lives at the API's address calls io('https://site/api'), which socket.io
  // reads as the namespace /api on the default path.
  test('a socket opened at the API address with the token binds to its user and hears what the root hears', async () => {
    const user = await createUser(db());
    const token = await loginAs(ctx.app, user);
    const atApi = await tabOf(user, token, 'api base');
    const atRoot = await tabOf(user, token);
    await eventsFor(user.id, [atApi, atRoot]);
    expect(atApi.heard).toEqual(['balance/update', 'message/created']);
  });

  test('auth/login binds an anonymous socket at the API address', async () => {
    const user = await createUser(db());
    const tab = watch(await clients.open(`${url}/api`));
    expect(await tab.boundTo).toBeNull();
    tab.socket.emit('auth/login', { token: await loginAs(ctx.app, user) });
    const bound = next(tab, 'balance/update');
    for (let i = 0; i < 50 && (await io.of(API_NAMESPACE).in(userRoom(user.id)).fetchSockets()).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    ctx.app.services.balanceEvents.notify(user.id, 700, 700);
    expect(await bound).toEqual({ token: 7 });
  });

  test('logout and the periodic check end sockets at the API address like those at the root', async () => {
    const user = await createUser(db());
    const expiring = await createUser(db());
    const token = await loginAs(ctx.app, user);
    const tabs = [await tabOf(user, token, 'api base'), await tabOf(user, token)];
    expect((await api('POST', '/auth/logout', token)).statusCode).toBe(200);
    await Promise.all(tabs.map((tab) => tab.loggedOut));
    expect(await Promise.all(tabs.map((tab) => tab.disconnected))).toEqual(['io server disconnect', 'io server disconnect']);

    const expiringTab = await tabOf(expiring, await loginAs(ctx.app, expiring), 'api base');
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expiring.id));
    expect(await wiring.checkSessions()).toBe(1);
    await expiringTab.disconnected;
    expect(expiringTab.heard).toEqual(['auth/logout']);
  });

  test('any other namespace is still refused', async () => {
    await expect(clients.open(`${url}/not-the-api`)).rejects.toThrow('Invalid namespace');
  });
});
