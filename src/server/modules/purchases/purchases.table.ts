import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { userRef } from '../../db/user-columns';

/**
 * What a user has bought, once per item (docs/business-rules.md "Wallet and purchases": purchases stay theirs even after a
 * block). Entitlement reads it; wallet charges and session tickets write it inside the purchase transaction.
 */
export const purchasedItems = pgTable(
  'purchased_items',
  {
    id: id(),
    userId: userRef('user_id'),
    /** feed, video, gallery, product, message or stream */
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    /** Minor units paid. */
    price: integer('price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('purchased_items_once_key').on(t.userId, t.itemType, t.itemId)],
);
export type PurchasedItemRow = typeof purchasedItems.$inferSelect;
