// The conversation and message sagas through the real store and request helper; only the network
// (fetch) and the toast sink are observed (docs/product.md, "State and transitions" and
// "Error messages").
import '../../helpers/browser-globals';
import { waitFor } from '@testing-library/react';
import { bindNotifyApi, type NotifyApi } from '@/lib/notify';
import { activateConversation, searchConversations, searchConversationsSuccess } from '@/redux/conversation/actions';
import { deleteMessage, loadMessages, loadMoreMessages, sendMessage } from '@/redux/message/actions';
import { messagingSlices } from '@/redux/page-slices/messaging';
import { makeStore } from '@/redux/store';
import { loadUnreadTotal } from '@/redux/unread-messages/actions';
import { fail, fakeApi, ok, okList, type FakeResponse } from '../../helpers/fake-api';
import { conversationOf, messageOf, newestFirst } from './fixtures';

const LOAD_FAILED = 'Error occurred, please try again later';
let api: ReturnType<typeof fakeApi> | undefined;
let toasts: string[];

beforeEach(() => {
  toasts = [];
  const fake: NotifyApi = {
    message: {
      success: (() => undefined) as never,
      error: ((o: { content: string }) => toasts.push(o.content)) as never,
    },
    notification: { info: () => undefined },
  };
  bindNotifyApi(fake);
});

afterEach(() => {
  api?.restore();
  api = undefined;
  bindNotifyApi(null);
});

const routes = (api?: ReturnType<typeof fakeApi>) => (api?.calls ?? []).map((c) => `${c.method} ${c.url}`);
const flush = () => new Promise((r) => setTimeout(r, 20));

/** A response the test releases when it wants, to hold a call in flight. */
function held(response: FakeResponse) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  return { handler: async () => (await gate, response), release: () => release() };
}

describe('conversation search saga', () => {
  it('sends q, offset and limit and stores the page', async () => {
    api = fakeApi({ 'GET /conversations/search': okList([conversationOf('c1'), conversationOf('c2')], 9) });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(searchConversations({ q: 'ann', offset: 0, limit: 10 }));
    await waitFor(() => expect(store.getState().conversation.list.success).toBe(true));
    expect(api.calls[0].params).toEqual({ q: 'ann', offset: '0', limit: '10' });
    expect(store.getState().conversation.list).toMatchObject({ data: ['c1', 'c2'], total: 9, requesting: false });
  });

  it('loadMore appends to the list', async () => {
    api = fakeApi({ 'GET /conversations/search': okList([conversationOf('c3')], 3) });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(searchConversationsSuccess({ data: [conversationOf('c1'), conversationOf('c2')], total: 3 }));
    store.dispatch(searchConversations({ offset: 2, loadMore: true }));
    await waitFor(() => expect(store.getState().conversation.list.data).toEqual(['c1', 'c2', 'c3']));
  });

  it('failure empties the list and toasts the fixed sentence, whatever the server said', async () => {
    api = fakeApi({ 'GET /conversations/search': fail(500, 'database is down') });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(searchConversationsSuccess({ data: [conversationOf('c1')], total: 1 }));
    store.dispatch(searchConversations());
    await waitFor(() => expect(store.getState().conversation.list.error).not.toBeNull());
    expect(store.getState().conversation.list.data).toEqual([]);
    expect(toasts).toEqual([LOAD_FAILED]);
  });
});

describe('activating a conversation', () => {
  it('cached: marks all read when the server confirms, then loads 25 from offset 0', async () => {
    const read = held(ok({ conversationId: 'c1', read: 2 }));
    api = fakeApi({
      'POST /messages/read-all/c1': read.handler,
      'GET /messages/total-unread-messages': ok({ total: 4 }),
      'GET /messages/conversations/c1': okList(newestFirst(1, 3), 3),
    });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(searchConversationsSuccess({ data: [conversationOf('c1')], total: 1 }));
    store.dispatch(activateConversation({ conversationId: 'c1' }));
    await waitFor(() => expect(routes(api)).toEqual(['POST /messages/read-all/c1']));
    // Not read until the server says so.
    expect(store.getState().conversation.mapping.c1.totalNotSeenMessages).toBe(2);
    expect(store.getState().conversation.activeConversation?._id).toBe('c1');
    read.release();
    await waitFor(() => expect(store.getState().message.conversationMap.c1?.items.map((m) => m._id)).toEqual(['m1', 'm2', 'm3']));
    expect(store.getState().conversation.mapping.c1.totalNotSeenMessages).toBe(0);
    expect(api.calls.find((c) => c.url === '/messages/conversations/c1')?.params).toEqual({ offset: '0', limit: '25' });
    await waitFor(() => expect(store.getState().unreadMessages.total).toBe(4));
    expect(routes(api).filter((r) => r.startsWith('POST /conversations'))).toEqual([]);
  });

  it('cached but the read is refused: a toast, still unread, nothing loaded', async () => {
    api = fakeApi({ 'POST /messages/read-all/c1': fail(403, 'no') });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(searchConversationsSuccess({ data: [conversationOf('c1')], total: 1 }));
    store.dispatch(activateConversation({ conversationId: 'c1' }));
    await waitFor(() => expect(toasts).toEqual([LOAD_FAILED]));
    expect(store.getState().conversation.mapping.c1.totalNotSeenMessages).toBe(2);
    expect(routes(api)).toEqual(['POST /messages/read-all/c1']);
  });

  it('not cached: creates it from source and sourceId, puts it on top and active, then loads 25', async () => {
    const created = conversationOf('c9');
    api = fakeApi({
      'POST /conversations': ok(created),
      'GET /messages/conversations/c9': okList(newestFirst(1, 2, 'c9'), 2),
    });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(searchConversationsSuccess({ data: [conversationOf('c1')], total: 1 }));
    store.dispatch(activateConversation({ source: 'performer', sourceId: 'user-c9' }));
    await waitFor(() => expect(store.getState().message.conversationMap.c9?.items).toHaveLength(2));
    expect(api.calls[0].body).toEqual({ source: 'performer', sourceId: 'user-c9' });
    expect(routes(api)).toEqual(['POST /conversations', 'GET /messages/conversations/c9']);
    expect(api.calls[1].params).toEqual({ offset: '0', limit: '25' });
    const { conversation } = store.getState();
    expect(conversation.list.data).toEqual(['c9', 'c1']);
    expect(conversation.activeConversation).toEqual(created);
  });

  it('an id this page does not hold is fetched, then opened and loaded', async () => {
    api = fakeApi({
      'GET /conversations/c5': ok(conversationOf('c5')),
      'GET /messages/conversations/c5': okList([], 0),
    });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(activateConversation({ conversationId: 'c5' }));
    await waitFor(() => expect(routes(api)).toEqual(['GET /conversations/c5', 'GET /messages/conversations/c5']));
    expect(store.getState().conversation.activeConversation?._id).toBe('c5');
  });

  it('creating fails: the fixed toast, nothing active', async () => {
    api = fakeApi({ 'POST /conversations': fail(403, 'You cannot message this person') });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(activateConversation({ source: 'user', sourceId: 'u-2' }));
    await waitFor(() => expect(toasts).toEqual([LOAD_FAILED]));
    expect(store.getState().conversation.activeConversation).toBeNull();
  });

  it('skips loading while a fetch for that conversation is in flight', async () => {
    const page = held(okList(newestFirst(1, 1), 1));
    api = fakeApi({ 'POST /messages/read-all/c1': ok({ conversationId: 'c1', read: 0 }), 'GET /messages/conversations/c1': page.handler });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(searchConversationsSuccess({ data: [conversationOf('c1')], total: 1 }));
    store.dispatch(loadMessages({ conversationId: 'c1', offset: 0, limit: 25 }));
    await waitFor(() => expect(routes(api)).toEqual(['GET /messages/conversations/c1']));
    store.dispatch(activateConversation({ conversationId: 'c1' }));
    await waitFor(() => expect(store.getState().conversation.mapping.c1.totalNotSeenMessages).toBe(0));
    await flush();
    page.release();
    await waitFor(() => expect(store.getState().message.conversationMap.c1.fetching).toBe(false));
    expect(routes(api).filter((r) => r === 'GET /messages/conversations/c1')).toHaveLength(1);
  });
});

describe('message sagas', () => {
  it('load and load more ask for the page and store it oldest first', async () => {
    api = fakeApi({
      'GET /messages/conversations/c1': (call) => {
        const { offset } = call.params as { offset: string };
        return offset === '0' ? okList(newestFirst(3, 4), 4) : okList(newestFirst(1, 2), 4);
      },
    });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(loadMessages({ conversationId: 'c1', offset: 0, limit: 2 }));
    await waitFor(() => expect(store.getState().message.conversationMap.c1.items).toHaveLength(2));
    store.dispatch(loadMoreMessages({ conversationId: 'c1', offset: 2, limit: 2 }));
    await waitFor(() => expect(store.getState().message.conversationMap.c1.items.map((m) => m._id)).toEqual(['m1', 'm2', 'm3', 'm4']));
    expect(api.calls.map((c) => c.params)).toEqual([{ offset: '0', limit: '2' }, { offset: '2', limit: '2' }]);
  });

  it.each([
    ['load', loadMessages({ conversationId: 'c1', offset: 0, limit: 25 })],
    ['load more', loadMoreMessages({ conversationId: 'c1', offset: 25, limit: 25 })],
  ])('a failed %s toasts the fixed sentence and stops fetching', async (_label, action) => {
    api = fakeApi({ 'GET /messages/conversations/c1': fail(500, 'boom') });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(action);
    await waitFor(() => expect(toasts).toEqual([LOAD_FAILED]));
    expect(store.getState().message.conversationMap.c1.fetching).toBe(false);
  });

  it('send posts the body and appends the answer', async () => {
    api = fakeApi({ 'POST /messages/conversations/c1': ok(messageOf('m7')) });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(sendMessage({ conversationId: 'c1', data: { text: 'hi', fileIds: [] } }));
    expect(store.getState().message.sendMessage.sending).toBe(true);
    await waitFor(() => expect(store.getState().message.sendMessage.success).toBe(true));
    expect(api.calls[0].body).toEqual({ text: 'hi', fileIds: [] });
    expect(store.getState().message.conversationMap.c1.items.map((m) => m._id)).toEqual(['m7']);
  });

  it('send and delete failures are stored, not toasted', async () => {
    api = fakeApi({
      'POST /messages/conversations/c1': fail(403, 'You cannot message this person'),
      'DELETE /messages/m1': fail(403, 'Only the sender can delete it'),
    });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(sendMessage({ conversationId: 'c1', data: { text: 'hi' } }));
    store.dispatch(deleteMessage({ conversationId: 'c1', messageId: 'm1' }));
    await waitFor(() => expect(store.getState().message.deleteMessage.error).not.toBeNull());
    await waitFor(() => expect(store.getState().message.sendMessage.error).not.toBeNull());
    expect(store.getState().message.sendMessage.error?.message).toBe('You cannot message this person');
    expect(store.getState().message.deleteMessage.error?.message).toBe('Only the sender can delete it');
    await flush();
    expect(toasts).toEqual([]);
  });

  it('delete calls DELETE /messages/{id} and removes the message on success', async () => {
    api = fakeApi({
      'GET /messages/conversations/c1': okList(newestFirst(1, 2), 2),
      'DELETE /messages/m1': ok({ deleted: true, messageId: 'm1', conversationId: 'c1' }),
    });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(loadMessages({ conversationId: 'c1', offset: 0, limit: 25 }));
    await waitFor(() => expect(store.getState().message.conversationMap.c1.items).toHaveLength(2));
    store.dispatch(deleteMessage({ conversationId: 'c1', messageId: 'm1' }));
    await waitFor(() => expect(store.getState().message.deleteMessage.success).toBe(true));
    expect(store.getState().message.conversationMap.c1.items.map((m) => m._id)).toEqual(['m2']);
  });

  it('the unread total comes from GET /messages/total-unread-messages', async () => {
    api = fakeApi({ 'GET /messages/total-unread-messages': ok({ total: 12 }) });
    const store = makeStore(undefined, messagingSlices);
    store.dispatch(loadUnreadTotal());
    await waitFor(() => expect(store.getState().unreadMessages.total).toBe(12));
  });
});
