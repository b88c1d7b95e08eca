import type { SiteSettings } from '@/contracts/settings';
import type { Db } from '../../db/client';
import { createSettingsRepo } from './settings.repo';
import { settingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';
import type { DomainModule } from '../module';

export function createSettingsModule(deps: { db: Db; fromEnvironment?: Partial<SiteSettings> }) {
  const service = createSettingsService({ settingsRepo: createSettingsRepo(deps.db), fromEnvironment: deps.fromEnvironment });
  return { routes: settingsRoutes({ settings: service }), services: { settings: service } } satisfies DomainModule;
}
