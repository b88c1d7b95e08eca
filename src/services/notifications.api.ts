// The notification centre: the viewer's notifications page by page, the unread count, marking read, and the
// per-kind email switches (docs/notifications.md).
import type { List } from '@/contracts/common';
import type {
  MarkReadBody,
  Notification,
  NotificationListQuery,
  NotificationPreferences,
  UpdateNotificationPreferencesBody,
} from '@/contracts/notifications';
import { request } from '@/lib/request';
import { unreadNotificationCount } from './unread-counts.api';

export type NotificationQuery = Partial<NotificationListQuery>;

export const notificationService = {
  /** Newest first; `unread: 'true'` for the unread only. */
  list: (query: NotificationQuery = {}) => request<List<Notification>>('/notifications', { query }),
  unreadCount: unreadNotificationCount,
  /** Marks the named ones (or all) read; answers how many it marked and how many stay unread. */
  markRead: (body: MarkReadBody) => request<{ marked: number; unread: number }>('/notifications/read', { method: 'POST', body }),
  preferences: () => request<NotificationPreferences>('/notifications/preferences'),
  updatePreferences: (body: UpdateNotificationPreferencesBody) =>
    request<NotificationPreferences>('/notifications/preferences', { method: 'PUT', body }),
};
