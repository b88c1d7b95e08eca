import type { RootState } from '../root-reducer';
import { emptyConversationMessages, initialMessageState, type ConversationMessages } from './reducer';

/** The slice, or its initial state on a page that did not add it (../page-slices/messaging.ts). */
const messages = (state: RootState) => state.message ?? initialMessageState;

/** A conversation's messages; one shared empty value when none are loaded, so selectors stay referentially stable. */
export const selectMessagesOf =
  (conversationId: string | null | undefined) =>
  (state: RootState): ConversationMessages =>
    (conversationId && messages(state).conversationMap[conversationId]) || emptyConversationMessages;

export const selectSendMessage = (state: RootState) => messages(state).sendMessage;
export const selectDeleteMessage = (state: RootState) => messages(state).deleteMessage;
