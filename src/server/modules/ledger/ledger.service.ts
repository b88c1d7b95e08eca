// The only code that moves money (RULES.md "Money: the ground rules"). Every movement is one ledger
// transaction whose entries sum to zero, written in the caller's database transaction together with what it
// pays for. Balances are updated by conditional statements (never read-check-write), so a wallet or earnings
// balance cannot go below zero however many requests race; a repeated idempotency key changes nothing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../users/users.table';
import { codeOf, keepsCachedBalance, mustStayFunded, ownerOf, type AccountRef } from './ledger-accounts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.table';

export interface LedgerLine {
  account: AccountRef;
  /** Minor units: positive credits the account, negative debits it. */
  amount: number;
}

export interface LedgerPosting {
  kind: string;
  lines: readonly LedgerLine[];
  idempotencyKey?: string;
  reference?: string;
}

export interface Posted {
  transactionId: string;
  /** True when the idempotency key was seen before: nothing was written this time. */
  replayed: boolean;
  /** New balances of the cached accounts touched (wallets, earnings, reserves), by code (empty on a replay). */
  balances: Map<string, number>;
}

/** A debit would take a wallet, earnings or reserve below zero. The caller's transaction must roll back. */
export class InsufficientFunds extends Error {
  constructor(readonly accountCode: string) {
    super(`Not enough money in ${accountCode}.`);
    this.name = 'InsufficientFunds';
  }
}

/** A posting that could never be right (unbalanced, fractional, empty): a programming error, not bad input. */
export class InvalidPosting extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPosting';
  }
}

function checkPosting(posting: LedgerPosting): void {
  if (posting.lines.length < 2) throw new InvalidPosting('A ledger transaction needs at least two entries.');
  const codes = new Set<string>();
  let sum = 0;
  for (const line of posting.lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) throw new InvalidPosting(`Entry amounts are non-zero whole minor units, not ${line.amount}.`);
    const code = codeOf(line.account);
    if (codes.has(code)) throw new InvalidPosting(`The account ${code} appears twice in one transaction.`);
    codes.add(code);
    sum += line.amount;
  }
  if (sum !== 0) throw new InvalidPosting(`A ledger transaction must balance; these entries sum to ${sum}.`);
}

/** Writes `posting` inside `tx`. Throws InsufficientFunds (roll back) when a funded account would go negative. */
export async function postToLedger(tx: Tx, posting: LedgerPosting): Promise<Posted> {
  checkPosting(posting);
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ kind: posting.kind, idempotencyKey: posting.idempotencyKey ?? null, reference: posting.reference ?? null })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!created) {
    const [earlier] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, posting.idempotencyKey!));
    return { transactionId: earlier.id, replayed: true, balances: new Map() };
  }

  // Accounts are touched in one fixed order (by code), so two transactions never wait on each other in a cycle.
  const lines = [...posting.lines].sort((a, b) => codeOf(a.account).localeCompare(codeOf(b.account)));
  await tx
    .insert(ledgerAccounts)
    .values(lines.map((l) => ({ code: codeOf(l.account), kind: l.account.kind, ownerId: ownerOf(l.account) })))
    .onConflictDoNothing({ target: ledgerAccounts.code });
  const accounts = await tx
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, lines.map((l) => codeOf(l.account))));
  const idOf = new Map(accounts.map((a) => [a.code, a.id]));

  const balances = new Map<string, number>();
  for (const line of lines) {
    if (!keepsCachedBalance(line.account.kind)) continue;
    const code = codeOf(line.account);
    const funded = mustStayFunded(line.account.kind) && line.amount < 0;
    const [updated] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${line.amount}` })
      .where(and(eq(ledgerAccounts.id, idOf.get(code)!), funded ? sql`${ledgerAccounts.balance} + ${line.amount} >= 0` : undefined))
      .returning({ balance: ledgerAccounts.balance });
    if (!updated) throw new InsufficientFunds(code);
    balances.set(code, updated.balance);
    // The user's balance column is the wallet's cache the client reads (spec §3 "Current user").
    if (line.account.kind === 'wallet') await tx.update(users).set({ balance: updated.balance }).where(eq(users.id, line.account.ownerId));
  }
  await tx.insert(ledgerEntries).values(lines.map((l) => ({ transactionId: created.id, accountId: idOf.get(codeOf(l.account))!, amount: l.amount })));
  return { transactionId: created.id, replayed: false, balances };
}

/** An account's balance in minor units: its cache, or for the uncached house accounts the sum of their entries. */
export async function balanceOf(db: DbOrTx, account: AccountRef): Promise<number> {
  const code = codeOf(account);
  if (keepsCachedBalance(account.kind)) {
    const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
    return row?.balance ?? 0;
  }
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.code, code));
  return row.total;
}
