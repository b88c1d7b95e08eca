// Real socket.io clients for the realtime API tests, each remembered so the file can disconnect them all.
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';

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
