// What a service that emails people on the site's behalf is given: the mailer, the settings its mails read
// (the site's name) and the address its links start with.
import type { Mailer } from '../../mail/mailer';
import type { SettingsService } from './settings.service';

export interface SiteMailDeps {
  mailer: Mailer;
  settings: Pick<SettingsService, 'get'>;
  appUrl: string;
}
