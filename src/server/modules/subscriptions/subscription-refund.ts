// A refunded subscription payment (docs/money.md "Card refunds"): the performer's earning for it is reversed in
// proportion to the part refunded, and the period it paid for ends now, so access stops and nothing renews it.
// The performer's earnings are taken down to zero at most; what they no longer hold (spent on a payout, or
// reserved for one) is the platform's loss. Rows are locked in the settlement's order (the performer's earnings,
// then the pair), so a refund and a renewal of the same pair never wait on each other in a cycle.
import type { Tx } from '../../db/client';
import { createEarningsRepo } from '../earnings/earnings.repo';
import { clawBack } from '../ledger/clawback';
import { PLATFORM_COMMISSION, earningsOf, outside } from '../ledger/ledger-accounts';
import { postToLedger, type LedgerLine } from '../ledger/ledger.service';
import { shareOf, type Reverser } from '../payments/payment-refunds';
import { createSubscriptionRefundRepo } from './subscription-refund.repo';

/** Ends the period `paymentId` paid for at `now` if it still runs or has yet to start; true when access ended. */
async function endPaidPeriod(tx: Tx, paymentId: string, now: Date): Promise<boolean> {
  const repo = createSubscriptionRefundRepo(tx);
  const period = await repo.periodPaidBy(paymentId);
  // A period already over was used in full: the money is reversed, the access it gave is history.
  if (!period || period.endsAt <= now) return false;
  await repo.endAt(period, now);
  return true;
}

export function subscriptionReverser(deps: { now?: () => Date } = {}): Reverser {
  return async (tx, payment, part) => {
    const sale = payment.transactionId ? await createEarningsRepo(tx).findByTransaction(payment.transactionId) : null;
    if (!sale) throw new Error(`Subscription payment ${payment.id} has no earning to reverse.`);
    const refunded = part.after - part.before;
    // The performer's share of each cumulative total, so two partial refunds round to what one of their sum would.
    const owed = shareOf(part.after, sale.net, sale.gross) - shareOf(part.before, sale.net, sale.gross);
    const { taken, lines: clawed } = await clawBack(tx, earningsOf(sale.performerId), owed);
    const lines: LedgerLine[] = [
      { account: outside(payment.gateway), amount: refunded },
      ...clawed,
      { account: PLATFORM_COMMISSION, amount: -(refunded - owed) },
    ].filter((l) => l.amount !== 0);
    const reference = `payment:${payment.id}`;
    const posted = await postToLedger(tx, { kind: 'refund', idempotencyKey: part.idempotencyKey, reference, lines });
    // The reversing earning says what the performer gave back; the platform bore the rest (commission and loss).
    await createEarningsRepo(tx).insert({
      performerId: sale.performerId,
      userId: payment.userId,
      sourceType: 'subscription',
      sourceId: sale.sourceId,
      transactionId: posted.transactionId,
      gross: -refunded,
      platformShare: -(refunded - taken),
      net: -taken,
      commissionBasisPoints: sale.commissionBasisPoints,
    });
    const endedAccess = await endPaidPeriod(tx, payment.id, deps.now?.() ?? new Date());
    return { transactionId: posted.transactionId, endedAccess };
  };
}
