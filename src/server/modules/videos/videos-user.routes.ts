// The video calls, the reader's side: the search, one video, a file's processing status (owner only)
// and bookmarked videos. The viewer (session and country) decides what is visible.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listOf } from '@/contracts/common';
import { fileStatusResult } from '@/contracts/media';
import { bookmarkListQuery, videoBookmarkItem } from '@/contracts/social';
import { video, videoSearchQuery } from '@/contracts/videos';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { viewerOf } from '../performers/performer-visibility';
import type { VideoReadsService } from './video-reads.service';
import type { VideosService } from './videos.service';

// Ids from URLs are checked loosely here and answered 404 when unknown, as a missing video is.
const videoParams = z.object({ id: z.string().max(64) });
const fileParams = z.object({ id: z.uuid('id must be a valid id'), fileId: z.uuid('fileId must be a valid id') });

export function videosUserRoutes(deps: { reads: VideoReadsService; videos: VideosService; internalSecret: string }): FastifyPluginAsyncZod {
  const { reads, internalSecret } = deps;
  const viewer = (req: FastifyRequest) => viewerOf(req, internalSecret);

  return async (app) => {
    app.get(
      '/performer-assets/videos/search',
      { config: { auth: 'optional' }, schema: { querystring: videoSearchQuery, response: { 200: envelope(listOf(video)) } } },
      async (req) => ok(await reads.search(viewer(req), req.query)),
    );

    app.get('/performer-assets/videos/:id', { config: { auth: 'optional' }, schema: { params: videoParams, response: { 200: envelope(video) } } }, async (req) =>
      ok(await reads.get(viewer(req), req.params.id)),
    );

    app.get(
      '/performer-assets/videos/:id/file/:fileId/status',
      { config: { auth: 'user' }, schema: { params: fileParams, response: { 200: envelope(fileStatusResult) } } },
      async (req) => ok(await deps.videos.fileStatus(currentUser(req).id, req.params.id, req.params.fileId)),
    );

    app.get(
      '/reactions/videos/bookmark',
      { config: { auth: 'user' }, schema: { querystring: bookmarkListQuery, response: { 200: envelope(listOf(videoBookmarkItem)) } } },
      async (req) => ok(await reads.bookmarks({ ...viewer(req), userId: currentUser(req).id }, req.query)),
    );
  };
}
