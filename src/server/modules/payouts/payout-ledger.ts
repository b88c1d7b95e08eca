// How a payout request moves money (RULES.md "Earnings and payouts"): reserved from earnings at request,
// re-reserved by the difference on an edit, released back on rejection or cancel, and paid out to the world.
// Each posting runs in the caller's transaction together with the status change it pays for.
import type { Tx } from '../../db/client';
import { conflict } from '../../http/errors';
import { earningsOf, outside, payoutReserveOf } from '../ledger/ledger-accounts';
import { postToLedger } from '../ledger/ledger.service';

/** The outside account payouts go to: it grows as money leaves the platform for performers' banks. */
export const PAYOUTS_OUT = outside('payouts');

const reference = (requestId: string) => `payout:${requestId}`;

/**
 * Moves `amount` (minor units; negative gives it back) from the performer's earnings into the reserve.
 * Throws InsufficientFunds when earnings (or, giving back, the reserve) do not hold it.
 */
export async function reserveForPayout(tx: Tx, performerId: string, requestId: string, amount: number, idempotencyKey?: string): Promise<string | null> {
  if (amount === 0) return null;
  const posted = await postToLedger(tx, {
    kind: amount > 0 ? 'payout-reserve' : 'payout-release',
    idempotencyKey,
    reference: reference(requestId),
    lines: [
      { account: earningsOf(performerId), amount: -amount },
      { account: payoutReserveOf(performerId), amount },
    ],
  });
  // Only a request racing another with the same key gets here: the winner's reservation stands alone.
  if (posted.replayed) throw conflict('This Idempotency-Key was just used for another payout request. Reload your payout requests.');
  return posted.transactionId;
}

/** A rejected or cancelled request: its reserve goes back to the performer's earnings. */
export const releasePayout = (tx: Tx, performerId: string, requestId: string, amount: number) => reserveForPayout(tx, performerId, requestId, -amount);

/** A paid request: the reserve leaves the platform. */
export async function settlePayout(tx: Tx, performerId: string, requestId: string, amount: number): Promise<string> {
  const posted = await postToLedger(tx, {
    kind: 'payout-paid',
    reference: reference(requestId),
    lines: [
      { account: payoutReserveOf(performerId), amount: -amount },
      { account: PAYOUTS_OUT, amount },
    ],
  });
  return posted.transactionId;
}
