// Messages per conversation, held oldest first (see ../message-list): the shared load, load-more and send
// cases, then this slice's delete and socket ones. The header's unread count is not here: every page shows it
// (../unread-messages), while this slice is added by the messaging page (../page-slices/messaging.ts).
import { createCaseReducer } from '../case-reducer';
import type { Message } from '@/contracts/messages';
import { DELETED_MESSAGE_TEXT } from '@/contracts/shell-values';
import { toStoredError, type StoredError } from '@/lib/errors';
import {
  addMessageListCases,
  appendMessage,
  emptyConversationMessages,
  initialSendMessageState,
  markMessageDeleted,
  withThread,
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

export const messageReducer = createCaseReducer(initialMessageState, (builder) => {
  addMessageListCases(builder, messageListActions);
  builder
    .addCase(deleteMessage, (state) => ({ ...state, deleteMessage: { deleting: true, success: false, data: null, error: null } }))
    .addCase(deleteMessageSuccess, (state, { payload }) => {
      const held = state.conversationMap[payload.conversationId]?.items.some((m) => m._id === payload.messageId);
      const next = held
        ? withThread(state, payload.conversationId, (thread) => ({
            items: thread.items.filter((m) => m._id !== payload.messageId),
            total: Math.max(0, thread.total - 1),
          }))
        : state;
      return { ...next, deleteMessage: { deleting: false, success: true, data: payload, error: null } };
    })
    .addCase(deleteMessageFail, (state, { payload }) => ({
      ...state,
      deleteMessage: { deleting: false, success: false, data: null, error: toStoredError(payload) },
    }))
    .addCase(receiveMessage, (state, { payload }) => ({ ...appendMessage(state, payload), receiveMessage: payload }))
    .addCase(receiveDeletedMessage, (state, { payload }) => markMessageDeleted(state, payload, DELETED_MESSAGE_TEXT))
    .addCase(clearConversationMessages, (state, { payload }) => ({
      ...state,
      conversationMap: { ...state.conversationMap, [payload]: { ...emptyConversationMessages, items: [] } },
    }))
    .addCase(messageBought, (state, { payload }) =>
      state.conversationMap[payload.conversationId]?.items.some((m) => m._id === payload._id)
        ? withThread(state, payload.conversationId, (thread) => ({ items: thread.items.map((m) => (m._id === payload._id ? payload : m)) }))
        : state,
    );
});
