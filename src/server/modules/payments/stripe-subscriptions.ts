// What subscriptions ask of Stripe once they are paid through it: Stripe renews them itself (its invoice.paid
// for the next period extends ours, see stripe-webhooks.ts), and cancelling stops Stripe at the period end.
// Stripe is the one the settings name now: once its secret key is cleared nothing can be asked of it, yet Stripe
// keeps running (and charging) the subscriptions it has, so renewals still wait for it and a cancel is logged for a
// person to finish at Stripe.
import { serviceUnavailable } from '../../http/errors';
import type { Log } from '../../log';
import type { StripeInUse } from './current-gateway';
import type { StripeRepo } from './stripe.repo';

export function createStripeSubscriptions(deps: { stripe: () => Promise<StripeInUse | null>; repo: StripeRepo; log?: Pick<Log, 'error'> }) {
  const { repo } = deps;
  return {
    /** True when Stripe charges the next period of this pair's subscription (our renewal job then waits). */
    renewsAtStripe: (userId: string, performerId: string) => repo.hasActiveSubscription(userId, performerId),

    /** Stops every Stripe subscription of the pair: a paid one at its period end, an unpaid one at once. */
    async cancelAtStripe(userId: string, performerId: string): Promise<void> {
      const live = await repo.liveSubscriptionsOf(userId, performerId);
      if (live.length === 0) return;
      const stripe = (await deps.stripe())?.client;
      if (!stripe) {
        deps.log?.error({ userId, performerId, stripeSubscriptionIds: live.map((s) => s.stripeId) }, 'Stripe has no key here, so a cancelled subscription still runs at Stripe; cancel it there');
        return;
      }
      for (const subscription of live) {
        try {
          if (subscription.status === 'active') {
            await stripe.subscriptions.update(subscription.stripeId, { cancel_at_period_end: true });
            await repo.setSubscriptionStatus(subscription.stripeId, 'cancelling');
          } else {
            await stripe.subscriptions.cancel(subscription.stripeId);
            await repo.setSubscriptionStatus(subscription.stripeId, 'cancelled');
          }
        } catch (err) {
          deps.log?.error({ err, stripeSubscriptionId: subscription.stripeId }, 'Stripe did not cancel a subscription');
          throw serviceUnavailable('Stripe could not be reached to stop the renewal. Nothing was changed; please try again.');
        }
      }
    },
  };
}
export type StripeSubscriptions = ReturnType<typeof createStripeSubscriptions>;
