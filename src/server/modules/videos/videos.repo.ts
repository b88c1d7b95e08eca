// The only place videos rows are read and written; what every content item shares comes from
// content-items.repo.ts.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { videoSortKeys } from '@/contracts/videos';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { createContentItemsRepo, searchShapeKey, searchShapeOf, searchValuesOf, viewCounter, type ItemSearchFilters, type PatchOf } from '../content/content-items.repo';
import type { Viewer } from '../performers/performer-visibility';
import { listedFor, viewerShapeOf } from '../performers/performer-visibility.repo';
import { likePattern } from '../performers/performers.repo';
import type { BookmarkSortKey } from '../reactions/reactions.repo';
import { videos, type VideoRow } from './videos.table';

export type VideoPatch = PatchOf<typeof videos>;

/** Out for everyone: active, or scheduled for a moment that has passed. */
export const isOut = (now: Date): SQL => or(eq(videos.status, 'active'), and(eq(videos.status, 'scheduled'), sql`${videos.scheduledAt} <= ${now}`))!;

export type VideoSortKey = (typeof videoSortKeys)[number];
const SORT_COLUMNS: SortColumns<VideoSortKey> = { createdAt: videos.createdAt, updatedAt: videos.updatedAt, views: videos.viewCount, title: videos.title };

export function createVideosRepo(db: DbOrTx) {
  const items = createContentItemsRepo(db, videos, 'video', SORT_COLUMNS);

  return {
    ...items,
    countView: viewCounter(db, videos),

    /** The performer's own videos, inactive and scheduled ones included. */
    own(performerId: string, filters: { q?: string; status?: string }, page: Page<VideoSortKey>) {
      const conditions = [eq(videos.performerId, performerId)];
      if (filters.q) conditions.push(ilike(videos.title, likePattern(filters.q)));
      if (filters.status) conditions.push(eq(videos.status, filters.status as VideoRow['status']));
      return items.sorted(conditions, page);
    },

    /**
     * Videos that are out, of performers the viewer may see (a profile's videos tab with `performerId`).
     * Prepared once per shape (the viewer's shape, filters set, order), the filters' values placeholders.
     */
    search(viewer: Viewer, filters: ItemSearchFilters, page: Page<VideoSortKey>) {
      const name = `videos_search_${viewerShapeOf(viewer)}_${searchShapeKey(filters)}_${page.sortBy}_${page.sort}`;
      const build = (shapeViewer: Viewer, now: Date) => ({
        where: and(isOut(now), listedFor(shapeViewer), ...searchShapeOf(filters, videos, videos.title, videos.tags))!,
        order: orderOf(page, SORT_COLUMNS, videos.id),
      });
      return items.preparedPageOf(name, viewer, build, page, searchValuesOf(filters));
    },

    /** The viewer's bookmarked videos that are out and whose performer they may still see. */
    bookmarks(viewer: Viewer & { userId: string }, page: Page<BookmarkSortKey>) {
      return items.bookmarks(viewer, isOut, page);
    },
  };
}
export type VideosRepo = ReturnType<typeof createVideosRepo>;
