// The operators' dashboard: business figures read from the ledger, the earnings and the accounts.
import type { Db } from '../../db/client';
import type { Storage } from '../../media/storage';
import type { DomainModule } from '../module';
import { createAdminStatsRepo } from './admin-stats.repo';
import { adminStatsRoutes } from './admin-stats.routes';
import { createAdminStatsService } from './admin-stats.service';

export function createAdminStatsModule(deps: { db: Db; storage: Storage }) {
  const stats = createAdminStatsService({ repo: createAdminStatsRepo(deps.db), storage: deps.storage });
  return { routes: adminStatsRoutes({ stats }), services: { adminStats: stats } } satisfies DomainModule;
}
