// Messaging over socket.io: what the messages module announces after a commit goes to the users' rooms
// (every open page of theirs, on any node through the Redis adapter).
import { userRoom } from '@/contracts/socket-events';
import type { MessageEvents } from '../modules/messages/message-events';
import { everyNamespace, type RealtimeServer } from './socket-server';

/** Forwards every message event to the rooms of the users it concerns. Returns the unsubscribe. */
export function pushMessageEvents(io: RealtimeServer, events: Pick<MessageEvents, 'subscribe'>): () => void {
  return events.subscribe((event) => {
    for (const namespace of everyNamespace(io)) {
      switch (event.kind) {
        case 'created':
          namespace.to(userRoom(event.userId)).emit('message/created', { message: event.message, conversation: event.conversation });
          break;
        case 'deleted':
          if (event.userIds.length > 0) {
            namespace.to(event.userIds.map(userRoom)).emit('message/deleted', { conversationId: event.conversationId, messageId: event.messageId });
          }
          break;
        case 'unread-total':
          namespace.to(userRoom(event.userId)).emit('message/unread-total', { total: event.total });
          break;
      }
    }
  });
}
