import { createSelector } from '@reduxjs/toolkit';
import type { Conversation } from '@/contracts/messages';
import type { RootState } from '../root-reducer';

export const selectConversationList = (state: RootState) => state.conversation.list;
const selectConversationMapping = (state: RootState) => state.conversation.mapping;
export const selectActiveConversation = (state: RootState) => state.conversation.activeConversation;

/** The listed conversations in list order (memoised: a new array only when the ids or the mapping change). */
export const selectConversations = createSelector(
  [(state: RootState) => state.conversation.list.data, selectConversationMapping],
  (ids, mapping): Conversation[] => ids.flatMap((id) => (mapping[id] ? [mapping[id]] : [])),
);

export const selectConversation =
  (conversationId: string | null | undefined) =>
  (state: RootState): Conversation | null =>
    (conversationId && state.conversation.mapping[conversationId]) || null;
