import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * One row per fan-performer pair (RULES.md "Subscriptions"): access lasts while expired_at > now. The content
 * issue reads it to decide entitlement; the money issue creates, renews and cancels rows and adds the history
 * of periods and payments.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionType: text('subscription_type', { enum: ['monthly', 'yearly', 'free'] }).notNull(),
    status: text('status', { enum: ['active', 'cancelled'] }).notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiredAt: timestamp('expired_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('subscriptions_pair_key').on(t.userId, t.performerId), index('subscriptions_performer_idx').on(t.performerId, t.expiredAt)],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;
