// The one place the realtime socket is opened (spec §4 "Socket connection status", §7 "Realtime").
// Events are typed by the shared catalogue in src/contracts/socket-events.ts.
import { io, type Socket } from 'socket.io-client';
import type { Dispatch } from '@reduxjs/toolkit';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { logout } from '@/redux/auth/actions';
import { setSocketStatus } from '@/redux/socket/actions';
import { updateBalance } from '@/redux/user/actions';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface OpenSocketOptions {
  token: string;
  dispatch: Dispatch;
  /** Same origin when unset (the API and socket.io share the page's port). */
  url?: string;
  /** The current token at reconnect time; defaults to the one the socket was opened with. */
  getToken?: () => string | undefined;
}

let current: AppSocket | null = null;

export function openSocket({ token, dispatch, url, getToken = () => token }: OpenSocketOptions): AppSocket {
  closeSocket();
  const options = {
    path: '/socket.io',
    query: { token },
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
    transports: ['websocket', 'polling'],
  };
  const socket: AppSocket = url ? io(url, options) : io(options);
  current = socket;
  dispatch(setSocketStatus('initialized'));

  socket.on('connect', () => dispatch(setSocketStatus('connected')));
  socket.on('disconnect', () => dispatch(setSocketStatus('disconnect')));
  socket.on('connect_error', () => dispatch(setSocketStatus('failed')));
  socket.io.on('reconnect_attempt', () => dispatch(setSocketStatus('reconnecting')));
  socket.io.on('reconnect_failed', () => dispatch(setSocketStatus('failed')));
  socket.io.on('reconnect', () => {
    // The server binds a socket to a user by token; a fresh connection must say who it is again.
    const latest = getToken();
    if (latest) socket.emit('auth/login', { token: latest });
  });

  socket.on('balance/update', (payload) => dispatch(updateBalance({ token: payload.token })));
  // The session behind this page ended elsewhere (logout, password change): log out here too.
  socket.on('auth/logout', () => dispatch(logout()));
  return socket;
}

export function closeSocket(): void {
  if (!current) return;
  current.removeAllListeners();
  current.io.removeAllListeners();
  current.disconnect();
  current = null;
}

export const getSocket = (): AppSocket | null => current;
