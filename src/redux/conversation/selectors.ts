import { createSelector } from '@reduxjs/toolkit';
import type { Conversation } from '@/contracts/messages';
import type { RootState } from '../root-reducer';
import { initialConversationState } from './reducer';

/** The slice, or its initial state on a page that did not add it (../page-slices/messaging.ts). */
const conversations = (state: RootState) => state.conversation ?? initialConversationState;

export const selectConversationList = (state: RootState) => conversations(state).list;
const selectConversationMapping = (state: RootState) => conversations(state).mapping;
export const selectActiveConversation = (state: RootState) => conversations(state).activeConversation;

/** The listed conversations in list order (memoised: a new array only when the ids or the mapping change). */
export const selectConversations = createSelector(
  [(state: RootState) => conversations(state).list.data, selectConversationMapping],
  (ids, mapping): Conversation[] => ids.flatMap((id) => (mapping[id] ? [mapping[id]] : [])),
);

export const selectConversation =
  (conversationId: string | null | undefined) =>
  (state: RootState): Conversation | null =>
    (conversationId && conversations(state).mapping[conversationId]) || null;
