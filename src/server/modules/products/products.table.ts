import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, itemCounts, timestamps, moderation } from '../../db/columns';
import { mediaFiles } from '../media-files/media-files.table';
import { userRef } from '../../db/user-columns';

/** A store item. Always sold at `price` (minor units); stock is counted for physical products only. */
export const products = pgTable(
  'products',
  {
    id: id(),
    performerId: userRef('performer_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`ARRAY[]::text[]`),
    type: text('type', { enum: ['physical', 'digital'] }).notNull(),
    price: integer('price').notNull(),
    stock: integer('stock'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    moderation: moderation(),
    imageFileId: uuid('image_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** The private file a digital product delivers. */
    digitalFileId: uuid('digital_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    ...itemCounts(),
    ...timestamps(),
  },
  (t) => [index('products_performer_idx').on(t.performerId, t.createdAt)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
