// Products: a performer's physical and digital store items, and products as things
// to react to, comment on and report. Buying them is the wallet's (POST /wallet/charges/product/{id}).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadLimitsOf } from '../../media/upload-limits';
import { commentRecount } from '../comments/comment-count.repo';
import { registerContentKind, type ContentModuleDeps } from '../content/content-kind';
import { createContentLookups } from '../content/content-lookups';
import { createProductReadsService } from './product-reads.service';
import { productsPerformerRoutes } from './products-performer.routes';
import { productsUserRoutes } from './products-user.routes';
import { createProductPresenter } from './products.presenter';
import { createProductsRepo } from './products.repo';
import { createProductsService } from './products.service';
import { products as productsTable } from './products.table';
import type { DomainModule } from '../module';

export function createProductsModule(deps: ContentModuleDeps) {
  const { config, mediaFiles, entitlement, storage } = deps;
  const productsRepo = createProductsRepo(deps.db);
  const presenter = createProductPresenter({ lookups: createContentLookups(deps.db), entitlement, mediaFiles, storage });
  const products = createProductsService({ productsRepo, presenter, mediaFiles, commentTargets: deps.commentTargets });
  const reads = createProductReadsService({ productsRepo, presenter, entitlement, mediaFiles, storage });

  // Everyone who may see a product may comment on it.
  registerContentKind(deps, 'product', {
    isVisible: reads.isVisible,
    accessOf: reads.commentAccess,
    recountReactions: productsRepo.recountReactions,
    recount: commentRecount(deps.db, 'product', productsTable),
  });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(productsPerformerRoutes({ products, mediaFiles, uploadLimits: uploadLimitsOf(config) }));
    await app.register(productsUserRoutes({ reads, internalSecret: config.internalApiSecret }));
  };

  return { routes, services: { products, reads } } satisfies DomainModule;
}
