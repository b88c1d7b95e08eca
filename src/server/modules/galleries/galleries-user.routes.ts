// The gallery and photo calls, the reader's side: the gallery search, one gallery, a gallery's
// photos, a performer's photos and bookmarked galleries. The viewer (session and country) decides what
// is visible; entitlement decides what is linked.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listOf } from '@/contracts/common';
import { gallery, galleryPhotosQuery, gallerySearchQuery, performerPhotosQuery, photo } from '@/contracts/galleries';
import { bookmarkListQuery, galleryBookmarkItem } from '@/contracts/social';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { viewerOf } from '../performers/performer-visibility';
import type { GalleryReadsService } from './gallery-reads.service';
import type { PhotoReadsService } from './photo-reads.service';

// Ids from URLs are checked loosely here and answered 404 when unknown, as a missing gallery is.
const galleryParams = z.object({ id: z.string().max(64) });
const performerParams = z.object({ performerId: z.string().max(64) });

export function galleriesUserRoutes(deps: { galleries: GalleryReadsService; photos: PhotoReadsService; internalSecret: string }): FastifyPluginAsyncZod {
  const { galleries, photos, internalSecret } = deps;
  const viewer = (req: FastifyRequest) => viewerOf(req, internalSecret);
  const photoList = { 200: envelope(listOf(photo)) };

  return async (app) => {
    app.get(
      '/performer-assets/galleries/search',
      { config: { auth: 'optional' }, schema: { querystring: gallerySearchQuery, response: { 200: envelope(listOf(gallery)) } } },
      async (req) => ok(await galleries.search(viewer(req), req.query)),
    );

    app.get('/performer-assets/galleries/:id', { config: { auth: 'optional' }, schema: { params: galleryParams, response: { 200: envelope(gallery) } } }, async (req) =>
      ok(await galleries.get(viewer(req), req.params.id)),
    );

    app.get('/performer-assets/photos', { config: { auth: 'optional' }, schema: { querystring: galleryPhotosQuery, response: photoList } }, async (req) =>
      ok(await photos.ofGallery(viewer(req), req.query)),
    );

    app.get(
      '/performer-assets/photos/:performerId',
      { config: { auth: 'optional' }, schema: { params: performerParams, querystring: performerPhotosQuery, response: photoList } },
      async (req) => ok(await photos.ofPerformer(viewer(req), req.params.performerId, req.query)),
    );

    app.get(
      '/reactions/galleries/bookmark',
      { config: { auth: 'user' }, schema: { querystring: bookmarkListQuery, response: { 200: envelope(listOf(galleryBookmarkItem)) } } },
      async (req) => ok(await galleries.bookmarks({ ...viewer(req), userId: currentUser(req).id }, req.query)),
    );
  };
}
