import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { userRef } from '../../db/user-columns';
import { createdAt } from '../../db/columns';

/** A user following a performer. One row per pair; performers.follower_count caches the count. */
export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    performerId: userRef('performer_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.performerId] }), index('follows_performer_idx').on(t.performerId, t.createdAt)],
);
export type FollowRow = typeof follows.$inferSelect;
