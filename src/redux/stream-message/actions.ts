// The chat of a live session. Saga-run actions hit the API; the socket feeds the receive ones (the session's
// room: stream/message, stream/message-deleted, stream/messages-cleared).
import { createAction } from '@reduxjs/toolkit';
import type { Conversation, SendStreamMessageBody } from '@/contracts/messages';
import { createMessageListActions } from '../message-list';

export interface SendStreamMessagePayload {
  conversationId: string;
  data: SendStreamMessageBody;
}
export interface StreamConversationRequest {
  performerId: string;
}

/** Saga: the chat of the performer's session on air; made active, then its newest page is loaded. Failure is logged only. */
export const fetchStreamConversation = createAction<StreamConversationRequest>('streamMessage/fetchStreamConversation');
export const fetchStreamConversationSuccess = createAction<Conversation>('streamMessage/fetchStreamConversationSuccess');
export const fetchStreamConversationFail = createAction<unknown>('streamMessage/fetchStreamConversationFail');
export const setActiveStreamConversation = createAction<Conversation | null>('streamMessage/setActiveStreamConversation');

/**
 * Saga-run: loadStreamMessages, the newest page, replaces what the chat held; loadMoreStreamMessages, an older
 * page (offset = lines already held), is prepended; a load failure is logged, never toasted: the video goes on.
 * sendStreamMessage POSTs the line; a failure (a 429 for lines sent too fast, a chat closed...) is stored in
 * `sendMessage.error`.
 */
export const streamMessageListActions = createMessageListActions<SendStreamMessagePayload, 'streamMessage', 'StreamMessage'>(
  'streamMessage',
  'StreamMessage',
);
export const {
  load: loadStreamMessages,
  loadSuccess: loadStreamMessagesSuccess,
  loadFail: loadStreamMessagesFail,
  loadMore: loadMoreStreamMessages,
  loadMoreSuccess: loadMoreStreamMessagesSuccess,
  loadMoreFail: loadMoreStreamMessagesFail,
  send: sendStreamMessage,
  sendSuccess: sendStreamMessageSuccess,
  sendFail: sendStreamMessageFail,
} = streamMessageListActions;

/** Socket 'stream/message', 'stream/message-deleted' and 'stream/messages-cleared' (see ../socket/events). */
export { receiveDeletedStreamMessage, receiveStreamMessage, streamMessagesCleared } from '../socket/events';

/** Leaving the session: the slice returns to its initial state. */
export const resetStreamMessages = createAction('streamMessage/resetStreamMessages');
