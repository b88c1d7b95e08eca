// Idempotency of charges: a key the same user sent before answers what that charge answered and writes
// nothing; the same key for a different charge is refused rather than silently answering the wrong thing.
import type { ChargeResult } from '@/contracts/wallet';
import { fromMinor } from '@/lib/money';
import { unprocessable } from '../../http/errors';

export interface ChargeRequest {
  buyerId: string;
  type: ChargeResult['type'];
  itemId: string;
  /** ledger_transactions.reference: what the charge was for. */
  reference: string;
  /** The client's Idempotency-Key header, if sent. */
  key?: string;
  /** A tip's note to the performer, passed on with the sale once it committed. */
  message?: string;
}

/** Keys are the user's own: two users may send the same key without meeting. */
export const ledgerKeyOf = (req: ChargeRequest) => (req.key ? `${req.buyerId}:${req.key}` : undefined);

/** The answer to a replay of `earlier` (the charge written under the request's key), with the wallet's balance now (minor units). */
export function replayOf(req: ChargeRequest, earlier: { id: string; reference: string | null }, balance: number): ChargeResult {
  if (earlier.reference !== req.reference) throw unprocessable('This Idempotency-Key was already used for another charge. Send a new key for a new charge.');
  return { transactionId: earlier.id, balance: fromMinor(balance), type: req.type, itemId: req.itemId };
}
