// The only place comments rows are read and written. A reply's parent keeps its reply count, set from
// the replies in the same transaction as the insert or delete that changes it.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { commentSortKeys } from '@/contracts/comments';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { users } from '../users/users.table';
import { comments, type CommentRow, type NewCommentRow } from './comments.table';
import { firstOrNull, selectPage } from '../../db/select';

export interface CommentAuthorRow {
  name: string;
  username: string | null;
  avatarKey: string | null;
  isPerformer: boolean;
}
export type ShownCommentRow = { comment: CommentRow; author: CommentAuthorRow };

export type CommentSortKey = (typeof commentSortKeys)[number];
const SORT_COLUMNS: SortColumns<CommentSortKey> = { createdAt: comments.createdAt, updatedAt: comments.updatedAt };

export interface CommentThreadQuery {
  objectType: string;
  objectId: string;
  /** null: the top-level comments; an id: the replies to that comment. */
  parentId: string | null;
}

async function recountReplies(db: DbOrTx, parentId: string): Promise<void> {
  const counted = sql<number>`(select count(*)::int from ${comments} as replies where replies.parent_id = ${parentId})`;
  await db.update(comments).set({ replyCount: counted }).where(eq(comments.id, parentId));
}

export function createCommentsRepo(db: Db) {
  const shown = () =>
    db
      .select({ comment: comments, author: { name: users.name, username: users.username, avatarKey: users.avatarKey, isPerformer: users.isPerformer } })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId));

  return {
    async find(id: string): Promise<CommentRow | null> {
      return firstOrNull(db.select().from(comments).where(eq(comments.id, id)));
    },

    async findShown(id: string): Promise<ShownCommentRow | null> {
      const [row] = await shown().where(eq(comments.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * One level of a thread (top-level comments, or the replies to one), in the page's order, without the
     * comments an admin hid or removed (docs/admin.md "Moderation").
     */
    async thread(query: CommentThreadQuery, page: Page<CommentSortKey>): Promise<{ rows: ShownCommentRow[]; total: number }> {
      const where: SQL = and(
        eq(comments.moderation, 'visible'),
        eq(comments.objectType, query.objectType),
        eq(comments.objectId, query.objectId),
        query.parentId ? eq(comments.parentId, query.parentId) : isNull(comments.parentId),
      )!;
      return selectPage(db, shown().where(where).$dynamic(), orderOf(page, SORT_COLUMNS, comments.id), page);
    },

    async insert(row: NewCommentRow): Promise<CommentRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(comments).values(row).returning();
        if (created.parentId) await recountReplies(tx, created.parentId);
        return created;
      });
    },

    /** Deletes the comment and its replies; answers the deleted comment and the photos they carried. */
    async removeThread(id: string): Promise<{ removed: CommentRow; fileIds: string[] } | null> {
      return db.transaction(async (tx) => {
        const thread = await tx
          .select({ fileId: comments.fileId })
          .from(comments)
          .where(or(eq(comments.id, id), eq(comments.parentId, id)));
        // Replies go with their parent (ON DELETE CASCADE).
        const [removed] = await tx.delete(comments).where(eq(comments.id, id)).returning();
        if (!removed) return null;
        if (removed.parentId) await recountReplies(tx, removed.parentId);
        return { removed, fileIds: thread.flatMap((r) => (r.fileId ? [r.fileId] : [])) };
      });
    },

    /** Deletes every comment on an item (its owner deleted it); answers the photos they carried. */
    async removeAllOn(objectType: string, objectId: string): Promise<string[]> {
      const removed = await db
        .delete(comments)
        .where(and(eq(comments.objectType, objectType), eq(comments.objectId, objectId)))
        .returning({ fileId: comments.fileId });
      return removed.flatMap((r) => (r.fileId ? [r.fileId] : []));
    },

    /** Points the comment at a new photo; answers the photo it replaces (null if none), or null when the comment is gone. */
    async setPhoto(id: string, fileId: string): Promise<{ replacedFileId: string | null } | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ fileId: comments.fileId }).from(comments).where(eq(comments.id, id)).for('update');
        if (!before) return null;
        await tx.update(comments).set({ fileId, updatedAt: new Date() }).where(eq(comments.id, id));
        return { replacedFileId: before.fileId };
      });
    },
  };
}
export type CommentsRepo = ReturnType<typeof createCommentsRepo>;
