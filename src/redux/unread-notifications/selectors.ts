import type { RootState } from '../root-reducer';

export const selectNotificationUnread = (state: RootState) => state.unreadNotifications.count;
