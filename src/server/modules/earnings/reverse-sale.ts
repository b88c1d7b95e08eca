// Giving a buyer back what a sale took, exactly as the sale was split (docs/money.md): one ledger transaction
// (the buyer's wallet gets `amount`, the performer's earnings and the platform's commission give back their
// parts, test money as test money) and a negative earnings row that cancels the sale's in the earnings lists.
// Used by an admin's order refund and by removing an item with refunds; the caller's idempotency key makes a
// second reversal of the same sale a no-op.
import type { Tx } from '../../db/client';
import { PLATFORM_COMMISSION, codeOf, earningsOf, walletOf } from '../ledger/ledger-accounts';
import { postToLedger, type LedgerLine } from '../ledger/ledger.service';
import { createEarningsRepo } from './earnings.repo';
import type { EarningRow } from './earnings.table';

export interface ReversedSale {
  transactionId: string;
  /** The buyer's wallet balance after the reversal, in minor units. */
  balance: number;
}

/**
 * Reverses `sale` inside `tx`, crediting its buyer `amount` minor units. Null when `idempotencyKey` was used
 * already (nothing moves). Throws InsufficientFunds when the performer's earnings no longer hold their part.
 */
export async function reverseSale(tx: Tx, sale: EarningRow, opts: { amount: number; idempotencyKey: string; reference: string }): Promise<ReversedSale | null> {
  const lines: LedgerLine[] = [
    { account: walletOf(sale.userId), amount: opts.amount, test: sale.testGross },
    { account: earningsOf(sale.performerId), amount: -sale.net, test: -sale.testNet },
    { account: PLATFORM_COMMISSION, amount: -sale.platformShare, test: -(sale.testGross - sale.testNet) },
  ].filter((l) => l.amount !== 0);
  const posted = await postToLedger(tx, { kind: 'refund', lines, idempotencyKey: opts.idempotencyKey, reference: opts.reference });
  if (posted.replayed) return null;
  await createEarningsRepo(tx).insert({
    performerId: sale.performerId,
    userId: sale.userId,
    sourceType: sale.sourceType,
    sourceId: sale.sourceId,
    transactionId: posted.transactionId,
    gross: -sale.gross,
    platformShare: -sale.platformShare,
    net: -sale.net,
    testGross: -sale.testGross,
    testNet: -sale.testNet,
    commissionBasisPoints: sale.commissionBasisPoints,
  });
  return { transactionId: posted.transactionId, balance: posted.balances.get(codeOf(walletOf(sale.userId)))! };
}
