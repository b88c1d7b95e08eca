// The comment calls: post, list and delete comments, and attach a photo to one's own comment (the
// picture in the multipart field "file", like every upload).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comment, commentSearchQuery, createCommentBody, deleteCommentResult } from '@/contracts/comments';
import { envelope, idParams, listOf } from '@/contracts/common';
import { ok } from '../../http/envelope';
import type { UploadLimits } from '../../media/upload-limits';
import { readContentForm } from '../content/multipart-form';
import type { MediaFilesService } from '../media-files/media-files.service';
import { multipartLimitsFor } from '../media-files/multipart-limits';
import { loggedInViewerOf, viewerOf } from '../performers/performer-visibility';
import { perSession } from '../performers/rate-limits';
import type { CommentsService } from './comments.service';

const writeLimit = perSession(60);
const uploadLimit = perSession(30);

export function commentsRoutes(deps: {
  comments: CommentsService;
  mediaFiles: Pick<MediaFilesService, 'accept' | 'remove'>;
  uploadLimits: UploadLimits;
  internalSecret: string;
}): FastifyPluginAsyncZod {
  const { comments, mediaFiles, internalSecret } = deps;
  const limits = multipartLimitsFor(deps.uploadLimits, ['image']);
  const loggedIn = (req: FastifyRequest) => loggedInViewerOf(req, internalSecret);

  /** Streams the picture of the form into a 'comment-photo' media file, or nothing if the form has none. */
  async function receivePhoto(req: FastifyRequest, userId: string) {
    const form = await readContentForm<'photo'>(req, {
      roleOfField: { file: 'photo' },
      howToSend: 'the picture in the field "file"',
      limits,
      accept: (_role, part) => mediaFiles.accept(userId, 'comment-photo', part),
      discard: async (files) => {
        await Promise.all(files.map((f) => mediaFiles.remove(f.id)));
      },
    });
    return form.files.photo;
  }

  return async (app) => {
    app.post(
      '/comments',
      { config: { auth: 'user', rateLimit: writeLimit }, schema: { body: createCommentBody, response: { 200: envelope(comment) } } },
      async (req) => ok(await comments.create(loggedIn(req), req.body)),
    );

    app.get(
      '/comments',
      { config: { auth: 'optional' }, schema: { querystring: commentSearchQuery, response: { 200: envelope(listOf(comment)) } } },
      async (req) => ok(await comments.list(viewerOf(req, internalSecret), req.query)),
    );

    app.delete(
      '/comments/:id',
      { config: { auth: 'user', rateLimit: writeLimit }, schema: { params: idParams, response: { 200: envelope(deleteCommentResult) } } },
      async (req) => ok(await comments.remove(loggedIn(req), req.params.id)),
    );

    app.post(
      '/comments/:id',
      { config: { auth: 'user', rateLimit: uploadLimit }, schema: { params: idParams, response: { 200: envelope(comment) } } },
      async (req) => {
        const viewer = loggedIn(req);
        return ok(await comments.attachPhoto(viewer, req.params.id, () => receivePhoto(req, viewer.userId)));
      },
    );
  };
}
