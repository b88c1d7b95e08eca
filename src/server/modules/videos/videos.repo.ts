// The only place videos rows are read and written; what every content item shares comes from
// content-items.repo.ts.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { videoSortKeys } from '@/contracts/videos';
import type { DbOrTx } from '../../db/client';
import type { SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { createContentItemsRepo, titleOrTag, viewCounter, type PatchOf } from '../content/content-items.repo';
import type { Viewer } from '../performers/performer-visibility';
import { listedFor } from '../performers/performer-visibility.repo';
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

    /** Videos that are out, of performers the viewer may see. */
    search(viewer: Viewer, filters: { q?: string; performerId?: string }, page: Page<VideoSortKey>, now = new Date()) {
      const conditions = [isOut(now), listedFor(viewer)];
      if (filters.q) conditions.push(titleOrTag(filters.q, videos.title, videos.tags));
      if (filters.performerId) conditions.push(eq(videos.performerId, filters.performerId));
      return items.sorted(conditions, page, viewer);
    },

    /** The viewer's bookmarked videos that are out and whose performer they may still see. */
    bookmarks(viewer: Viewer & { userId: string }, page: Page<BookmarkSortKey>) {
      return items.bookmarks(viewer, isOut, page);
    },
  };
}
export type VideosRepo = ReturnType<typeof createVideosRepo>;
