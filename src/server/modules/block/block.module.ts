import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { Mailer } from '../../mail/mailer';
import type { SettingsService } from '../settings/settings.service';
import type { UserPresenter } from '../users/users.presenter';
import { createBlockRepo } from './block.repo';
import { blockRoutes } from './block.routes';
import { createBlockService } from './block.service';
import type { DomainModule } from '../module';

export function createBlockModule(deps: {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  settings: SettingsService;
  presenter: UserPresenter;
  isKnownCountry: (code: string) => boolean;
  onUserBlocked?: (performerId: string, userId: string) => Promise<void>;
  log?: Pick<Log, 'error'>;
}) {
  const service = createBlockService({
    repo: createBlockRepo(deps.db),
    presenter: deps.presenter,
    mailer: deps.mailer,
    settings: deps.settings,
    appUrl: deps.config.appUrl,
    isKnownCountry: deps.isKnownCountry,
    onUserBlocked: deps.onUserBlocked,
    log: deps.log,
  });
  return { routes: blockRoutes({ settings: deps.settings, blocks: service, internalSecret: deps.config.internalApiSecret }), services: { blocks: service } } satisfies DomainModule;
}
