// The one catalogue of realtime events, used as socket.io's type parameters on server and client.
import type { Conversation, Message } from './messages';
import type { Notification } from './notifications';
import type { PrivateShowBilled, PrivateShowWarning, StreamEndReason, StreamSession } from './streams';

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
  /** A new notification for the user (the bell adds one to its unread count). */
  'notification/created': (payload: { notification: Notification }) => void;
  /** The user read notifications on one of their pages: how many stay unread, for the others. */
  'notification/unread': (payload: { count: number }) => void;

  // A live session's room: the sockets that joined it with stream/join (each checked as a viewer who may
  // watch it). Every event below but stream/started goes to the room, on every node.

  /** A new line in the session's chat, tips included (a tip also comes as stream/tip). */
  'stream/message': (payload: { streamId: string; message: Message }) => void;
  /** A line was deleted (by its sender, the performer or an admin): it stays, reading STREAM_DELETED_MESSAGE_TEXT. */
  'stream/message-deleted': (payload: { streamId: string; conversationId: string; messageId: string }) => void;
  /** The performer or an admin cleared the chat: every line is gone. */
  'stream/messages-cleared': (payload: { streamId: string; conversationId: string }) => void;
  /**
   * How many people watch now: distinct viewers in the room on all nodes, the performer not counted. Sent a
   * moment after people join or leave (changes close together make one update).
   */
  'stream/viewers': (payload: { streamId: string; count: number }) => void;
  /** A tip in the session (its chat line came as stream/message): the amount and the session's new total, in currency units. */
  'stream/tip': (payload: { streamId: string; message: Message; amount: number; tipTotal: number }) => void;
  /**
   * The session ended: players stop. The room's sockets are taken out of it right after. A private show's end
   * (or its request's) also goes to both participants' own rooms: close the peer connection (a socket in the
   * session's room may hear it twice).
   */
  'stream/ended': (payload: { streamId: string; reason: StreamEndReason }) => void;
  /** To the user's own room: a performer they follow or subscribe to went live. */
  'stream/started': (payload: { stream: StreamSession }) => void;
  /**
   * The session's video can be played: its first playlist is at /api/live/{streamId}/index.m3u8. Sent to the
   * session's room and to the broadcaster once each broadcast (each stream/publish) has its first segments;
   * after a broadcaster reconnects, the playlist starts again and this comes again: reload the player.
   */
  'stream/playable': (payload: { streamId: string }) => void;
  /**
   * To the broadcaster: the server's video processing stopped (it crashed, or fell too far behind the chunks).
   * The session stays live; publish again (a new recorder) to go on.
   */
  'stream/ingest-failed': (payload: { streamId: string; message: string }) => void;

  // Private shows, to the participants' own rooms (every tab, every node).

  /** To the performer: a fan asks for a private show (the request is the pending session). */
  'stream/private-request': (payload: { request: StreamSession }) => void;
  /** To the performer: a request left the list (accepted, or ended: declined, withdrawn by the fan, expired, funds). */
  'stream/private-request-removed': (payload: { streamId: string; reason: 'accepted' | StreamEndReason }) => void;
  /** To both: the performer accepted; the show runs and its first minute is paid. Start the peer connection. */
  'stream/private-accepted': (payload: { stream: StreamSession }) => void;
  /** To the fan: the performer declined the request. */
  'stream/private-declined': (payload: { streamId: string }) => void;
  /** To the fan: a minute was charged (amounts in currency units). */
  'stream/private-billed': (payload: PrivateShowBilled) => void;
  /** To the fan: the wallet cannot pay the next minute; the show ends at `endsAt` unless they top up. */
  'stream/private-warning': (payload: PrivateShowWarning) => void;
  /** A WebRTC offer, answer or ICE candidate from the other participant of a running private show. */
  'stream/signal': (payload: { streamId: string; data: unknown }) => void;
}

export interface ClientToServerEvents {
  /** Sent on connect and on every reconnect so the server (re)binds the socket to the user. */
  'auth/login': (payload: { token: string }) => void;
  /**
   * Join a live session's room (its chat, tips, viewer count and end). Only an authenticated socket whose user
   * may watch the session now is let in (asked again at every join); anything else is refused silently.
   */
  'stream/join': (payload: { streamId: string }) => void;
  'stream/leave': (payload: { streamId: string }) => void;
  /**
   * The page shows this direct conversation now (one per socket; opening another closes the first). While any
   * page of the user shows it, its new messages make no notification, and opening it reads its notification.
   */
  'conversation/open': (payload: { conversationId: string }) => void;
  /** The page no longer shows that conversation. */
  'conversation/close': (payload: { conversationId: string }) => void;
  /**
   * A WebRTC offer, answer or ICE candidate for the other participant of a running private show (at most
   * MAX_SIGNAL_BYTES as JSON). Relayed only between the two participants of an accepted, paid, running show;
   * anything else is dropped silently.
   */
  'stream/signal': (payload: { streamId: string; data: unknown }) => void;
  /** A participant of a running private show is alive (about every PRIVATE_HEARTBEAT_INTERVAL_SECONDS). */
  'stream/heartbeat': (payload: { streamId: string }) => void;
  /**
   * The session's performer starts sending its video from this socket (the recorder's MIME type tells the
   * codec). Answered { ok: true } or { ok: false, message }: only the performer of a live public or group
   * session, and one socket at a time per session. A publish while already publishing starts a new broadcast.
   */
  'stream/publish': (payload: { streamId: string; mimeType: string }, ack: (answer: PublishAnswer) => void) => void;
  /** The recorder's next chunk (about 250 ms of video). Chunks above the size or rate limits are dropped silently. */
  'stream/chunk': (payload: { streamId: string; data: ArrayBuffer }) => void;
  /** The broadcaster stops sending: the stream's last segments are published and players see its end. */
  'stream/unpublish': (payload: { streamId: string }) => void;
}

/** The answer to stream/publish. */
export type PublishAnswer = { ok: true } | { ok: false; message: string };

/** Per-socket data the server keeps after authentication. */
export interface SocketData {
  userId: string | null;
  /** The session the socket was bound with: ending that session ends the socket's access. */
  sessionId: string | null;
  /** The bound user is an administrator (they may watch every live session). */
  isAdmin: boolean;
  /** The address the handshake came from, through the proxies TRUST_PROXY trusts (for country blocks). */
  clientIp: string;
}

/** Room names: one per user, so any node can reach all of a user's open pages. */
export const userRoom = (userId: string) => `user:${userId}`;
/** One per session, so ending a session reaches exactly the sockets opened with it, on any node. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** One per live session, for the sockets watching it (through the Redis adapter, on any node). */
export const streamRoom = (streamId: string) => `stream:${streamId}`;
/** The socket sending a live session's video (one at a time, across nodes); leaving it ends the broadcast. */
export const publisherRoom = (streamId: string) => `live-publisher:${streamId}`;
