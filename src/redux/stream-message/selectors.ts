import type { RootState } from '../root-reducer';
import { emptyConversationMessages, type ConversationMessages } from '../message/reducer';

/** A chat's lines; the one shared empty value when none are loaded, so selectors stay referentially stable. */
export const selectStreamMessagesOf =
  (conversationId: string | null | undefined) =>
  (state: RootState): ConversationMessages =>
    (conversationId && state.streamMessage.conversationMap[conversationId]) || emptyConversationMessages;

export const selectActiveStreamConversation = (state: RootState) => state.streamMessage.activeConversation;
export const selectSendStreamMessage = (state: RootState) => state.streamMessage.sendMessage;
