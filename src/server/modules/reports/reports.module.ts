import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { AdminNotifier } from '../contact/admin-notifier';
import type { SettingsService } from '../settings/settings.service';
import { createReportTargets } from './report-targets';
import { createReportsRepo } from './reports.repo';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import type { DomainModule } from '../module';

export function createReportsModule(deps: {
  db: Db;
  config: AppConfig;
  admins: AdminNotifier;
  settings: SettingsService;
  log?: Pick<Log, 'error'>;
}) {
  const repo = createReportsRepo(deps.db);
  const service = createReportsService({
    repo,
    targets: createReportTargets(repo, deps.db),
    admins: deps.admins,
    settings: deps.settings,
    appUrl: deps.config.appUrl,
    log: deps.log,
  });
  return { routes: reportsRoutes({ reports: service }), services: { reports: service } } satisfies DomainModule;
}
