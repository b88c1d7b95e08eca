// Slices a page adds to the store (src/redux/inject.ts): each added once with its saga started once, the
// state the server sent kept, the browser's own state kept over a HYDRATE, added when the page's module is
// evaluated, and socket actions harmless on a page without them.
import type { Action } from '@reduxjs/toolkit';
import { HYDRATE } from '@/redux/root-reducer';
import { END, type SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import type { Conversation, Message } from '@/contracts/messages';
import { logout } from '@/redux/auth/actions';
import { searchConversationsSuccess } from '@/redux/conversation/actions';
import { selectConversationList } from '@/redux/conversation/selectors';
import { lazySlice } from '@/redux/inject';
import { liveChatSlices } from '@/redux/page-slices/live-chat';
import { messagingSlices } from '@/redux/page-slices/messaging';
import { privateRequestSlices } from '@/redux/page-slices/private-requests';
import { addPrivateRequest } from '@/redux/private-request/actions';
import { initialPrivateRequestState, privateRequestReducer } from '@/redux/private-request/reducer';
import { selectPrivateRequests } from '@/redux/private-request/selectors';
import { rootReducer } from '@/redux/root-reducer';
import { receiveDeletedStreamMessage, receiveMessage, receiveStreamMessage, setUnreadTotal, updateConversation } from '@/redux/socket/events';
import { makeStore } from '@/redux/store';
import { selectStreamMessagesOf } from '@/redux/stream-message/selectors';
import { selectUnreadTotal } from '@/redux/unread-messages/selectors';
import { withSlices } from '@/redux/with-slices';
import { conversationOf, messageOf } from '../messages/fixtures';

// The pages' own components stand aside: what is checked here is the slices each page module adds.
jest.mock('antd', () => ({ Typography: { Paragraph: () => null } }));
jest.mock('@/components/common/page-container', () => ({ PageContainer: () => null, TitledPage: () => null }));
jest.mock('@/components/messages/messages-page', () => ({ MessagesPage: () => null }));
jest.mock('@/components/live/live-watch', () => ({ LiveWatch: () => null }));
jest.mock('@/components/live/go-live-page', () => ({ GoLivePage: () => null }));
jest.mock('@/components/live/private/private-show-page', () => ({ PrivateShowPage: () => null }));
jest.mock('@/components/live/private/private-requests', () => ({ PrivateRequests: () => null }));
jest.mock('@/components/live/private/private-show-bits', () => ({ PRIVATE_PRICE_PATH: '/creator/account' }));

const request = (conversationId: string) => ({ conversationId });

/** A slice whose saga counts its starts and the pings it hears (a saga started twice hears each ping twice). */
function countingSlice() {
  const counts = { starts: 0, pings: 0 };
  function* saga(): SagaIterator {
    counts.starts += 1;
    yield takeEvery('test/ping', () => {
      counts.pings += 1;
    });
  }
  return { counts, slices: [lazySlice('privateRequest', privateRequestReducer, saga)] };
}

describe('adding a slice to a store', () => {
  it('adds its reducer once and keeps its state when it is added again', () => {
    const store = makeStore();
    expect(store.getState()).not.toHaveProperty('conversation');
    const replace = jest.spyOn(store, 'replaceReducer');
    store.injectSlices(messagingSlices);
    expect(replace).toHaveBeenCalledTimes(1);
    store.dispatch(searchConversationsSuccess({ data: [conversationOf('c1')], total: 1 }));
    const held = store.getState();
    store.injectSlices(messagingSlices);
    store.injectSlices([...messagingSlices, ...privateRequestSlices]);
    expect(replace).toHaveBeenCalledTimes(2);
    expect(store.getState().conversation).toBe(held.conversation);
    expect(selectConversationList(store.getState()).data).toEqual(['c1']);
    expect(store.getState().privateRequest).toEqual(initialPrivateRequestState);
  });

  it('starts its saga once, under the root saga, so cancelling the root saga stops it', async () => {
    const { counts, slices } = countingSlice();
    const store = makeStore(undefined, slices);
    store.injectSlices(slices);
    store.injectSlices(slices);
    store.dispatch({ type: 'test/ping' });
    await store.sagaTask.whenStarted();
    expect(counts).toEqual({ starts: 1, pings: 1 });
    store.dispatch({ type: 'test/ping' });
    expect(counts).toEqual({ starts: 1, pings: 2 });
    store.sagaTask.cancel();
    store.dispatch({ type: 'test/ping' });
    expect(counts.pings).toBe(2);
  });

  it('on the server, END still ends the root saga with an added saga running', async () => {
    const { counts, slices } = countingSlice();
    const store = makeStore(undefined, slices);
    store.dispatch(END as unknown as Action);
    await expect(store.sagaTask.toPromise()).resolves.toBeUndefined();
    expect(counts.starts).toBe(1);
    // Added after END (a page rendering on the server): the reducer joins, the saga does not start.
    const late = countingSlice();
    const other = makeStore();
    other.dispatch(END as unknown as Action);
    other.injectSlices(late.slices);
    expect(other.getState().privateRequest).toEqual(initialPrivateRequestState);
    expect(late.counts.starts).toBe(0);
  });
});

describe('hydration', () => {
  it('keeps state the server sent for a slice this browser has not added, and the slice starts from it', () => {
    const store = makeStore();
    const server = { ...rootReducer(undefined, { type: '@@init' }), privateRequest: { items: [request('c1')] } };
    store.dispatch({ type: HYDRATE, payload: server } as Action);
    store.dispatch(setUnreadTotal(2));
    expect(store.getState().privateRequest).toEqual({ items: [request('c1')] });
    store.injectSlices(privateRequestSlices);
    expect(selectPrivateRequests(store.getState())).toEqual([request('c1')]);
    store.dispatch(addPrivateRequest(request('c2')));
    expect(selectPrivateRequests(store.getState())).toEqual([request('c1'), request('c2')]);
  });

  it('keeps this browser\'s own state of an added slice over the server\'s, and takes the server\'s session', () => {
    const store = makeStore(undefined, privateRequestSlices);
    store.dispatch(addPrivateRequest(request('mine')));
    const server = rootReducer(undefined, { type: '@@init' });
    const payload = { ...server, settings: { ...server.settings, maintenanceMode: true }, privateRequest: { items: [request('theirs')] } };
    store.dispatch({ type: HYDRATE, payload } as Action);
    expect(selectPrivateRequests(store.getState())).toEqual([request('mine')]);
    expect(store.getState().settings.maintenanceMode).toBe(true);
  });

  it('a logout resets the added slices and drops state waiting for one', () => {
    const store = makeStore(undefined, privateRequestSlices);
    store.dispatch(addPrivateRequest(request('c1')));
    store.dispatch({ type: HYDRATE, payload: { ...store.getState(), message: { waiting: true } } } as Action);
    expect(store.getState()).toHaveProperty('message');
    store.dispatch(logout());
    expect(store.getState().privateRequest).toEqual(initialPrivateRequestState);
    expect(store.getState()).not.toHaveProperty('message');
  });
});

describe('socket actions', () => {
  const line: Message = messageOf('m1', 'c1');
  const conversation: Conversation = conversationOf('c1', { totalNotSeenMessages: 1 });

  it('change nothing on a page without the slices they feed, and reach them on a page with them', () => {
    const bare = makeStore();
    bare.sagaTask.cancel();
    const before = bare.getState();
    for (const action of [receiveMessage(line), updateConversation(conversation), receiveStreamMessage(line), receiveDeletedStreamMessage({ conversationId: 'c1', messageId: 'm1' })]) {
      expect(() => bare.dispatch(action)).not.toThrow();
    }
    expect(bare.getState()).toBe(before);
    // The header's count is the shell's: it is kept on every page.
    bare.dispatch(setUnreadTotal(4));
    expect(selectUnreadTotal(bare.getState())).toBe(4);

    const open = makeStore(undefined, [...messagingSlices, ...liveChatSlices]);
    open.sagaTask.cancel();
    open.dispatch(receiveMessage(line));
    open.dispatch(updateConversation(conversation));
    open.dispatch(receiveStreamMessage(messageOf('m2', 'c9')));
    expect(open.getState().message.conversationMap.c1.items).toEqual([line]);
    expect(selectConversationList(open.getState()).data).toEqual(['c1']);
    expect(selectStreamMessagesOf('c9')(open.getState()).items.map((m) => m._id)).toEqual(['m2']);
  });
});

describe('withSlices in the browser', () => {
  afterEach(() => jest.resetModules());

  /** The store and injection modules as a tab has them when it starts (nothing registered yet). */
  async function freshTab() {
    jest.resetModules();
    const { makeStore: make } = await import('@/redux/store');
    const { withSlices: wrap } = await import('@/redux/with-slices');
    const { liveChatSlices: chat } = await import('@/redux/page-slices/live-chat');
    return { make, withSlices: wrap, chat };
  }

  it('adds the slices when the page module is evaluated: into the tab\'s store, or the store made next', async () => {
    const { make, withSlices: wrap, chat } = await freshTab();
    const earlier = make();
    expect(earlier.getState()).not.toHaveProperty('streamMessage');
    const Page = Object.assign(() => null, { layout: 'primary' as const });
    const Wrapped = wrap(Page, chat);
    // A client-side navigation: the tab's store gets the slice before the page renders.
    expect(earlier.getState()).toHaveProperty('streamMessage');
    // The first page of a tab: its module is evaluated before the store is made.
    expect(make().getState()).toHaveProperty('streamMessage');
    expect(Wrapped.layout).toBe('primary');
  });

  it('the pages that show conversations, live chats and private-show requests add their slices', async () => {
    const cases: Array<[string, string[]]> = [
      ['../../../pages/messages', ['conversation', 'message']],
      ['../../../pages/live/[streamId]', ['streamMessage']],
      ['../../../pages/creator/live', ['streamMessage', 'privateRequest']],
      ['../../../pages/creator/private-shows', ['privateRequest']],
      ['../../../pages/live/private/[streamId]', ['privateRequest']],
    ];
    for (const [page, keys] of cases) {
      const { make } = await freshTab();
      const { default: Page } = (await import(page)) as { default: unknown };
      expect(Page).toBeDefined();
      const added = ['conversation', 'message', 'streamMessage', 'privateRequest'].filter((key) => key in make().getState());
      expect({ page, added }).toEqual({ page, added: keys });
    }
  });
});

it('withSlices keeps the page\'s flags and getInitialProps', () => {
  const getInitialProps = async () => ({ id: 'x' });
  const Page = Object.assign(() => null, { layout: 'primary' as const, authenticate: true, getInitialProps });
  const Wrapped = withSlices(Page, messagingSlices);
  expect({ layout: Wrapped.layout, authenticate: Wrapped.authenticate, getInitialProps: Wrapped.getInitialProps }).toEqual({
    layout: 'primary',
    authenticate: true,
    getInitialProps,
  });
});
