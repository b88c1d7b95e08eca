// An admin's refund of an order (docs/business-rules.md "Orders"): one ledger transaction reversing the sale exactly as it
// was split (the buyer's wallet gets the total back, the performer's earnings and the platform give back
// their parts), with the stock returned and a reversing earnings row, all in one database transaction. The
// order row is locked and the posting keyed by the order, so a second refund finds it done and changes nothing.
import type { Order } from '@/contracts/orders';
import type { Db } from '../../db/client';
import { unprocessable } from '../../http/errors';
import { createEarningsRepo } from '../earnings/earnings.repo';
import type { BalanceChanged } from '../ledger/balance-events';
import { reverseSale } from '../earnings/reverse-sale';
import { InsufficientFunds } from '../ledger/ledger.service';
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
        // The sale's buyer is the order's; the test money it took goes back as test money.
        const reversed = await reverseSale(tx, sale, { amount: o.totalPrice, idempotencyKey: `refund:order:${o.id}`, reference: `order:${o.id}` });
        if (!reversed) return null;
        await repo.updateFrom(o.id, o.status, { status: 'refunded', refundTransactionId: reversed.transactionId });
        if (o.productId && o.productType === 'physical') {
          await repo.returnStock(o.productId, o.quantity);
        }
        // A refunded digital product is no longer the buyer's, unless another order of it still stands.
        if (o.productId && o.productType === 'digital' && !(await repo.keepsProduct(o.buyerId, o.productId))) {
          await repo.dropProductPurchase(o.buyerId, o.productId);
        }
        return { buyerId: o.buyerId, balance: reversed.balance, change: o.totalPrice };
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
