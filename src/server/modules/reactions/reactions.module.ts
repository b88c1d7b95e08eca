import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { PerformerDiscoveryService } from '../performers/performer-discovery.service';
import { createReactionTargets } from './reaction-targets';
import { createReactionsRepo } from './reactions.repo';
import { reactionsRoutes } from './reactions.routes';
import { createReactionsService } from './reactions.service';

type ReactionsDeps = Parameters<typeof createReactionsService>[0];
import type { DomainModule } from '../module';

/** `targets` is where other modules register the kinds of things one can react to. */
export function createReactionsModule(deps: { db: Db; config: AppConfig; discovery: PerformerDiscoveryService; onLiked?: ReactionsDeps['onLiked'] }) {
  const targets = createReactionTargets();
  targets.register('performer', { isVisible: (performerId, viewer) => deps.discovery.isVisible(performerId, viewer) });
  const service = createReactionsService({ reactionsRepo: createReactionsRepo(deps.db), targets, discovery: deps.discovery, onLiked: deps.onLiked });
  return { routes: reactionsRoutes({ reactions: service, internalSecret: deps.config.internalApiSecret }), services: { reactions: service, targets } } satisfies DomainModule;
}
