// The logged-in performer's own profile (GET /performers/me) for the account tabs. Every change saved in a
// tab comes back as the new profile; the header, menus and account checks read the current user, so the
// parts they show are copied there too.
import { useCallback } from 'react';
import type { OwnPerformer } from '@/contracts/performers';
import type { CurrentUser } from '@/contracts/users';
import { useResource } from '@/hooks/use-resource';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { updateCurrentUser } from '@/redux/user/actions';
import { selectCurrentUser } from '@/redux/user/selectors';
import { performerAccountService } from '@/services/performer-account.api';

/** The current user with what the performer profile says about the same person. */
export function currentUserWith(user: CurrentUser, performer: OwnPerformer): CurrentUser {
  return {
    ...user,
    name: performer.name,
    username: performer.username,
    avatar: performer.avatar,
    cover: performer.cover,
    bio: performer.bio,
    gender: performer.gender,
    country: performer.country,
    performer: { bio: performer.bio, verificationStatus: performer.verificationStatus },
  };
}

export interface OwnPerformerState {
  performer: OwnPerformer | null;
  loadError: string | null;
  reload: () => Promise<void>;
  /**
   * Show a profile the API answered with (after a save or an upload). `user` is a fresher current user
   * than the one this render saw (the answer of a PUT /users made in the same save).
   */
  apply: (next: OwnPerformer, user?: CurrentUser) => void;
}

export function useOwnPerformer(): OwnPerformerState {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { value: performer, set: setPerformer, error: loadError, reload } = useResource(performerAccountService.me, 'me');

  const apply = useCallback(
    (next: OwnPerformer, fresher?: CurrentUser) => {
      setPerformer(next);
      dispatch(updateCurrentUser(currentUserWith(fresher ?? user, next)));
    },
    [dispatch, user],
  );

  return { performer, loadError, reload, apply };
}
