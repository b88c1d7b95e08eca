// Earnings (docs/business-rules.md "Earnings and payouts"): written by the wallet charges in their transaction, read here.
import type { Db } from '../../db/client';
import { createEarningsRepo } from './earnings.repo';
import { earningsRoutes } from './earnings.routes';
import { createEarningsService } from './earnings.service';
import type { DomainModule } from '../module';

export function createEarningsModule(deps: { db: Db }) {
  const earnings = createEarningsService({ repo: createEarningsRepo(deps.db) });
  return { routes: earningsRoutes({ earnings }), services: { earnings } } satisfies DomainModule;
}
