// Live streaming: sessions, who may watch them, the publisher's heartbeat and its sweep, and buying a
// session's ticket. The events bus is made by the app, so the realtime server (created after it) and the
// modules built on streaming can listen; `service` is what those modules call.
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import type { JobQueue } from '../../jobs/queue';
import type { Storage } from '../../media/storage';
import { createContentLookups } from '../content/content-lookups';
import type { Viewer } from '../performers/performer-visibility';
import { createPurchasesRepo } from '../purchases/purchases.repo';
import { createSubscriptionsRepo } from '../subscriptions/subscriptions.repo';
import type { WalletChargesService } from '../wallet-charges/wallet-charges.service';
import { createStreamCharges } from './stream-charges';
import type { StreamEvents } from './stream-events';
import { STREAM_SWEEP_CRON, streamSweepJob } from './stream-sweep.job';
import { createStreamPresenter } from './streams.presenter';
import { createStreamsRepo } from './streams.repo';
import { streamsRoutes } from './streams.routes';
import { createStreamsService } from './streams.service';

export function createStreamsModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  jobs: JobQueue;
  events: StreamEvents;
  charges: Pick<WalletChargesService, 'sell'>;
  isPerformerVisible: (performerId: string, viewer: Viewer) => Promise<boolean>;
  log: { error(msg: string): void };
}) {
  const { db, jobs } = deps;
  const service = createStreamsService({
    db,
    repo: createStreamsRepo(db),
    presenter: createStreamPresenter({ lookups: createContentLookups(db), storage: deps.storage }),
    events: deps.events,
    subscriptions: createSubscriptionsRepo(db),
    purchases: createPurchasesRepo(db),
    isPerformerVisible: deps.isPerformerVisible,
  });
  const charges = createStreamCharges({ charges: deps.charges });

  jobs.work(streamSweepJob, async () => void (await service.sweep())).catch((e: unknown) => deps.log.error(`Live session sweep worker did not start: ${e instanceof Error ? e.message : String(e)}`));
  jobs.keepScheduled(streamSweepJob, STREAM_SWEEP_CRON, {});

  return { service, charges, routes: streamsRoutes({ streams: service, charges, internalSecret: deps.config.internalApiSecret }) };
}
export type StreamsModule = ReturnType<typeof createStreamsModule>;
