// The message slice, transition by transition (docs/product.md, "State and transitions"), and its selectors.
import { DELETED_MESSAGE_TEXT } from '@/contracts/messages';
import * as message from '@/redux/message/actions';
import { initialMessageState, messageReducer, type MessageState } from '@/redux/message/reducer';
import { selectDeleteMessage, selectMessagesOf, selectSendMessage } from '@/redux/message/selectors';
import { rootReducer } from '@/redux/root-reducer';
import { setUnreadTotal } from '@/redux/unread-messages/actions';
import { initialUnreadMessagesState, unreadMessagesReducer } from '@/redux/unread-messages/reducer';
import { selectUnreadTotal } from '@/redux/unread-messages/selectors';
import { fullRootReducer } from '../../helpers/page-slices';
import { messageOf, newestFirst, photoFile } from './fixtures';
import { expectConversationsApart, expectFailedLoadMoreKeepsList, expectLoadMorePrepends, expectSendAppends, type MessageListSlice } from './message-list-checks';

const ids = (s: MessageState, conversationId = 'c1') => s.conversationMap[conversationId].items.map((m) => m._id);
const slice: MessageListSlice<MessageState> = {
  reducer: messageReducer,
  initial: initialMessageState,
  loadSuccess: message.loadMessagesSuccess,
  loadMore: message.loadMoreMessages,
  loadMoreSuccess: message.loadMoreMessagesSuccess,
  loadMoreFail: message.loadMoreMessagesFail,
  send: message.sendMessage,
  sendSuccess: message.sendMessageSuccess,
};
/** c1 holds m3, m4, m5 (oldest first) of 5. */
const loaded = () => messageReducer(initialMessageState, message.loadMessagesSuccess({ conversationId: 'c1', data: newestFirst(3, 5), total: 5 }));

describe('message reducer: loading', () => {
  it('a load marks the conversation fetching', () => {
    const s = messageReducer(initialMessageState, message.loadMessages({ conversationId: 'c1', offset: 0, limit: 25 }));
    expect(s.conversationMap.c1).toEqual({ items: [], total: 0, fetching: true, isLoadMore: false });
  });

  it('the first load stores the page reversed, oldest first', () => {
    const s = messageReducer(
      messageReducer(initialMessageState, message.loadMessages({ conversationId: 'c1', offset: 0, limit: 25 })),
      message.loadMessagesSuccess({ conversationId: 'c1', data: newestFirst(3, 5), total: 5 }),
    );
    expect(ids(s)).toEqual(['m3', 'm4', 'm5']);
    expect(s.conversationMap.c1).toMatchObject({ total: 5, fetching: false, isLoadMore: false });
  });

  it('a failed load stops fetching and keeps the items', () => {
    const fetching = messageReducer(loaded(), message.loadMessages({ conversationId: 'c1', offset: 0, limit: 25 }));
    const s = messageReducer(fetching, message.loadMessagesFail({ conversationId: 'c1', error: { message: 'x' } }));
    expect(s.conversationMap.c1.fetching).toBe(false);
    expect(ids(s)).toEqual(['m3', 'm4', 'm5']);
  });

  it('loading more marks isLoadMore, then prepends the older items, oldest first, without repeats', () => expectLoadMorePrepends(slice));

  it('a failed load-more stops fetching', () => expectFailedLoadMoreKeepsList(slice));

  it('conversations are kept apart', () => expectConversationsApart(slice));
});

describe('message reducer: sending and deleting', () => {
  it('sending sets sending; success appends the message once by _id', () => {
    const sent = messageOf('m6');
    let s = expectSendAppends(slice, sent);
    // The socket echo of the same message does not duplicate it.
    s = messageReducer(s, message.receiveMessage(sent));
    s = messageReducer(s, message.sendMessageSuccess(sent));
    expect(ids(s)).toEqual(['m3', 'm4', 'm5', 'm6']);
    expect(s.conversationMap.c1.total).toBe(6);
  });

  it('a send failure stores the error', () => {
    const sending = messageReducer(loaded(), message.sendMessage({ conversationId: 'c1', data: { text: 'hi' } }));
    const s = messageReducer(sending, message.sendMessageFail({ statusCode: 403, error: 'Forbidden', message: 'You cannot message this person' }));
    expect(s.sendMessage).toEqual({ sending: false, success: false, data: null, error: { statusCode: 403, message: 'You cannot message this person' } });
    expect(ids(s)).toEqual(['m3', 'm4', 'm5']);
  });

  it('deleting sets deleting; success removes the message', () => {
    const deleting = messageReducer(loaded(), message.deleteMessage({ conversationId: 'c1', messageId: 'm4' }));
    expect(deleting.deleteMessage).toEqual({ deleting: true, success: false, data: null, error: null });
    const s = messageReducer(deleting, message.deleteMessageSuccess({ conversationId: 'c1', messageId: 'm4' }));
    expect(ids(s)).toEqual(['m3', 'm5']);
    expect(s.conversationMap.c1.total).toBe(4);
    expect(s.deleteMessage).toEqual({ deleting: false, success: true, data: { conversationId: 'c1', messageId: 'm4' }, error: null });
  });

  it('a delete failure stores the error and keeps the message', () => {
    const deleting = messageReducer(loaded(), message.deleteMessage({ conversationId: 'c1', messageId: 'm4' }));
    const s = messageReducer(deleting, message.deleteMessageFail({ statusCode: 403, error: 'Forbidden', message: 'Only the sender can delete it' }));
    expect(s.deleteMessage.error).toEqual({ statusCode: 403, message: 'Only the sender can delete it' });
    expect(s.deleteMessage.deleting).toBe(false);
    expect(ids(s)).toEqual(['m3', 'm4', 'm5']);
  });
});

describe('message reducer: realtime and the rest', () => {
  it('a received message is appended once and kept in the receive slot', () => {
    const incoming = messageOf('m6');
    let s = messageReducer(loaded(), message.receiveMessage(incoming));
    s = messageReducer(s, message.receiveMessage(incoming));
    expect(ids(s)).toEqual(['m3', 'm4', 'm5', 'm6']);
    expect(s.receiveMessage).toEqual(incoming);
    // A message for a conversation not loaded yet starts its entry.
    expect(ids(messageReducer(s, message.receiveMessage(messageOf('x1', 'c9'))), 'c9')).toEqual(['x1']);
  });

  it('a remote delete keeps the message with "Message deleted!", isDeleted and no files', () => {
    const withPhoto = messageReducer(loaded(), message.receiveMessage(messageOf('m6', 'c1', { type: 'photo', files: [photoFile], text: 'look' })));
    const s = messageReducer(withPhoto, message.receiveDeletedMessage({ conversationId: 'c1', messageId: 'm6' }));
    expect(ids(s)).toEqual(['m3', 'm4', 'm5', 'm6']);
    expect(s.conversationMap.c1.items[3]).toMatchObject({ _id: 'm6', text: DELETED_MESSAGE_TEXT, isDeleted: true, files: [] });
    expect(DELETED_MESSAGE_TEXT).toBe('Message deleted!');
    // Unknown ids change nothing.
    expect(messageReducer(s, message.receiveDeletedMessage({ conversationId: 'c7', messageId: 'm1' }))).toEqual(s);
  });

  it('clearing a conversation empties its items', () => {
    const s = messageReducer(loaded(), message.clearConversationMessages('c1'));
    expect(s.conversationMap.c1).toEqual({ items: [], total: 0, fetching: false, isLoadMore: false });
  });

  it('a bought pay-per-view message replaces the locked copy in place', () => {
    const locked = messageOf('m6', 'c1', { type: 'photo', price: 4.99, isLocked: true, files: [{ ...photoFile, url: null, thumbnails: [] }] });
    const unlocked = { ...locked, isLocked: false, isBought: true, files: [photoFile] };
    const s = messageReducer(messageReducer(loaded(), message.receiveMessage(locked)), message.messageBought(unlocked));
    expect(s.conversationMap.c1.items[3]).toEqual(unlocked);
    expect(ids(s)).toEqual(['m3', 'm4', 'm5', 'm6']);
  });

  it('the unread total is the shell slice\'s, set as given, never below 0', () => {
    expect(unreadMessagesReducer(initialUnreadMessagesState, setUnreadTotal(7)).total).toBe(7);
    expect(unreadMessagesReducer(initialUnreadMessagesState, setUnreadTotal(-1)).total).toBe(0);
    expect(messageReducer(initialMessageState, setUnreadTotal(7))).toBe(initialMessageState);
    expect(selectUnreadTotal(rootReducer(undefined, setUnreadTotal(3)))).toBe(3);
  });
});

describe('message selectors', () => {
  it('give a conversation its messages, with one stable empty value when none are loaded', () => {
    let s = fullRootReducer(undefined, { type: '@@init' });
    expect(selectMessagesOf('c1')(s)).toEqual({ items: [], total: 0, fetching: false, isLoadMore: false });
    expect(selectMessagesOf('c1')(s)).toBe(selectMessagesOf('c2')(s));
    expect(selectMessagesOf(null)(s)).toBe(selectMessagesOf('c1')(s));
    s = fullRootReducer(s, message.loadMessagesSuccess({ conversationId: 'c1', data: newestFirst(1, 2), total: 2 }));
    expect(selectMessagesOf('c1')(s).items.map((m) => m._id)).toEqual(['m1', 'm2']);
    expect(selectSendMessage(s).sending).toBe(false);
    expect(selectDeleteMessage(s).deleting).toBe(false);
  });

  it('read the initial state on a page that did not add the slice, whatever it is sent', () => {
    const shellOnly = rootReducer(rootReducer(undefined, { type: '@@init' }), message.receiveMessage(messageOf('m1', 'c1')));
    expect(shellOnly.message).toBeUndefined();
    expect(selectMessagesOf('c1')(shellOnly)).toBe(selectMessagesOf(null)(shellOnly));
    expect(selectSendMessage(shellOnly)).toBe(initialMessageState.sendMessage);
    expect(selectDeleteMessage(shellOnly)).toBe(initialMessageState.deleteMessage);
  });
});
