// Loading and writing a live session's chat. A load that fails is only logged: the chat sits beside the video,
// and a toast over a show for a chat that could not load would be noise (unlike a private thread, where the
// thread is the whole page). A failed send is stored for the composer to show.
import { call, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Envelope, List } from '@/contracts/common';
import type { Conversation, Message } from '@/contracts/messages';
import { INITIAL_MESSAGE_PAGE } from '@/contracts/shell-values';
import { getResponseError } from '@/lib/errors';
import { isCancelled } from '@/lib/request';
import { streamChatService } from '@/services/stream-chat.api';
import type { MessagePageRequest } from '../message/actions';
import { requestSaga } from '../saga-helpers';
import {
  fetchStreamConversation,
  fetchStreamConversationFail,
  fetchStreamConversationSuccess,
  loadMoreStreamMessages,
  loadMoreStreamMessagesFail,
  loadMoreStreamMessagesSuccess,
  loadStreamMessages,
  loadStreamMessagesFail,
  loadStreamMessagesSuccess,
  sendStreamMessage,
  sendStreamMessageFail,
  sendStreamMessageSuccess,
  type SendStreamMessagePayload,
  type StreamConversationRequest,
} from './actions';

/** Writes a failed stream chat load to the browser's console. */
export function logStreamLoadFailure(what: string, error: unknown): void {
  console.error(`[stream chat] ${what} failed:`, getResponseError(error));
}

/** Wraps a load so its failure is logged, then still reaches the saga's failure action. */
function withLoadFailureLog<P, R>(what: string, load: (payload: P) => Promise<R>) {
  return function* loadOrLog(payload: P): SagaIterator<R> {
    try {
      return (yield call(load, payload)) as R;
    } catch (error) {
      if (!isCancelled(error)) yield call(logStreamLoadFailure, what, error);
      throw error;
    }
  };
}

type PageResult = Envelope<List<Message>>;

const fetchPage = ({ conversationId, offset, limit }: MessagePageRequest) => streamChatService.list(conversationId, { offset, limit });

export const fetchStreamConversationWorker = requestSaga<StreamConversationRequest, Envelope<Conversation>>({
  run: withLoadFailureLog('loading the chat of a live session', ({ performerId }: StreamConversationRequest) => streamChatService.ofPerformer(performerId)),
  success: (res) => [fetchStreamConversationSuccess(res.data), loadStreamMessages({ conversationId: res.data._id, ...INITIAL_MESSAGE_PAGE })],
  failure: (error) => fetchStreamConversationFail(error),
});

export const loadStreamMessagesWorker = requestSaga<MessagePageRequest, PageResult>({
  run: withLoadFailureLog('loading chat messages', fetchPage),
  success: (res, { conversationId }) => loadStreamMessagesSuccess({ conversationId, ...res.data }),
  failure: (error, { conversationId }) => loadStreamMessagesFail({ conversationId, error }),
});

export const loadMoreStreamMessagesWorker = requestSaga<MessagePageRequest, PageResult>({
  run: withLoadFailureLog('loading older chat messages', fetchPage),
  success: (res, { conversationId }) => loadMoreStreamMessagesSuccess({ conversationId, ...res.data }),
  failure: (error, { conversationId }) => loadMoreStreamMessagesFail({ conversationId, error }),
});

export const sendStreamMessageWorker = requestSaga({
  run: ({ conversationId, data }: SendStreamMessagePayload) => streamChatService.send(conversationId, data),
  success: (res) => sendStreamMessageSuccess(res.data),
  failure: (error) => sendStreamMessageFail(error),
});

export function* streamMessageSagas(): SagaIterator {
  yield takeEvery(fetchStreamConversation.type, fetchStreamConversationWorker);
  yield takeEvery(loadStreamMessages.type, loadStreamMessagesWorker);
  yield takeEvery(loadMoreStreamMessages.type, loadMoreStreamMessagesWorker);
  yield takeEvery(sendStreamMessage.type, sendStreamMessageWorker);
}
