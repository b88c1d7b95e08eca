import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { ledgerTransactions } from '../ledger/ledger.table';
import { products } from '../products/products.table';
import { userRef } from '../../db/user-columns';

/** The delivery address as it was when the order was placed or last changed. */
export interface OrderAddress {
  recipientName: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  streetAddress: string;
  zipCode: string;
}

/**
 * A product purchase (docs/business-rules.md "Orders"). Digital orders are delivered at once; physical ones go
 * processing → shipping (with a shipping code) → delivered. Only an admin refunds, with a reversing ledger
 * transaction (`refund_transaction_id`).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** What people quote: short and readable. */
    orderNumber: text('order_number').notNull(),
    buyerId: userRef('buyer_id', { cascade: false }),
    performerId: userRef('performer_id', { cascade: false }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productType: text('product_type', { enum: ['physical', 'digital'] }).notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Minor units. */
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    status: text('status', { enum: ['processing', 'shipping', 'delivered', 'refunded'] }).notNull(),
    shippingCode: text('shipping_code'),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    refundTransactionId: uuid('refund_transaction_id').references(() => ledgerTransactions.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_performer_idx').on(t.performerId, t.createdAt),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
