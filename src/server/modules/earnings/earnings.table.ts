import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { ledgerTransactions } from '../ledger/ledger.table';
import { userRef } from '../../db/user-columns';

/**
 * One sale as the performer earned it (docs/business-rules.md "Earnings and payouts"): gross, the platform's share, net.
 * Written in the same transaction as the ledger entries that moved the money (`transaction_id`).
 */
export const earnings = pgTable(
  'earnings',
  {
    id: id(),
    performerId: userRef('performer_id', { cascade: false }),
    /** Who paid. */
    userId: userRef('user_id', { cascade: false }),
    /** tip, feed, video, gallery, product, message, stream or subscription */
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id'),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** Minor units. gross = platformShare + net. */
    gross: integer('gross').notNull(),
    platformShare: integer('platform_share').notNull(),
    net: integer('net').notNull(),
    /** Of gross, the minor units the buyer paid with test money (sandbox); of net, the performer's test part. */
    testGross: integer('test_gross').notNull().default(0),
    testNet: integer('test_net').notNull().default(0),
    /** The commission applied, in basis points (2000 = 20 %). */
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('earnings_performer_idx').on(t.performerId, t.createdAt),
    uniqueIndex('earnings_transaction_key').on(t.transactionId),
    // The operators' dashboard reads every sale of a period (docs/admin.md "Dashboard").
    index('earnings_created_idx').on(t.createdAt),
  ],
);
export type EarningRow = typeof earnings.$inferSelect;
export type NewEarningRow = typeof earnings.$inferInsert;
