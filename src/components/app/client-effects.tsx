// Browser-only work appended to every page: saved ui choices, the theme attribute, route progress, and
// while logged in the realtime socket and the notices it brings to every page (a followed performer going live).
import Router from 'next/router';
import { useEffect } from 'react';
import { LiveStartedNotices } from '@/components/live/live-started-notice';
import { getTokenCookie } from '@/lib/cookies';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { loadUIValue } from '@/redux/ui/actions';
import { selectTheme } from '@/redux/ui/selectors';
import { openSocketWhenIdle } from '@/services/socket';
import { followRouteChanges } from './route-progress';

function useRouteProgress() {
  useEffect(() => followRouteChanges(Router.events), []);
}

export default function ClientEffects() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const loggedIn = useAppSelector(selectLoggedIn);

  useEffect(() => {
    dispatch(loadUIValue());
  }, [dispatch]);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  }, [theme]);

  useEffect(() => {
    const token = loggedIn ? getTokenCookie() : undefined;
    if (!token) return undefined;
    return openSocketWhenIdle({ token, dispatch, getToken: getTokenCookie });
  }, [loggedIn, dispatch]);

  useRouteProgress();
  return loggedIn ? <LiveStartedNotices /> : null;
}
