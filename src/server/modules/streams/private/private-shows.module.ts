// Private shows: requests, acceptance, per-minute billing on a tick every node runs, heartbeats, and the
// STUN/TURN servers for the two browsers. The app starts the tick when it is ready and stops it on close;
// `events` (requests, minutes charged, warnings) is what the realtime server pushes to the users.
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { Log } from '../../../log';
import type { Storage } from '../../../media/storage';
import { createContentLookups } from '../../content/content-lookups';
import type { BalanceChanged } from '../../ledger/balance-events';
import type { Commission } from '../../wallet-charges/commission';
import type { StreamEvents } from '../stream-events';
import { createStreamPresenter } from '../streams.presenter';
import { checkIceConfig, type IceConfig } from './ice-servers';
import { createPrivateShowEvents } from './private-show-events';
import { privateShowsRoutes } from './private-shows.routes';
import { createPrivateShowsService } from './private-shows.service';
import type { DomainModule } from '../../module';

export function createPrivateShowsModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  streamEvents: StreamEvents;
  commission: Pick<Commission, 'commissionFor'>;
  onBalanceChanged?: BalanceChanged;
  log: Pick<Log, 'warn'>;
}) {
  const ice: IceConfig = {
    stunUrls: deps.config.STUN_URLS,
    turnUrls: deps.config.TURN_URLS,
    turnSecret: deps.config.TURN_SECRET,
    ttlSeconds: deps.config.TURN_CREDENTIAL_TTL_SECONDS,
  };
  checkIceConfig(ice);
  const events = createPrivateShowEvents(deps.log);
  const service = createPrivateShowsService({
    db: deps.db,
    presenter: createStreamPresenter({ lookups: createContentLookups(deps.db), storage: deps.storage }),
    streamEvents: deps.streamEvents,
    events,
    commission: deps.commission,
    ice,
    onBalanceChanged: deps.onBalanceChanged,
    log: deps.log,
  });
  return { routes: privateShowsRoutes({ shows: service, internalSecret: deps.config.internalApiSecret }), services: { privateShows: service, events } } satisfies DomainModule;
}
