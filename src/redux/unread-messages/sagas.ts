import { takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { totalUnreadMessages } from '@/services/unread-counts.api';
import { requestSaga } from '../saga-helpers';
import { loadUnreadTotal, setUnreadTotal } from './actions';

export const loadUnreadTotalWorker = requestSaga({
  run: () => totalUnreadMessages(),
  success: (res) => setUnreadTotal(res.data.total),
});

export function* unreadMessagesSagas(): SagaIterator {
  // Only the latest count matters: a newer request supersedes one still on its way.
  yield takeLatest(loadUnreadTotal.type, loadUnreadTotalWorker);
}
