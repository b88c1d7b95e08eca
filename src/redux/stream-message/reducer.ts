// The chats of live sessions, per conversation, in the message slice's shapes. Lines are held oldest first, the
// order a chat shows them; the server pages newest first, so each page is reversed on arrival.
import { createReducer } from '@reduxjs/toolkit';
import { STREAM_DELETED_MESSAGE_TEXT, type Conversation, type Message } from '@/contracts/messages';
import { toStoredError } from '@/lib/errors';
import { emptyConversationMessages, type ConversationMessages, type SendMessageState } from '../message/reducer';
import {
  fetchStreamConversationSuccess,
  loadMoreStreamMessages,
  loadMoreStreamMessagesFail,
  loadMoreStreamMessagesSuccess,
  loadStreamMessages,
  loadStreamMessagesFail,
  loadStreamMessagesSuccess,
  receiveDeletedStreamMessage,
  receiveStreamMessage,
  resetStreamMessages,
  sendStreamMessage,
  sendStreamMessageFail,
  sendStreamMessageSuccess,
  setActiveStreamConversation,
  streamMessagesCleared,
} from './actions';

export interface StreamMessageState {
  /** The chat of the session this page shows. */
  activeConversation: Conversation | null;
  conversationMap: Record<string, ConversationMessages>;
  sendMessage: SendMessageState;
}

export const initialStreamMessageState: StreamMessageState = {
  activeConversation: null,
  conversationMap: {},
  sendMessage: { sending: false, success: false, data: null, error: null },
};

function entry(state: StreamMessageState, conversationId: string): ConversationMessages {
  if (!state.conversationMap[conversationId]) state.conversationMap[conversationId] = { ...emptyConversationMessages, items: [] };
  return state.conversationMap[conversationId];
}

/** Adds a line at the end unless it is already there (one's own line comes back from the room too). */
function append(state: StreamMessageState, message: Message): void {
  const chat = entry(state, message.conversationId);
  if (chat.items.some((m) => m._id === message._id)) return;
  chat.items.push(message);
  chat.total += 1;
}

const oldestFirst = (page: Message[]) => [...page].reverse();

export const streamMessageReducer = createReducer(initialStreamMessageState, (builder) => {
  builder
    .addCase(fetchStreamConversationSuccess, (state, { payload }) => {
      state.activeConversation = payload;
    })
    .addCase(setActiveStreamConversation, (state, { payload }) => {
      state.activeConversation = payload;
    })
    .addCase(loadStreamMessages, (state, { payload }) => {
      Object.assign(entry(state, payload.conversationId), { fetching: true, isLoadMore: false });
    })
    .addCase(loadStreamMessagesSuccess, (state, { payload }) => {
      state.conversationMap[payload.conversationId] = { items: oldestFirst(payload.data), total: payload.total, fetching: false, isLoadMore: false };
    })
    .addCase(loadStreamMessagesFail, (state, { payload }) => {
      entry(state, payload.conversationId).fetching = false;
    })
    .addCase(loadMoreStreamMessages, (state, { payload }) => {
      Object.assign(entry(state, payload.conversationId), { fetching: true, isLoadMore: true });
    })
    .addCase(loadMoreStreamMessagesSuccess, (state, { payload }) => {
      const chat = entry(state, payload.conversationId);
      // Lines arriving meanwhile shift the offsets, so an older page can repeat one already held.
      const held = new Set(chat.items.map((m) => m._id));
      const older = oldestFirst(payload.data).filter((m) => !held.has(m._id));
      Object.assign(chat, { items: [...older, ...chat.items], total: payload.total, fetching: false, isLoadMore: false });
    })
    .addCase(loadMoreStreamMessagesFail, (state, { payload }) => {
      Object.assign(entry(state, payload.conversationId), { fetching: false, isLoadMore: false });
    })
    .addCase(sendStreamMessage, (state) => {
      state.sendMessage = { sending: true, success: false, data: null, error: null };
    })
    .addCase(sendStreamMessageSuccess, (state, { payload }) => {
      append(state, payload);
      state.sendMessage = { sending: false, success: true, data: payload, error: null };
    })
    .addCase(sendStreamMessageFail, (state, { payload }) => {
      state.sendMessage = { sending: false, success: false, data: null, error: toStoredError(payload) };
    })
    .addCase(receiveStreamMessage, (state, { payload }) => {
      append(state, payload);
    })
    .addCase(receiveDeletedStreamMessage, (state, { payload }) => {
      const line = state.conversationMap[payload.conversationId]?.items.find((m) => m._id === payload.messageId);
      // The line keeps its place in the chat but loses its content.
      if (line) Object.assign(line, { text: STREAM_DELETED_MESSAGE_TEXT, isDeleted: true, files: [] });
    })
    .addCase(streamMessagesCleared, (state, { payload }) => {
      Object.assign(entry(state, payload), { items: [], total: 0 });
    })
    .addCase(resetStreamMessages, () => initialStreamMessageState);
});
