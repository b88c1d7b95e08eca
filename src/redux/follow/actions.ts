import { createAction } from '@reduxjs/toolkit';
import type { FollowResult } from '@/contracts/social';

/** Saga: POST /follows/{performerId}, then `followed`, or `followFailed` with a toast. */
export const follow = createAction<string>('follow/follow');
/** Saga: DELETE /follows/{performerId}, then `unfollowed`, or `followFailed` with a toast. */
export const unfollow = createAction<string>('follow/unfollow');
/** The server confirmed: the id joins the followed list (once) and the follower count is the server's. */
export const followed = createAction<FollowResult>('follow/followed');
/** The server confirmed: the id leaves the followed list. */
export const unfollowed = createAction<FollowResult>('follow/unfollowed');
export const followFailed = createAction<string>('follow/followFailed');
