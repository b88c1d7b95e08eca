// Follows: follow and unfollow a performer, and the two lists.
import type { List } from '@/contracts/common';
import type { FollowerItem, FollowingItem, FollowResult } from '@/contracts/social';
import type { QueryValue } from '@/lib/request';
import { request } from '@/lib/request';

export type FollowListQuery = Record<string, QueryValue>;

const followPath = (performerId: string) => `/follows/${encodeURIComponent(performerId)}`;

export const followService = {
  follow: (performerId: string) => request<FollowResult>(followPath(performerId), { method: 'POST' }),
  unfollow: (performerId: string) => request<FollowResult>(followPath(performerId), { method: 'DELETE' }),
  /** The logged-in performer's followers. */
  followers: (query: FollowListQuery = {}) => request<List<FollowerItem>>('/follows/followers', { query }),
  /** The performers the logged-in user follows. */
  following: (query: FollowListQuery = {}) => request<List<FollowingItem>>('/follows/following', { query }),
};
