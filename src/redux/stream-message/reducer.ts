// The chats of live sessions, per conversation, in the message slice's shapes (see ../message-list): lines held
// oldest first, the shared load, load-more and send cases, then this slice's active chat and room events.
import { createCaseReducer } from '../case-reducer';
import type { Conversation } from '@/contracts/messages';
import { STREAM_DELETED_MESSAGE_TEXT } from '@/contracts/shell-values';
import {
  addMessageListCases,
  appendMessage,
  initialSendMessageState,
  markMessageDeleted,
  withThread,
  type MessageListState,
} from '../message-list';
import {
  fetchStreamConversationSuccess,
  receiveDeletedStreamMessage,
  receiveStreamMessage,
  resetStreamMessages,
  setActiveStreamConversation,
  streamMessageListActions,
  streamMessagesCleared,
} from './actions';

export interface StreamMessageState extends MessageListState {
  /** The chat of the session this page shows. */
  activeConversation: Conversation | null;
}

export const initialStreamMessageState: StreamMessageState = {
  activeConversation: null,
  conversationMap: {},
  sendMessage: initialSendMessageState,
};

export const streamMessageReducer = createCaseReducer(initialStreamMessageState, (builder) => {
  addMessageListCases(builder, streamMessageListActions);
  builder
    .addCase(fetchStreamConversationSuccess, (state, { payload }) => ({ ...state, activeConversation: payload }))
    .addCase(setActiveStreamConversation, (state, { payload }) => ({ ...state, activeConversation: payload }))
    .addCase(receiveStreamMessage, (state, { payload }) => appendMessage(state, payload))
    .addCase(receiveDeletedStreamMessage, (state, { payload }) => markMessageDeleted(state, payload, STREAM_DELETED_MESSAGE_TEXT))
    .addCase(streamMessagesCleared, (state, { payload }) => withThread(state, payload, () => ({ items: [], total: 0 })))
    .addCase(resetStreamMessages, () => initialStreamMessageState);
});
