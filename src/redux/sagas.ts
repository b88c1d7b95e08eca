import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { authSagas } from './auth/sagas';
import { followSagas } from './follow/sagas';
import { userSagas } from './user/sagas';

export function* rootSaga(): SagaIterator {
  yield all([fork(authSagas), fork(userSagas), fork(followSagas)]);
}
