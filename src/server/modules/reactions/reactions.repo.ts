// Reaction rows: one per user, object and action (a unique index makes adding twice a no-op).
import { and, eq } from 'drizzle-orm';
import type { bookmarkSortKeys } from '@/contracts/social';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import type { Viewer } from '../performers/performer-visibility';
import { listedFor } from '../performers/performer-visibility.repo';
import { viewedPerformerColumns, type ViewedPerformer } from '../performers/performers.repo';
import { performers } from '../performers/performers.table';
import { users } from '../users/users.table';
import { reactions } from './reactions.table';
import { selectPage } from '../../db/select';

export interface ReactionKey {
  userId: string;
  objectType: string;
  objectId: string;
  action: string;
}
export type BookmarkedPerformerRow = ViewedPerformer & { reactionId: string; reactedAt: Date };
export type BookmarkSortKey = (typeof bookmarkSortKeys)[number];

/** How every list of bookmarks orders. A reaction has no updated_at (it is made and removed): when it was made stands for its last change. */
export const bookmarkSortColumns: SortColumns<BookmarkSortKey> = { createdAt: reactions.createdAt, updatedAt: reactions.createdAt };

const matching = (key: ReactionKey) =>
  and(eq(reactions.userId, key.userId), eq(reactions.objectType, key.objectType), eq(reactions.objectId, key.objectId), eq(reactions.action, key.action));

export function createReactionsRepo(db: DbOrTx) {
  return {
    async add(key: ReactionKey): Promise<void> {
      await db.insert(reactions).values(key).onConflictDoNothing();
    },

    async remove(key: ReactionKey): Promise<void> {
      await db.delete(reactions).where(matching(key));
    },

    /** The performers `viewer` bookmarked that are still listed for them, newest bookmark first. */
    async performerBookmarks(viewer: Viewer & { userId: string }, page: Page<BookmarkSortKey>): Promise<{ rows: BookmarkedPerformerRow[]; total: number }> {
      const where = and(
        eq(reactions.userId, viewer.userId),
        eq(reactions.objectType, 'performer'),
        eq(reactions.action, 'bookmark'),
        listedFor(viewer),
      );
      const query = db
        .select({ ...viewedPerformerColumns(viewer.userId), reactionId: reactions.id, reactedAt: reactions.createdAt })
        .from(reactions)
        .innerJoin(users, eq(users.id, reactions.objectId))
        .innerJoin(performers, eq(performers.userId, users.id))
        .where(where);
      return selectPage(db, query.$dynamic(), orderOf(page, bookmarkSortColumns, reactions.id), page);
    },
  };
}
export type ReactionsRepo = ReturnType<typeof createReactionsRepo>;
