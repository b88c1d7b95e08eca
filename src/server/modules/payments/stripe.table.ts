import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { userRef } from '../../db/user-columns';

/**
 * Our users' objects at Stripe, made once each: a fan's Customer (cards, subscriptions), a performer's
 * Product (what their subscriptions' inline prices belong to) and a performer's Connect Express account.
 * Cards stay at Stripe only; we never keep a copy.
 */
export const stripeObjects = pgTable(
  'stripe_objects',
  {
    id: id(),
    userId: userRef('user_id'),
    kind: text('kind', { enum: ['customer', 'product', 'account'] }).notNull(),
    stripeId: text('stripe_id').notNull(),
    /** Connect accounts: 'onboarding' until Stripe says charges and payouts are enabled, then 'active'. */
    status: text('status'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('stripe_objects_owner_key').on(t.userId, t.kind), uniqueIndex('stripe_objects_stripe_key').on(t.stripeId)],
);
export type StripeObjectRow = typeof stripeObjects.$inferSelect;

/** A Stripe Subscription paying for a fan-performer pair: its invoices renew our subscription. */
export const stripeSubscriptions = pgTable(
  'stripe_subscriptions',
  {
    id: id(),
    stripeId: text('stripe_id').notNull(),
    userId: userRef('user_id'),
    performerId: userRef('performer_id'),
    subscriptionType: text('subscription_type', { enum: ['monthly', 'yearly'] }).notNull(),
    /** incomplete until the first invoice is paid; cancelling = ends at the period end; cancelled. */
    status: text('status', { enum: ['incomplete', 'active', 'cancelling', 'cancelled'] }).notNull().default('incomplete'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('stripe_subscriptions_stripe_key').on(t.stripeId), index('stripe_subscriptions_pair_idx').on(t.userId, t.performerId)],
);
export type StripeSubscriptionRow = typeof stripeSubscriptions.$inferSelect;
