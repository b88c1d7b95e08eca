import type { Db } from '../../db/client';
import { createSettingsRepo } from './settings.repo';
import { settingsRoutes } from './settings.routes';
import { createSettingsService } from './settings.service';

export function createSettingsModule(deps: { db: Db }) {
  const service = createSettingsService({ settingsRepo: createSettingsRepo(deps.db) });
  return { service, routes: settingsRoutes({ settings: service }) };
}
