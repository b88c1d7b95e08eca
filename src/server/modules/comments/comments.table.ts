import { type AnyPgColumn, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, moderation } from '../../db/columns';
import { mediaFiles } from '../media-files/media-files.table';
import { userRef } from '../../db/user-columns';

/** A comment on a feed, video, gallery or product, or a reply to one (parent_id). */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    /** feed, video, gallery or product */
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id').notNull(),
    userId: userRef('user_id'),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    fileId: uuid('file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    replyCount: integer('reply_count').notNull().default(0),
    moderation: moderation(),
    ...timestamps(),
  },
  (t) => [index('comments_object_idx').on(t.objectType, t.objectId, t.createdAt), index('comments_parent_idx').on(t.parentId, t.createdAt)],
);

export type CommentRow = typeof comments.$inferSelect;
export type NewCommentRow = typeof comments.$inferInsert;
