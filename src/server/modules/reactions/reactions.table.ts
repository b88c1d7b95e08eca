import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { users } from '../users/users.table';

/** A user's bookmark or like on something (a performer now; content items later). */
export const reactions = pgTable(
  'reactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reactions_once_key').on(t.userId, t.objectType, t.objectId, t.action),
    index('reactions_object_idx').on(t.objectType, t.objectId, t.action),
  ],
);
export type ReactionRow = typeof reactions.$inferSelect;
