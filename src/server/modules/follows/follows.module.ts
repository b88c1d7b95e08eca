import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { PerformerDiscoveryService } from '../performers/performer-discovery.service';
import type { UserPresenter } from '../users/users.presenter';
import { createFollowsRepo } from './follows.repo';
import { followsRoutes } from './follows.routes';
import { createFollowsService } from './follows.service';

export function createFollowsModule(deps: { db: Db; config: AppConfig; discovery: PerformerDiscoveryService; userPresenter: UserPresenter }) {
  const service = createFollowsService({ followsRepo: createFollowsRepo(deps.db), discovery: deps.discovery, users: deps.userPresenter });
  return { service, routes: followsRoutes({ follows: service, internalSecret: deps.config.internalApiSecret }) };
}
