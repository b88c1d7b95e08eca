// The only place videos rows are read and written.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { videoSortKeys } from '@/contracts/videos';
import type { DbOrTx } from '../../db/client';
import { reactionCount } from '../content/content-lookups';
import { orderOf, type Page, type SortColumns } from '../../http/paging';
import { listedFor, type Viewer } from '../performers/performer-visibility';
import { likePattern } from '../performers/performers.repo';
import { performers } from '../performers/performers.table';
import { bookmarkSortColumns, type BookmarkSortKey } from '../reactions/reactions.repo';
import { reactions } from '../reactions/reactions.table';
import { users } from '../users/users.table';
import { videos, type NewVideoRow, type VideoRow } from './videos.table';

export type VideoPatch = Partial<Omit<NewVideoRow, 'id' | 'performerId' | 'createdAt'>>;
export type BookmarkedVideoRow = { video: VideoRow; reactionId: string; reactedAt: Date };

/** Out for everyone: active, or scheduled for a moment that has passed. */
export const isOut = (now: Date): SQL => or(eq(videos.status, 'active'), and(eq(videos.status, 'scheduled'), sql`${videos.scheduledAt} <= ${now}`))!;

export type VideoSortKey = (typeof videoSortKeys)[number];
const SORT_COLUMNS: SortColumns<VideoSortKey> = { createdAt: videos.createdAt, updatedAt: videos.updatedAt, views: videos.viewCount, title: videos.title };

export function createVideosRepo(db: DbOrTx) {
  const joined = () => db.select({ video: videos }).from(videos).innerJoin(users, eq(users.id, videos.performerId)).innerJoin(performers, eq(performers.userId, users.id));

  async function pageOf(where: SQL, page: Page<VideoSortKey>): Promise<{ rows: VideoRow[]; total: number }> {
    const rows = await joined().where(where).orderBy(...orderOf(page, SORT_COLUMNS, videos.id)).limit(page.limit).offset(page.offset);
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(videos)
      .innerJoin(users, eq(users.id, videos.performerId))
      .innerJoin(performers, eq(performers.userId, users.id))
      .where(where);
    return { rows: rows.map((r) => r.video), total: count };
  }

  return {
    async insert(row: NewVideoRow): Promise<VideoRow> {
      const [created] = await db.insert(videos).values(row).returning();
      return created;
    },

    async find(id: string): Promise<VideoRow | null> {
      const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
      return row ?? null;
    },

    async update(id: string, patch: VideoPatch): Promise<VideoRow | null> {
      const [row] = await db.update(videos).set(patch).where(eq(videos.id, id)).returning();
      return row ?? null;
    },

    async remove(id: string): Promise<VideoRow | null> {
      const [row] = await db.delete(videos).where(eq(videos.id, id)).returning();
      return row ?? null;
    },

    /** Counts one view and answers the row as it is now. */
    async countView(id: string): Promise<VideoRow | null> {
      const [row] = await db.update(videos).set({ viewCount: sql`${videos.viewCount} + 1` }).where(eq(videos.id, id)).returning();
      return row ?? null;
    },

    /** The performer's own videos, inactive and scheduled ones included. */
    own(performerId: string, filters: { q?: string; status?: string }, page: Page<VideoSortKey>) {
      const conditions = [eq(videos.performerId, performerId)];
      if (filters.q) conditions.push(ilike(videos.title, likePattern(filters.q)));
      if (filters.status) conditions.push(eq(videos.status, filters.status as VideoRow['status']));
      return pageOf(and(...conditions)!, page);
    },

    /** Videos that are out, of performers the viewer may see. */
    search(viewer: Viewer, filters: { q?: string; performerId?: string }, page: Page<VideoSortKey>, now = new Date()) {
      const conditions = [isOut(now), listedFor(viewer)];
      if (filters.q) conditions.push(or(ilike(videos.title, likePattern(filters.q)), sql`${filters.q.toLowerCase()} = any(${videos.tags})`)!);
      if (filters.performerId) conditions.push(eq(videos.performerId, filters.performerId));
      return pageOf(and(...conditions)!, page);
    },

    /** The viewer's bookmarked videos that are out and whose performer they may still see. */
    async bookmarks(viewer: Viewer & { userId: string }, page: Page<BookmarkSortKey>, now = new Date()): Promise<{ rows: BookmarkedVideoRow[]; total: number }> {
      const where = and(eq(reactions.userId, viewer.userId), eq(reactions.objectType, 'video'), eq(reactions.action, 'bookmark'), isOut(now), listedFor(viewer))!;
      const rows = await db
        .select({ video: videos, reactionId: reactions.id, reactedAt: reactions.createdAt })
        .from(reactions)
        .innerJoin(videos, eq(videos.id, reactions.objectId))
        .innerJoin(users, eq(users.id, videos.performerId))
        .innerJoin(performers, eq(performers.userId, users.id))
        .where(where)
        .orderBy(...orderOf(page, bookmarkSortColumns, reactions.id))
        .limit(page.limit)
        .offset(page.offset);
      const [{ count }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reactions)
        .innerJoin(videos, eq(videos.id, reactions.objectId))
        .innerJoin(users, eq(users.id, videos.performerId))
        .innerJoin(performers, eq(performers.userId, users.id))
        .where(where);
      return { rows, total: count };
    },

    /** Sets the cached like or bookmark count from the reactions themselves (safe to repeat). */
    async recountReactions(videoId: string, action: 'like' | 'bookmark'): Promise<void> {
      const counted = reactionCount('video', videoId, action);
      await db
        .update(videos)
        .set(action === 'like' ? { likeCount: counted } : { bookmarkCount: counted })
        .where(eq(videos.id, videoId));
    },

    async ownerOf(videoId: string): Promise<string | null> {
      const [row] = await db.select({ performerId: videos.performerId }).from(videos).where(eq(videos.id, videoId)).limit(1);
      return row?.performerId ?? null;
    },
  };
}
export type VideosRepo = ReturnType<typeof createVideosRepo>;
