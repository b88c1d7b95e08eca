// Conversation list actions.
import { createAction } from '@reduxjs/toolkit';
import type { Conversation } from '@/contracts/messages';

export interface SearchConversationsPayload {
  q?: string;
  offset?: number;
  limit?: number;
  /** Append to the list instead of replacing it. */
  loadMore?: boolean;
}
export interface SearchConversationsResult {
  data: Conversation[];
  total: number;
  loadMore?: boolean;
}
/** A known conversation by id, or the one with a person (`sourceId` is their user id), created if needed. */
export type ActivateConversationPayload = { conversationId: string } | { source: 'user' | 'performer'; sourceId: string };

/** Saga: GET /conversations/search. Failure toasts and empties the list. */
export const searchConversations = createAction<SearchConversationsPayload | undefined>('conversation/searchConversations');
export const searchConversationsSuccess = createAction<SearchConversationsResult>('conversation/searchConversationsSuccess');
export const searchConversationsFail = createAction<unknown>('conversation/searchConversationsFail');
export const resetConversationSearch = createAction('conversation/resetConversationSearch');

export const setActiveConversation = createAction<Conversation>('conversation/setActiveConversation');
export const addConversation = createAction<Conversation>('conversation/addConversation');
/** The server confirmed every message in it read. */
export const readConversation = createAction<string>('conversation/readConversation');
export const deselectConversation = createAction('conversation/deselectConversation');
/** Socket: the conversation as it is now (last message, unread count); it moves to the top. */
export { updateConversation } from '../socket/events';

/** Saga: opens a conversation and loads its newest messages. */
export const activateConversation = createAction<ActivateConversationPayload>('conversation/activateConversation');
