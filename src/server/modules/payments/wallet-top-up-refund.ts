// A refunded top-up (docs/money.md "Card refunds"): the wallet gives back what the refunded part credited, a
// coupon's discount in proportion (the platform paid it, so it goes back to the platform). A fan who has
// spent the money meanwhile is taken to zero, never below; what is missing is the platform's loss.
import { PLATFORM_COMMISSION, codeOf, outside, walletOf } from '../ledger/ledger-accounts';
import { clawBack } from '../ledger/clawback';
import { postToLedger, type LedgerLine } from '../ledger/ledger.service';
import { shareOf, type Reverser } from './payment-refunds';

export const walletTopUpReverser: Reverser = async (tx, payment, part) => {
  const refunded = part.after - part.before;
  // The credit each cumulative total stands for, so two partial refunds round to what one of their sum would.
  const owed = shareOf(part.after, payment.credit, payment.amount) - shareOf(part.before, payment.credit, payment.amount);
  const wallet = walletOf(payment.userId);
  const { taken, lines: clawed } = await clawBack(tx, wallet, owed);
  const lines: LedgerLine[] = [{ account: outside(payment.gateway), amount: refunded }, ...clawed];
  if (owed !== refunded) lines.push({ account: PLATFORM_COMMISSION, amount: owed - refunded });
  const reference = `payment:${payment.id}`;
  const posted = await postToLedger(tx, { kind: 'refund', idempotencyKey: part.idempotencyKey, reference, lines });
  const balance = posted.balances.get(codeOf(wallet));
  return { transactionId: posted.transactionId, wallet: balance === undefined ? undefined : { balance, change: -taken } };
};
