// Renewal at the end of a paid period (docs/business-rules.md "Subscriptions"). Each activation sends a job for the moment
// the period ends; the handler acts only on a subscription still ending at exactly that moment, so a period
// extended since, or a job run twice, does nothing more. Cancelled subscriptions and free trials just run out.
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
export type RenewalCharge = (subscription: SubscriptionRow) => Promise<'charged' | 'needs-payment' | 'not-renewable'>;

export type RenewalOutcome = 'stale' | 'cancelled' | 'free-trial' | 'charged' | 'needs-payment' | 'not-renewable';

export function createSubscriptionRenewer(deps: {
  repo: Pick<SubscriptionsRepo, 'find' | 'recountSubscribers'>;
  charge: RenewalCharge;
  log: Pick<PlainLog, 'info' | 'warn'>;
}) {
  async function decide(subscription: SubscriptionRow, expiredAt: string): Promise<RenewalOutcome> {
    if (subscription.cancelledAt) return 'cancelled';
    if (subscription.subscriptionType === 'free') return 'free-trial';
    const outcome = await deps.charge(subscription);
    const about = `subscription ${subscription.id} (fan ${subscription.userId}, performer ${subscription.performerId})`;
    if (outcome === 'charged') deps.log.info(`Renewal of ${about} charged; the gateway's confirmation extends it.`);
    else deps.log.warn(`Renewal of ${about} ${outcome === 'needs-payment' ? 'needs the fan to pay: no saved card to charge' : 'is not possible at the current price'}; it runs out at ${expiredAt}.`);
    return outcome;
  }

  return async function renew(payload: { subscriptionId: string; expiredAt: string }): Promise<RenewalOutcome> {
    const subscription = await deps.repo.find(payload.subscriptionId);
    if (!subscription || subscription.expiredAt.getTime() !== new Date(payload.expiredAt).getTime()) return 'stale';
    const outcome = await decide(subscription, payload.expiredAt);
    // The period has ended whatever happens next, so the performer's subscriber count stops counting it;
    // a renewal the gateway confirms later counts it again when it extends the subscription.
    await deps.repo.recountSubscribers(subscription.performerId, new Date());
    return outcome;
  };
}
