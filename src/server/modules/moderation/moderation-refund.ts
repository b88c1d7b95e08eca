// Refunding every buyer of an item an admin removes (docs/admin.md "Moderation", docs/money.md): each sale
// is reversed exactly as it was split, one ledger transaction per sale inside the caller's database
// transaction (the buyer's wallet gets what they paid, the performer's earnings and the platform give back
// their parts, test money as test money), with a reversing earnings row, and the buyer no longer holds the
// item. A sale's refund is keyed by the sale (a product's by its order, the same key the order refund uses),
// so refunding again, or after an order was refunded on its own, moves nothing twice.
import type { ModeratedKind } from '@/contracts/moderation';
import type { Tx } from '../../db/client';
import { unprocessable } from '../../http/errors';
import { createEarningsRepo } from '../earnings/earnings.repo';
import type { EarningRow } from '../earnings/earnings.table';
import { reverseSale } from '../earnings/reverse-sale';
import { InsufficientFunds } from '../ledger/ledger.service';
import { createOrdersRepo } from '../orders/orders.repo';
import { createModerationSalesRepo } from './moderation-sales.repo';

/** Kinds that are sold item by item. */
const SOLD_KINDS = new Set<ModeratedKind>(['feed', 'video', 'gallery', 'product', 'message']);

export const PAID_OUT =
  "The performer's earnings no longer hold the money of these sales: it has been paid out or reserved for a payout. Remove the item without refunding and settle with the buyers outside the wallet.";

/** A wallet credited by the refunds: its new balance and what it got back, for the open pages after commit. */
export interface Credited {
  buyerId: string;
  /** Minor units. */
  balance: number;
  change: number;
}

/** Reverses one sale for its buyer; null when it was refunded already. */
async function reverse(tx: Tx, sale: EarningRow, amount: number, idempotencyKey: string, reference: string): Promise<{ credited: Credited; transactionId: string } | null> {
  const done = await reverseSale(tx, sale, { amount, idempotencyKey, reference });
  return done && { credited: { buyerId: sale.userId, balance: done.balance, change: amount }, transactionId: done.transactionId };
}

/** Orders of the product not refunded yet, each reversed and marked refunded. */
async function refundOrders(tx: Tx, productId: string): Promise<Credited[]> {
  const repo = createOrdersRepo(tx);
  const earningsRepo = createEarningsRepo(tx);
  const sales = createModerationSalesRepo(tx);
  const credited: Credited[] = [];
  for (const id of await sales.standingOrdersOf(productId)) {
    const order = await repo.lock(id);
    if (!order || order.status === 'refunded' || order.refundTransactionId) continue;
    const sale = await earningsRepo.findByTransaction(order.transactionId);
    if (!sale) continue;
    const done = await reverse(tx, sale, order.totalPrice, `refund:order:${order.id}`, `order:${order.id}`);
    if (!done) continue;
    await repo.updateFrom(order.id, order.status, { status: 'refunded', refundTransactionId: done.transactionId });
    await sales.dropPurchase(order.buyerId, 'product', productId);
    credited.push(done.credited);
  }
  return credited;
}

/**
 * Refunds every buyer of the item inside `tx`; answers the wallets credited (none for a kind nobody buys).
 * Refused as a whole (422) when the performer's earnings no longer hold a sale's share.
 */
export async function refundBuyers(tx: Tx, kind: ModeratedKind, itemId: string): Promise<Credited[]> {
  if (!SOLD_KINDS.has(kind)) return [];
  try {
    if (kind === 'product') return await refundOrders(tx, itemId);
    const sales = createModerationSalesRepo(tx);
    const credited: Credited[] = [];
    for (const sale of await sales.salesOf(kind, itemId)) {
      const done = await reverse(tx, sale, sale.gross, `refund:sale:${sale.transactionId}`, `${kind}:${itemId}`);
      if (done) credited.push(done.credited);
      // A refunded buyer no longer holds the item, should an admin ever make it visible again.
      await sales.dropPurchase(sale.userId, kind, itemId);
    }
    return credited;
  } catch (error) {
    if (error instanceof InsufficientFunds) throw unprocessable(PAID_OUT);
    throw error;
  }
}
