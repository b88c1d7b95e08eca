import { bigint, bigserial, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from '../../db/columns';

/**
 * An account of the double-entry ledger (docs/business-rules.md "Money: the ground rules"). `code` names it:
 * `wallet:<userId>` (a fan's tokens), `earnings:<performerId>` (a performer's net sales),
 * `payout-reserved:<performerId>` (earnings held for a payout request), `platform:commission`,
 * `outside:<gateway>` (the world beyond: money paid in through a gateway or paid out). `balance` is a cache
 * of the sum of the account's entries, kept in the same transaction; ledgerCheck re-derives it. The platform
 * and outside accounts keep no cache (0 here): see keepsCachedBalance in ledger-accounts.ts.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['wallet', 'earnings', 'payout-reserved', 'platform', 'outside'] }).notNull(),
    /** The user a wallet, earnings or reserve belongs to. */
    ownerId: uuid('owner_id'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /**
     * The part of `balance` that is test money (paid in through the sandbox gateway, which moves no real
     * money): 0 <= test_balance <= balance. A cache of the entries' test parts like `balance`; 0 on the
     * uncached house accounts. See docs/money.md "Test money".
     */
    testBalance: bigint('test_balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_accounts_code_key').on(t.code), index('ledger_accounts_owner_idx').on(t.ownerId)],
);

/** One movement of money: its entries sum to zero. Written once, never updated or deleted. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    /** What moved the money: top-up, purchase, tip, subscription, payout, refund ... */
    kind: text('kind').notNull(),
    /** The caller's key: a second request with the same key changes nothing. */
    idempotencyKey: text('idempotency_key'),
    /** What it was about, for people reading the ledger (e.g. "video:<id>"). */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(t.idempotencyKey),
    // The operators' dashboard sums a period's top-ups (docs/admin.md "Dashboard").
    index('ledger_transactions_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Minor units; positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The part of `amount` that is test money, with the same sign; a transaction's test parts sum to zero too. */
    testAmount: bigint('test_amount', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
    check('ledger_entries_test_within_amount', sql`${t.testAmount} = 0 or (sign(${t.testAmount}) = sign(${t.amount}) and abs(${t.testAmount}) <= abs(${t.amount}))`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
