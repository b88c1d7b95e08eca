// The video calls, the performer's side: what every kind shares (content-routes.ts), and the upload, the
// edit (multipart, or plain JSON fields) and the removal of one file.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '@/contracts/common';
import { ownVideoSearchQuery, removeVideoFileBody, video, type VideoFileRole } from '@/contracts/videos';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { UploadLimits } from '../../media/upload-limits';
import type { MediaFilesService } from '../media-files/media-files.service';
import { multipartLimitsFor } from '../media-files/multipart-limits';
import { contentFormReader, formContentRoutes, writeLimit } from '../content/content-routes';
import type { VideosService } from './videos.service';

export function videosPerformerRoutes(deps: { videos: VideosService; mediaFiles: Pick<MediaFilesService, 'accept' | 'remove'>; uploadLimits: UploadLimits }): FastifyPluginAsyncZod {
  const { videos } = deps;
  const form = contentFormReader<VideoFileRole>(deps.mediaFiles, {
    roleOfField: { file: 'video', thumbnail: 'thumbnail', teaser: 'teaser' },
    mediaTypeOf: { video: 'video', thumbnail: 'video-thumbnail', teaser: 'video-teaser' },
    howToSend: 'the video in the field "file", the details as fields',
    // The largest file a video form carries is a video.
    limits: multipartLimitsFor(deps.uploadLimits, ['video', 'image']),
  });

  return async (app) => {
    formContentRoutes(app, {
      paths: {
        create: '/performer/performer-assets/videos/upload',
        search: '/performer/performer-assets/videos/search',
        view: '/performer/performer-assets/videos/:id/view',
        update: '/performer/performer-assets/videos/edit/:id',
        remove: '/performer/performer-assets/videos/:id',
      },
      item: video,
      searchQuery: ownVideoSearchQuery,
      service: videos,
      form,
    });
    app.delete(
      '/performer/performer-assets/videos/remove-file/:id',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, body: removeVideoFileBody, response: { 200: envelope(video) } } },
      async (req) => ok(await videos.removeFile(currentUser(req).id, req.params.id, req.body.type)),
    );
  };
}
