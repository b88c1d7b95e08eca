import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, partOf, timestamps } from '../../db/columns';
import { userRef } from '../../db/user-columns';

/**
 * One row per fan-performer pair (docs/business-rules.md "Subscriptions"): access lasts while expired_at > now.
 * Entitlement reads it; this module creates, renews and cancels rows and keeps the history of periods and
 * payments (subscription_periods).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: userRef('user_id'),
    performerId: userRef('performer_id'),
    subscriptionType: text('subscription_type', { enum: ['monthly', 'yearly', 'free'] }).notNull(),
    status: text('status', { enum: ['active', 'cancelled'] }).notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The price of the current period in minor units (0 for a free trial). */
    price: integer('price').notNull().default(0),
    /** The fan stopped renewal; access lasts until expired_at. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscriptions_pair_key').on(t.userId, t.performerId),
    index('subscriptions_performer_idx').on(t.performerId, t.expiredAt),
    // The operators' dashboard counts the subscriptions running now and those started in a period.
    index('subscriptions_expired_idx').on(t.expiredAt),
    index('subscriptions_started_idx').on(t.startedAt),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Every period a subscription ran for, with what paid for it: the history docs/business-rules.md "Subscriptions" asks for. */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: id(),
    subscriptionId: partOf('subscription_id', () => subscriptions.id),
    userId: uuid('user_id').notNull(),
    performerId: uuid('performer_id').notNull(),
    subscriptionType: text('subscription_type', { enum: ['monthly', 'yearly', 'free'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Minor units; 0 for a free trial. */
    amount: integer('amount').notNull(),
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_periods_pair_idx').on(t.userId, t.performerId, t.subscriptionType), uniqueIndex('subscription_periods_payment_key').on(t.paymentId)],
);
export type SubscriptionPeriodRow = typeof subscriptionPeriods.$inferSelect;
