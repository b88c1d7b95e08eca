// The video calls, the performer's side. Unverified performers may prepare content too (docs/business-rules.md
// "Performers"): only `performer` auth is needed.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { deleteVideoResult, ownVideoSearchQuery, removeVideoFileBody, video, type VideoFileRole } from '@/contracts/videos';
import type { MediaFileType } from '@/contracts/media';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { UploadLimits } from '../../media/upload-limits';
import type { MediaFilesService } from '../media-files/media-files.service';
import { multipartLimitsFor } from '../media-files/multipart-limits';
import { perSession } from '../performers/rate-limits';
import { readContentForm, type ContentForm } from '../content/multipart-form';
import type { VideosService } from './videos.service';

const uploadLimit = perSession(30);
const writeLimit = perSession(60);
const MEDIA_TYPE_OF: Record<VideoFileRole, MediaFileType> = { video: 'video', thumbnail: 'video-thumbnail', teaser: 'video-teaser' };

export function videosPerformerRoutes(deps: { videos: VideosService; mediaFiles: Pick<MediaFilesService, 'accept' | 'remove'>; uploadLimits: UploadLimits }): FastifyPluginAsyncZod {
  const { videos, mediaFiles } = deps;
  const videoAnswer = { response: { 200: envelope(video) } };
  // The largest file a video form carries is a video.
  const limits = multipartLimitsFor(deps.uploadLimits, ['video', 'image']);

  function formOf(req: FastifyRequest): Promise<ContentForm<VideoFileRole>> {
    const performerId = currentUser(req).id;
    return readContentForm<VideoFileRole>(req, {
      roleOfField: { file: 'video', thumbnail: 'thumbnail', teaser: 'teaser' },
      howToSend: 'the video in the field "file", the details as fields',
      limits,
      accept: (role, part) => mediaFiles.accept(performerId, MEDIA_TYPE_OF[role], part),
      discard: async (files) => {
        await Promise.all(files.map((f) => mediaFiles.remove(f.id)));
      },
    });
  }

  return async (app) => {
    app.post('/performer/performer-assets/videos/upload', { config: { auth: 'performer', rateLimit: uploadLimit }, schema: videoAnswer }, async (req) =>
      ok(await videos.create(currentUser(req).id, await formOf(req))),
    );

    app.get(
      '/performer/performer-assets/videos/search',
      { config: { auth: 'performer' }, schema: { querystring: ownVideoSearchQuery, response: { 200: envelope(listOf(video)) } } },
      async (req) => ok(await videos.listOwn(currentUser(req).id, req.query)),
    );

    app.get('/performer/performer-assets/videos/:id/view', { config: { auth: 'performer' }, schema: { params: idParams, ...videoAnswer } }, async (req) =>
      ok(await videos.getOwn(currentUser(req).id, req.params.id)),
    );

    // Multipart (fields and replacement files) or plain JSON fields.
    app.put(
      '/performer/performer-assets/videos/edit/:id',
      { config: { auth: 'performer', rateLimit: uploadLimit }, schema: { params: idParams, ...videoAnswer } },
      async (req) => {
        const form: ContentForm<VideoFileRole> = req.isMultipart() ? await formOf(req) : { fields: (req.body ?? {}) as ContentForm<VideoFileRole>['fields'], files: {} };
        return ok(await videos.update(currentUser(req).id, req.params.id, form));
      },
    );

    app.delete(
      '/performer/performer-assets/videos/remove-file/:id',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, body: removeVideoFileBody, ...videoAnswer } },
      async (req) => ok(await videos.removeFile(currentUser(req).id, req.params.id, req.body.type)),
    );

    app.delete(
      '/performer/performer-assets/videos/:id',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, response: { 200: envelope(deleteVideoResult) } } },
      async (req) => ok(await videos.remove(currentUser(req).id, req.params.id)),
    );
  };
}
