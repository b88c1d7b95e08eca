// The only place galleries rows are read and written (their photos live in photos.repo.ts).
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { gallerySortKeys } from '@/contracts/galleries';
import type { DbOrTx } from '../../db/client';
import { orderOf, type Page, type SortColumns } from '../../http/paging';
import { commentCount } from '../comments/comment-count.repo';
import { bookmarksOf, reactionCount } from '../content/content-lookups';
import { listedFor, type Viewer } from '../performers/performer-visibility';
import { likePattern } from '../performers/performers.repo';
import { performers } from '../performers/performers.table';
import { bookmarkSortColumns, type BookmarkSortKey } from '../reactions/reactions.repo';
import { reactions } from '../reactions/reactions.table';
import { users } from '../users/users.table';
import { galleries, type GalleryRow, type NewGalleryRow } from './galleries.table';

export type GalleryPatch = Partial<Omit<NewGalleryRow, 'id' | 'performerId' | 'createdAt'>>;
export type BookmarkedGalleryRow = { gallery: GalleryRow; reactionId: string; reactedAt: Date };

export type GallerySortKey = (typeof gallerySortKeys)[number];
const SORT_COLUMNS: SortColumns<GallerySortKey> = { createdAt: galleries.createdAt, updatedAt: galleries.updatedAt, views: galleries.viewCount, title: galleries.title };

/** A title or one of the tags matches the search text. */
const matching = (q: string): SQL => or(ilike(galleries.title, likePattern(q)), sql`${q.toLowerCase()} = any(${galleries.tags})`)!;

export function createGalleriesRepo(db: DbOrTx) {
  /** Ids of the performers the viewer may find in lists. */
  const listedPerformers = (viewer: Viewer) =>
    db.select({ id: users.id }).from(users).innerJoin(performers, eq(performers.userId, users.id)).where(listedFor(viewer));

  async function pageOf(where: SQL, page: Page<GallerySortKey>): Promise<{ rows: GalleryRow[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(galleries).where(where).orderBy(...orderOf(page, SORT_COLUMNS, galleries.id)).limit(page.limit).offset(page.offset),
      db.select({ total: sql<number>`count(*)::int` }).from(galleries).where(where),
    ]);
    return { rows, total };
  }

  return {
    async insert(row: NewGalleryRow): Promise<GalleryRow> {
      const [created] = await db.insert(galleries).values(row).returning();
      return created;
    },

    async find(id: string): Promise<GalleryRow | null> {
      const [row] = await db.select().from(galleries).where(eq(galleries.id, id)).limit(1);
      return row ?? null;
    },

    async findMany(ids: readonly string[]): Promise<GalleryRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(galleries).where(inArray(galleries.id, [...new Set(ids)]));
    },

    async update(id: string, patch: GalleryPatch): Promise<GalleryRow | null> {
      const [row] = await db.update(galleries).set(patch).where(eq(galleries.id, id)).returning();
      return row ?? null;
    },

    /** Deletes the gallery; its photos go with it (the foreign key cascades). */
    async remove(id: string): Promise<GalleryRow | null> {
      const [row] = await db.delete(galleries).where(eq(galleries.id, id)).returning();
      return row ?? null;
    },

    /** Counts one view and answers the row as it is now. */
    async countView(id: string): Promise<GalleryRow | null> {
      const [row] = await db.update(galleries).set({ viewCount: sql`${galleries.viewCount} + 1` }).where(eq(galleries.id, id)).returning();
      return row ?? null;
    },

    /** The performer's own galleries, inactive ones included. */
    own(performerId: string, filters: { q?: string; status?: GalleryRow['status'] }, page: Page<GallerySortKey>) {
      const conditions = [eq(galleries.performerId, performerId)];
      if (filters.q) conditions.push(matching(filters.q));
      if (filters.status) conditions.push(eq(galleries.status, filters.status));
      return pageOf(and(...conditions)!, page);
    },

    /** Active galleries of performers the viewer may see. */
    search(viewer: Viewer, filters: { q?: string; performerId?: string }, page: Page<GallerySortKey>) {
      const conditions = [eq(galleries.status, 'active'), inArray(galleries.performerId, listedPerformers(viewer))];
      if (filters.q) conditions.push(matching(filters.q));
      if (filters.performerId) conditions.push(eq(galleries.performerId, filters.performerId));
      return pageOf(and(...conditions)!, page);
    },

    /** The viewer's bookmarked galleries that are active and whose performer they may still see. */
    async bookmarks(viewer: Viewer & { userId: string }, page: Page<BookmarkSortKey>): Promise<{ rows: BookmarkedGalleryRow[]; total: number }> {
      const where = and(eq(galleries.status, 'active'), inArray(galleries.performerId, listedPerformers(viewer)))!;
      const bookmark = bookmarksOf(viewer.userId, 'gallery', galleries.id);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ gallery: galleries, reactionId: reactions.id, reactedAt: reactions.createdAt })
          .from(galleries)
          .innerJoin(reactions, bookmark)
          .where(where)
          .orderBy(...orderOf(page, bookmarkSortColumns, reactions.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(galleries).innerJoin(reactions, bookmark).where(where),
      ]);
      return { rows, total };
    },

    /** Sets the cached like or bookmark count from the reactions themselves (safe to repeat). */
    async recountReactions(galleryId: string, action: 'like' | 'bookmark'): Promise<void> {
      const counted = reactionCount('gallery', galleryId, action);
      await db
        .update(galleries)
        .set(action === 'like' ? { likeCount: counted } : { bookmarkCount: counted })
        .where(eq(galleries.id, galleryId));
    },

    /** Sets the cached comment count from the comments themselves (safe to repeat). */
    async recountComments(galleryId: string): Promise<void> {
      await db.update(galleries).set({ commentCount: commentCount('gallery', galleryId) }).where(eq(galleries.id, galleryId));
    },
  };
}
export type GalleriesRepo = ReturnType<typeof createGalleriesRepo>;
