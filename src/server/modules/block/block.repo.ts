// The only place a performer's user blocks and country blocks are read and written.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { blockSortKeys } from '@/contracts/social';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { follows } from '../follows/follows.table';
import { performers, type PerformerRow } from '../performers/performers.table';
import { reactions } from '../reactions/reactions.table';
import { users, type UserRow } from '../users/users.table';
import { userBlocks, type UserBlockRow } from './block.table';
import { firstOrNull, selectPage } from '../../db/select';

export type BlockSortKey = (typeof blockSortKeys)[number];
/** A block keeps no time of change (blocking again only rewrites the reason): updatedAt is when it was made. */
const SORT_COLUMNS: SortColumns<BlockSortKey> = { createdAt: userBlocks.createdAt, updatedAt: userBlocks.createdAt };

export interface BlockedUserRow {
  block: UserBlockRow;
  user: UserRow;
  profile: PerformerRow | null;
}

/** ILIKE treats % and _ as wildcards; a search for "a_b" must match those characters literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createBlockRepo(db: DbOrTx) {
  return {
    async findUser(id: string): Promise<UserRow | null> {
      return firstOrNull(db.select().from(users).where(eq(users.id, id)));
    },

    async findPerformer(userId: string): Promise<PerformerRow | null> {
      return firstOrNull(db.select().from(performers).where(eq(performers.userId, userId)));
    },

    /**
     * Blocks `userId` for `performerId` (again: keeps the date, takes the new reason) and, in the same
     * transaction, ends the user's follow of the performer (with its cached count) and their bookmark.
     */
    async block(performerId: string, userId: string, reason: string): Promise<{ block: UserBlockRow; created: boolean }> {
      return db.transaction(async (tx) => {
        const [written] = await tx
          .insert(userBlocks)
          .values({ performerId, userId, reason })
          .onConflictDoUpdate({ target: [userBlocks.performerId, userBlocks.userId], set: { reason } })
          // xmax is 0 only on a freshly inserted row version.
          .returning({ performerId: userBlocks.performerId, userId: userBlocks.userId, reason: userBlocks.reason, createdAt: userBlocks.createdAt, created: sql<boolean>`(xmax = 0)` });
        const unfollowed = await tx
          .delete(follows)
          .where(and(eq(follows.followerId, userId), eq(follows.performerId, performerId)))
          .returning({ followerId: follows.followerId });
        if (unfollowed.length) {
          await tx
            .update(performers)
            .set({ followerCount: sql`greatest(${performers.followerCount} - ${unfollowed.length}, 0)` })
            .where(eq(performers.userId, performerId));
        }
        await tx
          .delete(reactions)
          .where(and(eq(reactions.userId, userId), eq(reactions.objectType, 'performer'), eq(reactions.objectId, performerId), eq(reactions.action, 'bookmark')));
        const { created, ...block } = written;
        return { block, created };
      });
    },

    /** False when the user was not blocked. */
    async unblock(performerId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.performerId, performerId), eq(userBlocks.userId, userId)))
        .returning({ userId: userBlocks.userId });
      return removed.length > 0;
    },

    async isBlocked(performerId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: userBlocks.userId })
        .from(userBlocks)
        .where(and(eq(userBlocks.performerId, performerId), eq(userBlocks.userId, userId)))
        .limit(1);
      return !!row;
    },

    async list(performerId: string, q: string | undefined, page: Page<BlockSortKey>): Promise<{ rows: BlockedUserRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(userBlocks.performerId, performerId)];
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        conditions.push(or(ilike(users.name, pattern), ilike(users.username, pattern)));
      }
      const where = and(...conditions);
      const query = db
        .select({ block: userBlocks, user: users, profile: performers })
        .from(userBlocks)
        .innerJoin(users, eq(users.id, userBlocks.userId))
        .leftJoin(performers, eq(performers.userId, users.id))
        .where(where);
      return selectPage(db, query.$dynamic(), orderOf(page, SORT_COLUMNS, userBlocks.userId), page);
    },

    /** The performer's country blocks, or null when they have no performer profile. */
    async blockedCountries(performerId: string): Promise<string[] | null> {
      const [row] = await db.select({ codes: performers.blockedCountries }).from(performers).where(eq(performers.userId, performerId)).limit(1);
      return row?.codes ?? null;
    },

    async setBlockedCountries(performerId: string, codes: string[]): Promise<string[] | null> {
      const [row] = await db
        .update(performers)
        .set({ blockedCountries: codes, updatedAt: new Date() })
        .where(eq(performers.userId, performerId))
        .returning({ codes: performers.blockedCountries });
      return row?.codes ?? null;
    },
  };
}
export type BlockRepo = ReturnType<typeof createBlockRepo>;
