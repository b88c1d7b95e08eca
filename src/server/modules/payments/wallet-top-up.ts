// What a succeeded top-up delivers (docs/business-rules.md "Wallet and purchases"): the wallet gets the full amount asked
// for; the gateway brought in what was charged and the platform pays a coupon's discount. A top-up through the
// sandbox is test money whole, the discount included: the wallet holds it as test money (docs/money.md).
import { conflict } from '../../http/errors';
import type { CouponsService } from '../coupons/coupons.service';
import { PLATFORM_COMMISSION, codeOf, outside, walletOf } from '../ledger/ledger-accounts';
import { postToLedger, type LedgerLine } from '../ledger/ledger.service';
import { asTestMoney, paysTestMoney } from '../ledger/test-money';
import type { Fulfiller } from './payment-settlement';
import { createPaymentsRepo } from './payments.repo';

export function walletTopUpFulfiller(deps: { coupons: CouponsService }): Fulfiller {
  return async (tx, payment) => {
    let credit = payment.credit;
    if (payment.couponId && credit > payment.amount) {
      const recorded = await deps.coupons.recordUse(tx, payment.couponId, payment.userId, payment.id);
      if (!recorded) {
        // Nothing was charged, so nothing is owed: refuse (the caller's transaction rolls back).
        if (payment.amount === 0) throw conflict('This coupon is no longer available to you, so the top-up was not made.');
        // The fan paid without the discount being honoured (used elsewhere meanwhile, or used up): the
        // wallet gets what was paid, and the payment says so.
        credit = payment.amount;
        await createPaymentsRepo(tx).update(payment.id, { credit, details: { ...payment.details, couponRefused: true } });
      }
    }

    const wallet = walletOf(payment.userId);
    const lines: LedgerLine[] = [{ account: wallet, amount: credit }];
    if (payment.amount > 0) lines.push({ account: outside(payment.gateway), amount: -payment.amount });
    if (credit > payment.amount) lines.push({ account: PLATFORM_COMMISSION, amount: -(credit - payment.amount) });
    const posting = paysTestMoney(payment.gateway) ? asTestMoney(lines) : lines;
    const posted = await postToLedger(tx, { kind: 'top-up', idempotencyKey: `payment:${payment.id}`, reference: `payment:${payment.id}`, lines: posting });
    const balance = posted.balances.get(codeOf(wallet));
    return { transactionId: posted.transactionId, wallet: balance === undefined ? undefined : { balance, change: credit } };
  };
}
