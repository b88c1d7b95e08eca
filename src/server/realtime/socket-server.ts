// socket.io on the app's HTTP server. Each authenticated socket joins its user's room; with REDIS_URL
// the Redis adapter fans events out across app nodes.
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import {
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '@/contracts/socket-events';
import type { SessionResolver } from '../http/auth-guard';
import type { BalanceEvents } from '../modules/ledger/balance-events';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export function createRealtimeServer(
  httpServer: HttpServer,
  deps: { resolveSession: SessionResolver; redis?: Redis; log?: { warn(obj: unknown, msg?: string): void } },
): RealtimeServer {
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    serveClient: false,
    // Leave other upgrade requests (Next's dev HMR) to their own listeners.
    destroyUpgrade: false,
  });
  if (deps.redis) io.adapter(createAdapter(deps.redis, deps.redis.duplicate()));

  async function bind(socket: Parameters<Parameters<RealtimeServer['on']>[1]>[0], token: unknown) {
    if (typeof token !== 'string' || !token) return;
    const user = await deps.resolveSession(token).catch(() => null);
    if (!user) return;
    if (socket.data.userId && socket.data.userId !== user.id) socket.leave(userRoom(socket.data.userId));
    socket.data.userId = user.id;
    await socket.join(userRoom(user.id));
  }

  io.on('connection', (socket) => {
    socket.data.userId = null;
    void bind(socket, socket.handshake.query.token ?? socket.handshake.auth?.token);
    socket.on('auth/login', (payload) => void bind(socket, payload?.token));
  });
  return io;
}

/**
 * Pushes every wallet change to the user's open pages (spec §4: the amount is added to the balance the page
 * shows, in currency units). Through the Redis adapter this reaches sockets on every node.
 */
export function pushBalanceChanges(io: RealtimeServer, events: Pick<BalanceEvents, 'subscribe'>): () => void {
  return events.subscribe((userId, _balance, change) => {
    io.to(userRoom(userId)).emit('balance/update', { token: change / 100 });
  });
}
