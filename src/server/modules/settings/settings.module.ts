import type { SiteSettings } from '@/contracts/settings';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Storage } from '../../media/storage';
import { createSettingsRepo } from './settings.repo';
import { settingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';
import type { DomainModule } from '../module';

export function createSettingsModule(deps: {
  db: Db;
  fromEnvironment?: Partial<SiteSettings>;
  environmentDefaults?: Partial<SiteSettings>;
  /** The app secret; secret settings are stored encrypted with a key derived from it. */
  secret?: string;
  /** The console's uploads and test email; the seed scripts, which serve no routes, leave them out. */
  console?: { storage: Storage; mailer: Mailer; smtpFromEnvironment: boolean; maxUploadMb: number };
}) {
  const service = createSettingsService({
    settingsRepo: createSettingsRepo(deps.db),
    fromEnvironment: deps.fromEnvironment,
    environmentDefaults: deps.environmentDefaults,
    secret: deps.secret,
  });
  const routes = deps.console ? settingsRoutes({ settings: service, ...deps.console }) : undefined;
  return { routes, services: { settings: service } } satisfies DomainModule;
}
