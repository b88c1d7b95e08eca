import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { PerformerDiscoveryService } from '../performers/performer-discovery.service';
import type { UserPresenter } from '../users/users.presenter';
import { createFollowsRepo } from './follows.repo';
import { followsRoutes } from './follows.routes';
import { createFollowsService } from './follows.service';
import type { DomainModule } from '../module';

export function createFollowsModule(deps: { db: Db; config: AppConfig; discovery: PerformerDiscoveryService; userPresenter: UserPresenter }) {
  const service = createFollowsService({ followsRepo: createFollowsRepo(deps.db), discovery: deps.discovery, users: deps.userPresenter });
  return { routes: followsRoutes({ follows: service, internalSecret: deps.config.internalApiSecret }), services: { follows: service } } satisfies DomainModule;
}
