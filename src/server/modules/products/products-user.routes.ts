// The product calls, the reader's side: the search, one product, a digital product's download link
// (its buyer, owner and admins) and bookmarked products. The viewer (session and country) decides what
// is visible.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listOf } from '@/contracts/common';
import { downloadLinkResult, product, productSearchQuery } from '@/contracts/products';
import { bookmarkListQuery, productBookmarkItem } from '@/contracts/social';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { viewerOf } from '../performers/performer-visibility';
import { perSession } from '../performers/rate-limits';
import type { ProductReadsService } from './product-reads.service';

// Ids from URLs are checked loosely here and answered 404 when unknown, as a missing product is.
const productParams = z.object({ id: z.string().max(64) });

export function productsUserRoutes(deps: { reads: ProductReadsService; internalSecret: string }): FastifyPluginAsyncZod {
  const { reads, internalSecret } = deps;
  const viewer = (req: FastifyRequest) => viewerOf(req, internalSecret);
  const signedIn = (req: FastifyRequest) => ({ ...viewer(req), userId: currentUser(req).id });

  return async (app) => {
    app.get(
      '/performer-assets/products/search',
      { config: { auth: 'optional' }, schema: { querystring: productSearchQuery, response: { 200: envelope(listOf(product)) } } },
      async (req) => ok(await reads.search(viewer(req), req.query)),
    );

    app.get('/performer-assets/products/:id', { config: { auth: 'optional' }, schema: { params: productParams, response: { 200: envelope(product) } } }, async (req) =>
      ok(await reads.get(viewer(req), req.params.id)),
    );

    app.get(
      '/performer-assets/products/:id/download-link',
      { config: { auth: 'user', rateLimit: perSession(60) }, schema: { params: productParams, response: { 200: envelope(downloadLinkResult) } } },
      async (req) => ok(await reads.downloadLink(signedIn(req), req.params.id)),
    );

    app.get(
      '/reactions/products/bookmark',
      { config: { auth: 'user' }, schema: { querystring: bookmarkListQuery, response: { 200: envelope(listOf(productBookmarkItem)) } } },
      async (req) => ok(await reads.bookmarks(signedIn(req), req.query)),
    );
  };
}
