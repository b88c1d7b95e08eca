// Stripe's webhooks (POST /payment/stripe/webhook): verified by the gateway, then applied once. Payments settle
// through the one settlement (its gateway_events row makes a replay change nothing); a paid renewal invoice
// becomes a subscription payment of its own, made and settled in one transaction. A refunded charge reverses what
// its payment delivered through the refunds (payment-refunds.ts), once per refunded total. Each event is verified
// with the webhook secret in the settings now (current-gateway.ts); a payment keeps the gateway it was made with,
// so one opened before the keys changed is still found and settled.
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { Log } from '../../log';
import type { StripeInUse } from './current-gateway';
import type { PaymentRefunds, Refunded } from './payment-refunds';
import type { PaymentSettlement } from './payment-settlement';
import { createPaymentsRepo } from './payments.repo';
import type { Stripe } from './stripe-client';
import type { StripeEventReading } from './stripe-gateway';
import { createStripeRepo } from './stripe.repo';

const idOf = (value: string | { id?: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

export type WebhookResult = 'applied' | 'ignored';

export const STRIPE_NOT_SET_UP = 'Stripe is not set up on this site, so it sends no webhooks here.';

export function createStripeWebhooks(deps: { db: Db; stripe: () => Promise<StripeInUse | null>; settlement: PaymentSettlement; refunds: PaymentRefunds; log?: Pick<Log, 'error'> }) {
  const { db, settlement } = deps;
  const stripeRepo = createStripeRepo(db);

  /**
   * Our payment for a renewal Stripe charged: a renewal payment is known by its invoice, and a charge names only
   * its PaymentIntent, so Stripe is asked which invoice that intent paid.
   */
  async function renewalPaidBy(stripe: Stripe, intentId: string, customerId: string | null): Promise<string | null> {
    const customer = customerId ? await stripeRepo.findObjectByStripeId(customerId) : null;
    if (!customer || customer.kind !== 'customer') return null;
    const paid = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: intentId }, limit: 1 });
    const invoiceId = idOf(paid.data[0]?.invoice);
    if (!invoiceId) return null;
    const payment = await createPaymentsRepo(db).findByIdempotencyKey(customer.userId, `stripe-invoice:${invoiceId}`);
    return payment?.id ?? null;
  }

  /** A refund that ended a subscription's access also ends its Stripe subscription, so Stripe charges no more. */
  async function stopRenewing(stripe: Stripe, refunded: Refunded): Promise<void> {
    const stripeSubscriptionId = refunded.payment.details.stripeSubscriptionId;
    if (!refunded.reversal?.endedAccess || typeof stripeSubscriptionId !== 'string') return;
    try {
      await stripe.subscriptions.cancel(stripeSubscriptionId);
      await stripeRepo.setSubscriptionStatus(stripeSubscriptionId, 'cancelled');
    } catch (err) {
      deps.log?.error({ err, stripeSubscriptionId, paymentId: refunded.payment.id }, 'A refunded subscription could not be cancelled at Stripe; cancel it there so it is not charged again');
    }
  }

  async function refund(stripe: Stripe, reading: Extract<StripeEventReading, { kind: 'refund' }>): Promise<WebhookResult> {
    const event = { gateway: 'stripe' as const, eventId: reading.eventId, eventType: reading.eventType, refundedTotal: reading.refundedTotal };
    let refunded = await deps.refunds.refund({ ...event, payment: { externalId: reading.intentId } });
    if (!refunded) {
      const paymentId = await renewalPaidBy(stripe, reading.intentId, reading.customerId);
      // A charge we never took (made at Stripe directly, or another site's): nothing here to reverse.
      if (!paymentId) return 'ignored';
      refunded = await deps.refunds.refund({ ...event, payment: { paymentId } });
    }
    if (!refunded?.changed) return 'ignored';
    await stopRenewing(stripe, refunded);
    return 'applied';
  }

  async function renew(reading: Extract<StripeEventReading, { kind: 'renewal' }>): Promise<WebhookResult> {
    const subscription = await stripeRepo.findSubscription(reading.stripeSubscriptionId);
    if (!subscription) return 'ignored';
    const result = await db.transaction(async (tx) => {
      const repo = createPaymentsRepo(tx);
      const idempotencyKey = `stripe-invoice:${reading.invoiceId}`;
      const payment =
        (await repo.insertPending({
          userId: subscription.userId,
          gateway: 'stripe',
          type: 'subscription',
          amount: reading.amount,
          credit: reading.amount,
          idempotencyKey,
          details: { performerId: subscription.performerId, subscriptionType: subscription.subscriptionType, stripeSubscriptionId: subscription.stripeId, stripeInvoiceId: reading.invoiceId },
        })) ?? (await repo.findByIdempotencyKey(subscription.userId, idempotencyKey))!;
      return settlement.settleIn(tx, { gateway: 'stripe', eventId: reading.eventId, eventType: reading.eventType, payment: { paymentId: payment.id }, status: 'succeeded' });
    });
    if (result) settlement.afterCommit(result);
    return result?.changed ? 'applied' : 'ignored';
  }

  return {
    /** Throws when Stripe is not set up or the signature does not verify (the route answers 400); unknown events are ignored. */
    async handle(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookResult> {
      const stripe = await deps.stripe();
      if (!stripe) throw badRequest(STRIPE_NOT_SET_UP);
      let reading: StripeEventReading;
      try {
        reading = stripe.gateway.readStripeEvent(rawBody, headers);
      } catch {
        // Nothing is written for an event whose signature (or timestamp) does not verify.
        throw badRequest('The webhook signature did not verify, so the event was ignored.');
      }
      if (!reading) return 'ignored';
      switch (reading.kind) {
        case 'settle': {
          const settled = await settlement.settle(reading.outcome);
          if (settled && !settled.changed && reading.outcome.status === 'succeeded' && settled.payment.status === 'failed') {
            // Our checkout never confirms a payment again after a decline; if someone did, a person must refund it.
            deps.log?.error({ paymentId: settled.payment.id, eventId: reading.outcome.eventId }, 'Stripe took a payment that had already failed here; refund it at Stripe');
          }
          if (!settled?.changed) return 'ignored';
          const stripeSubscriptionId = settled.payment.details.stripeSubscriptionId;
          if (typeof stripeSubscriptionId === 'string') {
            await stripeRepo.setSubscriptionStatus(stripeSubscriptionId, settled.payment.status === 'succeeded' ? 'active' : 'cancelled');
          }
          return 'applied';
        }
        case 'renewal':
          return renew(reading);
        case 'refund':
          return refund(stripe.client, reading);
        case 'subscription-ended':
          await stripeRepo.setSubscriptionStatus(reading.stripeSubscriptionId, 'cancelled');
          return 'applied';
        case 'account':
          await stripeRepo.setObjectStatus(reading.accountId, reading.active ? 'active' : 'onboarding');
          return 'applied';
      }
    },
  };
}
export type StripeWebhooks = ReturnType<typeof createStripeWebhooks>;
