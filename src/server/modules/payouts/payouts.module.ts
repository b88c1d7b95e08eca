// Payout requests: the performer asks, the admin approves, rejects or marks paid; the money
// moves through the ledger in the same transaction as each change, and the performer is emailed each time.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Log } from '../../log';
import type { Mailer } from '../../mail/mailer';
import type { SettingsService } from '../settings/settings.service';
import { bankingKey } from '../performers/banking-crypto';
import { payoutAdminRoutes } from './payout-admin.routes';
import { createPayoutAdminService } from './payout-admin.service';
import { createPayoutNotifier } from './payout-mail';
import { payoutsRoutes } from './payouts.routes';
import { createPayoutsService } from './payouts.service';
import type { DomainModule } from '../module';

export function createPayoutsModule(deps: {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  settings: SettingsService;
  /** Whether a real gateway takes payments now (Stripe's secret key is set): test money is then never paid out. */
  realGateway: () => Promise<boolean>;
  log?: Pick<Log, 'error'>;
  onAdminStep?: Parameters<typeof createPayoutNotifier>[0]['onAdminStep'];
  wantsEmail?: Parameters<typeof createPayoutNotifier>[0]['wantsEmail'];
}) {
  const notify = createPayoutNotifier({
    mailer: deps.mailer,
    siteName: () => deps.settings.get('siteName'),
    appUrl: deps.config.appUrl,
    log: deps.log,
    onAdminStep: deps.onAdminStep,
    wantsEmail: deps.wantsEmail,
  });
  // With Stripe's keys real money comes in, so test money (the sandbox's) is never asked for as a payout.
  const { realGateway } = deps;
  const payouts = createPayoutsService({ db: deps.db, settings: deps.settings, notify, realGateway });
  const admin = createPayoutAdminService({ db: deps.db, notify, realGateway, bankingKey: bankingKey(deps.config.jwtSecret) });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(payoutsRoutes({ payouts }));
    await app.register(payoutAdminRoutes({ admin }));
  };
  return { routes, services: { payouts, admin } } satisfies DomainModule;
}
