// Bookmarks and likes. Adding needs an object the user may see (its kind's registered check); removing
// always works, so nobody is stuck with a reaction on something that has since been hidden from them.
import type { List } from '@/contracts/common';
import { bookmarkSortKeys, type BookmarkListQuery, type PerformerBookmarkItem, type ReactionBody, type ReactionResult } from '@/contracts/social';
import { notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { PerformerDiscoveryService } from '../performers/performer-discovery.service';
import type { Viewer } from '../performers/performer-visibility';
import type { ReactionTargets } from './reaction-targets';
import type { ReactionsRepo } from './reactions.repo';

type LoggedInViewer = Viewer & { userId: string };

export function createReactionsService(deps: {
  reactionsRepo: ReactionsRepo;
  targets: ReactionTargets;
  discovery: Pick<PerformerDiscoveryService, 'present'>;
  /** After a like that is new (its owner is told: docs/notifications.md). */
  onLiked?: (like: { userId: string; objectType: ReactionBody['objectType']; objectId: string }) => void;
}) {
  const { reactionsRepo: repo, targets } = deps;

  const keyOf = (viewer: LoggedInViewer, body: ReactionBody) => ({ userId: viewer.userId, ...body });
  const resultOf = (body: ReactionBody, active: boolean): ReactionResult => ({ objectId: body.objectId, objectType: body.objectType, action: body.action, active });

  async function react(viewer: LoggedInViewer, body: ReactionBody): Promise<ReactionResult> {
    const target = targets.get(body.objectType);
    if (!target) throw unprocessable(`Reactions on ${body.objectType} are not available.`);
    if (!(await target.isVisible(body.objectId, viewer))) throw notFound(`This ${body.objectType} does not exist or is no longer available.`);
    const added = await repo.add(keyOf(viewer, body));
    await target.changed?.(body.objectId, body.action);
    if (added && body.action === 'like') deps.onLiked?.({ userId: viewer.userId, objectType: body.objectType, objectId: body.objectId });
    return resultOf(body, true);
  }

  async function unreact(viewer: LoggedInViewer, body: ReactionBody): Promise<ReactionResult> {
    await repo.remove(keyOf(viewer, body));
    await targets.get(body.objectType)?.changed?.(body.objectId, body.action);
    return resultOf(body, false);
  }

  async function performerBookmarks(viewer: LoggedInViewer, query: BookmarkListQuery): Promise<List<PerformerBookmarkItem>> {
    const { rows, total } = await repo.performerBookmarks(viewer, toPage(query, bookmarkSortKeys, 'createdAt'));
    const performers = await deps.discovery.present(rows);
    return {
      data: rows.map((row, i) => ({ _id: row.reactionId, createdAt: row.reactedAt.toISOString(), objectId: row.user.id, objectInfo: performers[i] })),
      total,
    };
  }

  return { react, unreact, performerBookmarks };
}
export type ReactionsService = ReturnType<typeof createReactionsService>;
