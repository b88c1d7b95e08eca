// Earnings (docs/business-rules.md "Earnings and payouts"): written by the wallet charges in their transaction, read here.
import type { Db } from '../../db/client';
import { createEarningsRepo } from './earnings.repo';
import { earningsRoutes } from './earnings.routes';
import { createEarningsService } from './earnings.service';

export function createEarningsModule(deps: { db: Db }) {
  const earnings = createEarningsService({ repo: createEarningsRepo(deps.db) });
  return { earnings, routes: earningsRoutes({ earnings }) };
}
export type EarningsModule = ReturnType<typeof createEarningsModule>;
