// How a payout request moves money (docs/business-rules.md "Earnings and payouts"): reserved from earnings at request,
// re-reserved by the difference on an edit, released back on rejection or cancel, and paid out to the world.
// Each posting runs in the caller's transaction together with the status change it pays for.
import type { Tx } from '../../db/client';
import { conflict } from '../../http/errors';
import { codeOf, earningsOf, outside, payoutReserveOf } from '../ledger/ledger-accounts';
import { postToLedger } from '../ledger/ledger.service';

/** The outside account payouts go to: it grows as money leaves the platform for performers' banks. */
export const PAYOUTS_OUT = outside('payouts');

const reference = (requestId: string) => `payout:${requestId}`;

/** A reservation: its ledger transaction and how much of the amount is test money. */
export interface Reserved {
  transactionId: string;
  /** Minor units of the amount reserved that are test-funded earnings. */
  test: number;
}

/**
 * Moves `amount` (minor units, > 0) from the performer's earnings into the reserve. Real money goes first: a
 * request holds test money only when the real money available does not cover it (docs/money.md "Test money").
 * Throws InsufficientFunds when the earnings do not hold the amount.
 */
export async function reserveForPayout(tx: Tx, performerId: string, requestId: string, amount: number, idempotencyKey?: string): Promise<Reserved> {
  const posted = await postToLedger(tx, {
    kind: 'payout-reserve',
    idempotencyKey,
    reference: reference(requestId),
    lines: [
      { account: earningsOf(performerId), amount: -amount, test: 'real-first' },
      { account: payoutReserveOf(performerId), amount, test: (drawn) => drawn },
    ],
  });
  // Only a request racing another with the same key gets here: the winner's reservation stands alone.
  if (posted.replayed) throw conflict('This Idempotency-Key was just used for another payout request. Reload your payout requests.');
  return { transactionId: posted.transactionId, test: posted.tests.get(codeOf(payoutReserveOf(performerId)))! };
}

/**
 * Gives `amount` of a request's reserve back to the performer's earnings, `test` of it test money: all of a
 * rejected or cancelled request, or what an edit took off (its test money first, so the rest stays as real as it was).
 */
export async function releasePayout(tx: Tx, performerId: string, requestId: string, amount: number, test: number): Promise<string> {
  const posted = await postToLedger(tx, {
    kind: 'payout-release',
    reference: reference(requestId),
    lines: [
      { account: payoutReserveOf(performerId), amount: -amount, test: -test },
      { account: earningsOf(performerId), amount, test },
    ],
  });
  return posted.transactionId;
}

/** A paid request: the reserve leaves the platform, its test part with it. */
export async function settlePayout(tx: Tx, performerId: string, requestId: string, amount: number, test: number): Promise<string> {
  const posted = await postToLedger(tx, {
    kind: 'payout-paid',
    reference: reference(requestId),
    lines: [
      { account: payoutReserveOf(performerId), amount: -amount, test: -test },
      { account: PAYOUTS_OUT, amount, test },
    ],
  });
  return posted.transactionId;
}
