// The only place cart rows are read and written.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, type ProductRow } from '../products/products.table';
import { cartItems } from './cart.table';

export interface CartRow {
  quantity: number;
  product: ProductRow;
}

export function createCartRepo(db: DbOrTx) {
  return {
    /** The fan's lines with their products as they are now, oldest line first. */
    async lines(userId: string): Promise<CartRow[]> {
      return db
        .select({ quantity: cartItems.quantity, product: products })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
    },

    async lineCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
      return row?.n ?? 0;
    },

    async quantityOf(userId: string, productId: string): Promise<number> {
      const [row] = await db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
        .limit(1);
      return row?.quantity ?? 0;
    },

    /** Sets how many the line holds, making it when new (it keeps its place when it existed). */
    async set(userId: string, productId: string, quantity: number): Promise<void> {
      await db
        .insert(cartItems)
        .values({ userId, productId, quantity })
        .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity, updatedAt: sql`now()` } });
    },

    async remove(userId: string, productId: string): Promise<void> {
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    },

    async clear(userId: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}
export type CartRepo = ReturnType<typeof createCartRepo>;
