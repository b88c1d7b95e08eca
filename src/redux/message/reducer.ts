// Messages per conversation, held oldest first (see ../message-list): the shared load, load-more and send
// cases, then this slice's delete and socket ones. The header's unread count is not here: every page shows it
// (../unread-messages), while this slice is added by the messaging page (../page-slices/messaging.ts).
import { createReducer } from '@reduxjs/toolkit';
import type { Message } from '@/contracts/messages';
import { DELETED_MESSAGE_TEXT } from '@/contracts/shell-values';
import { toStoredError, type StoredError } from '@/lib/errors';
import {
  addMessageListCases,
  appendMessage,
  emptyConversationMessages,
  initialSendMessageState,
  markMessageDeleted,
  type MessageListState,
} from '../message-list';
import {
  clearConversationMessages,
  deleteMessage,
  deleteMessageFail,
  deleteMessageSuccess,
  messageBought,
  messageListActions,
  receiveDeletedMessage,
  receiveMessage,
} from './actions';

export { emptyConversationMessages, type ConversationMessages, type SendMessageState } from '../message-list';

export interface DeleteMessageState {
  deleting: boolean;
  success: boolean;
  data: { conversationId: string; messageId: string } | null;
  error: StoredError | null;
}

export interface MessageState extends MessageListState {
  deleteMessage: DeleteMessageState;
  /** The last message the socket delivered. */
  receiveMessage: Message | null;
}

export const initialMessageState: MessageState = {
  conversationMap: {},
  sendMessage: initialSendMessageState,
  deleteMessage: { deleting: false, success: false, data: null, error: null },
  receiveMessage: null,
};

export const messageReducer = createReducer(initialMessageState, (builder) => {
  addMessageListCases(builder, messageListActions);
  builder
    .addCase(deleteMessage, (state) => {
      state.deleteMessage = { deleting: true, success: false, data: null, error: null };
    })
    .addCase(deleteMessageSuccess, (state, { payload }) => {
      const thread = state.conversationMap[payload.conversationId];
      if (thread?.items.some((m) => m._id === payload.messageId)) {
        thread.items = thread.items.filter((m) => m._id !== payload.messageId);
        thread.total = Math.max(0, thread.total - 1);
      }
      state.deleteMessage = { deleting: false, success: true, data: payload, error: null };
    })
    .addCase(deleteMessageFail, (state, { payload }) => {
      state.deleteMessage = { deleting: false, success: false, data: null, error: toStoredError(payload) };
    })
    .addCase(receiveMessage, (state, { payload }) => {
      appendMessage(state, payload);
      state.receiveMessage = payload;
    })
    .addCase(receiveDeletedMessage, (state, { payload }) => {
      markMessageDeleted(state, payload, DELETED_MESSAGE_TEXT);
    })
    .addCase(clearConversationMessages, (state, { payload }) => {
      state.conversationMap[payload] = { ...emptyConversationMessages, items: [] };
    })
    .addCase(messageBought, (state, { payload }) => {
      const thread = state.conversationMap[payload.conversationId];
      const at = thread?.items.findIndex((m) => m._id === payload._id) ?? -1;
      if (thread && at >= 0) thread.items[at] = payload;
    });
});
