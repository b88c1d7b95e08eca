// Message actions. Saga-run ones hit the API; the socket feeds the receive ones.
import { createAction } from '@reduxjs/toolkit';
import type { Message, SendMessageBody } from '@/contracts/messages';
import { createMessageListActions, type MessageRef } from '../message-list';

export type { MessageLoadFailure, MessagePage, MessagePageRequest, MessageRef } from '../message-list';
export interface SendMessagePayload {
  conversationId: string;
  data: SendMessageBody;
}

/**
 * Saga-run: loadMessages, the newest page, replaces what the conversation held; loadMoreMessages, an older page
 * (offset = items already held), is prepended; load failures toast. sendMessage POSTs the message; a failure
 * is stored in `sendMessage.error` (no toast: the composer shows it).
 */
export const messageListActions = createMessageListActions<SendMessagePayload, 'message', 'Message'>('message', 'Message');
export const {
  load: loadMessages,
  loadSuccess: loadMessagesSuccess,
  loadFail: loadMessagesFail,
  loadMore: loadMoreMessages,
  loadMoreSuccess: loadMoreMessagesSuccess,
  loadMoreFail: loadMoreMessagesFail,
  send: sendMessage,
  sendSuccess: sendMessageSuccess,
  sendFail: sendMessageFail,
} = messageListActions;

/** Saga: DELETE the message; removed on success, a failure is stored in `deleteMessage.error`. */
export const deleteMessage = createAction<MessageRef>('message/deleteMessage');
export const deleteMessageSuccess = createAction<MessageRef>('message/deleteMessageSuccess');
export const deleteMessageFail = createAction<unknown>('message/deleteMessageFail');

/** Socket 'message/created' (appended once) and 'message/deleted' (the message stays, shown as deleted). */
export { receiveDeletedMessage, receiveMessage } from '../socket/events';
export const clearConversationMessages = createAction<string>('message/clearConversationMessages');
/** A pay-per-view message after the viewer unlocked it: replaces the locked copy. */
export const messageBought = createAction<Message>('message/messageBought');
