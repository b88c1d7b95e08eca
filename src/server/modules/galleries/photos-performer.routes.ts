// The photo calls, the performer's side. The picture arrives in the multipart field "photo"
// and is streamed to storage and queued for processing as it arrives.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { deleteResult, gallery, ownPhotoSearchQuery, photo, updatePhotoBody } from '@/contracts/galleries';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { UploadLimits } from '../../media/upload-limits';
import { readContentForm } from '../content/multipart-form';
import type { MediaFilesService } from '../media-files/media-files.service';
import { multipartLimitsFor } from '../media-files/multipart-limits';
import { perSession } from '../performers/rate-limits';
import type { PhotoFileRole, PhotosService } from './photos.service';

// Galleries are filled many pictures at a time, one request each.
const uploadLimit = perSession(120);
const writeLimit = perSession(60);

export function photosPerformerRoutes(deps: { photos: PhotosService; mediaFiles: Pick<MediaFilesService, 'accept' | 'remove'>; uploadLimits: UploadLimits }): FastifyPluginAsyncZod {
  const { photos, mediaFiles } = deps;
  const limits = multipartLimitsFor(deps.uploadLimits, ['image']);
  const photoAnswer = { response: { 200: envelope(photo) } };

  return async (app) => {
    app.post('/performer/performer-assets/photos/upload', { config: { auth: 'performer', rateLimit: uploadLimit }, schema: photoAnswer }, async (req) => {
      const performerId = currentUser(req).id;
      const form = await readContentForm<PhotoFileRole>(req, {
        roleOfField: { photo: 'photo' },
        howToSend: 'the picture in the field "photo", galleryId and the details as fields',
        limits,
        accept: (_role, part) => mediaFiles.accept(performerId, 'photo', part),
        discard: async (files) => {
          await Promise.all(files.map((f) => mediaFiles.remove(f.id)));
        },
      });
      return ok(await photos.upload(performerId, form));
    });

    app.get(
      '/performer/performer-assets/photos/search',
      { config: { auth: 'performer' }, schema: { querystring: ownPhotoSearchQuery, response: { 200: envelope(listOf(photo)) } } },
      async (req) => ok(await photos.listOwn(currentUser(req).id, req.query)),
    );

    app.put(
      '/performer/performer-assets/photos/:id',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, body: updatePhotoBody, ...photoAnswer } },
      async (req) => ok(await photos.update(currentUser(req).id, req.params.id, req.body)),
    );

    app.delete(
      '/performer/performer-assets/photos/:id',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, response: { 200: envelope(deleteResult) } } },
      async (req) => ok(await photos.remove(currentUser(req).id, req.params.id)),
    );

    app.post(
      '/performer/performer-assets/photos/set-cover/:id',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, response: { 200: envelope(gallery) } } },
      async (req) => ok(await photos.setCover(currentUser(req).id, req.params.id)),
    );
  };
}
