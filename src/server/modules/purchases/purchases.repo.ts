// Read helpers over purchased_items for entitlement. Wallet charges and session tickets write the rows inside
// the purchase transaction; nothing removes them when a performer blocks the buyer (docs/business-rules.md "Safety").
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchasedItems } from './purchases.table';

/** What can be bought (purchased_items.item_type). */
export type PurchasableKind = 'feed' | 'video' | 'gallery' | 'product' | 'message' | 'stream';

export function createPurchasesRepo(db: DbOrTx) {
  return {
    /** Which of `itemIds` (all of `kind`) `userId` has bought, in one query. */
    async boughtAmong(userId: string, kind: PurchasableKind, itemIds: readonly string[]): Promise<Set<string>> {
      if (itemIds.length === 0) return new Set();
      const rows = await db
        .select({ itemId: purchasedItems.itemId })
        .from(purchasedItems)
        .where(and(eq(purchasedItems.userId, userId), eq(purchasedItems.itemType, kind), inArray(purchasedItems.itemId, [...new Set(itemIds)])));
      return new Set(rows.map((r) => r.itemId));
    },
  };
}
export type PurchasesRepo = ReturnType<typeof createPurchasesRepo>;
