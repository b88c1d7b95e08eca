// The one statement that writes a wallet sale (docs/money.md "How a purchase is written"): the ledger
// transaction, its entries, the performer's earnings credit, the buyer's conditional debit and wallet cache,
// the earnings row and the purchase record, chained in data-modifying CTEs so each step runs only when the
// one before it wrote its row. Everything it writes was computed and checked before it by the ledger's own
// rules (settlePosting in ledger.service.ts): the entries balance, the test parts balance, no zero lines.
//
// Why one statement: every sale of a performer credits the same earnings row, and its lock is held from the
// credit to the commit. Here the credit and the commit are the last two round trips of the purchase, so
// concurrent sales of one performer queue on that row for as short a time as the database allows.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { SettledLine } from '../ledger/ledger.service';
import type { NewEarningRow } from '../earnings/earnings.table';

export interface SaleWrite {
  kind: string;
  idempotencyKey: string | null;
  reference: string;
  buyerId: string;
  /** The buyer's wallet as the charge read it: the debit applies only while it still holds exactly this. */
  wallet: { accountId: string; balance: number; test: number };
  /** The posting's lines, settled (test parts fixed), in the ledger's lock order. */
  lines: readonly SettledLine[];
  /** The platform's commission account (a house account: written to by entries only, never locked). */
  platformAccountId: string | null;
  /** The earnings row, without the transaction it belongs to. */
  earning: Omit<NewEarningRow, 'transactionId' | 'id' | 'createdAt'>;
  /** The purchased_items row the sale leaves, if any: it grants access to what was bought. */
  purchase: { itemType: string; itemId: string; price: number } | null;
}

export type SaleWritten =
  | { outcome: 'written'; transactionId: string; balance: number; purchaseIsNew: boolean }
  /** Another request with the same idempotency key committed first: nothing was written. */
  | { outcome: 'key-used' }
  /** The wallet changed since it was read: the caller rolls back and reads again. */
  | { outcome: 'wallet-moved' };

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[]));

/** Writes the sale in one statement. Rolls nothing back itself: on 'wallet-moved' the caller's transaction must. */
export async function writeSale(tx: Tx, w: SaleWrite): Promise<SaleWritten> {
  const debit = w.lines.find((l) => l.account.kind === 'wallet');
  const credit = w.lines.find((l) => l.account.kind === 'earnings');
  const commission = w.lines.find((l) => l.account.kind === 'platform');
  if (!debit || debit.account.kind !== 'wallet' || debit.account.ownerId !== w.buyerId) throw new Error('A sale debits the buyer’s wallet.');
  if (commission && !w.platformAccountId) throw new Error('A sale with a commission needs the platform’s account.');
  const performerId = credit && 'ownerId' in credit.account ? credit.account.ownerId : null;

  // Each step reads the one before it, so it writes nothing unless that one wrote its row; a step that wrote
  // nothing leaves every later step writing nothing.
  const steps: SQL[] = [
    // The transaction, unless its idempotency key was used: the unique key waits for a concurrent request with
    // the same key and then writes nothing, which the caller answers as a replay.
    sql`txn as (
      insert into ledger_transactions (kind, idempotency_key, reference) values (${w.kind}, ${w.idempotencyKey}, ${w.reference})
      on conflict (idempotency_key) do nothing
      returning id
    )`,
  ];
  if (credit) {
    // The performer's earnings, credited (and opened on their first sale). Locked before the wallet, as every
    // posting locks accounts: in the order of their codes ("earnings:" before "wallet:"), so no two
    // transactions ever wait on each other in a cycle.
    steps.push(sql`earned as (
      insert into ledger_accounts (code, kind, owner_id, balance, test_balance)
      select ${credit.code}, 'earnings', ${performerId}::uuid, ${credit.amount}::bigint, ${credit.test}::bigint from txn
      on conflict (code) do update set balance = ledger_accounts.balance + excluded.balance, test_balance = ledger_accounts.test_balance + excluded.test_balance
      returning id
    )`);
  }
  // The conditional debit: never below zero, and only while the wallet holds what the charge read (the test
  // money it spends first was computed from that). Its test part comes off with it.
  steps.push(sql`debited as (
    update ledger_accounts set balance = balance + ${debit.amount}::bigint, test_balance = test_balance + ${debit.test}::bigint
    where id = ${w.wallet.accountId}
      and balance = ${w.wallet.balance}::bigint and test_balance = ${w.wallet.test}::bigint
      and balance + ${debit.amount}::bigint >= 0 and test_balance + ${debit.test}::bigint >= 0
      and exists (select 1 from ${sql.raw(credit ? 'earned' : 'txn')})
    returning id, balance
  )`);
  // The user's balance column: the wallet's cache the client reads.
  steps.push(sql`cached as (
    update users set balance = debited.balance from debited where users.id = ${w.buyerId}
    returning users.id
  )`);
  // The entries, one per line; they sum to zero (settlePosting checked it), test parts included.
  const entries: SQL[] = [sql`select txn.id, debited.id, ${debit.amount}::bigint, ${debit.test}::bigint from txn, debited`];
  if (credit) entries.push(sql`select txn.id, earned.id, ${credit.amount}::bigint, ${credit.test}::bigint from txn, debited, earned`);
  if (commission) entries.push(sql`select txn.id, ${w.platformAccountId}::uuid, ${commission.amount}::bigint, ${commission.test}::bigint from txn, debited`);
  steps.push(sql`entries as (
    insert into ledger_entries (transaction_id, account_id, amount, test_amount)
    ${sql.join(entries, sql` union all `)}
    returning id
  )`);
  const e = w.earning;
  steps.push(sql`earning as (
    insert into earnings (performer_id, user_id, source_type, source_id, transaction_id, gross, platform_share, net, test_gross, test_net, commission_basis_points)
    select ${e.performerId}::uuid, ${e.userId}::uuid, ${e.sourceType}, ${e.sourceId ?? null}::uuid, txn.id, ${e.gross}::int, ${e.platformShare}::int,
           ${e.net}::int, ${e.testGross ?? 0}::int, ${e.testNet ?? 0}::int, ${e.commissionBasisPoints}::int
    from txn, debited
    returning id
  )`);
  if (w.purchase) {
    // The purchase record; a row already there (the item bought meanwhile, or a product bought before) stays.
    steps.push(sql`bought as (
      insert into purchased_items (user_id, item_type, item_id, price)
      select ${w.buyerId}::uuid, ${w.purchase.itemType}, ${w.purchase.itemId}::uuid, ${w.purchase.price}::int from debited
      on conflict (user_id, item_type, item_id) do nothing
      returning id
    )`);
  }

  const [row] = rowsOf(
    await tx.execute(sql`
      with ${sql.join(steps, sql`, `)}
      select (select id from txn) as transaction_id,
             (select balance from debited)::text as balance,
             ${w.purchase ? sql`(select count(*) from bought)::int` : sql`0`} as bought
    `),
  );
  if (!row.transaction_id) return { outcome: 'key-used' };
  if (row.balance === null || row.balance === undefined) return { outcome: 'wallet-moved' };
  return { outcome: 'written', transactionId: String(row.transaction_id), balance: Number(row.balance), purchaseIsNew: Number(row.bought) > 0 };
}
