// Videos as fans and visitors read them: one video, the search and bookmarks. A video of a performer the
// viewer may not see is missing (404), except what they bought (docs/business-rules.md "Safety"); entitlement decides
// the rest. Opening a video counts a view, unless its performer opens it.
import type { List } from '@/contracts/common';
import { bookmarkSortKeys, type BookmarkListQuery, type VideoBookmarkItem } from '@/contracts/social';
import { videoSortKeys, type Video, type VideoSearchQuery } from '@/contracts/videos';
import { notFound } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { Viewer } from '../performers/performer-visibility';
import { contentItemOf, shownStatus, type VideoPresenter } from './videos.presenter';
import type { VideosRepo } from './videos.repo';

const videoMissing = () => notFound('This video does not exist or is no longer available.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createVideoReadsService(deps: { videosRepo: VideosRepo; presenter: VideoPresenter; entitlement: Pick<EntitlementService, 'access'> }) {
  const { videosRepo: repo, presenter } = deps;

  /** The video and the viewer's access to it, when the viewer may see it at all. */
  async function readable(viewer: Viewer, id: string) {
    const row = UUID.test(id) ? await repo.find(id) : null;
    if (!row) return null;
    // Hidden and not-yet-out videos are their owner's (and admins') only.
    if (shownStatus(row, new Date()) !== 'active' && row.performerId !== viewer.userId && !viewer.isAdmin) return null;
    const access = await deps.entitlement.access(viewer, contentItemOf(row));
    return access.visible ? { row, access } : null;
  }

  async function get(viewer: Viewer, id: string): Promise<Video> {
    const found = await readable(viewer, id);
    if (!found) throw videoMissing();
    const row = found.row.performerId === viewer.userId ? found.row : ((await repo.countView(found.row.id)) ?? found.row);
    return (await presenter.present(viewer, [row], [found.access]))[0];
  }

  async function search(viewer: Viewer, query: VideoSearchQuery): Promise<List<Video>> {
    const { rows, total } = await repo.search(viewer, query, toPage(query, videoSortKeys, 'createdAt'));
    return { data: await presenter.present(viewer, rows), total };
  }

  async function bookmarks(viewer: Viewer & { userId: string }, query: BookmarkListQuery): Promise<List<VideoBookmarkItem>> {
    const { rows, total } = await repo.bookmarks(viewer, toPage(query, bookmarkSortKeys, 'createdAt'));
    const shown = await presenter.present(viewer, rows.map((r) => r.video));
    return { data: rows.map((r, i) => ({ _id: r.reactionId, createdAt: r.reactedAt.toISOString(), objectId: r.video.id, objectInfo: shown[i] })), total };
  }

  return {
    get,
    search,
    bookmarks,
    isVisible: async (id: string, viewer: Viewer) => (await readable(viewer, id)) !== null,
  };
}
export type VideoReadsService = ReturnType<typeof createVideoReadsService>;
