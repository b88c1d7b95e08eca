// Real socket.io clients for the realtime API tests, each remembered so the file can disconnect them all.
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { everyNamespace, type RealtimeServer } from '@/server/realtime/socket-server';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function socketClients() {
  const sockets: ClientSocket[] = [];
  return {
    /** A websocket to `url` that does not reconnect, once connected (rejects when the connection is refused). */
    open(url: string, query: Record<string, string> = {}): Promise<ClientSocket> {
      // forceNew: socket.io-client would otherwise share one connection (and its first handshake's token)
      // between sockets of different namespaces on the same server, which no real page does.
      const socket: ClientSocket = connect(url, { query, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    },
    /** The client is kept for closeAll but not waited on (for tests that emit before the connection is up). */
    track(socket: ClientSocket): ClientSocket {
      sockets.push(socket);
      return socket;
    },
    closeAll(): void {
      sockets.forEach((s) => s.disconnect());
    },
  };
}

/** What a server event carries. */
export type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

// The typed catalogue's overloads do not accept a generic event name: listeners are attached untyped here.
type Untyped = { on(e: string, fn: (p: never) => void): void; off(e: string, fn: (p: never) => void): void };

/** Collects every event of one name a socket receives. */
export function record<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E): Payload<E>[] {
  const seen: Payload<E>[] = [];
  (socket as unknown as Untyped).on(event, (payload: Payload<E>) => seen.push(payload));
  return seen;
}

/** The next event of one name that passes `test` (any, by default). */
export function heard<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, test: (payload: Payload<E>) => boolean = () => true): Promise<Payload<E>> {
  const s = socket as unknown as Untyped;
  return new Promise((resolve) => {
    const listener = (payload: Payload<E>) => {
      if (!test(payload)) return;
      s.off(event, listener);
      resolve(payload);
    };
    s.on(event, listener);
  });
}

let marks = 0;
/**
 * Resolves once each socket has heard a marker the server sent to every socket after everything before it:
 * whatever the server sent a socket earlier has arrived by then, so what a socket has not heard, it never will.
 */
export async function caughtUp(io: RealtimeServer, sockets: ClientSocket[]): Promise<void> {
  const token = -1_000_000 - ++marks;
  const arrived = Promise.all(sockets.map((s) => heard(s, 'balance/update', (p) => p.token === token)));
  for (const namespace of everyNamespace(io)) namespace.emit('balance/update', { token });
  await arrived;
}
