// Messages per conversation. Items are held oldest first, the order a
// thread shows them; the server pages newest first, so each page is reversed on arrival.
import { createReducer } from '@reduxjs/toolkit';
import { DELETED_MESSAGE_TEXT, type Message } from '@/contracts/messages';
import { toStoredError, type StoredError } from '@/lib/errors';
import {
  clearConversationMessages,
  deleteMessage,
  deleteMessageFail,
  deleteMessageSuccess,
  loadMessages,
  loadMessagesFail,
  loadMessagesSuccess,
  loadMoreMessages,
  loadMoreMessagesFail,
  loadMoreMessagesSuccess,
  messageBought,
  receiveDeletedMessage,
  receiveMessage,
  sendMessage,
  sendMessageFail,
  sendMessageSuccess,
  setUnreadTotal,
} from './actions';

export interface ConversationMessages {
  items: Message[];
  total: number;
  fetching: boolean;
  isLoadMore: boolean;
}

export interface SendMessageState {
  sending: boolean;
  success: boolean;
  data: Message | null;
  error: StoredError | null;
}

export interface DeleteMessageState {
  deleting: boolean;
  success: boolean;
  data: { conversationId: string; messageId: string } | null;
  error: StoredError | null;
}

export interface MessageState {
  conversationMap: Record<string, ConversationMessages>;
  sendMessage: SendMessageState;
  deleteMessage: DeleteMessageState;
  /** The last message the socket delivered. */
  receiveMessage: Message | null;
  /** Unread messages across all conversations (header badge). */
  unreadTotal: number;
}

export const emptyConversationMessages: ConversationMessages = { items: [], total: 0, fetching: false, isLoadMore: false };

export const initialMessageState: MessageState = {
  conversationMap: {},
  sendMessage: { sending: false, success: false, data: null, error: null },
  deleteMessage: { deleting: false, success: false, data: null, error: null },
  receiveMessage: null,
  unreadTotal: 0,
};

function entry(state: MessageState, conversationId: string): ConversationMessages {
  if (!state.conversationMap[conversationId]) state.conversationMap[conversationId] = { ...emptyConversationMessages, items: [] };
  return state.conversationMap[conversationId];
}

/** Adds a message at the end unless it is already there (own send and its socket echo both arrive). */
function append(state: MessageState, message: Message): void {
  const thread = entry(state, message.conversationId);
  if (thread.items.some((m) => m._id === message._id)) return;
  thread.items.push(message);
  thread.total += 1;
}

const oldestFirst = (page: Message[]) => [...page].reverse();

export const messageReducer = createReducer(initialMessageState, (builder) => {
  builder
    .addCase(loadMessages, (state, { payload }) => {
      Object.assign(entry(state, payload.conversationId), { fetching: true, isLoadMore: false });
    })
    .addCase(loadMessagesSuccess, (state, { payload }) => {
      state.conversationMap[payload.conversationId] = { items: oldestFirst(payload.data), total: payload.total, fetching: false, isLoadMore: false };
    })
    .addCase(loadMessagesFail, (state, { payload }) => {
      entry(state, payload.conversationId).fetching = false;
    })
    .addCase(loadMoreMessages, (state, { payload }) => {
      Object.assign(entry(state, payload.conversationId), { fetching: true, isLoadMore: true });
    })
    .addCase(loadMoreMessagesSuccess, (state, { payload }) => {
      const thread = entry(state, payload.conversationId);
      // New messages arriving meanwhile shift the offsets, so an older page can repeat one already held.
      const held = new Set(thread.items.map((m) => m._id));
      const older = oldestFirst(payload.data).filter((m) => !held.has(m._id));
      Object.assign(thread, { items: [...older, ...thread.items], total: payload.total, fetching: false, isLoadMore: false });
    })
    .addCase(loadMoreMessagesFail, (state, { payload }) => {
      Object.assign(entry(state, payload.conversationId), { fetching: false, isLoadMore: false });
    })
    .addCase(sendMessage, (state) => {
      state.sendMessage = { sending: true, success: false, data: null, error: null };
    })
    .addCase(sendMessageSuccess, (state, { payload }) => {
      append(state, payload);
      state.sendMessage = { sending: false, success: true, data: payload, error: null };
    })
    .addCase(sendMessageFail, (state, { payload }) => {
      state.sendMessage = { sending: false, success: false, data: null, error: toStoredError(payload) };
    })
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
      append(state, payload);
      state.receiveMessage = payload;
    })
    .addCase(receiveDeletedMessage, (state, { payload }) => {
      const message = state.conversationMap[payload.conversationId]?.items.find((m) => m._id === payload.messageId);
      // The other side keeps its place in the thread but loses its content.
      if (message) Object.assign(message, { text: DELETED_MESSAGE_TEXT, isDeleted: true, files: [] });
    })
    .addCase(clearConversationMessages, (state, { payload }) => {
      state.conversationMap[payload] = { ...emptyConversationMessages, items: [] };
    })
    .addCase(messageBought, (state, { payload }) => {
      const thread = state.conversationMap[payload.conversationId];
      const at = thread?.items.findIndex((m) => m._id === payload._id) ?? -1;
      if (thread && at >= 0) thread.items[at] = payload;
    })
    .addCase(setUnreadTotal, (state, { payload }) => {
      state.unreadTotal = Math.max(0, payload);
    });
});
