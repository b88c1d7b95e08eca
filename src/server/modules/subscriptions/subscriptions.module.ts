// Subscriptions: subscribing through the payment gateway, free trials, cancelling, renewal at
// the end of each paid period, and the fan's and performer's lists.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { PlainLog } from '../../log';
import type { Storage } from '../../media/storage';
import type { PaymentsModule } from '../payments/payments.module';
import type { PaymentRow } from '../payments/payments.repo';
import type { Sold } from '../earnings/sale-mails';
import type { SettingsService } from '../settings/settings.service';
import { createCommission } from '../wallet-charges/commission';
import { createWalletChargesRepo } from '../wallet-charges/wallet-charges.repo';
import { subscriptionFulfiller } from './subscription-activation';
import { createSubscriptionRenewer, subscriptionRenewalJob } from './subscription-renewal.job';
import { createSubscriptionsPresenter } from './subscriptions.presenter';
import { createSubscriptionsRepo } from './subscriptions.repo';
import { subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService } from './subscriptions.service';
import type { SubscriptionRow } from './subscriptions.table';
import type { DomainModule } from '../module';

type PaymentsServices = PaymentsModule['services'];

export function createSubscriptionsModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  jobs: JobQueue;
  settings: SettingsService;
  /** With Stripe on, `stripeSubscriptions` renews at Stripe (invoice.paid) and cancels there too. */
  payments: Pick<PaymentsServices, 'payments' | 'settlement'> & Partial<Pick<PaymentsServices, 'stripeSubscriptions'>>;
  /**
   * Charges a renewal payment off-session with the card the gateway keeps (Stripe); true when the charge
   * went through. Without it (the sandbox keeps no cards) a renewal waits for the fan to pay.
   */
  chargeSavedCard?: (payment: PaymentRow) => Promise<boolean>;
  log: PlainLog;
  /** After a subscription period starts or renews: the performer's email. */
  onSold?: (sale: Sold) => void;
}) {
  const { db, jobs, log } = deps;
  const present = createSubscriptionsPresenter({ db, storage: deps.storage });
  const atStripe = deps.payments.stripeSubscriptions ?? null;
  const service = createSubscriptionsService({ db, payments: deps.payments.payments, settings: deps.settings, present, cancelAtStripe: atStripe?.cancelAtStripe, onFreeTrial: deps.onSold });

  const scheduleRenewal = (subscription: SubscriptionRow) => {
    const payload = { subscriptionId: subscription.id, expiredAt: subscription.expiredAt.toISOString() };
    jobs.send(subscriptionRenewalJob, payload, { startAfter: subscription.expiredAt }).catch((e: unknown) => {
      log.error(`Renewal of subscription ${subscription.id} was not scheduled: ${e instanceof Error ? e.message : String(e)}`);
    });
  };
  const commission = createCommission({ db, chargesRepo: createWalletChargesRepo });
  const afterActivation = (subscription: SubscriptionRow, sale: Sold) => {
    scheduleRenewal(subscription);
    deps.onSold?.(sale);
  };
  deps.payments.settlement.register('subscription', subscriptionFulfiller({ commission, afterActivation }));

  const renew = createSubscriptionRenewer({
    repo: createSubscriptionsRepo(db),
    log,
    async charge(subscription) {
      // Stripe charges the next period of a subscription it runs; its invoice.paid extends ours.
      if (atStripe && (await atStripe.renewsAtStripe(subscription.userId, subscription.performerId))) return 'charged';
      const payment = await service.openRenewalPayment(subscription);
      if (!payment) return 'not-renewable';
      if (payment.status === 'pending' && deps.chargeSavedCard && (await deps.chargeSavedCard(payment))) return 'charged';
      return 'needs-payment';
    },
  });
  jobs
    .work(subscriptionRenewalJob, async (payload) => {
      await renew(payload);
    })
    .catch((e: unknown) => log.error(`Subscription renewal worker did not start: ${e instanceof Error ? e.message : String(e)}`));

  return { routes: subscriptionsRoutes({ subscriptions: service, internalSecret: deps.config.internalApiSecret }), services: { subscriptions: service, renew } } satisfies DomainModule;
}
