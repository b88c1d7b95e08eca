// Subscribing, cancelling and the lists of subscriptions (docs/business-rules.md "Subscriptions"). Paid periods
// start only when the gateway confirms (subscription-activation.ts delivers them); free trials start here.
import type { List } from '@/contracts/common';
import { subscriptionSortKeys, type SubscribeBody, type SubscribeResult, type SubscriptionItem, type SubscriptionSearchQuery } from '@/contracts/subscriptions';
import { fromMinor, plainAmount, toMinor } from '@/lib/money';
import type { Db } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import { createEntitlementRepo } from '../entitlement/entitlement.repo';
import type { PaymentRow } from '../payments/payments.repo';
import type { PaymentsService } from '../payments/payments.service';
import type { Viewer } from '../performers/performer-visibility';
import { createPerformersRepo } from '../performers/performers.repo';
import type { SettingsService } from '../settings/settings.service';
import type { Sold } from '../earnings/sale-mails';
import { InsufficientFunds } from '../ledger/ledger.service';
import type { Commission } from '../wallet-charges/commission';
import { activatePeriod, PAID_PERIOD_DAYS, type PaidType } from './subscription-activation';
import { payPeriodFromWallet, walletPeriodReference, type WalletPaid } from './subscription-wallet';
import type { SubscriptionsPresenter } from './subscriptions.presenter';
import { createSubscriptionsRepo } from './subscriptions.repo';
import type { SubscriptionRow } from './subscriptions.table';

const NOT_YOURS = 'This subscription does not exist, or is not yours.';
const PERFORMER_MISSING = 'This performer does not exist or is not available.';

export type Subscriber = Viewer & { userId: string };

export function createSubscriptionsService(deps: {
  db: Db;
  payments: PaymentsService;
  settings: SettingsService;
  present: SubscriptionsPresenter;
  /** After a free trial started: where the performer's new-subscriber email goes. */
  onFreeTrial?: (sale: Sold) => void;
  /** Stops the pair's subscription at Stripe (at the period end) before it is cancelled here. */
  cancelAtStripe?: (userId: string, performerId: string) => Promise<void>;
  commission: Pick<Commission, 'commissionFor'>;
  /** After a period paid from the wallet committed: the renewal, the balance push and the sale events. */
  onWalletPaid?: (paid: WalletPaid, sale: Sold, change: number) => void;
  /** A wallet subscription could not renew: the wallet holds less than `price` (minor units). */
  onWalletShort?: (subscription: SubscriptionRow, price: number) => void;
}) {
  const repo = createSubscriptionsRepo(deps.db);
  const presentOne = async (row: SubscriptionRow) => (await deps.present([row]))[0];

  async function resultOf(payment: PaymentRow): Promise<SubscribeResult> {
    const checkoutUrl = payment.details.checkoutUrl;
    // A request with the same Idempotency-Key arrived while the first was still opening its checkout.
    if (typeof checkoutUrl !== 'string') throw conflict('This subscription payment is still being prepared. Try again in a moment.');
    return { paymentId: payment.id, checkoutUrl, amount: fromMinor(payment.amount), status: payment.status, testMode: await deps.payments.isTestMode(payment), subscription: null };
  }

  /** The performer's price for `type` in minor units, or null when it is outside the site's limits. */
  async function priceWithinLimits(performer: { monthlyPrice: number; yearlyPrice: number }, type: PaidType): Promise<{ price: number; min: number; max: number; ok: boolean }> {
    const settings = await deps.settings.all();
    const [min, max] = [toMinor(settings.minimumSubscriptionPrice), toMinor(settings.maximumSubscriptionPrice)];
    const price = type === 'monthly' ? performer.monthlyPrice : performer.yearlyPrice;
    return { price, min, max, ok: price >= min && price <= max };
  }

  /** The performer as a fan may subscribe to them: listed, verified, not blocking the fan or their country. */
  async function subscribable(fan: Subscriber, performerId: string) {
    if (performerId === fan.userId) throw unprocessable('You cannot subscribe to yourself.');
    const seen = await createEntitlementRepo(deps.db).performerVisibility({ ...fan, isAdmin: false }, [performerId]);
    const record = seen.get(performerId)?.visible ? await createPerformersRepo(deps.db).findRecord(performerId) : null;
    if (!record) throw notFound(PERFORMER_MISSING);
    return record.performer;
  }

  async function startFreeTrial(fan: Subscriber, performer: { userId: string; isFreeSubscription: boolean }): Promise<SubscribeResult> {
    const settings = await deps.settings.all();
    if (!settings.freeSubscriptionEnabled) throw unprocessable('Free trials are not offered on this site at the moment.');
    if (!performer.isFreeSubscription) throw unprocessable('This performer does not offer a free trial.');
    const { subscription: row } = await deps.db.transaction((tx) =>
      activatePeriod(tx, { userId: fan.userId, performerId: performer.userId, type: 'free', days: settings.freeSubscriptionDuration, amount: 0, paymentId: null }),
    );
    deps.onFreeTrial?.({ type: 'subscription', transactionId: `free-trial:${row.id}`, buyerId: fan.userId, performerId: performer.userId, gross: 0, net: 0, isNewSubscriber: true });
    return { paymentId: null, checkoutUrl: null, amount: 0, status: 'succeeded', testMode: false, subscription: await presentOne(row) };
  }

  const walletResult = async (subscription: SubscriptionRow): Promise<SubscribeResult> => ({
    paymentId: null,
    checkoutUrl: null,
    amount: fromMinor(subscription.price),
    status: 'succeeded',
    testMode: false,
    subscription: await presentOne(subscription),
  });

  /**
   * Pays the period from the wallet: one transaction, a conditional debit, the ledger, the period, the
   * earning. The fan's Idempotency-Key is the ledger's key, so a replay answers the subscription and moves nothing.
   */
  async function subscribeFromWallet(fan: Subscriber, performer: { userId: string; monthlyPrice: number; yearlyPrice: number }, type: PaidType, ledgerKey: string | null): Promise<SubscribeResult> {
    const { price, min, max, ok } = await priceWithinLimits(performer, type);
    if (!ok) throw unprocessable(`This performer's ${type} price is outside the site's limits (${plainAmount(min)} to ${plainAmount(max)}), so it cannot be subscribed to right now.`);
    let paid: WalletPaid;
    try {
      paid = await deps.db.transaction((tx) => payPeriodFromWallet(tx, deps.commission, { userId: fan.userId, performerId: performer.userId, type, price, ledgerKey, renewal: false }));
    } catch (error) {
      if (error instanceof InsufficientFunds) throw unprocessable(`Your wallet holds less than the ${type} price of ${plainAmount(price)}. Top up your wallet or pay by card.`);
      throw error;
    }
    deps.onWalletPaid?.(paid, { type: 'subscription', transactionId: paid.transactionId, buyerId: fan.userId, performerId: performer.userId, gross: price, net: paid.net, isNewSubscriber: paid.started }, -price);
    return walletResult(paid.subscription);
  }

  return {
    async subscribe(fan: Subscriber, body: SubscribeBody, idempotencyKey?: string): Promise<SubscribeResult> {
      const reused = () => conflict('This Idempotency-Key was used for another payment. Send a new key for a new payment.');
      const earlier = idempotencyKey ? await deps.payments.earlierPayment(fan.userId, idempotencyKey) : null;
      if (earlier) {
        const same = body.paymentMethod !== 'wallet' && earlier.type === 'subscription' && earlier.details.performerId === body.performerId && earlier.details.subscriptionType === body.type;
        if (!same) throw reused();
        return resultOf(earlier);
      }
      // A wallet payment keeps its key in the ledger, scoped to the fan like every wallet charge.
      const ledgerKey = idempotencyKey ? `${fan.userId}:${idempotencyKey}` : null;
      const paidFromWallet = ledgerKey ? await repo.ledgerTransactionByKey(ledgerKey) : null;
      if (paidFromWallet) {
        const same = body.type !== 'free' && body.paymentMethod === 'wallet' && paidFromWallet.reference === walletPeriodReference(body.performerId, body.type);
        const pair = same ? await repo.findPair(fan.userId, body.performerId) : null;
        if (!pair) throw reused();
        return walletResult(pair);
      }

      const performer = await subscribable(fan, body.performerId);
      const current = await repo.findPair(fan.userId, body.performerId);
      if (current && current.expiredAt > new Date() && !current.cancelledAt && current.subscriptionType === body.type) {
        throw conflict(`You are already subscribed to this performer (${body.type}) until ${current.expiredAt.toISOString().slice(0, 10)}.`);
      }
      if (body.type === 'free') return startFreeTrial(fan, performer);
      if (body.paymentMethod === 'wallet') return subscribeFromWallet(fan, performer, body.type, ledgerKey);

      const { price, min, max, ok } = await priceWithinLimits(performer, body.type);
      if (!ok) throw unprocessable(`This performer's ${body.type} price is outside the site's limits (${plainAmount(min)} to ${plainAmount(max)}), so it cannot be subscribed to right now.`);
      const payment = await deps.payments.startPayment({
        userId: fan.userId,
        type: 'subscription',
        amount: price,
        details: { performerId: body.performerId, subscriptionType: body.type },
        idempotencyKey,
        description: `${body.type === 'monthly' ? 'Monthly' : 'Yearly'} subscription (${PAID_PERIOD_DAYS[body.type]} days)`,
        recurring: { days: PAID_PERIOD_DAYS[body.type], performerId: body.performerId, subscriptionType: body.type },
      });
      return resultOf(payment);
    },

    /**
     * The renewal payment for a paid subscription ending now, opened once per period (its key names the
     * period), or null when the performer's price has left the site's limits.
     */
    async openRenewalPayment(subscription: SubscriptionRow): Promise<PaymentRow | null> {
      const performer = (await createPerformersRepo(deps.db).findRecord(subscription.performerId))?.performer;
      const type = subscription.subscriptionType as PaidType;
      if (!performer || !(type in PAID_PERIOD_DAYS)) return null;
      const { price, ok } = await priceWithinLimits(performer, type);
      if (!ok) return null;
      return deps.payments.startPayment({
        userId: subscription.userId,
        type: 'subscription',
        amount: price,
        details: { performerId: subscription.performerId, subscriptionType: type, renewalOf: subscription.id },
        idempotencyKey: `renewal:${subscription.id}:${subscription.expiredAt.toISOString()}`,
        description: `Renewal of a ${type} subscription`,
      });
    },

    /**
     * Renews a wallet-paid subscription ending now from the wallet, once per period (the ledger key names it):
     * 'wallet-short' when the wallet no longer covers the price (the subscription runs out and the fan is told),
     * 'not-renewable' when the price has left the site's limits.
     */
    async renewFromWallet(subscription: SubscriptionRow): Promise<'charged' | 'wallet-short' | 'not-renewable'> {
      const performer = (await createPerformersRepo(deps.db).findRecord(subscription.performerId))?.performer;
      const type = subscription.subscriptionType as PaidType;
      if (!performer || !(type in PAID_PERIOD_DAYS)) return 'not-renewable';
      const { price, ok } = await priceWithinLimits(performer, type);
      if (!ok) return 'not-renewable';
      const ledgerKey = `wallet-renewal:${subscription.id}:${subscription.expiredAt.toISOString()}`;
      try {
        const paid = await deps.db.transaction((tx) => payPeriodFromWallet(tx, deps.commission, { userId: subscription.userId, performerId: subscription.performerId, type, price, ledgerKey, renewal: true }));
        const sale: Sold = { type: 'subscription', transactionId: paid.transactionId, buyerId: subscription.userId, performerId: subscription.performerId, gross: price, net: paid.net, isNewSubscriber: paid.started };
        deps.onWalletPaid?.(paid, sale, -price);
        return 'charged';
      } catch (error) {
        if (!(error instanceof InsufficientFunds)) throw error;
        deps.onWalletShort?.(subscription, price);
        return 'wallet-short';
      }
    },

    /** Stops renewal; access lasts until expiry. A second cancel answers the same and changes nothing. */
    async cancel(userId: string, gateway: 'sandbox' | 'stripe', id: string): Promise<SubscriptionItem> {
      const row = await repo.find(id);
      if (!row || row.userId !== userId) throw notFound(NOT_YOURS);
      const paidThrough = await repo.lastGateway(id);
      if (paidThrough === 'stripe' && gateway !== 'stripe') {
        throw unprocessable('This subscription is paid through Stripe; cancel it with the stripe gateway.');
      }
      if (paidThrough === 'stripe' && !row.cancelledAt) await deps.cancelAtStripe?.(row.userId, row.performerId);
      return presentOne((await repo.cancel(id, new Date())) ?? row);
    },

    async searchOwn(userId: string, query: SubscriptionSearchQuery): Promise<List<SubscriptionItem>> {
      return search({ userId, performerId: query.performerId }, query);
    },

    async searchSubscribers(performerId: string, query: SubscriptionSearchQuery): Promise<List<SubscriptionItem>> {
      return search({ performerId }, query);
    },
  };

  async function search(who: { userId?: string; performerId?: string }, query: SubscriptionSearchQuery): Promise<List<SubscriptionItem>> {
    const active = query.status === undefined ? undefined : query.status === 'active';
    const page = toPage(query, subscriptionSortKeys, 'createdAt');
    const { rows, total } = await repo.search({ ...who, active, subscriptionType: query.subscriptionType }, page);
    return { data: await deps.present(rows), total };
  }
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
