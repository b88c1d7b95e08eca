// The queries of a wallet charge: its idempotency key's earlier posting, the commission it is split by, the
// product stock it takes and the purchase record it leaves. Each runs on the connection it is given, so a
// charge passes its transaction and every statement stays inside it.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerTransactions } from '../ledger/ledger.table';
import { performers } from '../performers/performers.table';
import { products } from '../products/products.table';
import { purchasedItems, type PurchasedItemRow } from '../purchases/purchases.table';
import { settings } from '../settings/settings.table';
import { users } from '../users/users.table';

export function createWalletChargesRepo(db: DbOrTx) {
  return {
    /** The ledger transaction written under this (user-scoped) idempotency key, if any. */
    async findChargeByKey(ledgerKey: string): Promise<{ id: string; reference: string | null } | null> {
      const [earlier] = await db.select({ id: ledgerTransactions.id, reference: ledgerTransactions.reference }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, ledgerKey)).limit(1);
      return earlier ?? null;
    },
    /** The wallet balance the client reads (minor units), or null when there is no such user. */
    async walletBalanceOf(userId: string): Promise<number | null> {
      const [buyer] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)).limit(1);
      return buyer ? buyer.balance : null;
    },
    /** The performer's row as far as commission goes: undefined when there is no performer, null override when none is set. */
    async commissionOverrideOf(performerId: string): Promise<{ override: number | null } | undefined> {
      const [row] = await db.select({ override: performers.commissionBasisPoints }).from(performers).where(eq(performers.userId, performerId)).limit(1);
      return row;
    },
    /** The stored (unparsed) site setting performerCommission, undefined when none is stored. */
    async performerCommissionSetting(): Promise<unknown> {
      const [setting] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'performerCommission')).limit(1);
      return setting?.value;
    },
    /** Takes `quantity` items in one conditional update; false when fewer were left (nothing taken). */
    async takeStockIfLeft(productId: string, quantity: number): Promise<boolean> {
      const [taken] = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}` })
        .where(and(eq(products.id, productId), gte(products.stock, quantity)))
        .returning({ stock: products.stock });
      return Boolean(taken);
    },
    /** The product's stock now, 0 when unknown. */
    async stockOf(productId: string): Promise<number> {
      const [now] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      return now?.stock ?? 0;
    },
    /** Records the purchase unless the buyer already holds the item; false when the row was already there. */
    async recordPurchaseIfNew(row: Pick<PurchasedItemRow, 'userId' | 'itemType' | 'itemId' | 'price'>): Promise<boolean> {
      const [created] = await db.insert(purchasedItems).values(row).onConflictDoNothing().returning({ id: purchasedItems.id });
      return Boolean(created);
    },
    /** Records the purchase, leaving an existing row as it is (a product bought again). */
    async recordPurchaseOnce(row: Pick<PurchasedItemRow, 'userId' | 'itemType' | 'itemId' | 'price'>): Promise<void> {
      await db.insert(purchasedItems).values(row).onConflictDoNothing();
    },
  };
}
export type WalletChargesRepo = ReturnType<typeof createWalletChargesRepo>;
