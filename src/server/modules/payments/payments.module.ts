// Gateway payments (RULES.md "Payment gateways"): the gateway in use, the one place payments are settled,
// and wallet top-ups as the first thing a payment delivers. Subscriptions register their own delivery
// with `settlement.register('subscription', ...)`.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { CouponsService } from '../coupons/coupons.service';
import type { SettingsService } from '../settings/settings.service';
import type { PaymentGateway } from './payment-gateway';
import { createPaymentSettlement, type BalanceChanged } from './payment-settlement';
import { createPaymentsRepo } from './payments.repo';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createSandboxGateway } from './sandbox-gateway';
import { walletTopUpFulfiller } from './wallet-top-up';

export function createPaymentsModule(deps: {
  db: Db;
  config: AppConfig;
  settings: SettingsService;
  coupons: CouponsService;
  /** The real gateway once one is configured (Stripe with keys); the sandbox otherwise. */
  gateway?: PaymentGateway;
  /** After a payment changed a fan's wallet (minor units): the place to push the new balance to their pages. */
  onBalanceChanged?: BalanceChanged;
  log?: { error(details: object, message: string): void };
}) {
  // Without a real gateway the sandbox takes payments; with one, sandbox payments cannot be confirmed.
  const sandbox = deps.gateway ? null : createSandboxGateway();
  const gateway = deps.gateway ?? sandbox!;
  const settlement = createPaymentSettlement({ db: deps.db, onBalanceChanged: deps.onBalanceChanged });
  settlement.register('top-up', walletTopUpFulfiller({ coupons: deps.coupons }));
  const service = createPaymentsService({
    db: deps.db,
    repo: createPaymentsRepo(deps.db),
    gateway,
    sandbox,
    settlement,
    coupons: deps.coupons,
    settings: deps.settings,
    appUrl: deps.config.appUrl,
    log: deps.log,
  });
  return { service, settlement, gateway, routes: paymentsRoutes({ payments: service }) };
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
