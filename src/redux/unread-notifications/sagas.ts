import { takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { unreadNotificationCount } from '@/services/unread-counts.api';
import { requestSaga } from '../saga-helpers';
import { loadNotificationUnread, setNotificationUnread } from './actions';

export const loadNotificationUnreadWorker = requestSaga({
  run: () => unreadNotificationCount(),
  success: (res) => setNotificationUnread(res.data.count),
});

export function* unreadNotificationsSagas(): SagaIterator {
  // Only the latest count matters: a newer request supersedes one still on its way.
  yield takeLatest(loadNotificationUnread.type, loadNotificationUnreadWorker);
}
