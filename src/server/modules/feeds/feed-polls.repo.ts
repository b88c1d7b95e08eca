// Polls and their votes. One vote per user per poll is the table's primary key, so a second vote
// (even two at the same moment) can never be counted.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pollVotes, polls, type PollRow } from './feeds.table';

export type NewPoll = typeof polls.$inferInsert;

export function createFeedPollsRepo(db: DbOrTx) {
  return {
    async insert(row: NewPoll): Promise<PollRow> {
      const [created] = await db.insert(polls).values(row).returning();
      return created;
    },

    async find(id: string): Promise<PollRow | null> {
      const [row] = await db.select().from(polls).where(eq(polls.id, id)).limit(1);
      return row ?? null;
    },

    async findMany(ids: readonly string[]): Promise<Map<string, PollRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(polls).where(inArray(polls.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async remove(id: string): Promise<void> {
      await db.delete(polls).where(eq(polls.id, id));
    },

    /** False when the user had already voted. */
    async vote(pollId: string, userId: string, optionId: string): Promise<boolean> {
      const rows = await db.insert(pollVotes).values({ pollId, userId, optionId }).onConflictDoNothing().returning({ pollId: pollVotes.pollId });
      return rows.length > 0;
    },

    /** Votes per poll and option: "pollId optionId" -> count. */
    async counts(pollIds: readonly string[]): Promise<Map<string, number>> {
      if (pollIds.length === 0) return new Map();
      const rows = await db
        .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId, n: sql<number>`count(*)::int` })
        .from(pollVotes)
        .where(inArray(pollVotes.pollId, [...new Set(pollIds)]))
        .groupBy(pollVotes.pollId, pollVotes.optionId);
      return new Map(rows.map((r) => [`${r.pollId} ${r.optionId}`, r.n]));
    },

    /** The option `userId` chose in each of the polls they voted in. */
    async votesOf(userId: string, pollIds: readonly string[]): Promise<Map<string, string>> {
      if (pollIds.length === 0) return new Map();
      const rows = await db
        .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
        .from(pollVotes)
        .where(and(eq(pollVotes.userId, userId), inArray(pollVotes.pollId, [...new Set(pollIds)])));
      return new Map(rows.map((r) => [r.pollId, r.optionId]));
    },
  };
}
export type FeedPollsRepo = ReturnType<typeof createFeedPollsRepo>;
