// Feeds as fans and visitors read them: one feed, a profile's feeds, the home timeline and bookmarks.
// A feed of a performer the viewer may not see is missing (404), except what they bought (docs/business-rules.md
// "Safety": purchases stay theirs); entitlement decides the rest.
import type { List } from '@/contracts/common';
import { feedSortKeys, type Feed, type FeedSearchQuery } from '@/contracts/feeds';
import { notFound } from '../../http/errors';
import { toPage } from '../../http/paging';
import { createContentReads } from '../content/content-reads';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { Viewer } from '../performers/performer-visibility';
import { contentItemOf, type FeedPresenter } from './feeds.presenter';
import type { FeedsRepo } from './feeds.repo';
import type { FeedRow } from './feeds.table';

type LoggedInViewer = Viewer & { userId: string };


export function createFeedReadsService(deps: {
  feedsRepo: FeedsRepo;
  presenter: FeedPresenter;
  entitlement: Pick<EntitlementService, 'access'>;
}) {
  const { feedsRepo: repo } = deps;
  // A scheduled feed is not out yet: only its owner (and admins) see it. Feeds count no views.
  const reads = createContentReads<FeedRow, Feed>({
    ...deps,
    repo: { find: repo.find, bookmarks: repo.bookmarks },
    contentItemOf,
    isOut: (row) => row.status === 'published',
    missing: () => notFound('This post does not exist or is no longer available.'),
  });

  /** A profile's feeds; the page itself shows the performer visible, so only an empty one asks. */
  async function profile(viewer: Viewer, username: string, query: FeedSearchQuery): Promise<List<Feed>> {
    const found = await repo.profile(viewer, username, query, toPage(query, feedSortKeys, 'publishedAt'), { pinnedFirst: query.sortBy === undefined });
    if (found.rows.length === 0 && !(await repo.visiblePerformer(viewer, username))) throw notFound('This performer does not exist or is not available.');
    return reads.presentPage(viewer, found);
  }

  async function timeline(viewer: LoggedInViewer, query: FeedSearchQuery): Promise<List<Feed>> {
    return reads.presentPage(viewer, repo.timeline(viewer, query, toPage(query, feedSortKeys, 'publishedAt')));
  }

  return {
    get: reads.get,
    profile,
    timeline,
    bookmarks: reads.bookmarks,
    /** The feed itself when the viewer may see it (a poll vote, a reaction), else null. */
    readable: reads.readable,
    isVisible: reads.isVisible,
    accessOf: reads.accessOf,
  };
}
export type FeedReadsService = ReturnType<typeof createFeedReadsService>;
