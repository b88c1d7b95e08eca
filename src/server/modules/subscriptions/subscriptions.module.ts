// Subscriptions: subscribing through the payment gateway, free trials, cancelling, renewal at
// the end of each paid period, and the fan's and performer's lists.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Mailer } from '../../mail/mailer';
import type { BalanceChanged } from '../ledger/balance-events';
import type { PlainLog } from '../../log';
import type { Storage } from '../../media/storage';
import type { PaymentsModule } from '../payments/payments.module';
import type { PaymentRow } from '../payments/payments.repo';
import type { Sold } from '../earnings/sale-mails';
import type { SettingsService } from '../settings/settings.service';
import { createCommission } from '../wallet-charges/commission';
import { createWalletChargesRepo } from '../wallet-charges/wallet-charges.repo';
import { subscriptionFulfiller } from './subscription-activation';
import { subscriptionReverser } from './subscription-refund';
import { createSubscriptionRenewer, subscriptionRenewalJob } from './subscription-renewal.job';
import { createSubscriptionsPresenter } from './subscriptions.presenter';
import { createSubscriptionsRepo } from './subscriptions.repo';
import { subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService } from './subscriptions.service';
import type { SubscriptionRow } from './subscriptions.table';
import type { DomainModule } from '../module';
import { createWalletRenewalMails } from './wallet-renewal-mail';

type PaymentsServices = PaymentsModule['services'];

export function createSubscriptionsModule(deps: {
  db: Db;
  config: AppConfig;
  storage: Storage;
  jobs: JobQueue;
  settings: SettingsService;
  /** With Stripe on, `stripeSubscriptions` renews at Stripe (invoice.paid) and cancels there too. */
  payments: Pick<PaymentsServices, 'payments' | 'settlement'> & Partial<Pick<PaymentsServices, 'stripeSubscriptions' | 'refunds'>>;
  /**
   * Charges a renewal payment off-session with the card the gateway keeps (Stripe); true when the charge
   * went through. Without it (the sandbox keeps no cards) a renewal waits for the fan to pay.
   */
  chargeSavedCard?: (payment: PaymentRow) => Promise<boolean>;
  log: PlainLog;
  /** After a subscription period starts or renews: the performer's email. */
  onSold?: (sale: Sold) => void;
  /** After a period paid from the wallet: the new balance goes to the fan's open pages. */
  onBalanceChanged?: BalanceChanged;
  /** Tells a fan their wallet subscription ended because the wallet did not cover the renewal. */
  mailer?: Mailer;
}) {
  const { db, jobs, log } = deps;
  const present = createSubscriptionsPresenter({ db, storage: deps.storage });
  const atStripe = deps.payments.stripeSubscriptions ?? null;
  const commission = createCommission({ db, chargesRepo: createWalletChargesRepo });
  const renewalMails = deps.mailer ? createWalletRenewalMails({ db, mailer: deps.mailer, settings: deps.settings, appUrl: deps.config.appUrl, log }) : null;
  const service = createSubscriptionsService({
    db,
    payments: deps.payments.payments,
    settings: deps.settings,
    present,
    commission,
    cancelAtStripe: atStripe?.cancelAtStripe,
    onFreeTrial: deps.onSold,
    onWalletPaid: (paid, sale, change) => {
      deps.onBalanceChanged?.(sale.buyerId, paid.balance, change);
      afterActivation(paid.subscription, sale);
    },
    onWalletShort: (subscription, price) => renewalMails?.walletShort(subscription, price),
  });

  const scheduleRenewal = (subscription: SubscriptionRow) => {
    const payload = { subscriptionId: subscription.id, expiredAt: subscription.expiredAt.toISOString() };
    jobs.send(subscriptionRenewalJob, payload, { startAfter: subscription.expiredAt }).catch((e: unknown) => {
      log.error(`Renewal of subscription ${subscription.id} was not scheduled: ${e instanceof Error ? e.message : String(e)}`);
    });
  };
  function afterActivation(subscription: SubscriptionRow, sale: Sold) {
    scheduleRenewal(subscription);
    deps.onSold?.(sale);
  }
  deps.payments.settlement.register('subscription', subscriptionFulfiller({ commission, afterActivation }));
  deps.payments.refunds?.register('subscription', subscriptionReverser());

  const repo = createSubscriptionsRepo(db);
  const renew = createSubscriptionRenewer({
    repo,
    log,
    async charge(subscription) {
      // Paid from the wallet: renewed from the wallet, or left to run out (docs/money.md).
      if ((await repo.paidThrough(subscription.id)) === 'wallet') return service.renewFromWallet(subscription);
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
