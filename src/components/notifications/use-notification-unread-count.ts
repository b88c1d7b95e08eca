// The logged-in visitor's count of unread notifications, for the bell and anything else that shows it. The
// count is read once when someone logs in, then kept live by the socket: 'notification/created' adds one and
// 'notification/unread' (a read on another page) sets it (src/services/socket.ts). Redux holds it because
// every page shows it; this hook is the one way components read it.
import { useEffect } from 'react';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { loadNotificationUnread } from '@/redux/unread-notifications/actions';
import { selectNotificationUnread } from '@/redux/unread-notifications/selectors';

/** Unread notifications of the logged-in visitor (0 for a visitor). Loads the count on login. */
export function useNotificationUnreadCount(): number {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const count = useAppSelector(selectNotificationUnread);

  useEffect(() => {
    if (loggedIn) dispatch(loadNotificationUnread());
  }, [dispatch, loggedIn]);

  return loggedIn ? count : 0;
}
