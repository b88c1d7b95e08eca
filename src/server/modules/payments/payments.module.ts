// Gateway payments (docs/business-rules.md "Payment gateways"): the gateway in use, the one place payments are settled,
// and wallet top-ups as the first thing a payment delivers. Subscriptions register their own delivery
// with `settlement.register('subscription', ...)`, and how a refund reverses it with `refunds.register`.
// While Stripe's secret key is set (the console's, or STRIPE_SECRET_KEY), Stripe takes payments and the sandbox's
// confirmation is closed unless SANDBOX_ENABLED (an operator's explicit choice) keeps it open. The keys are read
// from the settings as payments are made (current-gateway.ts), so a change in the console applies without a restart.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Log } from '../../log';
import type { CouponsService } from '../coupons/coupons.service';
import type { SettingsService } from '../settings/settings.service';
import { createCurrentGateway } from './current-gateway';
import type { PaymentGateway } from './payment-gateway';
import { CHECKOUT_EXPIRY_CRON, checkoutExpiryJob } from './checkout-expiry';
import { createPaymentRefunds } from './payment-refunds';
import { createPaymentSettlement, type BalanceChanged } from './payment-settlement';
import { createPaymentsRepo } from './payments.repo';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createStripeCards } from './stripe-cards';
import { createStripeSubscriptions } from './stripe-subscriptions';
import { createStripeWebhooks } from './stripe-webhooks';
import { createStripeRepo } from './stripe.repo';
import { stripeRoutes } from './stripe.routes';
import { walletTopUpFulfiller } from './wallet-top-up';
import { walletTopUpReverser } from './wallet-top-up-refund';
import type { DomainModule } from '../module';

export function createPaymentsModule(deps: {
  db: Db;
  config: AppConfig;
  settings: SettingsService;
  coupons: CouponsService;
  /** A gateway taking new payments instead of the configured one (tests); Stripe with keys, the sandbox otherwise. */
  gateway?: PaymentGateway;
  /** After a payment changed a fan's wallet (minor units): the place to push the new balance to their pages. */
  onBalanceChanged?: BalanceChanged;
  /** Runs the checkout expiry on its schedule; without it (tests of the module alone) nothing expires by itself. */
  jobs?: JobQueue;
  log?: Pick<Log, 'error'>;
}) {
  const { config } = deps;
  const stripeRepo = createStripeRepo(deps.db);
  // Everything that talks to Stripe asks this for the gateway as the settings have it now.
  const gateways = createCurrentGateway({ config, settings: deps.settings, repo: stripeRepo, override: deps.gateway, log: deps.log });
  const stripe = async () => (await gateways.current()).stripe;
  const settlement = createPaymentSettlement({ db: deps.db, onBalanceChanged: deps.onBalanceChanged });
  settlement.register('top-up', walletTopUpFulfiller({ coupons: deps.coupons }));
  const refunds = createPaymentRefunds({ db: deps.db, onBalanceChanged: deps.onBalanceChanged, log: deps.log });
  refunds.register('top-up', walletTopUpReverser);
  const service = createPaymentsService({
    db: deps.db,
    repo: createPaymentsRepo(deps.db),
    gateways,
    settlement,
    coupons: deps.coupons,
    settings: deps.settings,
    appUrl: config.appUrl,
    log: deps.log,
  });
  if (deps.jobs) {
    deps.jobs
      .work(checkoutExpiryJob, async () => void (await service.expireCheckouts()))
      .catch((e: unknown) => deps.log?.error({ err: e }, 'The checkout expiry worker did not start.'));
    deps.jobs.keepScheduled(checkoutExpiryJob, CHECKOUT_EXPIRY_CRON, {});
  }
  const cards = createStripeCards({ stripe, repo: stripeRepo, appUrl: config.appUrl, log: deps.log });
  const webhooks = createStripeWebhooks({ db: deps.db, stripe, settlement, refunds, log: deps.log });
  const stripeSubscriptions = createStripeSubscriptions({ stripe, repo: stripeRepo, log: deps.log });
  const routes: ReturnType<typeof paymentsRoutes> = async (app) => {
    await app.register(paymentsRoutes({ payments: service }));
    await app.register(stripeRoutes({ cards, webhooks }));
  };
  return { routes, services: { payments: service, settlement, refunds, gateways, stripeSubscriptions } } satisfies DomainModule;
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
