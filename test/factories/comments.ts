// Comments written straight to the table (POST /comments is tested on its own), for tests that need a
// thread to read or delete without going through the write route's checks and rate limit.
import type { CommentObjectType } from '@/contracts/comments';
import type { Db } from '@/server/db/client';
import { comments, type CommentRow } from '@/server/modules/comments/comments.table';

export async function createComment(
  db: Db,
  author: { id: string },
  item: { objectType: CommentObjectType; objectId: string },
  overrides: { parentId?: string; content?: string; fileId?: string; createdAt?: Date } = {},
): Promise<CommentRow> {
  const [row] = await db
    .insert(comments)
    .values({ userId: author.id, ...item, content: overrides.content ?? 'A comment', parentId: overrides.parentId ?? null, fileId: overrides.fileId ?? null, ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}) })
    .returning();
  return row;
}
