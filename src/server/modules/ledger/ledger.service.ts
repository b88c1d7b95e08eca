// The only code that moves money (docs/business-rules.md "Money: the ground rules"), with the wallet sale's one
// statement (wallet-charges/sale-statement.repo.ts), which writes only what settlePosting here checked and
// settled. Every movement is one ledger
// transaction whose entries sum to zero, written in the caller's database transaction together with what it
// pays for. Balances are updated by conditional statements (never read-check-write), so a wallet or earnings
// balance cannot go below zero however many requests race; a repeated idempotency key changes nothing.
// Each entry also carries its test part (money paid in through the sandbox), which the same transaction
// keeps on the accounts beside their balance.
import type { DbOrTx, Tx } from '../../db/client';
import { codeOf, keepsCachedBalance, mustStayFunded, ownerOf, type AccountRef } from './ledger-accounts';
import { createLedgerRepo } from './ledger.repo';
import { isTestMoneySource } from './test-money';

/**
 * How much of a line's amount is test money (docs/money.md "Test money"), in minor units with the amount's sign:
 * - a number: fixed by the caller (a sandbox payment is test money whole; a refund gives back what the sale took);
 * - 'test-first' or 'real-first': only on a debit of a wallet, earnings or reserve, at most one per posting: the
 *   account decides when the money is taken, spending its test money first (a wallet paying for a sale) or last
 *   (earnings reserved for a payout);
 * - a function: this line's share of the test money the drawn debit spent (`drawn`, minor units, >= 0).
 * Omitted means none. A posting's test parts sum to zero, like its amounts.
 */
export type TestPart = number | Draw | ((drawn: number) => number);
export type Draw = 'test-first' | 'real-first';

export interface LedgerLine {
  account: AccountRef;
  /** Minor units: positive credits the account, negative debits it. */
  amount: number;
  test?: TestPart;
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
  /** The test part written on each line, by account code, with the line's sign (empty on a replay). */
  tests: Map<string, number>;
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

const isDraw = (test: TestPart | undefined): test is Draw => test === 'test-first' || test === 'real-first';

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
  const draws = posting.lines.filter((l) => isDraw(l.test));
  if (draws.length > 1) throw new InvalidPosting('At most one line of a posting decides its test part when it is taken.');
  if (draws.some((l) => l.amount > 0 || !mustStayFunded(l.account.kind) || !keepsCachedBalance(l.account.kind))) {
    throw new InvalidPosting('Only a debit of a wallet, earnings or reserve can decide its test part when it is taken.');
  }
  if (draws.length === 0 && posting.lines.some((l) => typeof l.test === 'function')) throw new InvalidPosting('A share of drawn test money needs a line that draws it.');
  // A share is written after the conditional updates, so it may only add to what a funded account holds.
  if (posting.lines.some((l) => typeof l.test === 'function' && l.amount < 0 && mustStayFunded(l.account.kind))) {
    throw new InvalidPosting('A debit of a wallet, earnings or reserve takes a fixed test part or draws one, never a share.');
  }
  if (draws.length === 0) checkTestParts(posting.lines.map((l) => ({ line: l, test: (l.test as number | undefined) ?? 0 })));
}

/** The test parts, once known: whole, with their line's sign and within it, summing to zero; the sandbox's lines test money whole. */
function checkTestParts(parts: readonly { line: LedgerLine; test: number }[]): void {
  let sum = 0;
  for (const { line, test } of parts) {
    const code = codeOf(line.account);
    if (!Number.isSafeInteger(test) || (test !== 0 && (Math.sign(test) !== Math.sign(line.amount) || Math.abs(test) > Math.abs(line.amount)))) {
      throw new InvalidPosting(`The test part of an entry is whole minor units within its amount (${line.amount} on ${code}), not ${test}.`);
    }
    if (isTestMoneySource(line.account) && test !== line.amount) throw new InvalidPosting(`Money through ${code} is test money: its entries are marked test in full.`);
    sum += test;
  }
  if (sum !== 0) throw new InvalidPosting(`A ledger transaction's test money must balance; these test parts sum to ${sum}.`);
}

/** How much test money a debit of `taken` takes from an account that held `balance`, `test` of it test money. */
function drawnTest(draw: Draw, taken: number, balance: number, test: number): number {
  return draw === 'test-first' ? Math.min(test, taken) : Math.max(0, taken - (balance - test));
}

/** Writes `posting` inside `tx`. Throws InsufficientFunds (roll back) when a funded account would go negative. */
export async function postToLedger(tx: Tx, posting: LedgerPosting): Promise<Posted> {
  checkPosting(posting);
  const repo = createLedgerRepo(tx);
  const created = await repo.insertTransactionUnlessKeyUsed({ kind: posting.kind, idempotencyKey: posting.idempotencyKey ?? null, reference: posting.reference ?? null });
  if (!created) {
    const earlier = await repo.transactionByKey(posting.idempotencyKey!);
    return { transactionId: earlier.id, replayed: true, balances: new Map(), tests: new Map() };
  }

  // Accounts are touched in one fixed order (by code), so two transactions never wait on each other in a cycle.
  const lines = [...posting.lines].sort((a, b) => codeOf(a.account).localeCompare(codeOf(b.account)));
  await repo.openAccounts(lines.map((l) => ({ code: codeOf(l.account), kind: l.account.kind, ownerId: ownerOf(l.account) })));
  const accounts = await repo.accountIdsByCode(lines.map((l) => codeOf(l.account)));
  const idOf = new Map(accounts.map((a) => [a.code, a.id]));

  const balances = new Map<string, number>();
  let drawn = 0;
  for (const line of lines) {
    if (!keepsCachedBalance(line.account.kind)) continue;
    const code = codeOf(line.account);
    const funded = mustStayFunded(line.account.kind) && line.amount < 0;
    // A fixed test part moves with the balance in the same statement; a debit must hold both its test and its real part.
    const test = typeof line.test === 'number' ? line.test : 0;
    const updated = await repo.addToBalance(idOf.get(code)!, line.amount, test, funded);
    if (!updated) throw new InsufficientFunds(code);
    balances.set(code, updated.balance);
    // The debit above left the test money alone and returned what the row held, under this transaction's lock.
    if (isDraw(line.test)) drawn = drawnTest(line.test, -line.amount, updated.balance - line.amount, updated.testBalance);
    // The user's balance column is the wallet's cache the client reads.
    if (line.account.kind === 'wallet') await repo.setWalletCache(line.account.ownerId, updated.balance);
  }

  const tests = new Map(lines.map((l) => [codeOf(l.account), testOf(l, drawn)]));
  checkTestParts(lines.map((l) => ({ line: l, test: tests.get(codeOf(l.account))! })));
  // The test parts that depended on the draw: every row here is already locked by this transaction.
  for (const line of lines) {
    const test = tests.get(codeOf(line.account))!;
    if (typeof line.test === 'number' || test === 0 || !keepsCachedBalance(line.account.kind)) continue;
    await repo.addToTestBalance(idOf.get(codeOf(line.account))!, test);
  }
  await repo.insertEntries(lines.map((l) => ({ transactionId: created.id, accountId: idOf.get(codeOf(l.account))!, amount: l.amount, testAmount: tests.get(codeOf(l.account))! })));
  return { transactionId: created.id, replayed: false, balances, tests };
}

/** A line of a posting with its account's code and its test part settled. */
export interface SettledLine extends LedgerLine {
  code: string;
  test: number;
}

/**
 * The posting checked and its test parts settled, for a caller that writes it in one statement of its own (the
 * wallet sale, wallet-charges/sale-statement.repo.ts): `held` is what the drawing account holds, as the caller read it; the caller's
 * write must apply only while the account still holds exactly that, so the draw is the one this computes. Lines
 * come in the ledger's lock order (by code). Throws InvalidPosting like postToLedger.
 */
export function settlePosting(posting: LedgerPosting, held: { balance: number; test: number }): SettledLine[] {
  checkPosting(posting);
  const draw = posting.lines.find((l) => isDraw(l.test));
  const drawn = draw ? drawnTest(draw.test as Draw, -draw.amount, held.balance, held.test) : 0;
  const lines = [...posting.lines].sort((a, b) => codeOf(a.account).localeCompare(codeOf(b.account)));
  const settled = lines.map((l) => ({ ...l, code: codeOf(l.account), test: testOf(l, drawn) }));
  checkTestParts(settled.map((l) => ({ line: l, test: l.test })));
  return settled;
}

function testOf(line: LedgerLine, drawn: number): number {
  if (line.test === undefined) return 0;
  if (typeof line.test === 'number') return line.test;
  if (isDraw(line.test)) return -drawn;
  return line.test(drawn);
}

/** A house account's id (platform, outside), opened now if nothing was ever posted to it. */
export async function houseAccountId(tx: Tx, account: AccountRef): Promise<string> {
  const repo = createLedgerRepo(tx);
  const code = codeOf(account);
  await repo.openAccounts([{ code, kind: account.kind, ownerId: ownerOf(account) }]);
  const [opened] = await repo.accountIdsByCode([code]);
  return opened.id;
}

/** An account's balance in minor units: its cache, or for the uncached house accounts the sum of their entries. */
export async function balanceOf(db: DbOrTx, account: AccountRef): Promise<number> {
  const code = codeOf(account);
  const repo = createLedgerRepo(db);
  if (keepsCachedBalance(account.kind)) return (await repo.cachedBalance(code)) ?? 0;
  return repo.entriesTotal(code);
}

/** What a cached account holds (minor units) and how much of it is test money; an account never posted to holds nothing. */
export async function holdingsOf(db: DbOrTx, account: AccountRef): Promise<{ balance: number; test: number }> {
  return (await createLedgerRepo(db).holdings(codeOf(account))) ?? { balance: 0, test: 0 };
}
