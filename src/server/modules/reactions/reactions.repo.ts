// Reaction rows: one per user, object and action (a unique index makes adding twice a no-op).
import { and, eq, sql } from 'drizzle-orm';
import type { bookmarkSortKeys } from '@/contracts/social';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import type { Viewer } from '../performers/performer-visibility';
import { listedFor, placeholderValuesOf, placeholderViewer, viewerShapeOf } from '../performers/performer-visibility.repo';
import { viewedPerformerColumns, type ViewedPerformer } from '../performers/performers.repo';
import { performers } from '../performers/performers.table';
import { users } from '../users/users.table';
import { reactions } from './reactions.table';
import { preparedPageRunner, windowTotal } from '../../db/select';

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
  const runPreparedPage = preparedPageRunner();

  return {
    /** Adds the reaction unless it is there; true when it is new. */
    async add(key: ReactionKey): Promise<boolean> {
      const added = await db.insert(reactions).values(key).onConflictDoNothing().returning({ userId: reactions.userId });
      return added.length > 0;
    },

    async remove(key: ReactionKey): Promise<void> {
      await db.delete(reactions).where(matching(key));
    },

    /**
     * The performers `viewer` bookmarked that are still listed for them, in the page's order, with their
     * total in the same statement. Prepared once per shape (`performer_bookmarks_`, the viewer's shape and
     * the order); the viewer's id and country are bound per call.
     */
    async performerBookmarks(viewer: Viewer & { userId: string }, page: Page<BookmarkSortKey>): Promise<{ rows: BookmarkedPerformerRow[]; total: number }> {
      const name = `performer_bookmarks_${viewerShapeOf(viewer)}_${page.sortBy}_${page.sort}`;
      const make = () => {
        const shapeViewer = placeholderViewer(viewer);
        const where = and(
          eq(reactions.userId, shapeViewer.userId!),
          eq(reactions.objectType, 'performer'),
          eq(reactions.action, 'bookmark'),
          listedFor(shapeViewer),
        );
        const bookmarked = db
          .select({ ...viewedPerformerColumns(shapeViewer.userId), reactionId: reactions.id, reactedAt: reactions.createdAt, total: windowTotal() })
          .from(reactions)
          .innerJoin(users, eq(users.id, reactions.objectId))
          .innerJoin(performers, eq(performers.userId, users.id))
          .where(where);
        const rows = bookmarked
          .orderBy(...orderOf(page, bookmarkSortColumns, reactions.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name);
        const count = () =>
          db
            .select({ total: sql<number>`count(*)::int` })
            .from(reactions)
            .innerJoin(users, eq(users.id, reactions.objectId))
            .innerJoin(performers, eq(performers.userId, users.id))
            .where(where)
            .prepare(`${name}_count`);
        return { rows, count };
      };
      const { found, total } = await runPreparedPage<BookmarkedPerformerRow & { total: number }>(name, make, page, placeholderValuesOf(viewer));
      return { rows: found.map(({ total: _total, ...row }) => row), total };
    },
  };
}
export type ReactionsRepo = ReturnType<typeof createReactionsRepo>;
