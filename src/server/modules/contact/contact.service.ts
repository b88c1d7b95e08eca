// POST /contact: the visitor's message goes to every admin.
import type { ContactBody } from '@/contracts/lookups';
import type { SettingsService } from '../settings/settings.service';
import type { AdminNotifier } from './admin-notifier';
import { contactMail } from './contact-mail';

export function createContactService(deps: { admins: AdminNotifier; settings: SettingsService }) {
  return {
    async send(body: ContactBody, fromIp: string): Promise<{ sent: true }> {
      const siteName = await deps.settings.get('siteName');
      await deps.admins.notify(contactMail(body, siteName, fromIp));
      return { sent: true };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
