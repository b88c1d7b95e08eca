import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * What a user has bought, once per item (docs/business-rules.md "Wallet and purchases": purchases stay theirs even after a
 * block). Entitlement reads it; wallet charges and session tickets write it inside the purchase transaction.
 */
export const purchasedItems = pgTable(
  'purchased_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** feed, video, gallery, product, message or stream */
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    /** Minor units paid. */
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchased_items_once_key').on(t.userId, t.itemType, t.itemId)],
);
export type PurchasedItemRow = typeof purchasedItems.$inferSelect;
