import { createCaseReducer } from '../case-reducer';
import { notificationArrived, setNotificationUnread } from './actions';

export interface UnreadNotificationsState {
  /** Unread notifications (the bell's badge). */
  count: number;
}

export const initialUnreadNotificationsState: UnreadNotificationsState = { count: 0 };

export const unreadNotificationsReducer = createCaseReducer(initialUnreadNotificationsState, (builder) => {
  builder
    .addCase(setNotificationUnread, (state, { payload }) => ({ ...state, count: Math.max(0, payload) }))
    .addCase(notificationArrived, (state) => ({ ...state, count: state.count + 1 }));
});
