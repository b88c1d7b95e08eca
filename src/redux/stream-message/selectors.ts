import type { RootState } from '../root-reducer';
import { emptyConversationMessages, type ConversationMessages } from '../message-list';
import { initialStreamMessageState } from './reducer';

/** The slice, or its initial state on a page that did not add it (../page-slices/live-chat.ts). */
const chats = (state: RootState) => state.streamMessage ?? initialStreamMessageState;

/** A chat's lines; the one shared empty value when none are loaded, so selectors stay referentially stable. */
export const selectStreamMessagesOf =
  (conversationId: string | null | undefined) =>
  (state: RootState): ConversationMessages =>
    (conversationId && chats(state).conversationMap[conversationId]) || emptyConversationMessages;

export const selectActiveStreamConversation = (state: RootState) => chats(state).activeConversation;
export const selectSendStreamMessage = (state: RootState) => chats(state).sendMessage;
