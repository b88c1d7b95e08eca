// The only place orders rows are read and written. Reads come with the buyer's and the seller's names.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderStatus, orderSortKeys } from '@/contracts/orders';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { likePattern } from '../performers/performers.repo';
import { products } from '../products/products.table';
import { purchasedItems } from '../purchases/purchases.table';
import { users } from '../users/users.table';
import { newOrderNumber } from './order-number';
import { orders, type NewOrderRow, type OrderRow } from './orders.table';
import { firstOrNull } from '../../db/select';

export interface Party {
  id: string;
  name: string | null;
  username: string | null;
}
export type DetailedOrder = { order: OrderRow; buyer: Party; performer: Party };
export type OrderPatch = Partial<Pick<OrderRow, 'status' | 'shippingCode' | 'deliveryAddress' | 'refundTransactionId'>>;

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');
export type OrderSortKey = (typeof orderSortKeys)[number];
const SORT_COLUMNS: SortColumns<OrderSortKey> = { createdAt: orders.createdAt, updatedAt: orders.updatedAt, totalPrice: orders.totalPrice, status: orders.status };
/** A clash of two random numbers is already rare; five in a row means something else is wrong. */
const NUMBER_ATTEMPTS = 5;

export interface OrderFilters {
  buyerId?: string;
  performerId?: string;
  status?: OrderStatus;
  q?: string;
}

function filtersOf(f: OrderFilters): SQL {
  const conditions: SQL[] = [];
  if (f.buyerId) conditions.push(eq(orders.buyerId, f.buyerId));
  if (f.performerId) conditions.push(eq(orders.performerId, f.performerId));
  if (f.status) conditions.push(eq(orders.status, f.status));
  if (f.q) conditions.push(or(ilike(orders.orderNumber, likePattern(f.q)), ilike(orders.productName, likePattern(f.q)))!);
  return and(...conditions) ?? sql`true`;
}

export function createOrdersRepo(db: DbOrTx) {
  const detailed = () =>
    db
      .select({
        order: orders,
        buyer: { id: buyers.id, name: buyers.name, username: buyers.username },
        performer: { id: sellers.id, name: sellers.name, username: sellers.username },
      })
      .from(orders)
      .innerJoin(buyers, eq(buyers.id, orders.buyerId))
      .innerJoin(sellers, eq(sellers.id, orders.performerId));

  return {
    /** Inserts the order under a fresh number; a clash (without aborting the transaction) draws another. */
    async place(row: Omit<NewOrderRow, 'orderNumber'>): Promise<OrderRow> {
      for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
        const [created] = await db
          .insert(orders)
          .values({ ...row, orderNumber: newOrderNumber() })
          .onConflictDoNothing({ target: orders.orderNumber })
          .returning();
        if (created) return created;
      }
      throw new Error('Could not draw a free order number.');
    },

    async find(id: string): Promise<DetailedOrder | null> {
      const [row] = await detailed().where(eq(orders.id, id)).limit(1);
      return row ?? null;
    },

    async findByTransaction(transactionId: string): Promise<DetailedOrder | null> {
      const [row] = await detailed().where(eq(orders.transactionId, transactionId)).limit(1);
      return row ?? null;
    },

    /** The order, locked until the transaction ends. */
    async lock(id: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },

    /** Changes the order only while it is still in `from`: a concurrent change makes this answer null. */
    async updateFrom(id: string, from: OrderStatus, patch: OrderPatch): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      return row ?? null;
    },

    /** Whether the buyer holds another order of the product that was not refunded. */
    async keepsProduct(buyerId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.buyerId, buyerId), eq(orders.productId, productId), sql`${orders.status} <> 'refunded'`))
        .limit(1);
      return !!row;
    },

    /** A refunded physical order's items go back on the shelf (an unset stock counts as none). */
    async returnStock(productId: string, quantity: number): Promise<void> {
      await db
        .update(products)
        .set({ stock: sql`coalesce(${products.stock}, 0) + ${quantity}` })
        .where(eq(products.id, productId));
    },

    /** The buyer no longer holds the digital product (its download goes with it). */
    async dropProductPurchase(buyerId: string, productId: string): Promise<void> {
      await db
        .delete(purchasedItems)
        .where(and(eq(purchasedItems.userId, buyerId), eq(purchasedItems.itemType, 'product'), eq(purchasedItems.itemId, productId)));
    },

    /** Where the buyer's order mails go: their email and name, or null when the account is gone. */
    async buyerContact(buyerId: string): Promise<{ email: string | null; name: string | null } | null> {
      return firstOrNull(db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, buyerId)));
    },

    async search(filters: OrderFilters, page: Page<OrderSortKey>): Promise<{ rows: DetailedOrder[]; total: number }> {
      const where = filtersOf(filters);
      const [rows, [{ total }]] = await Promise.all([
        detailed().where(where).orderBy(...orderOf(page, SORT_COLUMNS, orders.id)).limit(page.limit).offset(page.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
      ]);
      return { rows, total };
    },
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
