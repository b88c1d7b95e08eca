// One performer's follow state for a button: what the page loaded, overridden by toggles made here
// (the follow slice). Anonymous visitors are sent to log in instead.
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { LOGIN_PATH } from '@/lib/navigation';
import { selectLoggedIn } from '@/redux/auth/selectors';
import { follow, unfollow } from '@/redux/follow/actions';
import { selectFollowers, selectFollowPending, selectIsFollowed } from '@/redux/follow/selectors';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';

export interface FollowTarget {
  _id: string;
  isFollowed: boolean;
  stats?: { followers: number };
}

/** Runs `action` for a logged-in visitor; sends anyone else to the login page. */
export function useLoginGate() {
  const router = useRouter();
  const loggedIn = useAppSelector(selectLoggedIn);
  return useCallback(
    (action: () => void) => {
      if (loggedIn) action();
      else void router.push(LOGIN_PATH);
    },
    [loggedIn, router],
  );
}

export function useFollow(performer: FollowTarget) {
  const dispatch = useAppDispatch();
  const gate = useLoginGate();
  const id = performer._id;
  const isFollowed = useAppSelector((s) => selectIsFollowed(s, id, performer.isFollowed));
  const followers = useAppSelector((s) => selectFollowers(s, id, performer.stats?.followers ?? 0));
  const pending = useAppSelector((s) => selectFollowPending(s, id));
  const toggle = useCallback(() => gate(() => dispatch(isFollowed ? unfollow(id) : follow(id))), [gate, dispatch, isFollowed, id]);
  return { isFollowed, followers, pending, toggle };
}
