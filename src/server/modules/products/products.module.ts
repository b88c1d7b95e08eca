// Products: a performer's physical and digital store items, and products as things
// to react to, comment on and report. Buying them is the wallet's (POST /wallet/charges/product/{id}).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../media/storage';
import { uploadLimitsOf } from '../../media/upload-limits';
import { commentRecount } from '../comments/comment-count.repo';
import type { CommentTargets } from '../comments/comment-targets';
import { createContentLookups } from '../content/content-lookups';
import type { EntitlementService } from '../entitlement/entitlement.service';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { ReactionTargets } from '../reactions/reaction-targets';
import { createProductReadsService } from './product-reads.service';
import { productsPerformerRoutes } from './products-performer.routes';
import { productsUserRoutes } from './products-user.routes';
import { createProductPresenter } from './products.presenter';
import { createProductsRepo } from './products.repo';
import { createProductsService } from './products.service';
import { products as productsTable } from './products.table';
import type { DomainModule } from '../module';

export function createProductsModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  mediaFiles: MediaFilesService;
  entitlement: EntitlementService;
  reactionTargets: ReactionTargets;
  commentTargets: CommentTargets;
}) {
  const { config, mediaFiles, entitlement, storage } = deps;
  const productsRepo = createProductsRepo(deps.db);
  const presenter = createProductPresenter({ lookups: createContentLookups(deps.db), entitlement, mediaFiles, storage });
  const products = createProductsService({ productsRepo, presenter, mediaFiles, commentTargets: deps.commentTargets });
  const reads = createProductReadsService({ productsRepo, presenter, entitlement, mediaFiles, storage });

  // Likes and bookmarks go through POST/DELETE /reactions; the product keeps their counts.
  deps.reactionTargets.register('product', {
    isVisible: (productId, viewer) => reads.isVisible(productId, viewer),
    changed: (productId, action) => productsRepo.recountReactions(productId, action),
  });
  deps.commentTargets.register('product', {
    accessOf: (productId, viewer) => reads.commentAccess(productId, viewer),
    recount: commentRecount(deps.db, 'product', productsTable),
  });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(productsPerformerRoutes({ products, mediaFiles, uploadLimits: uploadLimitsOf(config) }));
    await app.register(productsUserRoutes({ reads, internalSecret: config.internalApiSecret }));
  };

  return { routes, services: { products, reads } } satisfies DomainModule;
}
export type ProductsModule = ReturnType<typeof createProductsModule>;
