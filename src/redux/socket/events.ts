// What the realtime socket (src/services/socket.ts) dispatches, in one module light enough for every page:
// action creators only, no reducer or saga. The slices these actions feed are added to the store by the pages
// that show them (src/redux/page-slices); on any other page nothing handles them and the store is unchanged.
// Each slice's actions.ts re-exports its own from here.
import { createAction } from '@reduxjs/toolkit';
import type { Conversation, Message } from '@/contracts/messages';
import type { MessageRef } from '../message-list';

export { setSocketStatus } from './actions';
export { setUnreadTotal } from '../unread-messages/actions';
export { notificationArrived, setNotificationUnread } from '../unread-notifications/actions';

/** Socket 'message/created': appended once to its thread. */
export const receiveMessage = createAction<Message>('message/receiveMessage');
/** Socket 'message/deleted': the message stays, shown as deleted. */
export const receiveDeletedMessage = createAction<MessageRef>('message/receiveDeletedMessage');
/** Socket: the conversation as it is now (last message, unread count); it moves to the top. */
export const updateConversation = createAction<Conversation>('conversation/updateConversation');

/** Socket 'stream/message': appended once to its chat. */
export const receiveStreamMessage = createAction<Message>('streamMessage/receiveStreamMessage');
/** Socket 'stream/message-deleted': the line stays, reading STREAM_DELETED_MESSAGE_TEXT. */
export const receiveDeletedStreamMessage = createAction<MessageRef>('streamMessage/receiveDeletedStreamMessage');
/** Socket 'stream/messages-cleared': every line of the chat is gone. */
export const streamMessagesCleared = createAction<string>('streamMessage/streamMessagesCleared');
