// Following performers. Only a performer the user may see can be followed (performer-visibility.ts), and
// the following list drops performers who are no longer visible to them.
import type { z } from 'zod';
import type { List } from '@/contracts/common';
import { followSortKeys, type FollowerItem, type FollowingItem, type followListQuery, type FollowResult } from '@/contracts/social';
import { notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { PerformerDiscoveryService } from '../performers/performer-discovery.service';
import type { Viewer } from '../performers/performer-visibility';
import type { UserPresenter } from '../users/users.presenter';
import type { FollowsRepo } from './follows.repo';

type FollowListQuery = z.infer<typeof followListQuery>;
type LoggedInViewer = Viewer & { userId: string };

const performerNotFound = () => notFound('This performer does not exist or is no longer available.');
/** A follow is one pair of accounts; its id names both. */
const followId = (followerId: string, performerId: string) => `${followerId}:${performerId}`;

export function createFollowsService(deps: {
  followsRepo: FollowsRepo;
  discovery: Pick<PerformerDiscoveryService, 'isVisible' | 'present'>;
  users: Pick<UserPresenter, 'publicUser'>;
}) {
  const { followsRepo: repo, discovery } = deps;

  async function follow(viewer: LoggedInViewer, performerId: string): Promise<FollowResult> {
    if (performerId === viewer.userId) throw unprocessable('You cannot follow yourself.');
    if (!(await discovery.isVisible(performerId, viewer))) throw performerNotFound();
    return { performerId, isFollowed: true, followers: await repo.follow(viewer.userId, performerId) };
  }

  /** Always removes the follow, so someone a performer blocked is not left following them. */
  async function unfollow(viewer: LoggedInViewer, performerId: string): Promise<FollowResult> {
    const followers = await repo.unfollow(viewer.userId, performerId);
    if (!(await discovery.isVisible(performerId, viewer))) throw performerNotFound();
    return { performerId, isFollowed: false, followers };
  }

  async function followers(performerId: string, query: FollowListQuery): Promise<List<FollowerItem>> {
    const { rows, total } = await repo.followers(performerId, query.q || undefined, toPage(query, followSortKeys, 'createdAt'));
    return {
      data: rows.map((row) => ({ _id: followId(row.user.id, performerId), createdAt: row.followedAt.toISOString(), user: deps.users.publicUser(row.user, row.performer) })),
      total,
    };
  }

  async function following(viewer: LoggedInViewer, query: FollowListQuery): Promise<List<FollowingItem>> {
    const { rows, total } = await repo.following(viewer, query.q || undefined, toPage(query, followSortKeys, 'createdAt'));
    const performers = await discovery.present(rows);
    return {
      data: rows.map((row, i) => ({ _id: followId(viewer.userId, row.user.id), createdAt: row.followedAt.toISOString(), performer: performers[i] })),
      total,
    };
  }

  return { follow, unfollow, followers, following };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
