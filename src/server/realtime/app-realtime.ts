// Everything the app announces that open pages must hear, wired to one socket.io server. main.ts, the
// multi-node test and the benchmarks call this one function, so they run the wiring production runs.
import type { App } from '../app';
import { AppError } from '../http/errors';
import type { AuthService } from '../modules/auth/auth.service';
import type { MessagesService } from '../modules/messages/messages.service';
import { handleConversationRooms, pushMessageEvents, type CanJoinConversation } from './message-sockets';
import { checkSocketSessions, endSocketsOfEndedSessions, type Every } from './session-sockets';
import { pushBalanceChanges, type RealtimeServer } from './socket-server';

type RealtimeServices = Pick<App['services'], 'balanceEvents' | 'messageEvents' | 'sessionEvents'> & {
  messages: Pick<MessagesService, 'getConversation'>;
  auth: Pick<AuthService, 'liveSessionIds'>;
};

/** How often a node checks the sessions of its sockets unless told otherwise (SOCKET_SESSION_CHECK_SECONDS). */
export const DEFAULT_SESSION_CHECK_MS = 60_000;

export interface SocketWiring {
  /** Checks this node's sockets' sessions now (the timer does it every interval); resolves with how many ended. */
  checkSessions(): Promise<number>;
  /** Unsubscribes from the app's events and stops the session timer. */
  stop(): void;
}

export function connectAppToSockets(
  io: RealtimeServer,
  services: RealtimeServices,
  log?: { warn(obj: unknown, msg?: string): void },
  options: { sessionCheckMs?: number; every?: Every } = {},
): SocketWiring {
  const sessions = checkSocketSessions(io, {
    liveSessionIds: services.auth.liveSessionIds,
    intervalMs: options.sessionCheckMs ?? DEFAULT_SESSION_CHECK_MS,
    every: options.every,
    log,
  });
  const stops = [
    pushBalanceChanges(io, services.balanceEvents),
    pushMessageEvents(io, services.messageEvents),
    endSocketsOfEndedSessions(io, services.sessionEvents),
    sessions.stop,
  ];
  handleConversationRooms(io, { canJoinConversation: participantsOnly(services.messages), log });
  return { checkSessions: sessions.sweep, stop: () => stops.forEach((stop) => stop()) };
}

/**
 * A conversation's room is for its two participants: the messages service's own read check, asked as a
 * non-admin (an admin may read a thread over HTTP to moderate it, but has no place among its live viewers).
 */
export function participantsOnly(messages: Pick<MessagesService, 'getConversation'>): CanJoinConversation {
  return async (userId, conversationId) => {
    try {
      await messages.getConversation({ id: userId, isAdmin: false, isPerformer: false }, conversationId);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return false;
      throw error;
    }
  };
}
