// Notifications over socket.io: each new one goes to its recipient's room (every open page of theirs, on any node
// through the Redis adapter), and so does the unread count left after they read some on one page.
// Pages also say which direct conversation they show ('conversation/open'): the socket joins a room named for the
// user and that conversation, so whether someone is reading a chat is asked of the rooms on every node
// (fetchSockets goes through the adapter), and a socket that drops leaves its room by itself.
import { z } from 'zod';
import { userRoom } from '@/contracts/socket-events';
import type { NotificationEvents } from '../modules/notifications/notification-events';
import { authenticatedUserId, everyNamespace, type RealtimeServer, type RealtimeSocket } from './socket-server';

const READING_PREFIX = 'reading:';
/** The room of the sockets on which `userId` shows `conversationId`. */
export const readingRoom = (userId: string, conversationId: string) => `${READING_PREFIX}${userId}:${conversationId}`;

const conversationRequest = z.object({ conversationId: z.uuid() });

/** Returns the unsubscribe. */
export function pushNotifications(io: RealtimeServer, events: NotificationEvents): () => void {
  const onConnection = (socket: RealtimeSocket) => {
    socket.on('conversation/open', (payload) => {
      const parsed = conversationRequest.safeParse(payload);
      if (parsed.success) void open(socket, parsed.data.conversationId);
    });
    socket.on('conversation/close', (payload) => {
      const parsed = conversationRequest.safeParse(payload);
      if (parsed.success && socket.data.userId) void socket.leave(readingRoom(socket.data.userId, parsed.data.conversationId));
    });
  };

  async function open(socket: RealtimeSocket, conversationId: string): Promise<void> {
    const userId = await authenticatedUserId(socket);
    if (!userId || socket.disconnected) return;
    // A page shows one conversation at a time: the one it showed before is closed.
    for (const room of socket.rooms) if (room.startsWith(READING_PREFIX)) await socket.leave(room);
    await socket.join(readingRoom(userId, conversationId));
    events.conversationOpened.notify(userId, conversationId);
  }

  const namespaces = everyNamespace(io);
  for (const namespace of namespaces) namespace.on('connection', onConnection);

  const stopAnswering = events.answerViewing(async (userId, conversationId) => {
    for (const namespace of namespaces) {
      const sockets = await namespace.in(readingRoom(userId, conversationId)).fetchSockets();
      // The socket may since have been bound to another account (auth/login with another token).
      if (sockets.some((s) => s.data.userId === userId)) return true;
    }
    return false;
  });

  const stops = [
    events.created.subscribe((userId, notification) => {
      for (const namespace of namespaces) namespace.to(userRoom(userId)).emit('notification/created', { notification });
    }),
    events.read.subscribe((userId, unread) => {
      for (const namespace of namespaces) namespace.to(userRoom(userId)).emit('notification/unread', { count: unread });
    }),
    stopAnswering,
    () => namespaces.forEach((namespace) => namespace.off('connection', onConnection)),
  ];
  return () => stops.forEach((stop) => stop());
}
