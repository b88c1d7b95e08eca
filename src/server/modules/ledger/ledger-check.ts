// Re-derives every balance from the ledger and checks the books, the test money part included (docs/money.md
// "Test money"). Balances are only a cache of the ledger, so something must prove that they agree with it
// (docs/business-rules.md "Money: the ground rules").
// Used by tests after every money test and shown to admins.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { TEST_MONEY_GATEWAY } from './test-money';

export interface LedgerCheck {
  ok: boolean;
  transactions: number;
  accounts: number;
  /** One sentence per problem found; empty when the books are right. */
  problems: string[];
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[]));

export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const problems: string[] = [];
  // Each scan re-derives the amount and its test part together (see testMoneyProblems for the rest).
  const unbalanced = rowsOf(
    await db.execute(sql`
      select transaction_id, sum(amount)::bigint as total, sum(test_amount)::bigint as test_total
      from ledger_entries group by transaction_id
      having sum(amount) <> 0 or sum(test_amount) <> 0
      limit 20`),
  );
  for (const r of unbalanced) {
    if (Number(r.total) !== 0) problems.push(`Transaction ${String(r.transaction_id)} does not balance: its entries sum to ${String(r.total)}.`);
    if (Number(r.test_total) !== 0) problems.push(`Transaction ${String(r.transaction_id)} does not balance its test money: its test parts sum to ${String(r.test_total)}.`);
  }

  const drifted = rowsOf(
    await db.execute(sql`
      select a.code, a.balance, a.test_balance, coalesce(sum(e.amount), 0)::bigint as derived, coalesce(sum(e.test_amount), 0)::bigint as test_derived
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      where a.kind not in ('platform', 'outside')
      group by a.id, a.code, a.balance, a.test_balance
      having a.balance <> coalesce(sum(e.amount), 0) or a.test_balance <> coalesce(sum(e.test_amount), 0)
      limit 20`),
  );
  for (const r of drifted) {
    if (String(r.balance) !== String(r.derived)) problems.push(`Account ${String(r.code)} shows ${String(r.balance)} but its entries sum to ${String(r.derived)}.`);
    if (String(r.test_balance) !== String(r.test_derived)) {
      problems.push(`Account ${String(r.code)} shows ${String(r.test_balance)} of test money but its entries hold ${String(r.test_derived)}.`);
    }
  }
  // The house accounts keep no cache (keepsCachedBalance): a number there means something wrote around the ledger.
  const cachedHouse = rowsOf(
    await db.execute(sql`select code, balance, test_balance from ledger_accounts where kind in ('platform', 'outside') and (balance <> 0 or test_balance <> 0) limit 20`),
  );
  for (const r of cachedHouse) {
    if (Number(r.balance) !== 0) problems.push(`Account ${String(r.code)} keeps no cached balance but shows ${String(r.balance)}.`);
    if (Number(r.test_balance) !== 0) problems.push(`Account ${String(r.code)} keeps no cached test money but shows ${String(r.test_balance)}.`);
  }

  const negative = rowsOf(await db.execute(sql`select code, balance from ledger_accounts where kind in ('wallet', 'earnings', 'payout-reserved') and balance < 0 limit 20`));
  for (const r of negative) problems.push(`Account ${String(r.code)} is below zero (${String(r.balance)}).`);

  const wallets = rowsOf(
    await db.execute(sql`
      select u.id, u.balance, coalesce(a.balance, 0)::bigint as wallet
      from users u left join ledger_accounts a on a.code = 'wallet:' || u.id::text
      where u.balance <> coalesce(a.balance, 0)
      limit 20`),
  );
  for (const r of wallets) problems.push(`User ${String(r.id)} shows a balance of ${String(r.balance)} but their wallet holds ${String(r.wallet)}.`);

  problems.push(...(await testMoneyProblems(db)));

  const [counts] = rowsOf(await db.execute(sql`select (select count(*) from ledger_transactions)::int as transactions, (select count(*) from ledger_accounts)::int as accounts`));
  return { ok: problems.length === 0, transactions: Number(counts.transactions), accounts: Number(counts.accounts), problems };
}

/** The test part's own rules (balances are re-derived with the amounts above): range, sandbox marking, earnings and payout requests. */
async function testMoneyProblems(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];
  const outOfRange = rowsOf(
    await db.execute(sql`select code, balance, test_balance from ledger_accounts where kind in ('wallet', 'earnings', 'payout-reserved') and (test_balance < 0 or test_balance > balance) limit 20`),
  );
  for (const r of outOfRange) problems.push(`Account ${String(r.code)} holds ${String(r.balance)} of which ${String(r.test_balance)} is test money: that cannot be.`);

  const unmarked = rowsOf(
    await db.execute(sql`
      select e.transaction_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.code = ${`outside:${TEST_MONEY_GATEWAY}`} and e.test_amount <> e.amount limit 20`),
  );
  for (const r of unmarked) problems.push(`Transaction ${String(r.transaction_id)} moves money through the sandbox without marking all of it test money.`);

  // An earning's test part is what its transaction gave the performer's earnings and the platform in test money.
  const earned = rowsOf(
    await db.execute(sql`
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
      limit 20`),
  );
  for (const r of earned) {
    problems.push(
      `Earning ${String(r.id)} records ${String(r.test_gross)} of test money (${String(r.test_net)} net) but its transaction gave ${String(r.to_performer)} to the performer and ${String(r.to_platform)} to the platform.`,
    );
  }

  // A request still holding or paid out its money holds the test part its reservations moved into the reserve.
  const requests = rowsOf(
    await db.execute(sql`
      select r.id, r.test_amount, coalesce(h.test, 0)::bigint as held
      from payout_requests r
      left join (
        select t.reference, sum(e.test_amount) as test
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
        where t.kind in ('payout-reserve', 'payout-release') and a.kind = 'payout-reserved'
        group by t.reference
      ) h on h.reference = 'payout:' || r.id::text
      where r.status <> 'rejected' and r.test_amount <> coalesce(h.test, 0)
      limit 20`),
  );
  for (const r of requests) problems.push(`Payout request ${String(r.id)} records ${String(r.test_amount)} of test money but its reservations hold ${String(r.held)}.`);
  return problems;
}
