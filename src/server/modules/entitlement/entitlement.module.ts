import type { Db } from '../../db/client';
import { createPurchasesRepo } from '../purchases/purchases.repo';
import { createSubscriptionsRepo } from '../subscriptions/subscriptions.repo';
import { createEntitlementRepo } from './entitlement.repo';
import { createEntitlementService } from './entitlement.service';
import type { DomainModule } from '../module';

/** No routes: features (feeds, videos, galleries, products) call `service` for every item they show. */
export function createEntitlementModule(deps: { db: Db }) {
  const service = createEntitlementService({
    repo: createEntitlementRepo(deps.db),
    subscriptions: createSubscriptionsRepo(deps.db),
    purchases: createPurchasesRepo(deps.db),
  });
  return { services: { entitlement: service } } satisfies DomainModule;
}
