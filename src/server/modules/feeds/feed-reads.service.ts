// Feeds as fans and visitors read them: one feed, a profile's feeds, the home timeline and bookmarks.
// A feed of a performer the viewer may not see is missing (404), except what they bought (docs/business-rules.md
// "Safety": purchases stay theirs); entitlement decides the rest.
import type { List } from '@/contracts/common';
import { feedSortKeys, type Feed, type FeedSearchQuery } from '@/contracts/feeds';
import { bookmarkSortKeys, type BookmarkListQuery, type FeedBookmarkItem } from '@/contracts/social';
import { notFound } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { Viewer } from '../performers/performer-visibility';
import { contentItemOf, type FeedPresenter } from './feeds.presenter';
import type { FeedsRepo } from './feeds.repo';

type LoggedInViewer = Viewer & { userId: string };

const feedMissing = () => notFound('This post does not exist or is no longer available.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createFeedReadsService(deps: {
  feedsRepo: FeedsRepo;
  presenter: FeedPresenter;
  entitlement: Pick<EntitlementService, 'access'>;
  isPerformerVisible: (performerId: string, viewer: Viewer) => Promise<boolean>;
}) {
  const { feedsRepo: repo, presenter } = deps;

  /** The feed and the viewer's access to it, when the viewer may see it at all. */
  async function readable(viewer: Viewer, id: string) {
    const row = UUID.test(id) ? await repo.find(id) : null;
    if (!row) return null;
    // A scheduled feed is not out yet: only its owner (and admins) see it.
    if (row.status !== 'published' && row.performerId !== viewer.userId && !viewer.isAdmin) return null;
    const access = await deps.entitlement.access(viewer, contentItemOf(row));
    return access.visible ? { row, access } : null;
  }

  async function get(viewer: Viewer, id: string): Promise<Feed> {
    const found = await readable(viewer, id);
    if (!found) throw feedMissing();
    return (await presenter.present(viewer, [found.row], [found.access]))[0];
  }

  async function profile(viewer: Viewer, username: string, query: FeedSearchQuery): Promise<List<Feed>> {
    const performerId = await repo.performerIdByUsername(username);
    if (!performerId || !(await deps.isPerformerVisible(performerId, viewer))) throw notFound('This performer does not exist or is not available.');
    const { rows, total } = await repo.profile(viewer, performerId, query, toPage(query, feedSortKeys, 'publishedAt'), { pinnedFirst: query.sortBy === undefined });
    return { data: await presenter.present(viewer, rows), total };
  }

  async function timeline(viewer: LoggedInViewer, query: FeedSearchQuery): Promise<List<Feed>> {
    const { rows, total } = await repo.timeline(viewer, query, toPage(query, feedSortKeys, 'publishedAt'));
    return { data: await presenter.present(viewer, rows), total };
  }

  async function bookmarks(viewer: LoggedInViewer, query: BookmarkListQuery): Promise<List<FeedBookmarkItem>> {
    const { rows, total } = await repo.bookmarks(viewer, toPage(query, bookmarkSortKeys, 'createdAt'));
    const feeds = await presenter.present(viewer, rows.map((r) => r.feed));
    return { data: rows.map((r, i) => ({ _id: r.reactionId, createdAt: r.reactedAt.toISOString(), objectId: r.feed.id, objectInfo: feeds[i] })), total };
  }

  return {
    get,
    profile,
    timeline,
    bookmarks,
    /** The feed itself when the viewer may see it (a poll vote, a reaction), else null. */
    readable,
    isVisible: async (id: string, viewer: Viewer) => (await readable(viewer, id)) !== null,
  };
}
export type FeedReadsService = ReturnType<typeof createFeedReadsService>;
