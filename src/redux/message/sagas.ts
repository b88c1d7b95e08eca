// Loading, sending and deleting messages. Load failures toast the fixed load sentence;
// send and delete failures are only stored, for the composer and the thread to show.
import { takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Envelope, List } from '@/contracts/common';
import type { Message } from '@/contracts/messages';
import { messageService } from '@/services/message.api';
import { requestSaga } from '../saga-helpers';
import { withLoadFailureToast } from '../conversation/load-failure';
import {
  deleteMessage,
  deleteMessageFail,
  deleteMessageSuccess,
  loadMessages,
  loadMessagesFail,
  loadMessagesSuccess,
  loadMoreMessages,
  loadMoreMessagesFail,
  loadMoreMessagesSuccess,
  sendMessage,
  sendMessageFail,
  sendMessageSuccess,
  type MessagePageRequest,
  type MessageRef,
  type SendMessagePayload,
} from './actions';

type PageResult = Envelope<List<Message>>;

const fetchPage = ({ conversationId, offset, limit }: MessagePageRequest) => messageService.list(conversationId, { offset, limit });

export const loadMessagesWorker = requestSaga<MessagePageRequest, PageResult>({
  run: withLoadFailureToast(fetchPage),
  success: (res, { conversationId }) => loadMessagesSuccess({ conversationId, ...res.data }),
  failure: (error, { conversationId }) => loadMessagesFail({ conversationId, error }),
});

export const loadMoreMessagesWorker = requestSaga<MessagePageRequest, PageResult>({
  run: withLoadFailureToast(fetchPage),
  success: (res, { conversationId }) => loadMoreMessagesSuccess({ conversationId, ...res.data }),
  failure: (error, { conversationId }) => loadMoreMessagesFail({ conversationId, error }),
});

export const sendMessageWorker = requestSaga({
  run: ({ conversationId, data }: SendMessagePayload) => messageService.send(conversationId, data),
  success: (res) => sendMessageSuccess(res.data),
  failure: (error) => sendMessageFail(error),
});

export const deleteMessageWorker = requestSaga({
  run: ({ messageId }: MessageRef) => messageService.delete(messageId),
  success: (_res, ref) => deleteMessageSuccess(ref),
  failure: (error) => deleteMessageFail(error),
});

export function* messageSagas(): SagaIterator {
  yield takeEvery(loadMessages.type, loadMessagesWorker);
  yield takeEvery(loadMoreMessages.type, loadMoreMessagesWorker);
  yield takeEvery(sendMessage.type, sendMessageWorker);
  yield takeEvery(deleteMessage.type, deleteMessageWorker);
}
