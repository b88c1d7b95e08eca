import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { ledgerTransactions } from '../ledger/ledger.table';
import { userRef } from '../../db/user-columns';

/**
 * A payment through a gateway (the sandbox or Stripe): a wallet top-up or a subscription payment. It starts
 * pending and is confirmed at most once, by a verified gateway event or a server-side confirmation; only
 * then is money credited (`transaction_id`).
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    userId: userRef('user_id', { cascade: false }),
    gateway: text('gateway', { enum: ['sandbox', 'stripe'] }).notNull(),
    type: text('type', { enum: ['top-up', 'subscription'] }).notNull(),
    /**
     * `expired`: a checkout nobody completed in time (checkout-expiry.ts); a late payment still succeeds.
     * `refunded`: the gateway gave some or all of a succeeded payment back (`refunded_amount` says how much).
     */
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'cancelled', 'expired', 'refunded'] }).notNull().default('pending'),
    /** Minor units the fan is charged (after a coupon). */
    amount: integer('amount').notNull(),
    /** Minor units credited to the wallet (top-ups) or the subscription price. */
    credit: integer('credit').notNull(),
    /** Minor units the gateway has refunded so far, cumulative (payment-refunds.ts); at most `amount`. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    couponId: uuid('coupon_id'),
    /** The gateway's id for this payment (PaymentIntent, checkout session ...). */
    externalId: text('external_id'),
    /** What the payment is for beyond its type (e.g. the performer and period of a subscription). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    /** The client's key: the same request twice makes one payment. */
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (t) => [
    index('payment_transactions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_transactions_external_key').on(t.gateway, t.externalId),
    uniqueIndex('payment_transactions_idempotency_key').on(t.userId, t.idempotencyKey),
    // The expiry job's search: the few checkouts still waiting, oldest first.
    index('payment_transactions_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Every gateway event (webhook) processed, once: a replay finds its row and changes nothing. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: id(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gateway_events_once_key').on(t.gateway, t.eventId)],
);

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type NewPaymentTransactionRow = typeof paymentTransactions.$inferInsert;
