// Videos as fans and visitors read them: one video, the search and bookmarks (content-reads.ts). A
// scheduled video is out once its moment has passed.
import { videoSortKeys, type Video } from '@/contracts/videos';
import { notFound } from '../../http/errors';
import type { EntitlementService } from '../entitlement/entitlement.service';
import { createContentReads, searchOf } from '../content/content-reads';
import { contentItemOf, shownStatus, type VideoPresenter } from './videos.presenter';
import type { VideosRepo } from './videos.repo';
import type { VideoRow } from './videos.table';

export function createVideoReadsService(deps: { videosRepo: VideosRepo; presenter: VideoPresenter; entitlement: Pick<EntitlementService, 'access'> }) {
  const { videosRepo: repo } = deps;
  const reads = createContentReads<VideoRow, Video>({
    ...deps,
    repo,
    contentItemOf,
    isOut: (row, now) => shownStatus(row, now) === 'active',
    missing: () => notFound('This video does not exist or is no longer available.'),
  });
  const { get, bookmarks, isVisible, accessOf } = reads;
  return { get, search: searchOf(reads, videoSortKeys, repo.search), bookmarks, isVisible, accessOf };
}
export type VideoReadsService = ReturnType<typeof createVideoReadsService>;
