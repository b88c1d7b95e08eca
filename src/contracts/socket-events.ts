// The one catalogue of realtime events, used as socket.io's type parameters on server and client.
// Later domains (streams) add their events here.
import type { Conversation, Message } from './messages';

export interface ServerToClientEvents {
  /** A change of the user's wallet balance, in currency units (added to the current balance). */
  'balance/update': (payload: { token: number }) => void;
  /**
   * The session behind this socket ended (logout, a password change or reset, expiry, a deactivated
   * account), or the token it presented no longer opens one. A socket whose session ended is disconnected
   * right after, on whichever node holds it; the page logs out.
   */
  'auth/logout': () => void;
  /**
   * A message in one of the user's conversations, sent to both participants' rooms (the sender's other tabs
   * too). `conversation` is as the receiving user sees it (their own unread count).
   */
  'message/created': (payload: { message: Message; conversation: Conversation }) => void;
  /** A message was deleted by its sender or an admin: it stays, with DELETED_MESSAGE_TEXT and isDeleted. */
  'message/deleted': (payload: { conversationId: string; messageId: string }) => void;
  /** The user's total of unread messages changed (a message came in, or a conversation was read). */
  'message/unread-total': (payload: { total: number }) => void;
}

export interface ClientToServerEvents {
  /** Sent on connect and on every reconnect so the server (re)binds the socket to the user. */
  'auth/login': (payload: { token: string }) => void;
  /** Follow a conversation's room (a participant's open thread; later, stream chats). Refused silently otherwise. */
  'conversation/join': (payload: { conversationId: string }) => void;
  'conversation/leave': (payload: { conversationId: string }) => void;
}

/** Per-socket data the server keeps after authentication. */
export interface SocketData {
  userId: string | null;
  /** The session the socket was bound with: ending that session ends the socket's access. */
  sessionId: string | null;
}

/** Room names: one per user, so any node can reach all of a user's open pages. */
export const userRoom = (userId: string) => `user:${userId}`;
/** One per session, so ending a session reaches exactly the sockets opened with it, on any node. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** One per conversation, for the sockets that have it open (through the Redis adapter, on any node). */
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
