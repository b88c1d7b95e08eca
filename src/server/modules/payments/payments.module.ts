// Gateway payments (docs/business-rules.md "Payment gateways"): the gateway in use, the one place payments are settled,
// and wallet top-ups as the first thing a payment delivers. Subscriptions register their own delivery
// with `settlement.register('subscription', ...)`, and how a refund reverses it with `refunds.register`.
// With STRIPE_SECRET_KEY, Stripe takes payments and the
// sandbox's confirmation is closed unless SANDBOX_ENABLED (an operator's explicit choice) keeps it open.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Log } from '../../log';
import type { CouponsService } from '../coupons/coupons.service';
import type { SettingsService } from '../settings/settings.service';
import type { PaymentGateway } from './payment-gateway';
import { CHECKOUT_EXPIRY_CRON, checkoutExpiryJob } from './checkout-expiry';
import { createPaymentRefunds } from './payment-refunds';
import { createPaymentSettlement, type BalanceChanged } from './payment-settlement';
import { createPaymentsRepo } from './payments.repo';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createSandboxGateway } from './sandbox-gateway';
import { createStripeCards } from './stripe-cards';
import { createStripeClient } from './stripe-client';
import { createStripeGateway } from './stripe-gateway';
import { createStripeObjects } from './stripe-objects';
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
  /** A gateway to use instead of the configured one (tests); Stripe with keys, the sandbox otherwise. */
  gateway?: PaymentGateway;
  /** After a payment changed a fan's wallet (minor units): the place to push the new balance to their pages. */
  onBalanceChanged?: BalanceChanged;
  /** Runs the checkout expiry on its schedule; without it (tests of the module alone) nothing expires by itself. */
  jobs?: JobQueue;
  log?: Pick<Log, 'error'>;
}) {
  const { config } = deps;
  const stripeRepo = createStripeRepo(deps.db);
  const stripeClient = config.STRIPE_SECRET_KEY ? createStripeClient(config) : null;
  const objects = stripeClient ? createStripeObjects({ stripe: stripeClient, repo: stripeRepo }) : null;
  const stripe =
    stripeClient && objects
      ? createStripeGateway({ stripe: stripeClient, secretKey: config.STRIPE_SECRET_KEY!, webhookSecret: config.STRIPE_WEBHOOK_SECRET, objects, repo: stripeRepo })
      : null;
  // Without the signing secret no webhook verifies, so no Stripe payment would ever be credited: say so at start.
  if (stripe && !config.STRIPE_WEBHOOK_SECRET) deps.log?.error({}, 'STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks cannot be verified, so no Stripe payment will be confirmed.');
  const real = deps.gateway ?? stripe;
  // Without a real gateway the sandbox takes payments; with one, sandbox payments cannot be confirmed unless enabled.
  const sandbox = !real || config.SANDBOX_ENABLED ? createSandboxGateway() : null;
  const gateway = real ?? sandbox!;
  const settlement = createPaymentSettlement({ db: deps.db, onBalanceChanged: deps.onBalanceChanged });
  settlement.register('top-up', walletTopUpFulfiller({ coupons: deps.coupons }));
  const refunds = createPaymentRefunds({ db: deps.db, onBalanceChanged: deps.onBalanceChanged, log: deps.log });
  refunds.register('top-up', walletTopUpReverser);
  const service = createPaymentsService({
    db: deps.db,
    repo: createPaymentsRepo(deps.db),
    gateway,
    sandbox,
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
  const cards = createStripeCards({ stripe: stripeClient, objects, repo: stripeRepo, appUrl: config.appUrl, log: deps.log });
  const webhooks = stripe ? createStripeWebhooks({ db: deps.db, gateway: stripe, settlement, refunds, log: deps.log }) : null;
  const stripeSubscriptions = stripeClient ? createStripeSubscriptions({ stripe: stripeClient, repo: stripeRepo, log: deps.log }) : null;
  const routes: ReturnType<typeof paymentsRoutes> = async (app) => {
    await app.register(paymentsRoutes({ payments: service }));
    await app.register(stripeRoutes({ cards, webhooks }));
  };
  return { routes, services: { payments: service, settlement, refunds, gateway, stripeSubscriptions } } satisfies DomainModule;
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
