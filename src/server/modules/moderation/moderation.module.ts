import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { Mailer } from '../../mail/mailer';
import type { Storage } from '../../media/storage';
import type { BalanceChanged } from '../ledger/balance-events';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SettingsService } from '../settings/settings.service';
import type { UserPresenter } from '../users/users.presenter';
import type { DomainModule } from '../module';
import { moderationRoutes } from './moderation.routes';
import { createModerationService } from './moderation.service';

export function createModerationModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  mailer: Mailer;
  settings: SettingsService;
  notifications: NotificationsService;
  presenter: UserPresenter;
  onBalanceChanged?: BalanceChanged;
  log?: Pick<Log, 'error'>;
}) {
  const service = createModerationService({
    db: deps.db,
    storage: deps.storage,
    mailer: deps.mailer,
    settings: deps.settings,
    notifications: deps.notifications,
    users: deps.presenter,
    appUrl: deps.config.appUrl,
    onBalanceChanged: deps.onBalanceChanged,
    log: deps.log,
  });
  return { routes: moderationRoutes({ moderation: service }), services: { moderation: service } } satisfies DomainModule;
}
