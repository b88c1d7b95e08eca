// The one statement that writes a wallet sale (docs/money.md "How a purchase is written"): the ledger
// transaction, its entries, the performer's earnings credit, the buyer's conditional debit and wallet cache,
// the earnings row and the purchase record, chained in data-modifying CTEs so each step runs only when the
// one before it wrote its row. Everything it writes was computed and checked before it by the ledger's own
// rules (settlePosting in ledger.service.ts): the entries balance, the test parts balance, no zero lines.
//
// Why one statement: every sale of a performer credits the same earnings row, and its lock is held from the
// credit to the commit. When the sale is the transaction's last statement its COMMIT goes right behind it in
// the same round trip (db/pipelined-transactions.ts), so concurrent sales of one performer queue on that row
// only while PostgreSQL writes the sale and commits.
//
// All or nothing: when a step writes nothing (the idempotency key was used meanwhile, the wallet moved, the
// item was bought meanwhile) the statement fails, so the COMMIT behind it rolls back whatever the steps before
// wrote, and the charge starts again from its read, which then sees why.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { finishWith } from '../../db/pipelined-transactions';
import { builtOnce, runBuilt, type BuiltStatement } from '../../db/built-statement';
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
  /**
   * The purchased_items row the sale leaves, if any: it grants access to what was bought. With `once` (an item
   * bought once) a row already there fails the sale; otherwise (a product bought again) the row stays as it is.
   */
  purchase: { itemType: string; itemId: string; price: number; once: boolean } | null;
  /** Nothing follows the sale in its transaction: the COMMIT is sent with it. */
  last: boolean;
}

export interface SaleWritten {
  transactionId: string;
  /** The wallet's balance after the debit (minor units). */
  balance: number;
}

/**
 * The sale wrote nothing, and its transaction is rolled back: the idempotency key was used by a request that
 * committed meanwhile, the wallet no longer held what was read, or (for an item bought once) the buyer holds
 * the item by now. A new read tells which.
 */
export class SaleNotWritten extends Error {
  constructor() {
    super('The sale was not written: what it was checked against changed meanwhile.');
  }
}

/** PostgreSQL's division_by_zero: the statement's guard below (nothing else in it divides). */
const GUARD_FAILED = '22012';
const codeOf = (error: unknown): unknown => (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;

/** What decides the statement's text: which lines the posting has and whether a purchase record comes with it. */
interface SaleShape {
  credit: boolean;
  commission: boolean;
  purchase: 'none' | 'once' | 'again';
}

const v = (name: string) => sql.placeholder(name);

/**
 * The statement for one shape, its values as placeholders (bound by valuesOf): built and turned into SQL text
 * once per shape, since building it took more of the API's CPU than PostgreSQL took to run it.
 */
function saleStatement(shape: SaleShape): SQL {
  // Each step reads the one before it, so it writes nothing unless that one wrote its row; a step that wrote
  // nothing leaves every later step writing nothing.
  const steps: SQL[] = [
    // The transaction, unless its idempotency key was used: the unique key waits for a concurrent request with
    // the same key and then writes nothing, which the caller answers as a replay.
    sql`txn as (
      insert into ledger_transactions (kind, idempotency_key, reference) values (${v('kind')}, ${v('idempotencyKey')}, ${v('reference')})
      on conflict (idempotency_key) do nothing
      returning id
    )`,
  ];
  if (shape.credit) {
    // The performer's earnings, credited (and opened on their first sale). Locked before the wallet, as every
    // posting locks accounts: in the order of their codes ("earnings:" before "wallet:"), so no two
    // transactions ever wait on each other in a cycle.
    steps.push(sql`earned as (
      insert into ledger_accounts (code, kind, owner_id, balance, test_balance)
      select ${v('creditCode')}, 'earnings', ${v('creditOwner')}::uuid, ${v('creditAmount')}::bigint, ${v('creditTest')}::bigint from txn
      on conflict (code) do update set balance = ledger_accounts.balance + excluded.balance, test_balance = ledger_accounts.test_balance + excluded.test_balance
      returning id
    )`);
  }
  // The conditional debit: never below zero, and only while the wallet holds what the charge read (the test
  // money it spends first was computed from that). Its test part comes off with it.
  steps.push(sql`debited as (
    update ledger_accounts set balance = balance + ${v('debitAmount')}::bigint, test_balance = test_balance + ${v('debitTest')}::bigint
    where id = ${v('walletId')}
      and balance = ${v('walletBalance')}::bigint and test_balance = ${v('walletTest')}::bigint
      and balance + ${v('debitAmount')}::bigint >= 0 and test_balance + ${v('debitTest')}::bigint >= 0
      and exists (select 1 from ${sql.raw(shape.credit ? 'earned' : 'txn')})
    returning id, balance
  )`);
  // The user's balance column: the wallet's cache the client reads.
  steps.push(sql`cached as (
    update users set balance = debited.balance from debited where users.id = ${v('buyerId')}
    returning users.id
  )`);
  // The entries, one per line; they sum to zero (settlePosting checked it), test parts included.
  const entries: SQL[] = [sql`select txn.id, debited.id, ${v('debitAmount')}::bigint, ${v('debitTest')}::bigint from txn, debited`];
  if (shape.credit) entries.push(sql`select txn.id, earned.id, ${v('creditAmount')}::bigint, ${v('creditTest')}::bigint from txn, debited, earned`);
  if (shape.commission) entries.push(sql`select txn.id, ${v('platformAccountId')}::uuid, ${v('commissionAmount')}::bigint, ${v('commissionTest')}::bigint from txn, debited`);
  steps.push(sql`entries as (
    insert into ledger_entries (transaction_id, account_id, amount, test_amount)
    ${sql.join(entries, sql` union all `)}
    returning id
  )`);
  steps.push(sql`earning as (
    insert into earnings (performer_id, user_id, source_type, source_id, transaction_id, gross, platform_share, net, test_gross, test_net, commission_basis_points)
    select ${v('earningPerformer')}::uuid, ${v('earningUser')}::uuid, ${v('sourceType')}, ${v('sourceId')}::uuid, txn.id, ${v('gross')}::int, ${v('platformShare')}::int,
           ${v('net')}::int, ${v('testGross')}::int, ${v('testNet')}::int, ${v('commissionBasisPoints')}::int
    from txn, debited
    returning id
  )`);
  if (shape.purchase !== 'none') {
    // The purchase record; a row already there (the item bought meanwhile, or a product bought before) stays.
    steps.push(sql`bought as (
      insert into purchased_items (user_id, item_type, item_id, price)
      select ${v('buyerId')}::uuid, ${v('itemType')}, ${v('itemId')}::uuid, ${v('itemPrice')}::int from debited
      on conflict (user_id, item_type, item_id) do nothing
      returning id
    )`);
  }

  // The guard: a division by the number of rows the debit (which every later step needs, and which needs every
  // step before it) and, for an item bought once, the purchase record wrote. Zero rows fail the statement at
  // run time; the divisor is a subquery, so the planner cannot fold it into an error for every sale.
  return sql`
    with ${sql.join(steps, sql`, `)}
    select (select id from txn) as transaction_id,
           (select balance from debited)::text as balance,
           1 / (select count(*) from debited)::int ${shape.purchase === 'once' ? sql`+ 1 / (select count(*) from bought)::int` : sql``} as written
  `;
}

const statements = new Map<string, (values: Record<string, unknown>) => BuiltStatement>();
function statementFor(shape: SaleShape) {
  const key = `${shape.credit}:${shape.commission}:${shape.purchase}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = builtOnce(() => saleStatement(shape));
    statements.set(key, statement);
  }
  return statement;
}

/** Writes the sale in one statement, or throws SaleNotWritten having written nothing. */
export async function writeSale(tx: Tx, w: SaleWrite): Promise<SaleWritten> {
  const debit = w.lines.find((l) => l.account.kind === 'wallet');
  const credit = w.lines.find((l) => l.account.kind === 'earnings');
  const commission = w.lines.find((l) => l.account.kind === 'platform');
  if (!debit || debit.account.kind !== 'wallet' || debit.account.ownerId !== w.buyerId) throw new Error('A sale debits the buyer’s wallet.');
  if (commission && !w.platformAccountId) throw new Error('A sale with a commission needs the platform’s account.');
  const performerId = credit && 'ownerId' in credit.account ? credit.account.ownerId : null;
  const e = w.earning;
  const statement = statementFor({ credit: Boolean(credit), commission: Boolean(commission), purchase: w.purchase ? (w.purchase.once ? 'once' : 'again') : 'none' })({
    kind: w.kind,
    idempotencyKey: w.idempotencyKey,
    reference: w.reference,
    creditCode: credit?.code ?? null,
    creditOwner: performerId,
    creditAmount: credit?.amount ?? 0,
    creditTest: credit?.test ?? 0,
    debitAmount: debit.amount,
    debitTest: debit.test,
    walletId: w.wallet.accountId,
    walletBalance: w.wallet.balance,
    walletTest: w.wallet.test,
    buyerId: w.buyerId,
    platformAccountId: w.platformAccountId,
    commissionAmount: commission?.amount ?? 0,
    commissionTest: commission?.test ?? 0,
    earningPerformer: e.performerId,
    earningUser: e.userId,
    sourceType: e.sourceType,
    sourceId: e.sourceId ?? null,
    gross: e.gross,
    platformShare: e.platformShare,
    net: e.net,
    testGross: e.testGross ?? 0,
    testNet: e.testNet ?? 0,
    commissionBasisPoints: e.commissionBasisPoints,
    itemType: w.purchase?.itemType ?? null,
    itemId: w.purchase?.itemId ?? null,
    itemPrice: w.purchase?.price ?? 0,
  });
  let rows: Record<string, unknown>[];
  try {
    rows = w.last ? await finishWith(tx, statement) : await runBuilt(tx, statement);
  } catch (error) {
    if (codeOf(error) === GUARD_FAILED) throw new SaleNotWritten();
    throw error;
  }
  const [row] = rows;
  return { transactionId: String(row.transaction_id), balance: Number(row.balance) };
}
