// The only place feeds rows are read and written (polls live in feed-polls.repo.ts).
import { and, arrayContains, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { feedSortKeys } from '@/contracts/feeds';
import type { DbOrTx } from '../../db/client';
import { createContentItemsRepo } from '../content/content-items.repo';
import { mayOpenWhere } from '../entitlement/entitlement.repo';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { follows } from '../follows/follows.table';
import type { Viewer } from '../performers/performer-visibility';
import { listedFor, viewerShapeOf, visibleTo } from '../performers/performer-visibility.repo';
import { likePattern } from '../performers/performers.repo';
import { performers } from '../performers/performers.table';
import type { BookmarkSortKey } from '../reactions/reactions.repo';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { users } from '../users/users.table';
import { feeds, type FeedRow, type NewFeedRow } from './feeds.table';

export interface FeedFilters {
  q?: string;
  type?: string;
  access?: string;
}
export type FeedPatch = Partial<Omit<NewFeedRow, 'id' | 'performerId' | 'type' | 'createdAt'>>;

/**
 * The text `viewer` may read: a public teaser, or any post they may open. A search matches only this, or
 * it would answer whether a locked post holds a word.
 */
const textReadableBy = (viewer: Viewer, now?: Date) => or(eq(feeds.textIsTeaser, true), mayOpenWhere(viewer, 'feed', feeds, now))!;

/** `reader` is the viewer searching; the owner's own list leaves it out (they read all their text). */
const filtersOf = (f: FeedFilters, reader?: Viewer): SQL[] => {
  const conditions: SQL[] = [];
  if (f.q) conditions.push(reader ? and(ilike(feeds.text, likePattern(f.q)), textReadableBy(reader))! : ilike(feeds.text, likePattern(f.q)));
  if (f.type) conditions.push(eq(feeds.type, f.type));
  if (f.access) conditions.push(eq(feeds.access, f.access as FeedRow['access']));
  return conditions;
};
export type FeedSortKey = (typeof feedSortKeys)[number];
/** Posts published at the same moment (a batch of scheduled ones) go by when they were written. */
const SORT_COLUMNS: SortColumns<FeedSortKey> = { publishedAt: [feeds.publishedAt, feeds.createdAt], createdAt: feeds.createdAt, updatedAt: feeds.updatedAt };
const ordered = (page: Page<FeedSortKey>) => orderOf(page, SORT_COLUMNS, feeds.id);

const published = eq(feeds.status, 'published');

/**
 * The filters of a statement prepared once per shape: the same conditions as filtersOf for `reader`, with
 * the values as the placeholders 'q', 'type' and 'access' (filterValuesOf binds them).
 */
const filterShapeOf = (f: FeedFilters, reader: Viewer, now: Date): SQL[] => {
  const conditions: SQL[] = [];
  if (f.q) conditions.push(and(ilike(feeds.text, sql.placeholder('q')), textReadableBy(reader, now))!);
  if (f.type) conditions.push(eq(feeds.type, sql.placeholder('type')));
  if (f.access) conditions.push(eq(feeds.access, sql.placeholder('access')));
  return conditions;
};
const filterValuesOf = (f: FeedFilters) => ({ q: f.q ? likePattern(f.q) : undefined, type: f.type, access: f.access });
/** Which filters are set, as a part of a statement's name. */
const filterShapeKey = (f: FeedFilters) => `${f.q ? 'q' : ''}${f.type ? 't' : ''}${f.access ? 'a' : ''}`;

export function createFeedsRepo(db: DbOrTx) {
  const items = createContentItemsRepo(db, feeds, 'feed', SORT_COLUMNS);
  const { pageOf } = items;

  return {
    ...items,

    /** Publishes a scheduled feed if it is still planned for `scheduledAt`; null when there is nothing to do. */
    async publishScheduled(id: string, scheduledAt: Date, now: Date): Promise<FeedRow | null> {
      const [row] = await db
        .update(feeds)
        .set({ status: 'published', publishedAt: now, updatedAt: now })
        .where(and(eq(feeds.id, id), eq(feeds.status, 'scheduled'), eq(feeds.scheduledAt, scheduledAt)))
        .returning();
      return row ?? null;
    },

    /** GET /performer/feeds: the performer's own, scheduled ones included. */
    own(performerId: string, filters: FeedFilters, page: Page<FeedSortKey>) {
      return pageOf(and(eq(feeds.performerId, performerId), ...filtersOf(filters))!, ordered(page), page);
    },

    /**
     * The published feeds of the performer named `username`, if `viewer` may see them, in the page's order;
     * with `pinnedFirst` (the profile's own order) the pinned ones lead, latest pin first. An empty page
     * does not tell a hidden performer from one with nothing to show: ask visiblePerformer. Its statement
     * is prepared once per shape (viewer, filters set, pins, order), the username a placeholder.
     */
    profile(viewer: Viewer, username: string, filters: FeedFilters, page: Page<FeedSortKey>, { pinnedFirst }: { pinnedFirst: boolean }) {
      const name = `feeds_profile_${viewerShapeOf(viewer)}_${filterShapeKey(filters)}_${pinnedFirst ? 'pinned' : 'plain'}_${page.sortBy}_${page.sort}`;
      const build = (shapeViewer: Viewer, now: Date) => {
        const where = and(eq(users.username, sql.placeholder('username')), visibleTo(shapeViewer), published, ...filterShapeOf(filters, shapeViewer, now))!;
        const pins = pinnedFirst ? [desc(feeds.isPinned), sql`${feeds.pinnedAt} desc nulls last`] : [];
        return { where, order: [...pins, ...ordered(page)] };
      };
      return items.preparedPageOf(name, viewer, build, page, { ...filterValuesOf(filters), username });
    },

    /**
     * The home timeline: published feeds of listed performers the viewer follows or subscribes to. Its
     * statement is prepared once per shape (viewer, filters set, order) and named after it.
     */
    timeline(viewer: Viewer & { userId: string }, filters: FeedFilters, page: Page<FeedSortKey>) {
      const name = `feeds_timeline_${viewerShapeOf(viewer)}_${filterShapeKey(filters)}_${page.sortBy}_${page.sort}`;
      const build = (shapeViewer: Viewer, now: Date) => {
        const viewerId = shapeViewer.userId!;
        const followed = db.select({ id: follows.performerId }).from(follows).where(eq(follows.followerId, viewerId));
        const subscribed = db
          .select({ id: subscriptions.performerId })
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, viewerId), sql`${subscriptions.expiredAt} > ${now}`));
        const where = and(
          published,
          or(inArray(feeds.performerId, followed), inArray(feeds.performerId, subscribed)),
          listedFor(shapeViewer),
          ...filterShapeOf(filters, shapeViewer, now),
        )!;
        return { where, order: ordered(page) };
      };
      return items.preparedPageOf(name, viewer, build, page, filterValuesOf(filters));
    },

    /** The viewer's bookmarked feeds that are published and whose performer they may still see. */
    bookmarks: (viewer: Viewer & { userId: string }, page: Page<BookmarkSortKey>) => items.bookmarks(viewer, () => published, page),

    /** Whether the performer named `username` exists and `viewer` may see them. */
    async visiblePerformer(viewer: Viewer, username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(performers, eq(performers.userId, users.id))
        .where(and(eq(users.username, username), visibleTo(viewer)))
        .limit(1);
      return row !== undefined;
    },

    /** Which of the files some feed other than `exceptFeedId` still uses. */
    async filesUsedElsewhere(fileIds: readonly string[], exceptFeedId: string): Promise<Set<string>> {
      const used = new Set<string>();
      for (const fileId of new Set(fileIds)) {
        const [row] = await db
          .select({ id: feeds.id })
          .from(feeds)
          .where(and(ne(feeds.id, exceptFeedId), or(arrayContains(feeds.fileIds, [fileId]), eq(feeds.thumbnailFileId, fileId), eq(feeds.teaserFileId, fileId))))
          .limit(1);
        if (row) used.add(fileId);
      }
      return used;
    },

    async feedUsingPoll(pollId: string): Promise<FeedRow | null> {
      const [row] = await db.select().from(feeds).where(eq(feeds.pollId, pollId)).limit(1);
      return row ?? null;
    },
  };
}
export type FeedsRepo = ReturnType<typeof createFeedsRepo>;
