// The two unread counts the shell reads on every logged-in page (the Messages entry's and the bell's), apart from
// their services: those are objects webpack keeps whole, so the sagas that read the counts would bring the
// conversations' and the notification centre's clients to every page. Each service lists its count too.
import type { UnreadCount } from '@/contracts/notifications';
import { request } from '@/lib/request';

export const totalUnreadMessages = () => request<{ total: number }>('/messages/total-unread-messages');

export const unreadNotificationCount = () => request<UnreadCount>('/notifications/unread-count');
