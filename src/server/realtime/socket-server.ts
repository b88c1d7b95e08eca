// socket.io on the app's HTTP server. Each authenticated socket joins its user's room and its session's
// room (session-sockets.ts ends it with the session); with REDIS_URL the Redis adapter fans events out
// across app nodes. Nothing here logs a handshake or its URL: both carry the session token.
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Namespace, type Socket } from 'socket.io';
import {
  sessionRoom,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '@/contracts/socket-events';
import { fromMinor } from '@/lib/money';
import { isAdmin, type SessionResolver } from '../http/auth-guard';
import { clientAddressResolver } from '../http/trust-proxy';
import type { Log } from '../log';
import type { BalanceEvents } from '../modules/ledger/balance-events';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeNamespace = Namespace<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * A client may open its socket at the site's root or at the API's address (`io('https://site/api')`, which
 * socket.io reads as the namespace `/api`): a client told "the socket is at the API base" must find it
 * there. Both namespaces take the same token and hear the same events; everything that announces to sockets
 * does it on each (everyNamespace), through the Redis adapter when there is one.
 */
export const API_NAMESPACE = '/api';

/** The namespaces sockets live in: the root and the API base, in that order. */
export function everyNamespace(io: RealtimeServer): readonly RealtimeNamespace[] {
  return [io.of('/'), io.of(API_NAMESPACE)];
}

// A socket's session lookup runs while its first events may already arrive (a client joins its open
// thread right after connecting): handlers that need the user wait for the lookup in flight.
const pendingBinds = new WeakMap<RealtimeSocket, Promise<void>>();

/** The socket's user once its pending authentication settled; null for an anonymous socket. */
export async function authenticatedUserId(socket: RealtimeSocket): Promise<string | null> {
  await pendingBinds.get(socket)?.catch(() => undefined);
  return socket.data.userId;
}

/**
 * Resolves once each Redis connection has passed ioredis's ready check. Open the adapter's connections and
 * wait for this before taking traffic: a connection whose first ready check fails (seen on a loaded machine)
 * drops and reconnects, and events between nodes are lost until it is back. Errors are logged, not thrown:
 * ioredis reconnects by itself.
 */
export async function redisReady(clients: readonly Redis[], log?: Pick<Log, 'warn'>): Promise<void> {
  await Promise.all(
    clients.map((client) => {
      client.on('error', (err: Error) => log?.warn({ err }, `Redis connection error: ${err.message}`));
      if (client.status === 'ready') return undefined;
      return new Promise<void>((resolve, reject) => {
        client.once('ready', () => resolve());
        client.once('end', () => reject(new Error('The Redis connection closed before it was ready.')));
      });
    }),
  );
}

export function createRealtimeServer(
  httpServer: HttpServer,
  deps: {
    resolveSession: SessionResolver;
    redis?: Redis;
    /** The adapter's subscriber connection; a duplicate of `redis` when unset. Pass one to close it yourself. */
    redisSubscriber?: Redis;
    /** Origins whose pages may open a socket (config.allowedOrigins); any origin when unset (tests). */
    allowedOrigins?: readonly string[];
    /** TRUST_PROXY: whose X-Forwarded-For names a socket's address, as for HTTP requests. */
    trustProxy?: string;
    log?: Pick<Log, 'warn'>;
  },
): RealtimeServer {
  const clientAddress = clientAddressResolver(deps.trustProxy);
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    // The same origins as the API's CORS: a page elsewhere cannot ride a visitor's browser into a socket.
    // Requests without an Origin header (apps, servers) are not browsers' cross-origin calls and pass.
    ...(deps.allowedOrigins ? { cors: { origin: [...deps.allowedOrigins], credentials: true }, allowRequest: originCheck(deps.allowedOrigins) } : {}),
    serveClient: false,
    // Leave other upgrade requests (Next's dev HMR) to their own listeners.
    destroyUpgrade: false,
  });
  if (deps.redis) io.adapter(createAdapter(deps.redis, deps.redisSubscriber ?? deps.redis.duplicate()));

  async function bind(socket: RealtimeSocket, token: unknown) {
    if (typeof token !== 'string' || !token) return;
    let user: Awaited<ReturnType<SessionResolver>>;
    try {
      user = await deps.resolveSession(token);
    } catch (error) {
      // The database could not answer: the page is not logged out for that; its reconnect tries again.
      deps.log?.warn({ err: error }, 'Could not check a socket\'s session; the socket stays unbound.');
      return;
    }
    if (socket.disconnected) return;
    if (!user) {
      // A page whose token opens no session any more (it ended while the page was away, on a reconnect)
      // learns it is logged out. A bound socket keeps its own session: a stale token cannot unbind it.
      if (!socket.data.sessionId) socket.emit('auth/logout');
      return;
    }
    if (socket.data.userId && socket.data.userId !== user.id) {
      // Another person on this socket: nothing the previous one followed stays open to it.
      for (const room of [...socket.rooms]) if (room !== socket.id) void socket.leave(room);
    } else if (socket.data.sessionId && socket.data.sessionId !== user.sessionId) {
      void socket.leave(sessionRoom(socket.data.sessionId));
    }
    socket.data.userId = user.id;
    socket.data.sessionId = user.sessionId;
    socket.data.isAdmin = isAdmin(user);
    await socket.join([userRoom(user.id), sessionRoom(user.sessionId)]);
  }

  for (const namespace of everyNamespace(io)) {
    namespace.on('connection', (socket) => {
      socket.data.userId = null;
      socket.data.sessionId = null;
      socket.data.isAdmin = false;
      socket.data.clientIp = clientAddress(socket.request);
      // The token as the web client sends it (a query parameter), or in the handshake's auth payload.
      pendingBinds.set(socket, bind(socket, socket.handshake.query.token ?? socket.handshake.auth?.token));
      socket.on('auth/login', (payload) => void pendingBinds.set(socket, bind(socket, payload?.token)));
    });
  }
  return io;
}

/**
 * Refuses a handshake whose Origin header names a page outside `allowed` (websocket upgrades included).
 * A page of this server is always let in, whatever address it was opened at (127.0.0.1, a LAN address).
 */
export function originCheck(allowed: readonly string[]) {
  const origins = new Set(allowed);
  return (req: { headers: { origin?: string; host?: string } }, callback: (err: string | null | undefined, success: boolean) => void) => {
    const origin = req.headers.origin;
    callback(null, !origin || origins.has(origin) || hostOf(origin) === req.headers.host);
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Pushes every wallet change to the user's open pages (docs/product.md "State and transitions": the amount is added to the balance the page
 * shows, in currency units). Through the Redis adapter this reaches sockets on every node.
 */
export function pushBalanceChanges(io: RealtimeServer, events: Pick<BalanceEvents, 'subscribe'>): () => void {
  return events.subscribe((userId, _balance, change) => {
    for (const namespace of everyNamespace(io)) namespace.to(userRoom(userId)).emit('balance/update', { token: fromMinor(change) });
  });
}
