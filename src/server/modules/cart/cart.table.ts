import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { partOf, timestamps } from '../../db/columns';
import { userRef } from '../../db/user-columns';
import { products } from '../products/products.table';

/**
 * A fan's cart: one row per product with how many. It holds no price: checkout reads each product as it is
 * then. A row goes with its fan or its product.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: userRef('user_id'),
    productId: partOf('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), check('cart_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export type CartItemRow = typeof cartItems.$inferSelect;
