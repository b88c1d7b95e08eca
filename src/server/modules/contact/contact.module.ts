import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { SettingsService } from '../settings/settings.service';
import { createAdminNotifier } from './admin-notifier';
import { createAdminRecipientsRepo } from './admin-recipients.repo';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';
import type { DomainModule } from '../module';

export function createContactModule(deps: { db: Db; config: AppConfig; mailer: Mailer; settings: SettingsService }) {
  const admins = createAdminNotifier({ recipients: createAdminRecipientsRepo(deps.db), mailer: deps.mailer, fallbackEmail: deps.config.ADMIN_EMAIL });
  const service = createContactService({ admins, settings: deps.settings });
  return { routes: contactRoutes({ contact: service }), services: { contact: service, admins } } satisfies DomainModule;
}
