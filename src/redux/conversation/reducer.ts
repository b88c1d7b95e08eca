// The conversation list: ids in list order, each
// conversation once in `mapping`, and the one open in the thread.
import { createCaseReducer } from '../case-reducer';
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
function putOnTopIfMissing(state: ConversationState, conversation: Conversation): ConversationState {
  const mapping = { ...state.mapping, [conversation._id]: conversation };
  if (state.list.data.includes(conversation._id)) return { ...state, mapping };
  return { ...state, mapping, list: { ...state.list, data: [conversation._id, ...state.list.data], total: state.list.total + 1 } };
}

const unseenCleared = (conversation: Conversation): Conversation => ({ ...conversation, totalNotSeenMessages: 0 });

export const conversationReducer = createCaseReducer(initialConversationState, (builder) => {
  builder
    .addCase(searchConversations, (state) => ({ ...state, list: { ...state.list, requesting: true, error: null } }))
    .addCase(searchConversationsSuccess, (state, { payload }) => {
      const ids = payload.data.map((c) => c._id);
      const mapping = { ...state.mapping };
      for (const c of payload.data) mapping[c._id] = c;
      return {
        ...state,
        mapping,
        list: {
          requesting: false,
          error: null,
          data: unique(payload.loadMore ? [...state.list.data, ...ids] : ids),
          total: payload.total,
          success: true,
        },
      };
    })
    .addCase(searchConversationsFail, (state, { payload }) => ({
      ...state,
      list: { ...initialConversationList, data: [], error: toStoredError(payload) },
    }))
    // The list starts over; the mapping stays a cache so an open conversation can still be activated.
    .addCase(resetConversationSearch, (state) => ({ ...state, list: { ...initialConversationList, data: [] } }))
    .addCase(setActiveConversation, (state, { payload }) => ({ ...putOnTopIfMissing(state, payload), activeConversation: payload }))
    .addCase(addConversation, (state, { payload }) => putOnTopIfMissing(state, payload))
    .addCase(readConversation, (state, { payload }) => {
      const held = state.mapping[payload];
      const active = state.activeConversation;
      return {
        ...state,
        mapping: held ? { ...state.mapping, [payload]: unseenCleared(held) } : state.mapping,
        activeConversation: active?._id === payload ? unseenCleared(active) : active,
      };
    })
    .addCase(deselectConversation, (state) => ({ ...state, activeConversation: null }))
    .addCase(updateConversation, (state, { payload }) => {
      const listed = state.list.data.includes(payload._id);
      return {
        ...state,
        mapping: { ...state.mapping, [payload._id]: payload },
        // Newest activity first: the conversation that just changed moves to the top.
        list: {
          ...state.list,
          data: [payload._id, ...state.list.data.filter((id) => id !== payload._id)],
          total: listed ? state.list.total : state.list.total + 1,
        },
        activeConversation: state.activeConversation?._id === payload._id ? payload : state.activeConversation,
      };
    });
});
