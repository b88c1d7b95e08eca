// The conversation list and opening a conversation by id. Failures toast the fixed load sentence
// (docs/product.md, "Error messages").
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Envelope, List } from '@/contracts/common';
import type { Conversation } from '@/contracts/messages';
import { INITIAL_MESSAGE_PAGE } from '@/contracts/shell-values';
import { messageService } from '@/services/message.api';
import { loadMessages } from '../message/actions';
import { loadUnreadTotal } from '../unread-messages/actions';
import type { ConversationMessages } from '../message/reducer';
import { selectMessagesOf } from '../message/selectors';
import { requestSaga } from '../saga-helpers';
import {
  activateConversation,
  addConversation,
  readConversation,
  searchConversations,
  searchConversationsFail,
  searchConversationsSuccess,
  setActiveConversation,
  updateConversation,
  type ActivateConversationPayload,
  type SearchConversationsPayload,
} from './actions';
import { withLoadFailureToast } from './load-failure';
import { selectActiveConversation, selectConversation } from './selectors';

export const searchConversationsWorker = requestSaga<SearchConversationsPayload | undefined, Envelope<List<Conversation>>>({
  run: withLoadFailureToast((payload: SearchConversationsPayload | undefined) => {
    const { q, offset, limit } = payload ?? {};
    return messageService.searchConversations({ q, offset, limit });
  }),
  success: (res, payload) =>
    searchConversationsSuccess({ ...res.data, loadMore: payload?.loadMore ?? false }),
  failure: (error) => searchConversationsFail(error),
});

/** The newest page of messages, unless a fetch for this conversation is still on its way. */
function* loadFirstPage(conversationId: string): SagaIterator {
  const thread: ConversationMessages = yield select(selectMessagesOf(conversationId));
  if (thread.fetching) return;
  yield put(loadMessages({ conversationId, ...INITIAL_MESSAGE_PAGE }));
}

/** A conversation this page does not hold yet: fetched by id, or opened with the person (created once). */
function* fetchConversation(payload: ActivateConversationPayload): SagaIterator<Conversation> {
  const res: Envelope<Conversation> =
    'conversationId' in payload
      ? yield call(messageService.getConversation, payload.conversationId)
      : yield call(messageService.createConversation, { source: payload.source, sourceId: payload.sourceId });
  return res.data;
}

export function* activate(payload: ActivateConversationPayload): SagaIterator {
  const cached: Conversation | null = 'conversationId' in payload ? yield select(selectConversation(payload.conversationId)) : null;
  if (cached) {
    yield put(setActiveConversation(cached));
    // Read only once the server agrees, so a failed call leaves the unread badge honest.
    yield call(messageService.readAll, cached._id);
    yield put(readConversation(cached._id));
    yield put(loadUnreadTotal());
    yield call(loadFirstPage, cached._id);
    return;
  }
  const conversation: Conversation = yield call(fetchConversation, payload);
  yield put(addConversation(conversation));
  yield put(setActiveConversation(conversation));
  yield call(loadFirstPage, conversation._id);
}

export const activateConversationWorker = requestSaga<ActivateConversationPayload, void>({ run: withLoadFailureToast(activate) });

/**
 * A message that arrives in the conversation open on this page is read at once: the server is told, so the
 * unread badges (here and in the fan's other tabs) do not count what the person is looking at.
 */
export function* readWhileOpen(action: ReturnType<typeof updateConversation>): SagaIterator {
  const conversation = action.payload;
  const active: Conversation | null = yield select(selectActiveConversation);
  if (!active || active._id !== conversation._id || conversation.totalNotSeenMessages === 0) return;
  try {
    yield call(messageService.readAll, conversation._id);
    yield put(readConversation(conversation._id));
    yield put(loadUnreadTotal());
  } catch {
    // The badge stays until the next read; nothing the person needs to be told about.
  }
}

export function* conversationSagas(): SagaIterator {
  // A newer search (typing in the box) supersedes the one still on its way.
  yield takeLatest(searchConversations.type, searchConversationsWorker);
  yield takeEvery(activateConversation.type, activateConversationWorker);
  yield takeEvery(updateConversation.type, readWhileOpen);
}
