// Live sessions over socket.io. A socket joins a session's room with stream/join, checked with the streams
// module's one access rule (the user must be able to watch it now, asked at every join), and leaves with
// stream/leave or by disconnecting. The room hears the session's chat, tips, viewer count and end; every
// emit goes to the root and the /api namespaces, through the Redis adapter to every node.
//
// The viewer count is the number of distinct users in the room on all nodes (the performer not counted),
// read with the adapter's fetchSockets: the sockets themselves are the truth, so a node that crashes takes
// its viewers out of the count with it, which a counter kept in Redis would not. A node recounts a session
// a moment after one of its sockets joins or leaves the room (changes close together make one count), pushes
// the count to the room, and stores it in stream_sessions.viewer_count at most every VIEWER_COUNT_STORE_MS
// (the "who is live" list sorts by it).
//
// When a session ends, its room hears stream/ended and every socket is taken out of the room, on every node.
// Access that ends during a session (a subscription running out, a block) is caught at the next join.
import { z } from 'zod';
import { streamRoom, userRoom } from '@/contracts/socket-events';
import type { StreamSession } from '@/contracts/streams';
import type { Log } from '../log';
import type { StreamChatEvents } from '../modules/messages/stream-chat-events';
import type { Viewer } from '../modules/performers/performer-visibility';
import type { StreamEvents } from '../modules/streams/stream-events';
import { countryOf } from '../modules/block/client-ip';
import { joinBudget } from './join-budget';
import { authenticatedUserId, everyNamespace, type RealtimeServer, type RealtimeSocket } from './socket-server';

/** What a join needs to know: whether this viewer may watch the session now, and whose it is. */
export type CanWatchStream = (viewer: Viewer, streamId: string) => Promise<{ canWatch: boolean; performerId: string } | null>;

/** A socket watches at most this many sessions at once (a page plays one; a few tabs' worth). */
export const MAX_STREAM_ROOMS_PER_SOCKET = 5;
/** How long after a join or a leave the count is taken: joins and leaves within it make one count. */
export const VIEWER_COUNT_DELAY_MS = 1000;
/** The count is stored in the database at most this often per session and node. */
export const VIEWER_COUNT_STORE_MS = 15_000;
/** A performer's followers and subscribers are told of a new session this many user rooms per emit. */
const STARTED_ROOMS_PER_EMIT = 1000;

const ROOM_PREFIX = streamRoom('');
const streamRequest = z.object({ streamId: z.uuid() });

export interface StreamSocketsDeps {
  canWatch: CanWatchStream;
  /** The session's performer when this node has not seen a join to it (for the count, which leaves them out). */
  performerOf: (streamId: string) => Promise<string | null>;
  storeViewerCount: (streamId: string, count: number) => Promise<unknown>;
  /** Followers and active subscribers of the performer (not blocked), who hear stream/started in their own rooms. */
  audienceOf: (performerId: string) => Promise<string[]>;
  log?: Pick<Log, 'warn'>;
  countDelayMs?: number;
  storeEveryMs?: number;
}

export interface StreamSockets {
  /** Counts the session's viewers on every node now, pushes the count to its room and stores it (throttled). */
  countNow(streamId: string): Promise<number>;
  stop(): void;
}

/** The socket's viewer for the access rule: its user, whether they are an admin, and the country of its address. */
function viewerOf(socket: RealtimeSocket, userId: string): Viewer {
  return { userId, isAdmin: socket.data.isAdmin, countryCode: countryOf(socket.data.clientIp) };
}

export function handleStreamSockets(
  io: RealtimeServer,
  events: { streams: Pick<StreamEvents, 'subscribe'>; chat: Pick<StreamChatEvents, 'subscribe'> },
  deps: StreamSocketsDeps,
): StreamSockets {
  const countDelayMs = deps.countDelayMs ?? VIEWER_COUNT_DELAY_MS;
  const storeEveryMs = deps.storeEveryMs ?? VIEWER_COUNT_STORE_MS;
  const performers = new Map<string, string>();
  const counts = new Map<string, CountState>();
  let stopped = false;

  interface CountState {
    /** The delayed count, when one is waiting. */
    timer: NodeJS.Timeout | null;
    running: Promise<number> | null;
    /** A join or leave arrived while a count ran: count again after it. */
    again: boolean;
    storedAt: number;
    storeTimer: NodeJS.Timeout | null;
    latest: number;
  }
  const stateOf = (streamId: string): CountState => {
    let state = counts.get(streamId);
    if (!state) counts.set(streamId, (state = { timer: null, running: null, again: false, storedAt: 0, storeTimer: null, latest: 0 }));
    return state;
  };
  const forget = (streamId: string) => {
    const state = counts.get(streamId);
    if (state?.timer) clearTimeout(state.timer);
    if (state?.storeTimer) clearTimeout(state.storeTimer);
    counts.delete(streamId);
    performers.delete(streamId);
  };

  // --- joining and leaving -----------------------------------------------------------------------------

  const onConnection = (socket: RealtimeSocket) => {
    const joins = joinBudget();
    socket.on('stream/join', (payload) => {
      const parsed = streamRequest.safeParse(payload);
      if (!parsed.success || !joins.take()) return;
      void join(socket, parsed.data.streamId).catch((error: unknown) => {
        deps.log?.warn({ err: error, streamId: parsed.data.streamId }, 'Could not check a live session join; the socket stays out.');
      });
    });
    socket.on('stream/leave', (payload) => {
      const parsed = streamRequest.safeParse(payload);
      if (parsed.success) void socket.leave(streamRoom(parsed.data.streamId));
    });
  };

  async function join(socket: RealtimeSocket, streamId: string): Promise<void> {
    const userId = await authenticatedUserId(socket);
    if (!userId || socket.disconnected) return;
    const room = streamRoom(streamId);
    if (socket.rooms.has(room)) return;
    if ([...socket.rooms].filter((r) => r.startsWith(ROOM_PREFIX)).length >= MAX_STREAM_ROOMS_PER_SOCKET) return;
    const watch = await deps.canWatch(viewerOf(socket, userId), streamId);
    if (!watch?.canWatch) return;
    // The user may have changed (auth/login with another token) while the check ran.
    if (socket.data.userId !== userId || socket.disconnected) return;
    performers.set(streamId, watch.performerId);
    await socket.join(room);
  }

  // Every way a socket enters or leaves a room on this node (join, leave, disconnect, another user logging in
  // on the socket, the end of the session) passes through its namespace's adapter: each one schedules a count.
  const adapterListeners: (() => void)[] = [];
  for (const namespace of everyNamespace(io)) {
    namespace.on('connection', onConnection);
    const changed = (room: string) => {
      if (room.startsWith(ROOM_PREFIX)) schedule(room.slice(ROOM_PREFIX.length));
    };
    namespace.adapter.on('join-room', changed);
    namespace.adapter.on('leave-room', changed);
    adapterListeners.push(() => {
      namespace.adapter.off('join-room', changed);
      namespace.adapter.off('leave-room', changed);
    });
  }

  // --- the viewer count --------------------------------------------------------------------------------

  function schedule(streamId: string): void {
    if (stopped) return;
    const state = stateOf(streamId);
    if (state.running) {
      state.again = true;
      return;
    }
    if (state.timer) return;
    state.timer = setTimeout(() => {
      state.timer = null;
      void countNow(streamId).catch((error: unknown) => deps.log?.warn({ err: error, streamId }, 'Could not count the viewers of a live session; the next change counts again.'));
    }, countDelayMs);
    state.timer.unref();
  }

  async function count(streamId: string): Promise<number> {
    const room = streamRoom(streamId);
    const performerId = performers.get(streamId) ?? (await deps.performerOf(streamId));
    const viewers = new Set<string>();
    for (const namespace of everyNamespace(io)) {
      for (const socket of await namespace.in(room).fetchSockets()) {
        const userId = socket.data.userId;
        if (userId && userId !== performerId) viewers.add(userId);
      }
    }
    for (const namespace of everyNamespace(io)) namespace.to(room).emit('stream/viewers', { streamId, count: viewers.size });
    return viewers.size;
  }

  async function countNow(streamId: string): Promise<number> {
    const state = stateOf(streamId);
    if (state.running) return state.running;
    const running = count(streamId);
    state.running = running;
    try {
      const viewers = await running;
      store(streamId, state, viewers);
      return viewers;
    } finally {
      state.running = null;
      if (state.again) {
        state.again = false;
        schedule(streamId);
      }
      forgetIfIdle(streamId, state);
    }
  }

  /** Nobody watches from this node's point of view and nothing waits: the session's state here can go. */
  function forgetIfIdle(streamId: string, state: CountState): void {
    if (state.latest === 0 && !state.timer && !state.running && !state.storeTimer && counts.get(streamId) === state) {
      counts.delete(streamId);
      performers.delete(streamId);
    }
  }

  /** At most one write per VIEWER_COUNT_STORE_MS: the first at once, later ones at the end of the wait, with the latest count. */
  function store(streamId: string, state: CountState, viewers: number): void {
    state.latest = viewers;
    if (state.storeTimer || stopped) return;
    const write = () => {
      state.storeTimer = null;
      state.storedAt = Date.now();
      deps.storeViewerCount(streamId, state.latest).catch((error: unknown) => deps.log?.warn({ err: error, streamId }, 'Could not store the viewer count of a live session.'));
      forgetIfIdle(streamId, state);
    };
    const wait = state.storedAt + storeEveryMs - Date.now();
    if (wait <= 0) return write();
    state.storeTimer = setTimeout(write, wait);
    state.storeTimer.unref();
  }

  // --- what the app announces ----------------------------------------------------------------------------

  const stopStreams = events.streams.subscribe((event) => {
    const room = streamRoom(event.stream._id);
    if (event.kind === 'ended') {
      forget(event.stream._id);
      for (const namespace of everyNamespace(io)) {
        // The event first, then out of the room: both travel the same way, so they arrive in that order.
        namespace.to(room).emit('stream/ended', { streamId: event.stream._id, reason: event.reason });
        namespace.in(room).socketsLeave(room);
      }
    }
    if (event.kind === 'viewer-removed') {
      // Every socket of that user, on every node, leaves the room: no more lines, tips or counts.
      for (const namespace of everyNamespace(io)) namespace.in(userRoom(event.userId)).socketsLeave(room);
    }
    if (event.kind === 'started' && event.stream.type !== 'private') {
      void announceStarted(event.stream).catch((error: unknown) =>
        deps.log?.warn({ err: error, streamId: event.stream._id }, "Could not tell the performer's followers that a session started; the session itself is live."),
      );
    }
  });

  async function announceStarted(stream: StreamSession): Promise<void> {
    const rooms = (await deps.audienceOf(stream.performerId)).map(userRoom);
    for (let i = 0; i < rooms.length; i += STARTED_ROOMS_PER_EMIT) {
      const batch = rooms.slice(i, i + STARTED_ROOMS_PER_EMIT);
      for (const namespace of everyNamespace(io)) namespace.to(batch).emit('stream/started', { stream });
    }
  }

  const stopChat = events.chat.subscribe((event) => {
    const room = streamRoom(event.streamId);
    for (const namespace of everyNamespace(io)) {
      const to = namespace.to(room);
      switch (event.kind) {
        case 'message':
          to.emit('stream/message', { streamId: event.streamId, message: event.message });
          break;
        case 'tip':
          to.emit('stream/message', { streamId: event.streamId, message: event.message });
          namespace.to(room).emit('stream/tip', { streamId: event.streamId, message: event.message, amount: event.amount, tipTotal: event.tipTotal });
          break;
        case 'deleted':
          to.emit('stream/message-deleted', { streamId: event.streamId, conversationId: event.conversationId, messageId: event.messageId });
          break;
        case 'cleared':
          to.emit('stream/messages-cleared', { streamId: event.streamId, conversationId: event.conversationId });
          break;
      }
    }
  });

  return {
    countNow,
    stop() {
      stopped = true;
      stopStreams();
      stopChat();
      adapterListeners.forEach((off) => off());
      for (const namespace of everyNamespace(io)) namespace.off('connection', onConnection);
      for (const streamId of [...counts.keys()]) forget(streamId);
    },
  };
}
