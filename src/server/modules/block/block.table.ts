import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** A performer blocking a user (docs/business-rules.md "Safety"). Country blocks live on performers.blocked_countries. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    performerId: uuid('performer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.performerId, t.userId] })],
);
export type UserBlockRow = typeof userBlocks.$inferSelect;
