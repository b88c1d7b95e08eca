// Re-derives every balance from the ledger and checks the books, the test money part included (docs/money.md
// "Test money"). Balances are only a cache of the ledger, so something must prove that they agree with it
// (docs/business-rules.md "Money: the ground rules").
// Used by tests after every money test and shown to admins.
import type { DbOrTx } from '../../db/client';
import { createLedgerCheckRepo, type LedgerCheckRepo } from './ledger-check.repo';

export interface LedgerCheck {
  ok: boolean;
  transactions: number;
  accounts: number;
  /** One sentence per problem found; empty when the books are right. */
  problems: string[];
}

export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const checks = createLedgerCheckRepo(db);
  const problems: string[] = [];
  // Each scan re-derives the amount and its test part together (see testMoneyProblems for the rest).
  const unbalanced = await checks.unbalancedTransactions();
  for (const r of unbalanced) {
    if (Number(r.total) !== 0) problems.push(`Transaction ${String(r.transaction_id)} does not balance: its entries sum to ${String(r.total)}.`);
    if (Number(r.test_total) !== 0) problems.push(`Transaction ${String(r.transaction_id)} does not balance its test money: its test parts sum to ${String(r.test_total)}.`);
  }

  const drifted = await checks.accountsOutOfStep();
  for (const r of drifted) {
    if (String(r.balance) !== String(r.derived)) problems.push(`Account ${String(r.code)} shows ${String(r.balance)} but its entries sum to ${String(r.derived)}.`);
    if (String(r.test_balance) !== String(r.test_derived)) {
      problems.push(`Account ${String(r.code)} shows ${String(r.test_balance)} of test money but its entries hold ${String(r.test_derived)}.`);
    }
  }
  // The house accounts keep no cache (keepsCachedBalance): a number there means something wrote around the ledger.
  const cachedHouse = await checks.cachedHouseAccounts();
  for (const r of cachedHouse) {
    if (Number(r.balance) !== 0) problems.push(`Account ${String(r.code)} keeps no cached balance but shows ${String(r.balance)}.`);
    if (Number(r.test_balance) !== 0) problems.push(`Account ${String(r.code)} keeps no cached test money but shows ${String(r.test_balance)}.`);
  }

  const negative = await checks.negativeAccounts();
  for (const r of negative) problems.push(`Account ${String(r.code)} is below zero (${String(r.balance)}).`);

  const wallets = await checks.walletsOutOfStep();
  for (const r of wallets) problems.push(`User ${String(r.id)} shows a balance of ${String(r.balance)} but their wallet holds ${String(r.wallet)}.`);

  problems.push(...(await testMoneyProblems(checks)));

  const [counts] = await checks.counts();
  return { ok: problems.length === 0, transactions: Number(counts.transactions), accounts: Number(counts.accounts), problems };
}

/** The test part's own rules (balances are re-derived with the amounts above): range, sandbox marking, earnings and payout requests. */
async function testMoneyProblems(checks: LedgerCheckRepo): Promise<string[]> {
  const problems: string[] = [];
  const outOfRange = await checks.testOutOfRange();
  for (const r of outOfRange) problems.push(`Account ${String(r.code)} holds ${String(r.balance)} of which ${String(r.test_balance)} is test money: that cannot be.`);

  const unmarked = await checks.sandboxEntriesNotAllTest();
  for (const r of unmarked) problems.push(`Transaction ${String(r.transaction_id)} moves money through the sandbox without marking all of it test money.`);

  // An earning's test part is what its transaction gave the performer's earnings and the platform in test money.
  const earned = await checks.earningsTestMismatched();
  for (const r of earned) {
    problems.push(
      `Earning ${String(r.id)} records ${String(r.test_gross)} of test money (${String(r.test_net)} net) but its transaction gave ${String(r.to_performer)} to the performer and ${String(r.to_platform)} to the platform.`,
    );
  }

  // A request still holding or paid out its money holds the test part its reservations moved into the reserve.
  const requests = await checks.payoutRequestsTestMismatched();
  for (const r of requests) problems.push(`Payout request ${String(r.id)} records ${String(r.test_amount)} of test money but its reservations hold ${String(r.held)}.`);
  return problems;
}
