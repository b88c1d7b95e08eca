// Checks the message slice and the stream message slice share: both keep each conversation's messages as a
// paged list (oldest first) and a send state, through actions of the same shape under different names.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Message } from '@/contracts/messages';
import { newestFirst } from './fixtures';

type Page = { conversationId: string; offset: number; limit: number };

export interface MessageListSlice<S extends MessageListState> {
  reducer: (state: S, action: UnknownAction) => S;
  initial: S;
  loadSuccess: (payload: { conversationId: string; data: Message[]; total: number }) => UnknownAction;
  loadMore: (payload: Page) => UnknownAction;
  loadMoreSuccess: (payload: { conversationId: string; data: Message[]; total: number }) => UnknownAction;
  loadMoreFail: (payload: { conversationId: string; error: string }) => UnknownAction;
  send: (payload: { conversationId: string; data: { text: string } }) => UnknownAction;
  sendSuccess: (message: Message) => UnknownAction;
}

interface MessageListState {
  conversationMap: Record<string, { items: { _id: string }[]; total: number; fetching: boolean; isLoadMore: boolean }>;
  sendMessage: { sending: boolean; success: boolean; data: unknown; error: unknown };
}

const reduce = <S extends MessageListState>(slice: MessageListSlice<S>, state: S, ...actions: UnknownAction[]) => actions.reduce(slice.reducer, state);
export const idsOf = (s: MessageListState, conversationId = 'c1') => s.conversationMap[conversationId].items.map((m) => m._id);
/** c1 holds m3, m4, m5 (oldest first) of 5. */
export const loadedList = <S extends MessageListState>(slice: MessageListSlice<S>) =>
  reduce(slice, slice.initial, slice.loadSuccess({ conversationId: 'c1', data: newestFirst(3, 5), total: 5 }));

/** Loading more marks isLoadMore; its page goes before the list, oldest first, without repeats. */
export function expectLoadMorePrepends<S extends MessageListState>(slice: MessageListSlice<S>) {
  const more = reduce(slice, loadedList(slice), slice.loadMore({ conversationId: 'c1', offset: 3, limit: 25 }));
  expect(more.conversationMap.c1).toMatchObject({ fetching: true, isLoadMore: true });
  // The page overlaps by one: a message arrived meanwhile and shifted the offset.
  const s = reduce(slice, more, slice.loadMoreSuccess({ conversationId: 'c1', data: newestFirst(1, 3), total: 5 }));
  expect(idsOf(s)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  expect(s.conversationMap.c1).toMatchObject({ fetching: false, isLoadMore: false, total: 5 });
}

/** A failed load-more stops fetching and keeps the messages. */
export function expectFailedLoadMoreKeepsList<S extends MessageListState>(slice: MessageListSlice<S>) {
  const s = reduce(slice, loadedList(slice), slice.loadMore({ conversationId: 'c1', offset: 3, limit: 25 }), slice.loadMoreFail({ conversationId: 'c1', error: 'x' }));
  expect(s.conversationMap.c1).toMatchObject({ fetching: false, isLoadMore: false });
  expect(idsOf(s)).toEqual(['m3', 'm4', 'm5']);
}

/** A page loaded for c2 leaves c1's list alone. */
export function expectConversationsApart<S extends MessageListState>(slice: MessageListSlice<S>) {
  const s = reduce(slice, loadedList(slice), slice.loadSuccess({ conversationId: 'c2', data: newestFirst(1, 1, 'c2'), total: 1 }));
  expect(idsOf(s)).toEqual(['m3', 'm4', 'm5']);
  expect(idsOf(s, 'c2')).toEqual(['m1']);
}

/** Sending sets sending; success appends `sent` to c1 and keeps it as the send state's data. Answers the state after. */
export function expectSendAppends<S extends MessageListState>(slice: MessageListSlice<S>, sent: Message): S {
  const sending = reduce(slice, loadedList(slice), slice.send({ conversationId: 'c1', data: { text: 'hi' } }));
  expect(sending.sendMessage).toEqual({ sending: true, success: false, data: null, error: null });
  const s = reduce(slice, sending, slice.sendSuccess(sent));
  expect(s.sendMessage).toEqual({ sending: false, success: true, data: sent, error: null });
  expect(idsOf(s)).toEqual(['m3', 'm4', 'm5', 'm6']);
  expect(s.conversationMap.c1.total).toBe(6);
  return s;
}
