// The product calls, the reader's side: what every kind shares (content-routes.ts: the search, one
// product, bookmarked products) and a digital product's download link (its buyer, owner and admins).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@/contracts/common';
import { downloadLinkResult, product, productSearchQuery } from '@/contracts/products';
import { productBookmarkItem } from '@/contracts/social';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { readerContentRoutes } from '../content/content-routes';
import { viewerOf } from '../performers/performer-visibility';
import { perSession } from '../performers/rate-limits';
import type { ProductReadsService } from './product-reads.service';

// Checked loosely and answered 404 when unknown, as a missing product is.
const productParams = z.object({ id: z.string().max(64) });

export function productsUserRoutes(deps: { reads: ProductReadsService; internalSecret: string }): FastifyPluginAsyncZod {
  const { reads, internalSecret } = deps;

  return async (app) => {
    readerContentRoutes(app, {
      paths: { search: '/performer-assets/products/search', get: '/performer-assets/products/:id', bookmarks: '/reactions/products/bookmark' },
      item: product,
      searchQuery: productSearchQuery,
      bookmarkItem: productBookmarkItem,
      internalSecret,
      reads,
    });
    app.get(
      '/performer-assets/products/:id/download-link',
      { config: { auth: 'user', rateLimit: perSession(60) }, schema: { params: productParams, response: { 200: envelope(downloadLinkResult) } } },
      async (req) => ok(await reads.downloadLink({ ...viewerOf(req, internalSecret), userId: currentUser(req).id }, req.params.id)),
    );
  };
}
