// Follow and unfollow through the API; a failure toasts the server's message.
import { takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { followService } from '@/services/follow.api';
import { requestSaga } from '../saga-helpers';
import { follow, followed, followFailed, unfollow, unfollowed } from './actions';

export const followWorker = requestSaga({
  run: (performerId: string) => followService.follow(performerId),
  success: (res) => followed(res.data),
  failure: (_error, performerId) => followFailed(performerId),
  errorToast: true,
});

export const unfollowWorker = requestSaga({
  run: (performerId: string) => followService.unfollow(performerId),
  success: (res) => unfollowed(res.data),
  failure: (_error, performerId) => followFailed(performerId),
  errorToast: true,
});

export function* followSagas(): SagaIterator {
  // Every performer's toggle runs on its own; the button stays busy while one is pending.
  yield takeEvery(follow.type, followWorker);
  yield takeEvery(unfollow.type, unfollowWorker);
}
