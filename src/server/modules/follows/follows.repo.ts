// Follow rows and the follower count they are cached in (changed together, in one transaction).
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { followSortKeys } from '@/contracts/social';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import { selectPage } from '../../db/select';
import type { Page } from '../../http/paging';
import type { Viewer } from '../performers/performer-visibility';
import { listedFor } from '../performers/performer-visibility.repo';
import { likePattern, viewedPerformerColumns, type ViewedPerformer } from '../performers/performers.repo';
import { performers, type PerformerRow } from '../performers/performers.table';
import { users, type UserRow } from '../users/users.table';
import { follows } from './follows.table';

export interface FollowerRow {
  user: UserRow;
  performer: PerformerRow | null;
  followedAt: Date;
}
export type FollowedPerformerRow = ViewedPerformer & { followedAt: Date };
export type FollowSortKey = (typeof followSortKeys)[number];

/** A follow has no updated_at: it is made and removed, so when it was made stands for its last change. */
const sortColumns: SortColumns<FollowSortKey> = { createdAt: follows.createdAt, updatedAt: follows.createdAt };

function nameMatches(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(ilike(users.name, pattern), sql`${users.username}::text ilike ${pattern}`);
}

const countOf = (db: DbOrTx, performerId: string) =>
  db.select({ followers: performers.followerCount }).from(performers).where(eq(performers.userId, performerId));

export function createFollowsRepo(db: DbOrTx) {
  return {
    /** Adds the follow if it is new and gives back the performer's follower count. */
    async follow(followerId: string, performerId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(follows).values({ followerId, performerId }).onConflictDoNothing().returning();
        if (inserted.length) {
          await tx.update(performers).set({ followerCount: sql`${performers.followerCount} + 1` }).where(eq(performers.userId, performerId));
        }
        const [row] = await countOf(tx, performerId);
        return row?.followers ?? 0;
      });
    },

    /** Removes the follow if there is one and gives back the performer's follower count. */
    async unfollow(followerId: string, performerId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(follows)
          .where(and(eq(follows.followerId, followerId), eq(follows.performerId, performerId)))
          .returning();
        if (removed.length) {
          await tx
            .update(performers)
            .set({ followerCount: sql`greatest(${performers.followerCount} - 1, 0)` })
            .where(eq(performers.userId, performerId));
        }
        const [row] = await countOf(tx, performerId);
        return row?.followers ?? 0;
      });
    },

    /** A performer's followers whose accounts are active, newest first (or oldest with sort asc). */
    async followers(performerId: string, q: string | undefined, page: Page<FollowSortKey>): Promise<{ rows: FollowerRow[]; total: number }> {
      const where = and(eq(follows.performerId, performerId), eq(users.status, 'active'), nameMatches(q));
      const query = db
        .select({ user: users, performer: performers, followedAt: follows.createdAt })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followerId))
        .leftJoin(performers, eq(performers.userId, users.id))
        .where(where);
      return selectPage(db, query.$dynamic(), orderOf(page, sortColumns, users.id), page);
    },

    /** The performers `viewer` follows that are still listed for them. */
    async following(viewer: Viewer & { userId: string }, q: string | undefined, page: Page<FollowSortKey>): Promise<{ rows: FollowedPerformerRow[]; total: number }> {
      const where = and(eq(follows.followerId, viewer.userId), listedFor(viewer), nameMatches(q));
      const query = db
        .select({ ...viewedPerformerColumns(viewer.userId), followedAt: follows.createdAt })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.performerId))
        .innerJoin(performers, eq(performers.userId, users.id))
        .where(where);
      return selectPage(db, query.$dynamic(), orderOf(page, sortColumns, users.id), page);
    },
  };
}
export type FollowsRepo = ReturnType<typeof createFollowsRepo>;
