// The gallery and photo calls, the reader's side: what every kind shares (content-routes.ts: the gallery
// search, one gallery, bookmarked galleries), a gallery's photos and a performer's photos. Entitlement
// decides what is linked.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listOf } from '@/contracts/common';
import { gallery, galleryPhotosQuery, gallerySearchQuery, performerPhotosQuery, photo } from '@/contracts/galleries';
import { galleryBookmarkItem } from '@/contracts/social';
import { ok } from '../../http/envelope';
import { readerContentRoutes } from '../content/content-routes';
import { viewerOf } from '../performers/performer-visibility';
import type { GalleryReadsService } from './gallery-reads.service';
import type { PhotoReadsService } from './photo-reads.service';

// Checked loosely and answered 404 when unknown, as a missing performer is.
const performerParams = z.object({ performerId: z.string().max(64) });

export function galleriesUserRoutes(deps: { galleries: GalleryReadsService; photos: PhotoReadsService; internalSecret: string }): FastifyPluginAsyncZod {
  const { photos, internalSecret } = deps;
  const viewer = (req: FastifyRequest) => viewerOf(req, internalSecret);
  const photoList = { 200: envelope(listOf(photo)) };

  return async (app) => {
    readerContentRoutes(app, {
      paths: { search: '/performer-assets/galleries/search', get: '/performer-assets/galleries/:id', bookmarks: '/reactions/galleries/bookmark' },
      item: gallery,
      searchQuery: gallerySearchQuery,
      bookmarkItem: galleryBookmarkItem,
      internalSecret,
      reads: deps.galleries,
    });
    app.get('/performer-assets/photos', { config: { auth: 'optional' }, schema: { querystring: galleryPhotosQuery, response: photoList } }, async (req) =>
      ok(await photos.ofGallery(viewer(req), req.query)),
    );
    app.get(
      '/performer-assets/photos/:performerId',
      { config: { auth: 'optional' }, schema: { params: performerParams, querystring: performerPhotosQuery, response: photoList } },
      async (req) => ok(await photos.ofPerformer(viewer(req), req.params.performerId, req.query)),
    );
  };
}
