import { takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { notificationService } from '@/services/notifications.api';
import { requestSaga } from '../saga-helpers';
import { loadNotificationUnread, setNotificationUnread } from './actions';

export const loadNotificationUnreadWorker = requestSaga({
  run: () => notificationService.unreadCount(),
  success: (res) => setNotificationUnread(res.data.count),
});

export function* unreadNotificationsSagas(): SagaIterator {
  // Only the latest count matters: a newer request supersedes one still on its way.
  yield takeLatest(loadNotificationUnread.type, loadNotificationUnreadWorker);
}
