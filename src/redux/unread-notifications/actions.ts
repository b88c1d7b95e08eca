// The bell's count of unread notifications, on every page for a logged-in visitor (the list itself belongs to
// the notifications page alone).
import { createAction } from '@reduxjs/toolkit';
import type { Notification } from '@/contracts/notifications';

/** Saga: GET the unread count for the bell. */
export const loadNotificationUnread = createAction('unreadNotifications/load');
/** The count as the server counted it (the saga's answer, a read's answer, or the socket's 'notification/unread'). */
export const setNotificationUnread = createAction<number>('unreadNotifications/set');
/** Socket 'notification/created': one more unread (a new notification is always unread). */
export const notificationArrived = createAction<Notification>('unreadNotifications/arrived');
