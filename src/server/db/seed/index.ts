// Demo data for a fresh install, in numbered seeds run in order. Every seed is idempotent, so
// `npm run db:seed` can run any number of times.
import type { AppConfig } from '../../config';
import type { JobQueue } from '../../jobs/queue';
import type { PlainLog } from '../../log';
import { createStorage, type Storage } from '../../media/storage';
import type { MediaFilesService } from '../../modules/media-files/media-files.service';
import type { Db } from '../client';
import { settingsSeed } from './001-settings';
import { demoAccountsSeed } from './002-demo-accounts';
import { demoPerformersSeed } from './003-demo-performers';
import { demoFeedsSeed } from './004-demo-feeds';
import { staticPagesSeed } from './005-pages';
import { demoGalleriesSeed } from './006-demo-galleries';
import { demoProductsSeed } from './007-demo-products';
import { demoVideosSeed } from './008-demo-videos';
import { demoMoneySeed } from './009-demo-money';
import { demoMessagesSeed } from './010-demo-messages';
import { demoNotificationsSeed } from './011-demo-notifications';
import { demoReportsSeed } from './012-demo-reports';
import type { Seed, SeedContext } from './types';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './002-demo-accounts';
export { DEMO_FEEDS, DEMO_PURCHASES, DEMO_SUBSCRIPTIONS } from './demo-feeds.data';
export { DEMO_GALLERIES, DEMO_GALLERY_PURCHASES } from './demo-galleries.data';
export { DEMO_FANS, DEMO_FOLLOWS, DEMO_PERFORMERS, EARLY_PERFORMER_PROFILES } from './demo-performers.data';
export { DEMO_PRODUCTS, DEMO_PRODUCT_PURCHASES } from './demo-products.data';
export { DEMO_VIDEOS, DEMO_VIDEO_PURCHASES } from './demo-videos.data';
export { DEMO_TIPS, DEMO_WALLETS } from './demo-money.data';
export { STATIC_PAGES } from './static-pages.data';
export { DEMO_CHAT_SCRIPTS, DEMO_CONVERSATIONS } from './demo-messages.data';
export { DEMO_REPORTS } from './demo-reports.data';
export type { Seed, SeedContext } from './types';

export const seeds: readonly Seed[] = [settingsSeed, demoAccountsSeed, demoPerformersSeed, demoFeedsSeed, staticPagesSeed, demoGalleriesSeed, demoProductsSeed, demoVideosSeed, demoMoneySeed, demoMessagesSeed, demoNotificationsSeed, demoReportsSeed];

/**
 * `jobs` is the app's queue where one runs: without it the demo post scheduled for later is left out.
 * `mediaFiles` (the app's service, whose queue processes uploads) takes the demo uploads instead of
 * processing each file before going on: the seed returns with those files still processing and says which.
 * `from` starts at the seed with that name and `upTo` stops after the one with that name (tests of the
 * account seeds skip the slower media seeds; the app seeds the accounts before its port opens, the rest after).
 */
export async function seedDemoData(deps: {
  db: Db;
  config: AppConfig;
  log: Pick<PlainLog, 'info'>;
  storage?: Storage;
  jobs?: Pick<JobQueue, 'send'>;
  mediaFiles?: Pick<MediaFilesService, 'accept' | 'remove'>;
  from?: Seed['name'];
  upTo?: Seed['name'];
}): Promise<{ queuedMedia: string[] }> {
  const { mediaFiles, from, ...rest } = deps;
  const queuedMedia: string[] = [];
  const ctx: SeedContext = { ...rest, storage: deps.storage ?? createStorage(deps.config), mediaQueue: mediaFiles && { files: mediaFiles, queued: queuedMedia } };
  const last = deps.upTo ? seeds.findIndex((s) => s.name === deps.upTo) : seeds.length - 1;
  if (last < 0) throw new Error(`There is no seed named "${deps.upTo}".`);
  const first = from ? seeds.findIndex((s) => s.name === from) : 0;
  if (first < 0) throw new Error(`There is no seed named "${from}".`);
  for (const seed of seeds.slice(first, last + 1)) {
    deps.log.info(`seed ${seed.name}`);
    await seed.run(ctx);
  }
  return { queuedMedia };
}
