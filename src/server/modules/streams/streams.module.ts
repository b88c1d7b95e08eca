// Live streaming: sessions, who may watch them, the publisher's heartbeat and its sweep, buying a session's
// ticket, and the go-live emails to followers and subscribers. The events bus is made by the app, so the
// realtime server (created after it) and the modules built on streaming can listen; `service` is what those
// modules call.
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import type { JobQueue } from '../../jobs/queue';
import type { Log, PlainLog } from '../../log';
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
import type { Redis } from 'ioredis';
import type { Mailer } from '../../mail/mailer';
import { createRecipientBudget } from '../../mail/recipient-budget';
import type { SettingsService } from '../settings/settings.service';
import { createGoLiveMails, GO_LIVE_MAIL_WINDOW_MS, goLiveMailsJob } from './go-live-mails';
import type { DomainModule } from '../module';

export function createStreamsModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  jobs: JobQueue;
  events: StreamEvents;
  charges: Pick<WalletChargesService, 'sell'>;
  isPerformerVisible: (performerId: string, viewer: Viewer) => Promise<boolean>;
  /** The go-live emails: sent when given (the app always gives them). */
  /** `switchedOff`: who among some users turned the go-live email off (their notification switch). */
  mail?: { mailer: Mailer; settings: Pick<SettingsService, 'get'>; redis?: Redis; switchedOff?: (userIds: readonly string[]) => Promise<ReadonlySet<string>> };
  log: Pick<PlainLog, 'error'> & Pick<Log, 'warn'>;
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
  const charges = createStreamCharges({
    charges: deps.charges,
    repos: { streams: createStreamsRepo },
  });

  jobs.work(streamSweepJob, async () => void (await service.sweep())).catch((e: unknown) => deps.log.error(`Live session sweep worker did not start: ${e instanceof Error ? e.message : String(e)}`));
  jobs.keepScheduled(streamSweepJob, STREAM_SWEEP_CRON, {});

  // Followers and subscribers hear by email that a public or group session started (go-live-mails.ts).
  const goLiveMails =
    deps.mail &&
    createGoLiveMails({
      db,
      mailer: deps.mail.mailer,
      settings: deps.mail.settings,
      appUrl: deps.config.appUrl,
      budget: createRecipientBudget({ name: 'go-live', max: 1, windowMs: GO_LIVE_MAIL_WINDOW_MS, redis: deps.mail.redis }),
      switchedOff: deps.mail.switchedOff,
      log: deps.log,
    });
  if (goLiveMails) {
    jobs.work(goLiveMailsJob, async ({ streamId }) => void (await goLiveMails.send(streamId))).catch((e: unknown) => deps.log.error(`Go-live email worker did not start: ${e instanceof Error ? e.message : String(e)}`));
    deps.events.subscribe((event) => {
      if (event.kind !== 'started' || event.stream.type === 'private') return;
      jobs.send(goLiveMailsJob, { streamId: event.stream._id }).catch((e: unknown) => deps.log.warn({ err: e, streamId: event.stream._id }, 'The go-live emails could not be queued; the session itself is live.'));
    });
  }

  return { routes: streamsRoutes({ streams: service, charges, internalSecret: deps.config.internalApiSecret }), services: { streams: service, charges, goLiveMails } } satisfies DomainModule;
}
