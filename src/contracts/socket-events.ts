// The one catalogue of realtime events, used as socket.io's type parameters on server and client.
// Later domains (messages, streams, wallet) add their events here.

export interface ServerToClientEvents {
  /** A change of the user's wallet balance, in currency units (added to the current balance). */
  'balance/update': (payload: { token: number }) => void;
  /** The session behind this socket ended (logout, password change elsewhere). */
  'auth/logout': () => void;
}

export interface ClientToServerEvents {
  /** Sent on connect and on every reconnect so the server (re)binds the socket to the user. */
  'auth/login': (payload: { token: string }) => void;
}

/** Per-socket data the server keeps after authentication. */
export interface SocketData {
  userId: string | null;
}

/** Room names: one per user, so any node can reach all of a user's open pages. */
export const userRoom = (userId: string) => `user:${userId}`;
