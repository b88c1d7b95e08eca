// The one place the realtime socket is opened (docs/client-api.md, "Realtime").
// Events are typed by the shared catalogue in src/contracts/socket-events.ts.
// socket.io-client is not part of any page's scripts: it is fetched only to open a socket, for a logged-in
// visitor, once the page is idle (openSocketWhenIdle). Importing this module costs nothing more.
import type { io as ioFunction, Socket } from 'socket.io-client';
import { apiBaseUrl } from '@/lib/request';
import type { Dispatch } from '@reduxjs/toolkit';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { logout } from '@/redux/auth/actions';
// The message, conversation and live chat actions reach their slices only on the pages that added them
// (src/redux/inject.ts); elsewhere the store ignores them.
import {
  receiveDeletedMessage,
  receiveDeletedStreamMessage,
  receiveMessage,
  receiveStreamMessage,
  notificationArrived,
  setNotificationUnread,
  setSocketStatus,
  setUnreadTotal,
  streamMessagesCleared,
  updateConversation,
} from '@/redux/socket/events';
import { createBalanceSync, type BalanceSync } from '@/services/balance-sync';
import { userService } from '@/services/user.api';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface OpenSocketOptions {
  token: string;
  dispatch: Dispatch;
  /**
   * The API's address when unset (`/api` on the page's origin): the socket is opened where the API is,
   * which socket.io reads as the namespace `/api`. The server answers at the root namespace too.
   */
  url?: string;
  /** The current token at reconnect time; defaults to the one the socket was opened with. */
  getToken?: () => string | undefined;
  /** The wallet balance as the server holds it now (null when it cannot tell); defaults to GET /users/me. */
  readBalance?: () => Promise<number | null>;
}

const readOwnBalance = () => userService.me().then((answer) => answer.data?.balance ?? null);

/**
 * The transports to try, in order (docs/product.md, "Constants and limits"): websocket, polling,
 * long-polling. engine.io (under socket.io-client 4) has two: 'websocket' and 'polling', and its polling
 * transport IS HTTP long-polling (a request held open until the server has data), so the last two both map
 * to 'polling'. The JSONP flavour older clients used for "long-polling" is gone from engine.io 4+ and needs
 * no fallback.
 */
export const PREFERRED_TRANSPORTS = ['websocket', 'polling', 'long-polling'] as const;
const ENGINE_TRANSPORT: Record<(typeof PREFERRED_TRANSPORTS)[number], 'websocket' | 'polling'> = {
  websocket: 'websocket',
  polling: 'polling',
  'long-polling': 'polling',
};
export const SOCKET_TRANSPORTS = [...new Set(PREFERRED_TRANSPORTS.map((name) => ENGINE_TRANSPORT[name]))];

let current: AppSocket | null = null;
let currentBalance: BalanceSync | null = null;
let io: typeof ioFunction | null = null;

/** Fetches socket.io-client (its own chunk) once; openSocket needs it loaded. */
export async function loadSocketClient(): Promise<void> {
  io ??= (await import('socket.io-client')).io;
}

/** How long a busy page may put off opening the socket: past this it opens even if the page never idles. */
export const SOCKET_IDLE_TIMEOUT_MS = 3000;

/** Where requestIdleCallback does not exist (Safari), the wait after the page's own start-up. */
const NO_IDLE_CALLBACK_DELAY_MS = 1000;

/**
 * Runs `task` when the browser is idle (requestIdleCallback, at most SOCKET_IDLE_TIMEOUT_MS later), or after
 * NO_IDLE_CALLBACK_DELAY_MS where requestIdleCallback does not exist. Returns the cancel.
 */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: SOCKET_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}

/**
 * Opens the socket once the page is idle and socket.io-client has loaded: the page's own scripts and its
 * hydration come first, and nothing realtime can reach a page before it has rendered anyway. Returns the
 * close, which also calls off a socket not opened yet (a logout, leaving the page).
 */
export function openSocketWhenIdle(options: OpenSocketOptions): () => void {
  let wanted = true;
  const cancelIdle = whenIdle(() => {
    loadSocketClient().then(
      () => {
        if (wanted) openSocket(options);
      },
      // A failed chunk fetch (offline, a deploy in between): the page works without realtime, as on a failed
      // connection.
      () => {
        if (wanted) options.dispatch(setSocketStatus('failed'));
      },
    );
  });
  return () => {
    wanted = false;
    cancelIdle();
    closeSocket();
  };
}
/** Live sessions the open page watches; their rooms are joined again on every reconnect (rooms do not survive one). */
const watched = new Set<string>();

/** Opens the socket now; socket.io-client must be loaded (loadSocketClient). */
export function openSocket({ token, dispatch, url, getToken = () => token, readBalance = readOwnBalance }: OpenSocketOptions): AppSocket {
  if (!io) throw new Error('socket.io-client is not loaded yet: await loadSocketClient() first.');
  closeSocket();
  const options = {
    path: '/socket.io',
    query: { token },
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
    transports: SOCKET_TRANSPORTS,
    // Without this, a failed first transport ends the attempt instead of trying the next one.
    tryAllTransports: true,
    // A connection of its own: socket.io-client would otherwise reuse a cached one to the same server,
    // whose handshake carries the token it was first opened with, not this one.
    forceNew: true,
  };
  const socket: AppSocket = io(url ?? apiBaseUrl(), options);
  current = socket;
  dispatch(setSocketStatus('initialized'));
  // The token the server last checked for this socket: the session an auth/logout is about.
  let presented = token;
  const present = () => {
    presented = getToken() ?? presented;
    return presented;
  };

  // The shown balance follows the server's: a read on every connection, pushes added, reads that confirm them.
  const balance = createBalanceSync({ dispatch, read: readBalance });
  currentBalance = balance;
  socket.on('connect', () => {
    dispatch(setSocketStatus('connected'));
    for (const streamId of watched) socket.emit('stream/join', { streamId });
    balance.connected();
  });
  socket.on('disconnect', () => dispatch(setSocketStatus('disconnect')));
  socket.on('connect_error', () => dispatch(setSocketStatus('failed')));
  socket.io.on('reconnect_attempt', () => {
    // The handshake of the new connection carries the current token, which the server checks first.
    socket.io.opts.query = { ...socket.io.opts.query, token: present() };
    dispatch(setSocketStatus('reconnecting'));
  });
  socket.io.on('reconnect_failed', () => dispatch(setSocketStatus('failed')));
  socket.io.on('reconnect', () => {
    // The server binds a socket to a user by token; a fresh connection must say who it is again.
    if (getToken()) socket.emit('auth/login', { token: present() });
  });

  socket.on('balance/update', (payload) => balance.pushed(payload.token));
  // The session behind this page ended (logout elsewhere, a password change, expiry...): log out here too,
  // once, without asking the server to end what it already ended.
  let loggedOut = false;
  socket.on('auth/logout', () => {
    if (loggedOut) return;
    loggedOut = true;
    dispatch(logout({ token: presented }));
  });

  // Messaging: a new message joins its thread and moves its
  // conversation to the top with the recipient's own unread count; a delete elsewhere shows as deleted.
  socket.on('message/created', ({ message, conversation }) => {
    dispatch(receiveMessage(message));
    dispatch(updateConversation(conversation));
  });
  socket.on('message/deleted', ({ conversationId, messageId }) => dispatch(receiveDeletedMessage({ conversationId, messageId })));
  socket.on('message/unread-total', ({ total }) => dispatch(setUnreadTotal(total)));
  // The bell: a new notification adds one; a read on another page sends the count left.
  socket.on('notification/created', ({ notification }) => dispatch(notificationArrived(notification)));
  socket.on('notification/unread', ({ count }) => dispatch(setNotificationUnread(count)));

  // A live session's chat, from the session's room: a new line joins its chat, a deleted one stays marked
  // deleted, and a cleared chat is emptied.
  socket.on('stream/message', ({ message }) => dispatch(receiveStreamMessage(message)));
  socket.on('stream/message-deleted', ({ conversationId, messageId }) => dispatch(receiveDeletedStreamMessage({ conversationId, messageId })));
  socket.on('stream/messages-cleared', ({ conversationId }) => dispatch(streamMessagesCleared(conversationId)));
  return socket;
}

export function closeSocket(): void {
  if (!current) return;
  currentBalance?.stop();
  currentBalance = null;
  current.removeAllListeners();
  current.io.removeAllListeners();
  current.disconnect();
  current = null;
}

export const getSocket = (): AppSocket | null => current;

/**
 * Joins a live session's room while its page is open: its chat, tips, viewer count and end reach the page only
 * through it. The server lets in only a viewer who may watch the session now, and asks again at every join.
 * Returns the leave.
 */
export function followStream(streamId: string): () => void {
  watched.add(streamId);
  // While disconnected the 'connect' handler joins it; emitting now too would only queue a duplicate.
  if (current?.connected) current.emit('stream/join', { streamId });
  return () => {
    watched.delete(streamId);
    if (current?.connected) current.emit('stream/leave', { streamId });
  };
}
