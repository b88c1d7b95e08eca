// Renewal at the end of a paid period (docs/business-rules.md "Subscriptions"). Each activation sends a job for the moment
// the period ends; the handler acts only on a subscription still ending at exactly that moment, so a period
// extended since, or a job run twice, does nothing more. Cancelled subscriptions and free trials just run out,
// and so do those of a fan or performer an admin suspended or deleted (docs/accounts.md).
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import type { PlainLog } from '../../log';
import type { SubscriptionsRepo } from './subscriptions.repo';
import type { SubscriptionRow } from './subscriptions.table';

export const subscriptionRenewalJob = defineJob('subscriptions.renew', z.object({ subscriptionId: z.uuid(), expiredAt: z.iso.datetime({ offset: true }) }), {
  retryLimit: 5,
  retryDelaySeconds: 60,
});

/**
 * How a renewal is paid. A gateway that keeps the fan's card (Stripe) charges it off-session here and
 * answers 'charged'; its confirmation then settles the payment like any other, which extends the period.
 * Without a saved card the renewal waits for the fan: 'needs-payment'.
 */
export type RenewalCharge = (subscription: SubscriptionRow) => Promise<'charged' | 'needs-payment' | 'not-renewable' | 'wallet-short'>;

export type RenewalOutcome = 'stale' | 'cancelled' | 'account-closed' | 'free-trial' | 'charged' | 'needs-payment' | 'not-renewable' | 'wallet-short';

const WHY_NOT: Record<'needs-payment' | 'not-renewable' | 'wallet-short', string> = {
  'needs-payment': 'needs the fan to pay: no saved card to charge',
  'not-renewable': 'is not possible at the current price',
  'wallet-short': "is not paid: the fan's wallet no longer covers the price",
};

export function createSubscriptionRenewer(deps: {
  repo: Pick<SubscriptionsRepo, 'find' | 'eitherAccountClosed'>;
  charge: RenewalCharge;
  log: Pick<PlainLog, 'info' | 'warn'>;
}) {
  async function decide(subscription: SubscriptionRow, expiredAt: string): Promise<RenewalOutcome> {
    if (subscription.cancelledAt) return 'cancelled';
    if (subscription.subscriptionType === 'free') return 'free-trial';
    if (await deps.repo.eitherAccountClosed(subscription)) {
      deps.log.info(`Renewal of subscription ${subscription.id} skipped: the fan or the performer is suspended or deleted; it runs out at ${expiredAt}.`);
      return 'account-closed';
    }
    const outcome = await deps.charge(subscription);
    const about = `subscription ${subscription.id} (fan ${subscription.userId}, performer ${subscription.performerId})`;
    if (outcome === 'charged') deps.log.info(`Renewal of ${about} charged; the gateway's confirmation extends it.`);
    else deps.log.warn(`Renewal of ${about} ${WHY_NOT[outcome]}; it runs out at ${expiredAt}.`);
    return outcome;
  }

  return async function renew(payload: { subscriptionId: string; expiredAt: string }): Promise<RenewalOutcome> {
    const subscription = await deps.repo.find(payload.subscriptionId);
    if (!subscription || subscription.expiredAt.getTime() !== new Date(payload.expiredAt).getTime()) return 'stale';
    return decide(subscription, payload.expiredAt);
  };
}
