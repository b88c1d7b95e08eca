// A socket lives no longer than the session it was opened with. When the auth module ends sessions (logout,
// a password change or reset, a deactivated account), their sockets hear auth/logout and are disconnected
// on every node, which takes them out of their user's and conversations' rooms. A timer per node checks
// the sessions of all its bound sockets in one query per interval: that catches sessions that expired,
// and any end whose announcement a node missed.
import { sessionRoom } from '@/contracts/socket-events';
import type { Log } from '../log';
import type { SessionEvents } from '../modules/auth/session-events';
import { everyNamespace, type RealtimeServer, type RealtimeSocket } from './socket-server';

/** Ends the sockets of every session announced as ended, through the Redis adapter when there is one. */
export function endSocketsOfEndedSessions(io: RealtimeServer, events: Pick<SessionEvents, 'subscribe'>): () => void {
  return events.subscribe((sessionIds) => {
    const rooms = sessionIds.map(sessionRoom);
    for (const namespace of everyNamespace(io)) {
      // The event first, then the disconnect: both travel the same way, so they arrive in that order.
      namespace.in(rooms).emit('auth/logout');
      // This node's sockets at once (with Redis, the cluster-wide disconnect reaches this node only after a
      // round trip through Redis, and an event for the user could slip in between), then every other node's.
      namespace.local.in(rooms).disconnectSockets();
      namespace.in(rooms).disconnectSockets();
    }
  });
}

/** Runs `task` every `ms` until the returned stop is called; tests pass their own to run it on demand. */
export type Every = (task: () => void, ms: number) => () => void;

const everyInterval: Every = (task, ms) => {
  const timer = setInterval(task, ms);
  // A pending check never keeps a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
};

/** At most this many sessions per query (a bound on the query's parameters; a node rarely holds more). */
export const SESSIONS_PER_QUERY = 10_000;

export interface SessionCheck {
  /** Checks this node's bound sockets now; resolves with how many it ended. */
  sweep(): Promise<number>;
  stop(): void;
}

export function checkSocketSessions(
  io: RealtimeServer,
  deps: {
    liveSessionIds: (sessionIds: readonly string[]) => Promise<Set<string>>;
    intervalMs: number;
    every?: Every;
    log?: Pick<Log, 'warn'>;
  },
): SessionCheck {
  async function sweep(): Promise<number> {
    const bySession = new Map<string, RealtimeSocket[]>();
    for (const namespace of everyNamespace(io)) {
      for (const socket of namespace.sockets.values()) {
        const sessionId = socket.data.sessionId;
        if (!sessionId) continue;
        const sockets = bySession.get(sessionId);
        if (sockets) sockets.push(socket);
        else bySession.set(sessionId, [socket]);
      }
    }
    const sessionIds = [...bySession.keys()];
    const live = new Set<string>();
    for (let i = 0; i < sessionIds.length; i += SESSIONS_PER_QUERY) {
      for (const id of await deps.liveSessionIds(sessionIds.slice(i, i + SESSIONS_PER_QUERY))) live.add(id);
    }
    let ended = 0;
    for (const [sessionId, sockets] of bySession) {
      if (live.has(sessionId)) continue;
      for (const socket of sockets) {
        // Bound to another session while the query ran: that one is checked next time.
        if (socket.disconnected || socket.data.sessionId !== sessionId) continue;
        socket.emit('auth/logout');
        socket.disconnect();
        ended += 1;
      }
    }
    return ended;
  }

  let running: Promise<unknown> | null = null;
  const stop = (deps.every ?? everyInterval)(() => {
    // A slow database never stacks checks up.
    if (running) return;
    running = sweep()
      .catch((error: unknown) => deps.log?.warn({ err: error }, 'Could not check the sockets\' sessions; the next check tries again.'))
      .finally(() => {
        running = null;
      });
  }, deps.intervalMs);

  return { sweep, stop };
}
