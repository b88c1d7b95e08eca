// The queries behind every kind of content's presentation (feeds, videos, galleries, products): the authors,
// the media files and the viewer's likes and bookmarks, each in one query for a whole page, and the SQL for
// the cached reaction counts and bookmark lists the content repos use.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ReactionObjectType } from '@/contracts/social';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/select';
import { mediaFiles, type MediaFileRow } from '../media-files/media-files.table';
import { reactions } from '../reactions/reactions.table';
import { users } from '../users/users.table';

export interface AuthorRow {
  id: string;
  name: string;
  username: string | null;
  avatarKey: string | null;
}

export interface ViewerReactions {
  liked: Set<string>;
  bookmarked: Set<string>;
}

export const noReactions = (): ViewerReactions => ({ liked: new Set(), bookmarked: new Set() });

/** The number of `action` reactions on one object, as an SQL expression to store in a cached count column. */
export const reactionCount = (objectType: ReactionObjectType, objectId: string, action: 'like' | 'bookmark'): SQL<number> =>
  sql<number>`(select count(*)::int from ${reactions} where ${reactions.objectType} = ${objectType} and ${reactions.objectId} = ${objectId} and ${reactions.action} = ${action})`;

/** Joins the viewer's reactions of one kind; used by bookmark lists. */
export const bookmarksOf = (userId: string, objectType: ReactionObjectType, objectIdColumn: PgColumn): SQL =>
  and(eq(reactions.userId, userId), eq(reactions.objectType, objectType), eq(reactions.action, 'bookmark'), eq(reactions.objectId, objectIdColumn))!;

export function createContentLookups(db: DbOrTx) {
  const filesById = preparedOnce(() =>
    db
      .select()
      .from(mediaFiles)
      .where(sql`${mediaFiles.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('content_media_files_by_id'),
  );

  return {
    async authors(ids: readonly string[]): Promise<Map<string, AuthorRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name, username: users.username, avatarKey: users.avatarKey })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async mediaFiles(ids: readonly string[]): Promise<Map<string, MediaFileRow>> {
      if (ids.length === 0) return new Map();
      const rows = await filesById().execute({ ids: [...new Set(ids)] });
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** The viewer's likes and bookmarks among `objectIds` of one kind; none for a visitor. */
    async reactionsOf(userId: string | null, objectType: ReactionObjectType, objectIds: readonly string[]): Promise<ViewerReactions> {
      const found = noReactions();
      if (!userId || objectIds.length === 0) return found;
      const rows = await db
        .select({ objectId: reactions.objectId, action: reactions.action })
        .from(reactions)
        .where(and(eq(reactions.userId, userId), eq(reactions.objectType, objectType), inArray(reactions.objectId, [...new Set(objectIds)])));
      for (const r of rows) (r.action === 'like' ? found.liked : found.bookmarked).add(r.objectId);
      return found;
    },
  };
}
export type ContentLookups = ReturnType<typeof createContentLookups>;
