// Mails a message to every admin, one copy each so admins do not see each other's addresses. A site
// without admin accounts yet (a fresh install before admin:create) writes to ADMIN_EMAIL instead.
import type { MailMessage, Mailer } from '../../mail/mailer';
import type { AdminRecipientsRepo } from './admin-recipients.repo';

export function createAdminNotifier(deps: { recipients: AdminRecipientsRepo; mailer: Mailer; fallbackEmail: string }) {
  return {
    async notify(message: Omit<MailMessage, 'to'>): Promise<number> {
      const emails = await deps.recipients.adminEmails();
      const to = emails.length ? emails : [deps.fallbackEmail];
      for (const address of to) await deps.mailer.send({ ...message, to: address });
      return to.length;
    },
  };
}
export type AdminNotifier = ReturnType<typeof createAdminNotifier>;
