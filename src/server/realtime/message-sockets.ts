// Messaging over socket.io: what the messages module announces after a commit goes to the users' rooms
// (every open page of theirs, on any node through the Redis adapter), and a participant's open thread can
// follow its conversation's room.
import { z } from 'zod';
import { conversationRoom, userRoom } from '@/contracts/socket-events';
import type { MessageEvents } from '../modules/messages/message-events';
import { authenticatedUserId, everyNamespace, type RealtimeServer, type RealtimeSocket } from './socket-server';

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

export type CanJoinConversation = (userId: string, conversationId: string) => Promise<boolean>;

/** A socket follows at most this many conversations at once (a page shows one thread; a few tabs' worth). */
export const MAX_CONVERSATION_ROOMS_PER_SOCKET = 20;
/** Join requests each cost a database check: at most this many per socket per JOIN_WINDOW_MS. */
export const MAX_JOINS_PER_WINDOW = 30;
const JOIN_WINDOW_MS = 10_000;

const roomRequest = z.object({ conversationId: z.uuid() });

/**
 * conversation/join and conversation/leave. A join needs an authenticated socket whose user passes
 * `canJoinConversation` (a participant); anything else is refused silently, as the catalogue says, so a
 * stranger learns nothing about which conversations exist.
 */
export function handleConversationRooms(io: RealtimeServer, deps: { canJoinConversation: CanJoinConversation; log?: { warn(obj: unknown, msg?: string): void } }): void {
  const onConnection = (socket: RealtimeSocket) => {
    const joins = joinBudget();
    socket.on('conversation/join', (payload) => {
      const parsed = roomRequest.safeParse(payload);
      if (!parsed.success || !joins.take()) return;
      void join(socket, parsed.data.conversationId).catch((error: unknown) => {
        deps.log?.warn({ err: error, conversationId: parsed.data.conversationId }, 'Could not check a conversation join; the socket stays out.');
      });
    });
    socket.on('conversation/leave', (payload) => {
      const parsed = roomRequest.safeParse(payload);
      if (parsed.success) void socket.leave(conversationRoom(parsed.data.conversationId));
    });
  };
  for (const namespace of everyNamespace(io)) namespace.on('connection', onConnection);

  async function join(socket: RealtimeSocket, conversationId: string): Promise<void> {
    const userId = await authenticatedUserId(socket);
    if (!userId || socket.disconnected) return;
    const followed = [...socket.rooms].filter((room) => room.startsWith(conversationRoom('')));
    if (followed.length >= MAX_CONVERSATION_ROOMS_PER_SOCKET) return;
    if (!(await deps.canJoinConversation(userId, conversationId))) return;
    // The user may have changed (auth/login with another token) while the check ran.
    if (socket.data.userId !== userId || socket.disconnected) return;
    await socket.join(conversationRoom(conversationId));
  }
}

/** A fixed window counter: enough to stop a socket from turning joins into a database flood. */
export function joinBudget() {
  let windowStart = Date.now();
  let used = 0;
  return {
    take(): boolean {
      const now = Date.now();
      if (now - windowStart >= JOIN_WINDOW_MS) {
        windowStart = now;
        used = 0;
      }
      if (used >= MAX_JOINS_PER_WINDOW) return false;
      used += 1;
      return true;
    },
  };
}
