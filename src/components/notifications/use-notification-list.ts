// The notifications page's list: pages of the viewer's notifications newest first (all, or the unread only),
// "load more", marking one or all read (the bell follows the count the server answers), and new ones from the
// socket put on top.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notification } from '@/contracts/notifications';
import { errorMessageOr } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useAppDispatch } from '@/redux/hooks';
import { setNotificationUnread } from '@/redux/unread-notifications/actions';
import { notificationService } from '@/services/notifications.api';
import { useSocketEvent } from './use-socket-event';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export type NotificationFilter = 'all' | 'unread';

/** `more` after `list`, leaving out any already there (a notification that arrived live is also on the next page). */
const appendNew = (list: Notification[], more: Notification[]) => {
  const seen = new Set(list.map((n) => n._id));
  return [...list, ...more.filter((n) => !seen.has(n._id))];
};

export function useNotificationList() {
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [items, setItems] = useState<Notification[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // Answers to an older filter are dropped.
  const generation = useRef(0);

  const load = useCallback(async (which: NotificationFilter, offset: number) => {
    const mine = generation.current;
    setLoading(true);
    try {
      const answer = await notificationService.list({ offset, limit: NOTIFICATIONS_PAGE_SIZE, ...(which === 'unread' ? { unread: 'true' } : {}) });
      if (mine !== generation.current) return;
      setItems((list) => (offset === 0 ? answer.data.data : appendNew(list, answer.data.data)));
      setTotal(answer.data.total);
      setFailed(false);
    } catch (error) {
      if (mine !== generation.current) return;
      setFailed(true);
      notifyError(errorMessageOr(error, 'The notifications could not be loaded. Please try again.'));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    generation.current += 1;
    setItems([]);
    void load(filter, 0);
  }, [filter, load]);

  useSocketEvent('notification/created', ({ notification }) => {
    setItems((list) => (list.some((n) => n._id === notification._id) ? list : [notification, ...list]));
    setTotal((n) => n + 1);
  });

  const markRead = useCallback(
    async (ids: string[] | 'all') => {
      try {
        const answer = await notificationService.markRead(ids === 'all' ? { all: true } : { ids });
        setItems((list) => list.map((n) => (ids === 'all' || ids.includes(n._id) ? { ...n, read: true } : n)));
        dispatch(setNotificationUnread(answer.data.unread));
      } catch (error) {
        notifyError(errorMessageOr(error, 'The notifications could not be marked read. Please try again.'));
      }
    },
    [dispatch],
  );

  return {
    filter,
    setFilter,
    items,
    loading,
    failed,
    hasMore: items.length < total,
    loadMore: () => void load(filter, items.length),
    reload: () => void load(filter, 0),
    markAllRead: () => markRead('all'),
    markOneRead: (id: string) => markRead([id]),
  };
}
