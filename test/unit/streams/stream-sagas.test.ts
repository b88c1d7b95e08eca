// The stream chat sagas through the real store and request helper; only the network (fetch), the
// toast sink and the console are observed. A failed load is logged, never toasted.
import '../../helpers/browser-globals';
import { waitFor } from '@testing-library/react';
import { bindNotifyApi, type NotifyApi } from '@/lib/notify';
import { makeStore } from '@/redux/store';
import { liveChatSlices } from '@/redux/page-slices/live-chat';
import { messagingSlices } from '@/redux/page-slices/messaging';
import {
  fetchStreamConversation,
  loadMoreStreamMessages,
  loadStreamMessages,
  loadStreamMessagesSuccess,
  sendStreamMessage,
} from '@/redux/stream-message/actions';
import { fail, fakeApi, ok, okList } from '../../helpers/fake-api';
import { conversationOf, messageOf, newestFirst } from '../messages/fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
let toasts: string[];
let logged: jest.SpyInstance;

beforeEach(() => {
  toasts = [];
  const fake: NotifyApi = {
    message: {
      success: ((o: { content: string }) => toasts.push(o.content)) as never,
      error: ((o: { content: string }) => toasts.push(o.content)) as never,
    },
    notification: { info: ((o: { title: string }) => toasts.push(o.title)) as never },
  };
  bindNotifyApi(fake);
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  api?.restore();
  api = undefined;
  bindNotifyApi(null);
  logged.mockRestore();
});

const routes = () => (api?.calls ?? []).map((c) => `${c.method} ${c.url}`);
// A saga's failure runs in one go: the log, the failure action, then any toast. Once the log or the failure's
// state is seen, a toast would already have been shown.

describe('loading a live session\'s chat', () => {
  it('load and load more ask for the page and store it oldest first', async () => {
    api = fakeApi({
      'GET /messages/stream/c1': (call) => {
        const offset = Number(call.params.offset);
        return offset === 0 ? okList(newestFirst(3, 4), 4) : okList(newestFirst(1, 2), 4);
      },
    });
    const store = makeStore(undefined, liveChatSlices);
    store.dispatch(loadStreamMessages({ conversationId: 'c1', offset: 0, limit: 2 }));
    await waitFor(() => expect(store.getState().streamMessage.conversationMap.c1.items).toHaveLength(2));
    expect(store.getState().streamMessage.conversationMap.c1).toMatchObject({ total: 4, fetching: false });
    store.dispatch(loadMoreStreamMessages({ conversationId: 'c1', offset: 2, limit: 2 }));
    await waitFor(() => expect(store.getState().streamMessage.conversationMap.c1.items.map((m) => m._id)).toEqual(['m1', 'm2', 'm3', 'm4']));
    expect(api.calls.map((c) => c.params)).toEqual([{ offset: '0', limit: '2' }, { offset: '2', limit: '2' }]);
    expect(logged).not.toHaveBeenCalled();
  });

  it.each([
    ['load', loadStreamMessages({ conversationId: 'c1', offset: 0, limit: 25 })],
    ['load more', loadMoreStreamMessages({ conversationId: 'c1', offset: 25, limit: 25 })],
  ])('a failed %s is logged, not toasted, and stops fetching', async (_label, action) => {
    api = fakeApi({ 'GET /messages/stream/c1': fail(403, "Buy this session's ticket to join its chat.") });
    const store = makeStore(undefined, liveChatSlices);
    store.dispatch(loadStreamMessagesSuccess({ conversationId: 'c1', data: newestFirst(30, 31), total: 2 }));
    store.dispatch(action);
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(String(logged.mock.calls[0][0])).toContain('[stream chat]');
    expect(logged.mock.calls[0][1]).toBe("Buy this session's ticket to join its chat.");
    await waitFor(() => expect(store.getState().streamMessage.conversationMap.c1).toMatchObject({ fetching: false, isLoadMore: false }));
    expect(store.getState().streamMessage.conversationMap.c1.items.map((m) => m._id)).toEqual(['m30', 'm31']);
    expect(toasts).toEqual([]);
  });

  it('a private thread\'s load still toasts: only the stream chat stays quiet', async () => {
    // The same failure in the message slice, for contrast: the two slices differ on purpose.
    const { loadMessages } = await import('@/redux/message/actions');
    api = fakeApi({ 'GET /messages/conversations/c1': fail(500, 'boom') });
    const store = makeStore(undefined, [...liveChatSlices, ...messagingSlices]);
    store.dispatch(loadMessages({ conversationId: 'c1', offset: 0, limit: 25 }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('opening a performer\'s live chat', () => {
  it('fetches the chat of the performer\'s session, makes it active, then loads its newest 25 lines', async () => {
    const chat = conversationOf('sc1', { type: 'stream' });
    api = fakeApi({
      'GET /conversations/stream/performer/p-1': ok(chat),
      'GET /messages/stream/sc1': okList(newestFirst(1, 2, 'sc1'), 2),
    });
    const store = makeStore(undefined, liveChatSlices);
    store.dispatch(fetchStreamConversation({ performerId: 'p-1' }));
    await waitFor(() => expect(store.getState().streamMessage.conversationMap.sc1?.items).toHaveLength(2));
    expect(store.getState().streamMessage.activeConversation).toEqual(chat);
    expect(routes()).toEqual(['GET /conversations/stream/performer/p-1', 'GET /messages/stream/sc1']);
    expect(api.calls[1].params).toEqual({ offset: '0', limit: '25' });
  });

  it('a performer not live: logged, not toasted, nothing active, nothing loaded', async () => {
    api = fakeApi({ 'GET /conversations/stream/performer/p-1': fail(404, 'This performer is not live now, or is not available.') });
    const store = makeStore(undefined, liveChatSlices);
    store.dispatch(fetchStreamConversation({ performerId: 'p-1' }));
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(logged.mock.calls[0][1]).toBe('This performer is not live now, or is not available.');
    expect(toasts).toEqual([]);
    expect(store.getState().streamMessage.activeConversation).toBeNull();
    expect(routes()).toEqual(['GET /conversations/stream/performer/p-1']);
  });
});

describe('sending a chat line', () => {
  it('posts the text and appends the answer', async () => {
    api = fakeApi({ 'POST /messages/stream/c1': ok(messageOf('m7')) });
    const store = makeStore(undefined, liveChatSlices);
    store.dispatch(sendStreamMessage({ conversationId: 'c1', data: { text: 'hello' } }));
    expect(store.getState().streamMessage.sendMessage.sending).toBe(true);
    await waitFor(() => expect(store.getState().streamMessage.sendMessage.success).toBe(true));
    expect(api.calls[0].body).toEqual({ text: 'hello' });
    expect(store.getState().streamMessage.sendMessage.data?._id).toBe('m7');
    expect(store.getState().streamMessage.conversationMap.c1.items.map((m) => m._id)).toEqual(['m7']);
    expect(toasts).toEqual([]);
  });

  it('a failure is stored for the composer, not toasted', async () => {
    api = fakeApi({ 'POST /messages/stream/c1': fail(429, 'You are sending chat messages too fast.') });
    const store = makeStore(undefined, liveChatSlices);
    store.dispatch(sendStreamMessage({ conversationId: 'c1', data: { text: 'hello' } }));
    await waitFor(() => expect(store.getState().streamMessage.sendMessage.error).not.toBeNull());
    expect(store.getState().streamMessage.sendMessage).toMatchObject({
      sending: false,
      success: false,
      error: { message: 'You are sending chat messages too fast.', statusCode: 429 },
    });
    expect(store.getState().streamMessage.conversationMap.c1).toBeUndefined();
    expect(toasts).toEqual([]);
  });
});
