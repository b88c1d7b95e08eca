import type { AppConfig } from '../../config';
import type { Log } from '../../log';
import { lookupsRoutes } from './lookups.routes';
import { createLookupsService } from './lookups.service';
import { createRecaptchaService } from './recaptcha.service';
import type { DomainModule } from '../module';

export function createLookupsModule(deps: { config: AppConfig; log?: Pick<Log, 'warn'> }) {
  const service = createLookupsService();
  const recaptcha = createRecaptchaService({ secret: deps.config.RECAPTCHA_SECRET, verifyUrl: deps.config.RECAPTCHA_VERIFY_URL, log: deps.log });
  return { routes: lookupsRoutes({ lookups: service, recaptcha, internalSecret: deps.config.internalApiSecret }), services: { lookups: service, recaptcha } } satisfies DomainModule;
}
