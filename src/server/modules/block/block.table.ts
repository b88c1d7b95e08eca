import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userRef } from '../../db/user-columns';
import { createdAt } from '../../db/columns';

/** A performer blocking a user (docs/business-rules.md "Safety"). Country blocks live on performers.blocked_countries. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    performerId: userRef('performer_id'),
    userId: userRef('user_id'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.performerId, t.userId] })],
);
export type UserBlockRow = typeof userBlocks.$inferSelect;
