// Coupons: fans check a code, admins manage codes, and payments record a use when they are confirmed.
import type { Db } from '../../db/client';
import { createCouponsRepo } from './coupons.repo';
import { couponsRoutes } from './coupons.routes';
import { createCouponsService } from './coupons.service';
import type { DomainModule } from '../module';

export function createCouponsModule(deps: { db: Db }) {
  const service = createCouponsService({ repo: createCouponsRepo(deps.db) });
  return { routes: couponsRoutes({ coupons: service }), services: { coupons: service } } satisfies DomainModule;
}
