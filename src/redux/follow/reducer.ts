// Follow state: the followed ids without duplicates (adding keeps the list unique, removing drops
// the id). Pages learn `isFollowed` from the API; the ids toggled on this page are tracked so a live
// toggle wins over what the page loaded earlier.
import { createCaseReducer } from '../case-reducer';
import type { FollowResult } from '@/contracts/social';
import { follow, followed, followFailed, unfollow, unfollowed } from './actions';

export interface FollowState {
  /** Performers the user follows, as far as this page knows, each once. */
  ids: string[];
  /** Performers followed or unfollowed here: for them `ids` is the truth, not the page's data. */
  changed: string[];
  /** Follower counts the server answered with after a toggle. */
  followers: Record<string, number>;
  /** Toggles on their way to the server. */
  pending: string[];
}

export const initialFollowState: FollowState = { ids: [], changed: [], followers: {}, pending: [] };

const withId = (list: string[], id: string) => (list.includes(id) ? list : [...list, id]);
const withoutId = (list: string[], id: string) => list.filter((x) => x !== id);

function settle(state: FollowState, result: FollowResult, isFollowed: boolean): FollowState {
  const id = result.performerId;
  return {
    ids: isFollowed ? withId(state.ids, id) : withoutId(state.ids, id),
    changed: withId(state.changed, id),
    followers: { ...state.followers, [id]: result.followers },
    pending: withoutId(state.pending, id),
  };
}

export const followReducer = createCaseReducer(initialFollowState, (builder) => {
  builder
    .addCase(follow, (state, { payload }) => ({ ...state, pending: withId(state.pending, payload) }))
    .addCase(unfollow, (state, { payload }) => ({ ...state, pending: withId(state.pending, payload) }))
    .addCase(followed, (state, { payload }) => settle(state, payload, true))
    .addCase(unfollowed, (state, { payload }) => settle(state, payload, false))
    .addCase(followFailed, (state, { payload }) => ({ ...state, pending: withoutId(state.pending, payload) }));
});
