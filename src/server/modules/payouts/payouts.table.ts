import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { ledgerTransactions } from '../ledger/ledger.table';
import { userRef } from '../../db/user-columns';

/**
 * A performer's request to be paid (docs/business-rules.md "Earnings and payouts"): pending → approved → paid, or
 * pending|approved → rejected. The amount moves from earnings to the payout reserve at request
 * (`reserve_transaction_id`), back on rejection, out to the world when paid (`settle_transaction_id`).
 */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: id(),
    performerId: userRef('performer_id', { cascade: false }),
    /** Minor units. */
    amount: integer('amount').notNull(),
    /** Of amount, the minor units reserved from test-funded earnings (sandbox money, never real). */
    testAmount: integer('test_amount').notNull().default(0),
    method: text('method', { enum: ['bank_transfer', 'paypal'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'paid'] }).notNull().default('pending'),
    requestNote: text('request_note').notNull().default(''),
    adminNote: text('admin_note').notNull().default(''),
    /** The bank's or PayPal's reference for the transfer, given by the admin who marked it paid. */
    paidReference: text('paid_reference').notNull().default(''),
    reserveTransactionId: uuid('reserve_transaction_id').references(() => ledgerTransactions.id),
    settleTransactionId: uuid('settle_transaction_id').references(() => ledgerTransactions.id),
    ...timestamps(),
  },
  (t) => [
    index('payout_requests_performer_idx').on(t.performerId, t.createdAt),
    index('payout_requests_status_idx').on(t.status, t.createdAt),
    // One pending request per performer, enforced by the database.
    uniqueIndex('payout_requests_one_pending_key').on(t.performerId).where(sql`status = 'pending'`),
  ],
);
export type PayoutRequestRow = typeof payoutRequests.$inferSelect;
