// The stream message slice, transition by transition, its selectors, and its place in the root reducer.
import { HYDRATE } from '@/redux/root-reducer';
import { STREAM_DELETED_MESSAGE_TEXT } from '@/contracts/messages';
import { logout } from '@/redux/auth/actions';
import { rootReducer as shellRootReducer } from '@/redux/root-reducer';
import * as streamActions from '@/redux/stream-message/actions';
import { initialStreamMessageState, streamMessageReducer, type StreamMessageState } from '@/redux/stream-message/reducer';
import { selectActiveStreamConversation, selectSendStreamMessage, selectStreamMessagesOf } from '@/redux/stream-message/selectors';
import { conversationOf, messageOf, newestFirst, photoFile } from '../messages/fixtures';
import { expectConversationsApart, expectFailedLoadMoreKeepsList, expectLoadMorePrepends, expectSendAppends, type MessageListSlice } from '../messages/message-list-checks';
import { fullRootReducer as rootReducer, type FullState } from '../../helpers/page-slices';

const reduce = (state: StreamMessageState, ...actions: Parameters<typeof streamMessageReducer>[1][]) => actions.reduce(streamMessageReducer, state);
const ids = (s: StreamMessageState, conversationId = 'c1') => s.conversationMap[conversationId].items.map((m) => m._id);
const slice: MessageListSlice<StreamMessageState> = {
  reducer: streamMessageReducer,
  initial: initialStreamMessageState,
  loadSuccess: streamActions.loadStreamMessagesSuccess,
  loadMore: streamActions.loadMoreStreamMessages,
  loadMoreSuccess: streamActions.loadMoreStreamMessagesSuccess,
  loadMoreFail: streamActions.loadMoreStreamMessagesFail,
  send: streamActions.sendStreamMessage,
  sendSuccess: streamActions.sendStreamMessageSuccess,
};
/** c1 holds m3, m4, m5 (oldest first) of 5. */
const loaded = () => reduce(initialStreamMessageState, streamActions.loadStreamMessagesSuccess({ conversationId: 'c1', data: newestFirst(3, 5), total: 5 }));
const chat = conversationOf('c1', { type: 'stream' });

describe('stream message reducer: the active chat', () => {
  it('starts with no chat and nothing loaded', () => {
    expect(initialStreamMessageState).toEqual({
      activeConversation: null,
      conversationMap: {},
      sendMessage: { sending: false, success: false, data: null, error: null },
    });
  });

  it('the fetched chat of a performer becomes the active one', () => {
    const s = reduce(initialStreamMessageState, streamActions.fetchStreamConversationSuccess(chat));
    expect(s.activeConversation).toEqual(chat);
  });

  it('the active chat can be set and cleared', () => {
    const s = reduce(initialStreamMessageState, streamActions.setActiveStreamConversation(chat));
    expect(s.activeConversation).toEqual(chat);
    expect(reduce(s, streamActions.setActiveStreamConversation(null)).activeConversation).toBeNull();
  });
});

describe('stream message reducer: loading', () => {
  it('a load marks the chat fetching', () => {
    const s = reduce(initialStreamMessageState, streamActions.loadStreamMessages({ conversationId: 'c1', offset: 0, limit: 25 }));
    expect(s.conversationMap.c1).toEqual({ items: [], total: 0, fetching: true, isLoadMore: false });
  });

  it('a loaded page is stored oldest first with its total', () => {
    const s = reduce(
      initialStreamMessageState,
      streamActions.loadStreamMessages({ conversationId: 'c1', offset: 0, limit: 25 }),
      streamActions.loadStreamMessagesSuccess({ conversationId: 'c1', data: newestFirst(3, 5), total: 5 }),
    );
    expect(ids(s)).toEqual(['m3', 'm4', 'm5']);
    expect(s.conversationMap.c1).toMatchObject({ total: 5, fetching: false, isLoadMore: false });
  });

  it('a new load replaces what the chat held', () => {
    const s = reduce(loaded(), streamActions.loadStreamMessagesSuccess({ conversationId: 'c1', data: newestFirst(9, 9), total: 1 }));
    expect(ids(s)).toEqual(['m9']);
    expect(s.conversationMap.c1.total).toBe(1);
  });

  it('a failed load stops fetching and keeps the lines', () => {
    const s = reduce(
      loaded(),
      streamActions.loadStreamMessages({ conversationId: 'c1', offset: 0, limit: 25 }),
      streamActions.loadStreamMessagesFail({ conversationId: 'c1', error: { message: 'x' } }),
    );
    expect(s.conversationMap.c1).toMatchObject({ fetching: false, total: 5 });
    expect(ids(s)).toEqual(['m3', 'm4', 'm5']);
  });

  it('loading more marks isLoadMore, then prepends the older lines without repeats', () => expectLoadMorePrepends(slice));

  it('a failed load-more stops fetching and keeps the lines', () => expectFailedLoadMoreKeepsList(slice));

  it('chats are kept apart', () => expectConversationsApart(slice));
});

describe('stream message reducer: sending', () => {
  it('sending sets sending; success appends the line and keeps it as data', () => {
    expectSendAppends(slice, messageOf('m6'));
  });

  it('a failure is stored as a serialisable error', () => {
    const s = reduce(
      initialStreamMessageState,
      streamActions.sendStreamMessage({ conversationId: 'c1', data: { text: 'hi' } }),
      streamActions.sendStreamMessageFail({ statusCode: 429, error: 'Too Many Requests', message: 'You are sending chat messages too fast.' }),
    );
    expect(s.sendMessage).toEqual({
      sending: false,
      success: false,
      data: null,
      error: { message: 'You are sending chat messages too fast.', statusCode: 429 },
    });
  });

  it('a new send clears the previous outcome', () => {
    const failed = reduce(initialStreamMessageState, streamActions.sendStreamMessageFail({ message: 'no' }));
    const s = reduce(failed, streamActions.sendStreamMessage({ conversationId: 'c1', data: { text: 'again' } }));
    expect(s.sendMessage).toEqual({ sending: true, success: false, data: null, error: null });
  });
});

describe('stream message reducer: the room', () => {
  it('a received line is appended to its chat, and the total grows by one', () => {
    const s = reduce(loaded(), streamActions.receiveStreamMessage(messageOf('m6')));
    expect(ids(s)).toEqual(['m3', 'm4', 'm5', 'm6']);
    expect(s.conversationMap.c1.total).toBe(6);
  });

  it('a line for a chat not loaded yet starts that chat', () => {
    const s = reduce(initialStreamMessageState, streamActions.receiveStreamMessage(messageOf('m1', 'c7')));
    expect(s.conversationMap.c7).toEqual({ items: [messageOf('m1', 'c7')], total: 1, fetching: false, isLoadMore: false });
  });

  it('one\'s own line, sent then heard from the room, is held once', () => {
    const sent = messageOf('m6');
    const s = reduce(loaded(), streamActions.sendStreamMessageSuccess(sent), streamActions.receiveStreamMessage(sent));
    expect(ids(s)).toEqual(['m3', 'm4', 'm5', 'm6']);
    expect(s.conversationMap.c1.total).toBe(6);
  });

  it('a deleted line stays in its place, reading "Message deleted", marked deleted', () => {
    const withPhoto = reduce(loaded(), streamActions.receiveStreamMessage(messageOf('m6', 'c1', { files: [photoFile] })));
    const s = reduce(withPhoto, streamActions.receiveDeletedStreamMessage({ conversationId: 'c1', messageId: 'm4' }), streamActions.receiveDeletedStreamMessage({ conversationId: 'c1', messageId: 'm6' }));
    expect(ids(s)).toEqual(['m3', 'm4', 'm5', 'm6']);
    expect(STREAM_DELETED_MESSAGE_TEXT).toBe('Message deleted');
    expect(s.conversationMap.c1.items[1]).toMatchObject({ _id: 'm4', text: 'Message deleted', isDeleted: true });
    expect(s.conversationMap.c1.items[3]).toMatchObject({ _id: 'm6', text: 'Message deleted', isDeleted: true, files: [] });
    expect(s.conversationMap.c1.items[0]).toMatchObject({ text: 'text of m3', isDeleted: false });
    expect(s.conversationMap.c1.total).toBe(6);
  });

  it('deleting a line this page does not hold changes nothing', () => {
    const before = loaded();
    expect(reduce(before, streamActions.receiveDeletedStreamMessage({ conversationId: 'c1', messageId: 'm99' }))).toEqual(before);
    expect(reduce(before, streamActions.receiveDeletedStreamMessage({ conversationId: 'c9', messageId: 'm1' }))).toEqual(before);
  });

  it('clearing the chat empties its lines and leaves other chats', () => {
    const both = reduce(loaded(), streamActions.loadStreamMessagesSuccess({ conversationId: 'c2', data: newestFirst(1, 2, 'c2'), total: 2 }));
    const s = reduce(both, streamActions.streamMessagesCleared('c1'));
    expect(s.conversationMap.c1).toEqual({ items: [], total: 0, fetching: false, isLoadMore: false });
    expect(ids(s, 'c2')).toEqual(['m1', 'm2']);
  });

  it('lines after a clear start a fresh chat', () => {
    const s = reduce(loaded(), streamActions.streamMessagesCleared('c1'), streamActions.receiveStreamMessage(messageOf('m6')));
    expect(ids(s)).toEqual(['m6']);
    expect(s.conversationMap.c1.total).toBe(1);
  });
});

describe('stream message reducer: reset', () => {
  it('returns to the initial state', () => {
    const busy = reduce(
      loaded(),
      streamActions.fetchStreamConversationSuccess(chat),
      streamActions.sendStreamMessage({ conversationId: 'c1', data: { text: 'hi' } }),
      streamActions.receiveStreamMessage(messageOf('m1', 'c2')),
    );
    expect(reduce(busy, streamActions.resetStreamMessages())).toEqual(initialStreamMessageState);
  });
});

describe('stream message selectors and the root reducer', () => {
  const root = (): FullState => {
    let s = rootReducer(undefined, { type: '@@init' });
    s = rootReducer(s, streamActions.fetchStreamConversationSuccess(chat));
    s = rootReducer(s, streamActions.loadStreamMessagesSuccess({ conversationId: 'c1', data: newestFirst(1, 2), total: 2 }));
    return rootReducer(s, streamActions.sendStreamMessage({ conversationId: 'c1', data: { text: 'hi' } }));
  };

  it('selectors read the slice; an unknown chat reads as one shared empty value', () => {
    const s = root();
    expect(selectStreamMessagesOf('c1')(s).items.map((m) => m._id)).toEqual(['m1', 'm2']);
    expect(selectStreamMessagesOf('nope')(s)).toBe(selectStreamMessagesOf(null)(s));
    expect(selectStreamMessagesOf('nope')(s)).toEqual({ items: [], total: 0, fetching: false, isLoadMore: false });
    expect(selectActiveStreamConversation(s)?._id).toBe('c1');
    expect(selectSendStreamMessage(s).sending).toBe(true);
  });

  it('page hydration keeps this browser\'s chats', () => {
    const server = shellRootReducer(undefined, { type: '@@init' });
    const s = rootReducer(root(), { type: HYDRATE, payload: server } as never);
    expect(s.streamMessage.activeConversation?._id).toBe('c1');
    expect(s.streamMessage.conversationMap.c1.items).toHaveLength(2);
  });

  it('logging out forgets the chats', () => {
    expect(rootReducer(root(), logout()).streamMessage).toEqual(initialStreamMessageState);
  });
});
