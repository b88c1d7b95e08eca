// The list-of-messages shape the message slice (conversations) and the stream-message slice (live chats) share:
// per conversation, messages held oldest first, the order a thread shows them; the server pages newest first,
// so each page is reversed on arrival. A slice makes its actions with createMessageListActions and adds the
// load, load-more and send cases with addMessageListCases; its own cases go on the same builder.
import { createAction } from '@reduxjs/toolkit';
import type { Message } from '@/contracts/messages';
import { toStoredError, type StoredError } from '@/lib/errors';
import type { CaseBuilder } from './case-reducer';

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

export interface ConversationMessages {
  items: Message[];
  total: number;
  fetching: boolean;
  isLoadMore: boolean;
}

export interface SendMessageState {
  sending: boolean;
  success: boolean;
  data: Message | null;
  error: StoredError | null;
}

export interface MessageListState {
  conversationMap: Record<string, ConversationMessages>;
  sendMessage: SendMessageState;
}

export const emptyConversationMessages: ConversationMessages = { items: [], total: 0, fetching: false, isLoadMore: false };
export const initialSendMessageState: SendMessageState = { sending: false, success: false, data: null, error: null };

/**
 * The load, load-more and send actions of a slice, typed `${slice}/load${noun}s`, `${slice}/loadMore${noun}s`
 * and `${slice}/send${noun}`, each with its Success and Fail.
 */
export function createMessageListActions<SendPayload, S extends string = string, N extends string = string>(slice: S, noun: N) {
  return {
    load: createAction<MessagePageRequest, `${S}/load${N}s`>(`${slice}/load${noun}s`),
    loadSuccess: createAction<MessagePage, `${S}/load${N}sSuccess`>(`${slice}/load${noun}sSuccess`),
    loadFail: createAction<MessageLoadFailure, `${S}/load${N}sFail`>(`${slice}/load${noun}sFail`),
    loadMore: createAction<MessagePageRequest, `${S}/loadMore${N}s`>(`${slice}/loadMore${noun}s`),
    loadMoreSuccess: createAction<MessagePage, `${S}/loadMore${N}sSuccess`>(`${slice}/loadMore${noun}sSuccess`),
    loadMoreFail: createAction<MessageLoadFailure, `${S}/loadMore${N}sFail`>(`${slice}/loadMore${noun}sFail`),
    send: createAction<SendPayload, `${S}/send${N}`>(`${slice}/send${noun}`),
    sendSuccess: createAction<Message, `${S}/send${N}Success`>(`${slice}/send${noun}Success`),
    sendFail: createAction<unknown, `${S}/send${N}Fail`>(`${slice}/send${noun}Fail`),
  };
}

export type MessageListActions<SendPayload> = ReturnType<typeof createMessageListActions<SendPayload>>;

/** The conversation's entry, or an empty one when it is not held yet. */
export function conversationEntry(state: MessageListState, conversationId: string): ConversationMessages {
  return state.conversationMap[conversationId] ?? emptyConversationMessages;
}

/** The state with the conversation's entry changed (starting from an empty one when it is not held yet). */
export function withThread<S extends MessageListState>(state: S, conversationId: string, change: (thread: ConversationMessages) => Partial<ConversationMessages>): S {
  const thread = conversationEntry(state, conversationId);
  return { ...state, conversationMap: { ...state.conversationMap, [conversationId]: { ...thread, ...change(thread) } } };
}

/** Adds a message at the end unless it is already there (one's own message comes back from the socket too). */
export function appendMessage<S extends MessageListState>(state: S, message: Message): S {
  if (state.conversationMap[message.conversationId]?.items.some((m) => m._id === message._id)) return state;
  return withThread(state, message.conversationId, (thread) => ({ items: [...thread.items, message], total: thread.total + 1 }));
}

/** A message deleted on the other side keeps its place in the thread but loses its content. */
export function markMessageDeleted<S extends MessageListState>(state: S, { conversationId, messageId }: MessageRef, text: string): S {
  if (!state.conversationMap[conversationId]?.items.some((m) => m._id === messageId)) return state;
  return withThread(state, conversationId, (thread) => ({
    items: thread.items.map((m) => (m._id === messageId ? { ...m, text, isDeleted: true, files: [] } : m)),
  }));
}

const oldestFirst = (page: Message[]) => [...page].reverse();

/** The load, load-more and send cases, on the slice's own builder. */
export function addMessageListCases<S extends MessageListState, SendPayload>(builder: CaseBuilder<S>, actions: MessageListActions<SendPayload>): CaseBuilder<S> {
  return builder
    .addCase(actions.load, (state, { payload }) => withThread(state, payload.conversationId, () => ({ fetching: true, isLoadMore: false })))
    .addCase(actions.loadSuccess, (state, { payload }) => ({
      ...state,
      conversationMap: {
        ...state.conversationMap,
        [payload.conversationId]: { items: oldestFirst(payload.data), total: payload.total, fetching: false, isLoadMore: false },
      },
    }))
    .addCase(actions.loadFail, (state, { payload }) => withThread(state, payload.conversationId, () => ({ fetching: false })))
    .addCase(actions.loadMore, (state, { payload }) => withThread(state, payload.conversationId, () => ({ fetching: true, isLoadMore: true })))
    .addCase(actions.loadMoreSuccess, (state, { payload }) =>
      withThread(state, payload.conversationId, (thread) => {
        // Messages arriving meanwhile shift the offsets, so an older page can repeat one already held.
        const held = new Set(thread.items.map((m) => m._id));
        const older = oldestFirst(payload.data).filter((m) => !held.has(m._id));
        return { items: [...older, ...thread.items], total: payload.total, fetching: false, isLoadMore: false };
      }),
    )
    .addCase(actions.loadMoreFail, (state, { payload }) => withThread(state, payload.conversationId, () => ({ fetching: false, isLoadMore: false })))
    .addCase(actions.send, (state) => ({ ...state, sendMessage: { sending: true, success: false, data: null, error: null } }))
    .addCase(actions.sendSuccess, (state, { payload }) => ({
      ...appendMessage(state, payload),
      sendMessage: { sending: false, success: true, data: payload, error: null },
    }))
    .addCase(actions.sendFail, (state, { payload }) => ({
      ...state,
      sendMessage: { sending: false, success: false, data: null, error: toStoredError(payload) },
    }));
}
