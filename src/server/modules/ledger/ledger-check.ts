// Re-derives every balance from the ledger and checks the books (RULES.md "Money": balances are a cache of
// the ledger and a check that they agree exists). Used by tests after every money test and shown to admins.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

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
  const unbalanced = rowsOf(
    await db.execute(sql`select transaction_id, sum(amount)::bigint as total from ledger_entries group by transaction_id having sum(amount) <> 0 limit 20`),
  );
  for (const r of unbalanced) problems.push(`Transaction ${String(r.transaction_id)} does not balance: its entries sum to ${String(r.total)}.`);

  const drifted = rowsOf(
    await db.execute(sql`
      select a.code, a.balance, coalesce(sum(e.amount), 0)::bigint as derived
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      where a.kind not in ('platform', 'outside')
      group by a.id, a.code, a.balance
      having a.balance <> coalesce(sum(e.amount), 0)
      limit 20`),
  );
  for (const r of drifted) problems.push(`Account ${String(r.code)} shows ${String(r.balance)} but its entries sum to ${String(r.derived)}.`);
  // The house accounts keep no cache (keepsCachedBalance): a number there means something wrote around the ledger.
  const cachedHouse = rowsOf(await db.execute(sql`select code, balance from ledger_accounts where kind in ('platform', 'outside') and balance <> 0 limit 20`));
  for (const r of cachedHouse) problems.push(`Account ${String(r.code)} keeps no cached balance but shows ${String(r.balance)}.`);

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

  const [counts] = rowsOf(await db.execute(sql`select (select count(*) from ledger_transactions)::int as transactions, (select count(*) from ledger_accounts)::int as accounts`));
  return { ok: problems.length === 0, transactions: Number(counts.transactions), accounts: Number(counts.accounts), problems };
}
