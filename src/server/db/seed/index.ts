// Demo data for a fresh install, in numbered seeds run in order. Every seed is idempotent, so
// `npm run db:seed` can run any number of times.
import type { AppConfig } from '../../config';
import { createStorage, type Storage } from '../../media/storage';
import type { Db } from '../client';
import { settingsSeed } from './001-settings';
import { demoAccountsSeed } from './002-demo-accounts';
import { demoPerformersSeed } from './003-demo-performers';
import type { Seed, SeedLog } from './types';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './002-demo-accounts';
export { DEMO_FANS, DEMO_FOLLOWS, DEMO_PERFORMERS, EARLY_PERFORMER_PROFILES } from './demo-performers.data';
export type { Seed, SeedContext, SeedLog } from './types';

export const seeds: readonly Seed[] = [settingsSeed, demoAccountsSeed, demoPerformersSeed];

export async function seedDemoData(deps: { db: Db; config: AppConfig; log: SeedLog; storage?: Storage }): Promise<void> {
  const ctx = { ...deps, storage: deps.storage ?? createStorage(deps.config) };
  for (const seed of seeds) {
    deps.log.info(`seed ${seed.name}`);
    await seed.run(ctx);
  }
}
