// The video calls, the reader's side (content-routes.ts): the search, one video, a file's processing
// status (owner only) and bookmarked videos.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { videoBookmarkItem } from '@/contracts/social';
import { video, videoSearchQuery } from '@/contracts/videos';
import { readerContentRoutes } from '../content/content-routes';
import type { VideoReadsService } from './video-reads.service';
import type { VideosService } from './videos.service';

export function videosUserRoutes(deps: { reads: VideoReadsService; videos: VideosService; internalSecret: string }): FastifyPluginAsyncZod {
  return async (app) => {
    readerContentRoutes(app, {
      paths: {
        search: '/performer-assets/videos/search',
        get: '/performer-assets/videos/:id',
        fileStatus: '/performer-assets/videos/:id/file/:fileId/status',
        bookmarks: '/reactions/videos/bookmark',
      },
      item: video,
      searchQuery: videoSearchQuery,
      bookmarkItem: videoBookmarkItem,
      internalSecret: deps.internalSecret,
      reads: deps.reads,
      fileStatus: deps.videos.fileStatus,
    });
  };
}
