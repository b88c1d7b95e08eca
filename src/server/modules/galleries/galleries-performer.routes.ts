// The gallery calls, the performer's side: what every kind shares (content-routes.ts), and creating and
// editing a gallery (JSON; its pictures arrive through the photo calls).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '@/contracts/common';
import { createGalleryBody, gallery, ownGallerySearchQuery, updateGalleryBody } from '@/contracts/galleries';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { ownContentRoutes, writeLimit } from '../content/content-routes';
import type { GalleriesService } from './galleries.service';

export function galleriesPerformerRoutes(deps: { galleries: GalleriesService }): FastifyPluginAsyncZod {
  const { galleries } = deps;
  const galleryAnswer = { response: { 200: envelope(gallery) } };

  return async (app) => {
    app.post('/performer/performer-assets/galleries', { config: { auth: 'performer', rateLimit: writeLimit }, schema: { body: createGalleryBody, ...galleryAnswer } }, async (req) =>
      ok(await galleries.create(currentUser(req).id, req.body)),
    );
    ownContentRoutes(app, {
      paths: { search: '/performer/performer-assets/galleries/search', view: '/performer/performer-assets/galleries/:id/view', remove: '/performer/performer-assets/galleries/:id' },
      item: gallery,
      searchQuery: ownGallerySearchQuery,
      service: galleries,
    });
    app.put(
      '/performer/performer-assets/galleries/:id',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, body: updateGalleryBody, ...galleryAnswer } },
      async (req) => ok(await galleries.update(currentUser(req).id, req.params.id, req.body)),
    );
  };
}
