// Our users' objects at Stripe, each created once: Stripe's idempotency key (named after the user) makes two
// requests racing to create one get the same object, and the unique row keeps the first we saw.
import type { Stripe } from './stripe-client';
import type { StripeRepo } from './stripe.repo';

export function createStripeObjects(deps: { stripe: Stripe; repo: StripeRepo }) {
  const { stripe, repo } = deps;
  return {
    /** The fan's Customer: their cards and subscriptions hang on it. */
    async customerOf(userId: string): Promise<string> {
      const known = await repo.findObject(userId, 'customer');
      if (known) return known.stripeId;
      const contact = await repo.userContact(userId);
      const customer = await stripe.customers.create(
        { email: contact?.email, name: contact?.name, metadata: { userId } },
        { idempotencyKey: `customer:${userId}` },
      );
      return (await repo.keepObject({ userId, kind: 'customer', stripeId: customer.id })).stripeId;
    },

    /** The customer id when the fan has one already; cards are listed without making one. */
    async existingCustomerOf(userId: string): Promise<string | null> {
      return (await repo.findObject(userId, 'customer'))?.stripeId ?? null;
    },

    /** The performer's Product, which their subscriptions' inline prices belong to. */
    async productOf(performerId: string): Promise<string> {
      const known = await repo.findObject(performerId, 'product');
      if (known) return known.stripeId;
      const contact = await repo.userContact(performerId);
      const product = await stripe.products.create(
        { name: `Subscription to ${contact?.name ?? 'a performer'}`, metadata: { performerId } },
        { idempotencyKey: `product:${performerId}` },
      );
      return (await repo.keepObject({ userId: performerId, kind: 'product', stripeId: product.id })).stripeId;
    },
  };
}
export type StripeObjects = ReturnType<typeof createStripeObjects>;
