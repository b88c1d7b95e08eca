import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { userRef } from '../../db/user-columns';

/** A user's bookmark or like on something (a performer now; content items later). */
export const reactions = pgTable(
  'reactions',
  {
    id: id(),
    userId: userRef('user_id'),
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
    action: text('action').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reactions_once_key').on(t.userId, t.objectType, t.objectId, t.action),
    index('reactions_object_idx').on(t.objectType, t.objectId, t.action),
  ],
);
export type ReactionRow = typeof reactions.$inferSelect;
