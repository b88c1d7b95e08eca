// What subscriptions ask of Stripe once they are paid through it: Stripe renews them itself (its invoice.paid
// for the next period extends ours, see stripe-webhooks.ts), and cancelling stops Stripe at the period end.
import { serviceUnavailable } from '../../http/errors';
import type { Log } from '../../log';
import type { Stripe } from './stripe-client';
import type { StripeRepo } from './stripe.repo';

export function createStripeSubscriptions(deps: { stripe: Stripe; repo: StripeRepo; log?: Pick<Log, 'error'> }) {
  const { stripe, repo } = deps;
  return {
    /** True when Stripe charges the next period of this pair's subscription (our renewal job then waits). */
    renewsAtStripe: (userId: string, performerId: string) => repo.hasActiveSubscription(userId, performerId),

    /** Stops every Stripe subscription of the pair: a paid one at its period end, an unpaid one at once. */
    async cancelAtStripe(userId: string, performerId: string): Promise<void> {
      for (const subscription of await repo.liveSubscriptionsOf(userId, performerId)) {
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
