import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { authSagas } from './auth/sagas';
import { conversationSagas } from './conversation/sagas';
import { followSagas } from './follow/sagas';
import { messageSagas } from './message/sagas';
import { streamMessageSagas } from './stream-message/sagas';
import { userSagas } from './user/sagas';

export function* rootSaga(): SagaIterator {
  yield all([fork(authSagas), fork(userSagas), fork(followSagas), fork(conversationSagas), fork(messageSagas), fork(streamMessageSagas)]);
}
