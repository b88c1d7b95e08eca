import type { RootState } from '../root-reducer';
import { emptyConversationMessages, type ConversationMessages } from './reducer';

/** A conversation's messages; one shared empty value when none are loaded, so selectors stay referentially stable. */
export const selectMessagesOf =
  (conversationId: string | null | undefined) =>
  (state: RootState): ConversationMessages =>
    (conversationId && state.message.conversationMap[conversationId]) || emptyConversationMessages;

export const selectSendMessage = (state: RootState) => state.message.sendMessage;
export const selectDeleteMessage = (state: RootState) => state.message.deleteMessage;
export const selectUnreadTotal = (state: RootState) => state.message.unreadTotal;
