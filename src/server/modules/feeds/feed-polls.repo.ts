// Polls and their votes. One vote per user per poll is the table's primary key, so a second vote
// (even two at the same moment) can never be counted.
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/select';
import { pollVotes, polls, type PollRow } from './feeds.table';

export type NewPoll = typeof polls.$inferInsert;

export function createFeedPollsRepo(db: DbOrTx) {
  // The polls of a page with their counts per option (one JSON object a poll) and the option the viewer
  // (null for a visitor: no vote matches) chose.
  const pollsWithVotesOf = preparedOnce(() => {
    const perOption = db
      .select({ optionId: pollVotes.optionId, n: sql<number>`count(*)::int`.as('n') })
      .from(pollVotes)
      .where(eq(pollVotes.pollId, polls.id))
      .groupBy(pollVotes.optionId)
      .as('per_option');
    return db
      .select({
        poll: polls,
        counts: sql<Record<string, number> | null>`(select json_object_agg(${perOption.optionId}, ${perOption.n}) from ${perOption})`,
        voted: sql<string | null>`(select ${pollVotes.optionId} from ${pollVotes} where ${pollVotes.pollId} = ${polls.id} and ${pollVotes.userId} = ${sql.placeholder('userId')}::uuid)`,
      })
      .from(polls)
      .where(sql`${polls.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('feed_polls_with_votes');
  });

  return {
    async insert(row: NewPoll): Promise<PollRow> {
      const [created] = await db.insert(polls).values(row).returning();
      return created;
    },

    async find(id: string): Promise<PollRow | null> {
      const [row] = await db.select().from(polls).where(eq(polls.id, id)).limit(1);
      return row ?? null;
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

    /**
     * The polls, their votes per option ("pollId optionId" -> count, as `counts` answers) and the option
     * `userId` chose in each, in one prepared query.
     */
    async pollsWithVotes(pollIds: readonly string[], userId: string | null): Promise<{ polls: Map<string, PollRow>; counts: Map<string, number>; votes: Map<string, string> }> {
      const found = { polls: new Map<string, PollRow>(), counts: new Map<string, number>(), votes: new Map<string, string>() };
      if (pollIds.length === 0) return found;
      const rows = await pollsWithVotesOf().execute({ ids: [...new Set(pollIds)], userId });
      for (const { poll, counts, voted } of rows) {
        found.polls.set(poll.id, poll);
        for (const [optionId, n] of Object.entries(counts ?? {})) found.counts.set(`${poll.id} ${optionId}`, n);
        if (voted) found.votes.set(poll.id, voted);
      }
      return found;
    },
  };
}
export type FeedPollsRepo = ReturnType<typeof createFeedPollsRepo>;
