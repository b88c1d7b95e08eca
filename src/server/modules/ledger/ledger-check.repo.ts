// The read-only scans behind the books' check (ledger-check.ts): each re-derives something the ledger
// caches and returns the rows that disagree (at most 20), leaving the sentences to the check.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { TEST_MONEY_GATEWAY } from './test-money';

export type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[]));

export function createLedgerCheckRepo(db: DbOrTx) {
  return {
    /** Transactions whose entries, or their test parts, do not sum to zero. */
    async unbalancedTransactions(): Promise<Row[]> {
      return rowsOf(await db.execute(sql`
      select transaction_id, sum(amount)::bigint as total, sum(test_amount)::bigint as test_total
      from ledger_entries group by transaction_id
      having sum(amount) <> 0 or sum(test_amount) <> 0
      limit 20`));
    },
    /** Cached accounts whose balance or test balance differs from the sum of their entries. */
    async accountsOutOfStep(): Promise<Row[]> {
      return rowsOf(await db.execute(sql`
      select a.code, a.balance, a.test_balance, coalesce(sum(e.amount), 0)::bigint as derived, coalesce(sum(e.test_amount), 0)::bigint as test_derived
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      where a.kind not in ('platform', 'outside')
      group by a.id, a.code, a.balance, a.test_balance
      having a.balance <> coalesce(sum(e.amount), 0) or a.test_balance <> coalesce(sum(e.test_amount), 0)
      limit 20`));
    },
    /** House accounts (platform, outside) that show a cached number although they keep none. */
    async cachedHouseAccounts(): Promise<Row[]> {
      return rowsOf(await db.execute(sql`select code, balance, test_balance from ledger_accounts where kind in ('platform', 'outside') and (balance <> 0 or test_balance <> 0) limit 20`));
    },
    /** Funded accounts below zero. */
    async negativeAccounts(): Promise<Row[]> {
      return rowsOf(await db.execute(sql`select code, balance from ledger_accounts where kind in ('wallet', 'earnings', 'payout-reserved') and balance < 0 limit 20`));
    },
    /** Users whose balance column differs from their wallet account's balance. */
    async walletsOutOfStep(): Promise<Row[]> {
      return rowsOf(await db.execute(sql`
      select u.id, u.balance, coalesce(a.balance, 0)::bigint as wallet
      from users u left join ledger_accounts a on a.code = 'wallet:' || u.id::text
      where u.balance <> coalesce(a.balance, 0)
      limit 20`));
    },
    /** How many transactions and accounts the ledger holds (one row). */
    async counts(): Promise<Row[]> {
      return rowsOf(await db.execute(sql`select (select count(*) from ledger_transactions)::int as transactions, (select count(*) from ledger_accounts)::int as accounts`));
    },
    /** Funded accounts whose test part is below zero or above their balance. */
    async testOutOfRange(): Promise<Row[]> {
      return rowsOf(await db.execute(sql`select code, balance, test_balance from ledger_accounts where kind in ('wallet', 'earnings', 'payout-reserved') and (test_balance < 0 or test_balance > balance) limit 20`));
    },
    /** Entries through the sandbox gateway not marked test money in full. */
    async sandboxEntriesNotAllTest(): Promise<Row[]> {
      return rowsOf(await db.execute(sql`
      select e.transaction_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.code = ${`outside:${TEST_MONEY_GATEWAY}`} and e.test_amount <> e.amount limit 20`));
    },
    /** Earnings whose test part differs from what their transaction gave the performer and the platform in test money. */
    async earningsTestMismatched(): Promise<Row[]> {
      return rowsOf(await db.execute(sql`
      select r.id, r.test_gross, r.test_net, coalesce(p.to_performer, 0)::bigint as to_performer, coalesce(p.to_platform, 0)::bigint as to_platform
      from earnings r
      left join (
        select e.transaction_id,
          sum(e.test_amount) filter (where a.kind = 'earnings') as to_performer,
          sum(e.test_amount) filter (where a.kind = 'platform') as to_platform
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.transaction_id in (select transaction_id from earnings)
        group by e.transaction_id
      ) p on p.transaction_id = r.transaction_id
      where r.test_net <> coalesce(p.to_performer, 0) or r.test_gross - r.test_net <> coalesce(p.to_platform, 0)
      limit 20`));
    },
    /** Payout requests (not rejected) whose test part differs from what their reservations moved into the reserve. */
    async payoutRequestsTestMismatched(): Promise<Row[]> {
      return rowsOf(await db.execute(sql`
      select r.id, r.test_amount, coalesce(h.test, 0)::bigint as held
      from payout_requests r
      left join (
        select t.reference, sum(e.test_amount) as test
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
        where t.kind in ('payout-reserve', 'payout-release') and a.kind = 'payout-reserved'
        group by t.reference
      ) h on h.reference = 'payout:' || r.id::text
      where r.status <> 'rejected' and r.test_amount <> coalesce(h.test, 0)
      limit 20`));
    },
  };
}
export type LedgerCheckRepo = ReturnType<typeof createLedgerCheckRepo>;
