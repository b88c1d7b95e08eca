// Message actions. Saga-run ones hit the API; the socket feeds the receive ones.
import { createAction } from '@reduxjs/toolkit';
import type { Message, SendMessageBody } from '@/contracts/messages';

export interface MessagePageRequest {
  conversationId: string;
  offset: number;
  limit: number;
}
/** A page as the server sent it: newest first. */
export interface MessagePage {
  conversationId: string;
  data: Message[];
  total: number;
}
export interface MessageLoadFailure {
  conversationId: string;
  error: unknown;
}
export interface MessageRef {
  conversationId: string;
  messageId: string;
}
export interface SendMessagePayload {
  conversationId: string;
  data: SendMessageBody;
}

/** Saga: the newest page; replaces what the conversation held. Failure toasts. */
export const loadMessages = createAction<MessagePageRequest>('message/loadMessages');
export const loadMessagesSuccess = createAction<MessagePage>('message/loadMessagesSuccess');
export const loadMessagesFail = createAction<MessageLoadFailure>('message/loadMessagesFail');

/** Saga: an older page (offset = items already held); prepended. Failure toasts. */
export const loadMoreMessages = createAction<MessagePageRequest>('message/loadMoreMessages');
export const loadMoreMessagesSuccess = createAction<MessagePage>('message/loadMoreMessagesSuccess');
export const loadMoreMessagesFail = createAction<MessageLoadFailure>('message/loadMoreMessagesFail');

/** Saga: POST the message; a failure is stored in `sendMessage.error` (no toast: the composer shows it). */
export const sendMessage = createAction<SendMessagePayload>('message/sendMessage');
export const sendMessageSuccess = createAction<Message>('message/sendMessageSuccess');
export const sendMessageFail = createAction<unknown>('message/sendMessageFail');

/** Saga: DELETE the message; removed on success, a failure is stored in `deleteMessage.error`. */
export const deleteMessage = createAction<MessageRef>('message/deleteMessage');
export const deleteMessageSuccess = createAction<MessageRef>('message/deleteMessageSuccess');
export const deleteMessageFail = createAction<unknown>('message/deleteMessageFail');

/** Socket 'message/created': appended once. */
export const receiveMessage = createAction<Message>('message/receiveMessage');
/** Socket 'message/deleted': the message stays, shown as deleted. */
export const receiveDeletedMessage = createAction<MessageRef>('message/receiveDeletedMessage');
export const clearConversationMessages = createAction<string>('message/clearConversationMessages');
/** A pay-per-view message after the viewer unlocked it: replaces the locked copy. */
export const messageBought = createAction<Message>('message/messageBought');

/** Saga: GET the total of unread messages for the header. */
export const loadUnreadTotal = createAction('message/loadUnreadTotal');
export const setUnreadTotal = createAction<number>('message/setUnreadTotal');
