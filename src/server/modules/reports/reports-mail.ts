// The notice admins get when a report arrives or changes (docs/business-rules.md "Notifications": report).
import type { MailMessage } from '../../mail/mailer';
import { oneLine } from '../contact/contact-mail';
import type { ReportRow } from './reports.table';

export function reportMail(opts: { report: ReportRow; isNew: boolean; reporterName: string; siteName: string; appUrl: string }): Omit<MailMessage, 'to'> {
  const { report } = opts;
  const what = opts.isNew ? 'New report' : 'Report updated and opened again';
  return {
    subject: oneLine(`[${opts.siteName}] ${what}: ${report.target} (${report.category})`),
    text: [
      `${what} by ${opts.reporterName}.`,
      '',
      `Reported: ${report.target} ${report.targetId}`,
      `Category: ${report.category}`,
      '',
      report.description,
      '',
      `Review it in the moderation queue: ${opts.appUrl}/admin/reports`,
    ].join('\n'),
  };
}
