// The demo data on a new install's first start. The settings and the five demo accounts are seeded before
// the port opens, so the logins the README lists first work from the first page; the rest (the other demo
// performers and fans, posts, galleries, products, videos, wallets, messages) is seeded after it, and its
// media are processed by the app's queue behind real uploads. Neither holds the site back; the log says how
// far they got.
import type { PlainLog } from '../../log';
import { demoMediaSettled } from './demo-uploads';
import { seedDemoData } from './index';

/** The last seed run before the port opens, and the first one after it. */
export const LAST_ACCOUNT_SEED = '002 demo accounts';
const FIRST_CONTENT_SEED = '003 demo performers';

type SeedDeps = Omit<Parameters<typeof seedDemoData>[0], 'from' | 'upTo' | 'log'> & { log: Pick<PlainLog, 'info' | 'warn'> };

/** Seeds the demo settings and accounts. */
export async function seedDemoAccounts(deps: SeedDeps): Promise<void> {
  await seedDemoData({ ...deps, mediaFiles: undefined, upTo: LAST_ACCOUNT_SEED });
}

/**
 * Seeds the demo content in the background and logs `demo media: N files processed in X s` once its media
 * are done (the benchmarks and the browser suite wait for that line). `stop` gives up waiting when the app
 * stops; files still queued are processed on the next start, and `npm run db:seed` adds content that is missing.
 */
export function seedDemoContentInBackground(deps: SeedDeps & Required<Pick<SeedDeps, 'mediaFiles' | 'jobs'>>): { stop(): void } {
  const { log } = deps;
  const stopping = new AbortController();
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  void (async () => {
    try {
      const { queuedMedia } = await seedDemoData({ ...deps, from: FIRST_CONTENT_SEED });
      log.info(`demo content: seeded in ${seconds()} s; demo media: ${queuedMedia.length} files processing in the background`);
      const outcome = await demoMediaSettled(deps.db, queuedMedia, { signal: stopping.signal });
      if (!outcome) return;
      const failed = outcome.failed + outcome.gone;
      log.info(`demo media: ${outcome.finished} files processed in ${seconds()} s${failed ? ` (${failed} failed or removed)` : ''}`);
    } catch (err) {
      if (stopping.signal.aborted) return;
      log.warn(`demo content: seeding stopped: ${err instanceof Error ? err.message : String(err)}. \`npm run db:seed\` adds what is missing.`);
    }
  })();
  return { stop: () => stopping.abort() };
}
