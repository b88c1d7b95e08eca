import { all, call, fork, takeEvery } from 'redux-saga/effects';
import type { Saga, SagaIterator } from 'redux-saga';
import { authSagas } from './auth/sagas';
import { followSagas } from './follow/sagas';
import { sliceSagaAdded } from './inject';
import type { LazyKey } from './root-reducer';
import { unreadMessagesSagas } from './unread-messages/sagas';
import { unreadNotificationsSagas } from './unread-notifications/sagas';
import { userSagas } from './user/sagas';

/** Runs the saga of a slice a page added (./inject.ts) under the root saga, so cancelling or ending it ends both. */
function* runAddedSaga(sagas: ReadonlyMap<LazyKey, Saga<[]>>, action: ReturnType<typeof sliceSagaAdded>): SagaIterator {
  const saga = sagas.get(action.payload);
  if (saga) yield call(saga);
}

/** The shell's sagas, and those of the slices added later (`lazySagas`, filled by the store). */
export function* rootSaga(lazySagas: ReadonlyMap<LazyKey, Saga<[]>> = new Map()): SagaIterator {
  yield all([
    fork(authSagas),
    fork(userSagas),
    fork(followSagas),
    fork(unreadMessagesSagas),
    fork(unreadNotificationsSagas),
    takeEvery(sliceSagaAdded.type, runAddedSaga, lazySagas),
  ]);
}
