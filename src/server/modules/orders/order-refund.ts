// An admin's refund of an order (docs/business-rules.md "Orders"): one ledger transaction reversing the sale exactly as it
// was split (the buyer's wallet gets the total back, the performer's earnings and the platform give back
// their parts), with the stock returned and a reversing earnings row, all in one database transaction. The
// order row is locked and the posting keyed by the order, so a second refund finds it done and changes nothing.
import type { Order } from '@/contracts/orders';
import type { Db } from '../../db/client';
import { unprocessable } from '../../http/errors';
import { createEarningsRepo } from '../earnings/earnings.repo';
import type { BalanceChanged } from '../ledger/balance-events';
import { PLATFORM_COMMISSION, codeOf, earningsOf, walletOf } from '../ledger/ledger-accounts';
import { InsufficientFunds, postToLedger, type LedgerLine } from '../ledger/ledger.service';
import type { OrderMails } from './order-mail';
import { presentOrder } from './orders.presenter';
import { createOrdersRepo } from './orders.repo';
import { orderMissing } from './orders.service';

const PAID_OUT =
  "The performer's earnings no longer hold this sale's share: it has been paid out or reserved for a payout. Settle the refund with the performer outside the wallet.";

interface Credit {
  buyerId: string;
  /** Minor units. */
  balance: number;
  change: number;
}

export function createOrderRefund(deps: { db: Db; onBalanceChanged?: BalanceChanged; mails?: OrderMails }) {
  return async function refund(orderId: string): Promise<Order> {
    let credited: Credit | null;
    try {
      credited = await deps.db.transaction(async (tx): Promise<Credit | null> => {
        const repo = createOrdersRepo(tx);
        const o = await repo.lock(orderId);
        if (!o) throw orderMissing();
        if (o.status === 'refunded' || o.refundTransactionId) return null;
        const earningsRepo = createEarningsRepo(tx);
        const sale = await earningsRepo.findByTransaction(o.transactionId);
        if (!sale) throw unprocessable('The sale of this order has no earnings record, so it cannot be reversed automatically.');
        // The test money the sale took goes back as test money: to the wallet, from the earnings and the platform.
        const lines: LedgerLine[] = [
          { account: walletOf(o.buyerId), amount: o.totalPrice, test: sale.testGross },
          { account: earningsOf(sale.performerId), amount: -sale.net, test: -sale.testNet },
          { account: PLATFORM_COMMISSION, amount: -sale.platformShare, test: -(sale.testGross - sale.testNet) },
        ].filter((l) => l.amount !== 0);
        const posted = await postToLedger(tx, { kind: 'refund', lines, idempotencyKey: `refund:order:${o.id}`, reference: `order:${o.id}` });
        if (posted.replayed) return null;
        await repo.updateFrom(o.id, o.status, { status: 'refunded', refundTransactionId: posted.transactionId });
        await earningsRepo.insert({
          performerId: sale.performerId,
          userId: o.buyerId,
          sourceType: 'product',
          sourceId: o.productId,
          transactionId: posted.transactionId,
          gross: -sale.gross,
          platformShare: -sale.platformShare,
          net: -sale.net,
          testGross: -sale.testGross,
          testNet: -sale.testNet,
          commissionBasisPoints: sale.commissionBasisPoints,
        });
        if (o.productId && o.productType === 'physical') {
          await repo.returnStock(o.productId, o.quantity);
        }
        // A refunded digital product is no longer the buyer's, unless another order of it still stands.
        if (o.productId && o.productType === 'digital' && !(await repo.keepsProduct(o.buyerId, o.productId))) {
          await repo.dropProductPurchase(o.buyerId, o.productId);
        }
        return { buyerId: o.buyerId, balance: posted.balances.get(codeOf(walletOf(o.buyerId)))!, change: o.totalPrice };
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw unprocessable(PAID_OUT);
      throw error;
    }
    const found = await createOrdersRepo(deps.db).find(orderId);
    if (!found) throw orderMissing();
    if (credited) {
      deps.onBalanceChanged?.(credited.buyerId, credited.balance, credited.change);
      await deps.mails?.statusChanged(found.order);
    }
    return presentOrder(found);
  };
}
