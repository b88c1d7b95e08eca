// The only place galleries rows are read and written (their photos live in photos.repo.ts); what every
// content item shares comes from content-items.repo.ts.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { gallerySortKeys } from '@/contracts/galleries';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { commentCount } from '../comments/comment-count.repo';
import { createContentItemsRepo, searchShapeKey, searchShapeOf, searchValuesOf, titleOrTag, viewCounter, type ItemSearchFilters, type PatchOf } from '../content/content-items.repo';
import type { Viewer } from '../performers/performer-visibility';
import { listedFor, viewerShapeOf } from '../performers/performer-visibility.repo';
import type { BookmarkSortKey } from '../reactions/reactions.repo';
import { galleries, type GalleryRow } from './galleries.table';

export type GalleryPatch = PatchOf<typeof galleries>;

export type GallerySortKey = (typeof gallerySortKeys)[number];
const SORT_COLUMNS: SortColumns<GallerySortKey> = { createdAt: galleries.createdAt, updatedAt: galleries.updatedAt, views: galleries.viewCount, title: galleries.title };

/** A title or one of the tags matches the search text. */
const matching = (q: string): SQL => titleOrTag(q, galleries.title, galleries.tags);

const shown = eq(galleries.status, 'active');

export function createGalleriesRepo(db: DbOrTx) {
  const items = createContentItemsRepo(db, galleries, 'gallery', SORT_COLUMNS);

  return {
    ...items,
    countView: viewCounter(db, galleries),

    async findMany(ids: readonly string[]): Promise<GalleryRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(galleries).where(inArray(galleries.id, [...new Set(ids)]));
    },

    /** The performer's own galleries, inactive ones included. */
    own(performerId: string, filters: { q?: string; status?: GalleryRow['status'] }, page: Page<GallerySortKey>) {
      const conditions = [eq(galleries.performerId, performerId)];
      if (filters.q) conditions.push(matching(filters.q));
      if (filters.status) conditions.push(eq(galleries.status, filters.status));
      return items.sorted(conditions, page);
    },

    /**
     * Active galleries of performers the viewer may see (a profile's galleries tab with `performerId`).
     * Prepared once per shape (the viewer's shape, filters set, order), the filters' values placeholders.
     */
    search(viewer: Viewer, filters: ItemSearchFilters, page: Page<GallerySortKey>) {
      const name = `galleries_search_${viewerShapeOf(viewer)}_${searchShapeKey(filters)}_${page.sortBy}_${page.sort}`;
      const build = (shapeViewer: Viewer) => ({
        where: and(shown, listedFor(shapeViewer), ...searchShapeOf(filters, galleries, galleries.title, galleries.tags))!,
        order: orderOf(page, SORT_COLUMNS, galleries.id),
      });
      return items.preparedPageOf(name, viewer, build, page, searchValuesOf(filters));
    },

    /** The viewer's bookmarked galleries that are active and whose performer they may still see. */
    bookmarks: (viewer: Viewer & { userId: string }, page: Page<BookmarkSortKey>) => items.bookmarks(viewer, () => shown, page),

    /** Sets the cached comment count from the comments themselves (safe to repeat). */
    async recountComments(galleryId: string): Promise<void> {
      await db.update(galleries).set({ commentCount: commentCount('gallery', galleryId) }).where(eq(galleries.id, galleryId));
    },
  };
}
export type GalleriesRepo = ReturnType<typeof createGalleriesRepo>;
