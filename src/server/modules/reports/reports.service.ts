// Reports (docs/business-rules.md "Safety"): one per user per target, a second one updates it; admins work the queue.
import type { Report, ReportBody } from '@/contracts/social';
import { notFound, unprocessable } from '../../http/errors';
import type { Log } from '../../log';
import type { AdminNotifier } from '../contact/admin-notifier';
import type { SettingsService } from '../settings/settings.service';
import type { ReportTargetRegistry } from './report-targets';
import { reportMail } from './reports-mail';
import type { ReportsRepo, ReportStatus } from './reports.repo';
import type { ReportRow } from './reports.table';


function present(row: ReportRow): Report {
  return {
    _id: row.id,
    target: row.target,
    targetId: row.targetId,
    category: row.category,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createReportsService(deps: {
  repo: ReportsRepo;
  targets: ReportTargetRegistry;
  admins: AdminNotifier;
  settings: SettingsService;
  appUrl: string;
  log?: Pick<Log, 'error'>;
}) {
  const { repo } = deps;

  /** The report is already saved: a mail server that is down must not turn it into an error for the user. */
  async function tellAdmins(row: ReportRow, isNew: boolean) {
    try {
      const reporter = await repo.findUser(row.reporterId);
      const reporterName = reporter ? `${reporter.name || reporter.username} (@${reporter.username ?? 'no username'})` : 'a user';
      const siteName = await deps.settings.get('siteName');
      await deps.admins.notify(reportMail({ report: row, isNew, reporterName, siteName, appUrl: deps.appUrl }));
    } catch (err) {
      deps.log?.error({ err, reportId: row.id }, 'could not mail the admins about a report');
    }
  }

  return {
    async file(reporterId: string, body: ReportBody): Promise<Report> {
      const target = deps.targets[body.target];
      const ownerId = await target.ownerOf(body.targetId, reporterId);
      if (!ownerId) throw notFound(target.missing);
      if (ownerId === reporterId) throw unprocessable(target.own);
      const { row, created, changed } = await repo.upsert({ reporterId, ...body });
      // Sending the same open report again changes nothing and mails nobody.
      if (changed) await tellAdmins(row, created);
      return present(row);
    },

    async setStatus(id: string, status: ReportStatus): Promise<Report> {
      const row = await repo.setStatus(id, status);
      if (!row) throw notFound('There is no report with this id.');
      return present(row);
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
