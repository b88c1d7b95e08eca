// The conversation list: ids in list order, each
// conversation once in `mapping`, and the one open in the thread.
import { createReducer } from '@reduxjs/toolkit';
import type { Conversation } from '@/contracts/messages';
import { toStoredError, type StoredError } from '@/lib/errors';
import {
  addConversation,
  deselectConversation,
  readConversation,
  resetConversationSearch,
  searchConversations,
  searchConversationsFail,
  searchConversationsSuccess,
  setActiveConversation,
  updateConversation,
} from './actions';

export interface ConversationListState {
  requesting: boolean;
  error: StoredError | null;
  /** Conversation ids, each once, in the order the list shows them. */
  data: string[];
  total: number;
  success: boolean;
}

export interface ConversationState {
  list: ConversationListState;
  mapping: Record<string, Conversation>;
  activeConversation: Conversation | null;
}

export const initialConversationList: ConversationListState = { requesting: false, error: null, data: [], total: 0, success: false };

export const initialConversationState: ConversationState = {
  list: initialConversationList,
  mapping: {},
  activeConversation: null,
};

const unique = (ids: string[]) => [...new Set(ids)];

/** Puts a conversation on top of the list unless it is already listed; the mapping gets its latest copy. */
function putOnTopIfMissing(state: ConversationState, conversation: Conversation): void {
  state.mapping[conversation._id] = conversation;
  if (state.list.data.includes(conversation._id)) return;
  state.list.data.unshift(conversation._id);
  state.list.total += 1;
}

export const conversationReducer = createReducer(initialConversationState, (builder) => {
  builder
    .addCase(searchConversations, (state) => {
      state.list.requesting = true;
      state.list.error = null;
    })
    .addCase(searchConversationsSuccess, (state, { payload }) => {
      const ids = payload.data.map((c) => c._id);
      for (const c of payload.data) state.mapping[c._id] = c;
      state.list = {
        requesting: false,
        error: null,
        data: unique(payload.loadMore ? [...state.list.data, ...ids] : ids),
        total: payload.total,
        success: true,
      };
    })
    .addCase(searchConversationsFail, (state, { payload }) => {
      state.list = { ...initialConversationList, data: [], error: toStoredError(payload) };
    })
    .addCase(resetConversationSearch, (state) => {
      // The list starts over; the mapping stays a cache so an open conversation can still be activated.
      state.list = { ...initialConversationList, data: [] };
    })
    .addCase(setActiveConversation, (state, { payload }) => {
      putOnTopIfMissing(state, payload);
      state.activeConversation = payload;
    })
    .addCase(addConversation, (state, { payload }) => {
      putOnTopIfMissing(state, payload);
    })
    .addCase(readConversation, (state, { payload }) => {
      if (state.mapping[payload]) state.mapping[payload].totalNotSeenMessages = 0;
      if (state.activeConversation?._id === payload) state.activeConversation.totalNotSeenMessages = 0;
    })
    .addCase(deselectConversation, (state) => {
      state.activeConversation = null;
    })
    .addCase(updateConversation, (state, { payload }) => {
      const listed = state.list.data.includes(payload._id);
      state.mapping[payload._id] = payload;
      // Newest activity first: the conversation that just changed moves to the top.
      state.list.data = [payload._id, ...state.list.data.filter((id) => id !== payload._id)];
      if (!listed) state.list.total += 1;
      if (state.activeConversation?._id === payload._id) state.activeConversation = payload;
    });
});
