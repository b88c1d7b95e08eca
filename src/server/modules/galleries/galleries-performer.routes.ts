// The gallery calls, the performer's side. Unverified performers may prepare galleries too (docs/business-rules.md
// "Performers"): only `performer` auth is needed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { createGalleryBody, deleteResult, gallery, ownGallerySearchQuery, updateGalleryBody } from '@/contracts/galleries';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { perSession } from '../performers/rate-limits';
import type { GalleriesService } from './galleries.service';

const writeLimit = perSession(60);

export function galleriesPerformerRoutes(deps: { galleries: GalleriesService }): FastifyPluginAsyncZod {
  const { galleries } = deps;
  const galleryAnswer = { response: { 200: envelope(gallery) } };

  return async (app) => {
    app.post(
      '/performer/performer-assets/galleries',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { body: createGalleryBody, ...galleryAnswer } },
      async (req) => ok(await galleries.create(currentUser(req).id, req.body)),
    );

    app.get(
      '/performer/performer-assets/galleries/search',
      { config: { auth: 'performer' }, schema: { querystring: ownGallerySearchQuery, response: { 200: envelope(listOf(gallery)) } } },
      async (req) => ok(await galleries.listOwn(currentUser(req).id, req.query)),
    );

    app.get('/performer/performer-assets/galleries/:id/view', { config: { auth: 'performer' }, schema: { params: idParams, ...galleryAnswer } }, async (req) =>
      ok(await galleries.getOwn(currentUser(req).id, req.params.id)),
    );

    app.put(
      '/performer/performer-assets/galleries/:id',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, body: updateGalleryBody, ...galleryAnswer } },
      async (req) => ok(await galleries.update(currentUser(req).id, req.params.id, req.body)),
    );

    app.delete(
      '/performer/performer-assets/galleries/:id',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, response: { 200: envelope(deleteResult) } } },
      async (req) => ok(await galleries.remove(currentUser(req).id, req.params.id)),
    );
  };
}
