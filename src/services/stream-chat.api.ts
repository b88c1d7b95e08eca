// The chat of a live session. Its own module rather than part of message.api.ts: a stream chat is reached
// through its session and performer, not through a list of the viewer's conversations, takes text lines only,
// and has calls no private thread has (clearing, linking to a session). Deleting one line is the messages'
// own DELETE /messages/{id} (messageService.delete), which knows stream chats.
import type { List } from '@/contracts/common';
import type { Conversation, Message, MessageListQuery, SendStreamMessageBody } from '@/contracts/messages';
import { request } from '@/lib/request';

const id = (value: string) => encodeURIComponent(value);

export const streamChatService = {
  /** A page of the chat, newest first; `offset` counts back from the newest line. */
  list: (conversationId: string, query: Partial<MessageListQuery> = {}) =>
    request<List<Message>>(`/messages/stream/${id(conversationId)}`, { query }),
  /** A text line, while the session is live; a burst of lines is refused with a 429 saying how long to wait. */
  send: (conversationId: string, body: SendStreamMessageBody) =>
    request<Message>(`/messages/stream/${id(conversationId)}`, { method: 'POST', body }),
  /** Empties the chat (the session's performer, or an admin). */
  clear: (conversationId: string) =>
    request<{ conversationId: string; cleared: number }>(`/messages/stream/${id(conversationId)}/remove-all-message`, { method: 'DELETE' }),
  /** The chat of the performer's session on air now. */
  ofPerformer: (performerId: string) => request<Conversation>(`/conversations/stream/performer/${id(performerId)}`),
  /** Makes the chat the one of this session from now on (the session's performer). */
  link: (conversationId: string, streamId: string) =>
    request<Conversation>(`/conversations/stream/${id(conversationId)}/update`, { method: 'PUT', body: { streamId } }),
};
