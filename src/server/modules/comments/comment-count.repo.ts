// Cached comment counts on the items themselves (feeds, videos, galleries, products), set from the
// comments table rather than incremented, so a recount is always right and safe to repeat.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CommentObjectType } from '@/contracts/comments';
import type { DbOrTx } from '../../db/client';
import { comments } from './comments.table';

/** The number of comments on one item, replies included, as an SQL expression. */
export const commentCount = (objectType: CommentObjectType, objectId: string): SQL<number> =>
  sql<number>`(select count(*)::int from ${comments} where ${comments.objectType} = ${objectType} and ${comments.objectId} = ${objectId})`;

/**
 * A CommentTarget's `recount` for a content table with `id` and `comment_count` columns. Raw SQL so one
 * helper serves every table: Postgres wants the SET column unqualified, hence the bare identifier.
 */
export function commentRecount(db: DbOrTx, objectType: CommentObjectType, table: PgTable & { id: PgColumn; commentCount: PgColumn }) {
  return async (objectId: string): Promise<void> => {
    await db.execute(sql`update ${table} set ${sql.identifier(table.commentCount.name)} = ${commentCount(objectType, objectId)} where ${table.id} = ${objectId}`);
  };
}
