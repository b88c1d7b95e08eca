// The sales a refund of a moderated item reverses, and the purchases it takes back.
import { and, eq, gt, ne } from 'drizzle-orm';
import type { ModeratedKind } from '@/contracts/moderation';
import type { Tx } from '../../db/client';
import { earnings, type EarningRow } from '../earnings/earnings.table';
import { orders } from '../orders/orders.table';
import { purchasedItems } from '../purchases/purchases.table';

export function createModerationSalesRepo(tx: Tx) {
  return {
    /** The item's sales from the wallet (its earnings rows with money in), oldest first. */
    salesOf(kind: ModeratedKind, itemId: string): Promise<EarningRow[]> {
      return tx
        .select()
        .from(earnings)
        .where(and(eq(earnings.sourceType, kind), eq(earnings.sourceId, itemId), gt(earnings.gross, 0)))
        .orderBy(earnings.createdAt, earnings.id);
    },

    /** The ids of the product's orders not refunded yet. */
    async standingOrdersOf(productId: string): Promise<string[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.productId, productId), ne(orders.status, 'refunded')))
        .orderBy(orders.id);
      return rows.map((r) => r.id);
    },

    /** The buyer no longer holds the item. */
    async dropPurchase(buyerId: string, kind: ModeratedKind, itemId: string): Promise<void> {
      await tx.delete(purchasedItems).where(and(eq(purchasedItems.userId, buyerId), eq(purchasedItems.itemType, kind), eq(purchasedItems.itemId, itemId)));
    },
  };
}
