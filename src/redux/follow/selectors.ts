import type { RootState } from '../root-reducer';

export const selectFollow = (state: RootState) => state.follow;

/** Whether the user follows the performer: a toggle made here wins over what the page loaded (`loaded`). */
export const selectIsFollowed = (state: RootState, performerId: string, loaded: boolean): boolean =>
  state.follow.changed.includes(performerId) ? state.follow.ids.includes(performerId) : loaded;

/** The follower count after a toggle here, else what the page loaded. */
export const selectFollowers = (state: RootState, performerId: string, loaded: number): number =>
  state.follow.followers[performerId] ?? loaded;

export const selectFollowPending = (state: RootState, performerId: string): boolean => state.follow.pending.includes(performerId);
