// Everything the app announces that open pages must hear, wired to one socket.io server. main.ts, the
// multi-node test and the benchmarks call this one function, so they run the wiring production runs.
import type { App } from '../app';
import { AppError } from '../http/errors';
import type { MessagesService } from '../modules/messages/messages.service';
import { handleConversationRooms, pushMessageEvents, type CanJoinConversation } from './message-sockets';
import { pushBalanceChanges, type RealtimeServer } from './socket-server';

type RealtimeServices = Pick<App['services'], 'balanceEvents' | 'messageEvents'> & { messages: Pick<MessagesService, 'getConversation'> };

export function connectAppToSockets(io: RealtimeServer, services: RealtimeServices, log?: { warn(obj: unknown, msg?: string): void }): () => void {
  const stops = [pushBalanceChanges(io, services.balanceEvents), pushMessageEvents(io, services.messageEvents)];
  handleConversationRooms(io, { canJoinConversation: participantsOnly(services.messages), log });
  return () => stops.forEach((stop) => stop());
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
