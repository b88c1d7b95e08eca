// Stripe as a PaymentGateway (docs/business-rules.md "Payment gateways"). Top-ups are PaymentIntents carrying our payment id
// in metadata; subscriptions are Stripe Subscriptions (inline price, first invoice left incomplete) whose
// first invoice's PaymentIntent the fan confirms on our page /payment/stripe/{id}. Webhooks are verified with
// the SDK; the outcome names our payment and the settlement applies it once.
import type { Checkout, CheckoutRequest, GatewayOutcome, PaymentGateway } from './payment-gateway';
import { isTestKey, type Stripe } from './stripe-client';
import type { StripeObjects } from './stripe-objects';
import type { StripeRepo } from './stripe.repo';

export const stripeCheckoutPath = (paymentId: string) => `/payment/stripe/${paymentId}`;

/** What a verified Stripe event asks of us. */
export type StripeEventReading =
  | { kind: 'settle'; outcome: GatewayOutcome }
  /** An invoice for a later period was paid: a new payment, settled at once, extends the subscription. */
  | { kind: 'renewal'; eventId: string; eventType: string; stripeSubscriptionId: string; invoiceId: string; amount: number }
  | { kind: 'subscription-ended'; stripeSubscriptionId: string }
  /** A charge was refunded, in part or in full: `refundedTotal` is all of its refunds together (minor units). */
  | { kind: 'refund'; eventId: string; eventType: string; intentId: string; customerId: string | null; refundedTotal: number }
  | { kind: 'account'; accountId: string; active: boolean }
  | null;

export interface StripeGateway extends PaymentGateway {
  readonly name: 'stripe';
  readonly stripe: Stripe;
  readStripeEvent(rawBody: string | Buffer, headers: Record<string, string | string[] | undefined>): StripeEventReading;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
/** A PaymentIntent's client secret is "<intent id>_secret_<...>". */
const intentOfSecret = (secret: string | null | undefined) => (secret?.includes('_secret_') ? secret.split('_secret_')[0] : null);

function firstInvoiceIntent(invoice: Stripe.Invoice): string | null {
  const paid = invoice.payments?.data?.[0]?.payment?.payment_intent;
  return idOf(paid as string | { id: string } | undefined) ?? intentOfSecret(invoice.confirmation_secret?.client_secret);
}

export function createStripeGateway(deps: { stripe: Stripe; secretKey: string; webhookSecret?: string; objects: StripeObjects; repo: StripeRepo }): StripeGateway {
  const { stripe, objects } = deps;

  async function openSubscription(request: CheckoutRequest, recurring: NonNullable<CheckoutRequest['recurring']>): Promise<Checkout> {
    if (!request.userId) throw new Error('A Stripe subscription needs the paying user.');
    const [customer, product] = await Promise.all([objects.customerOf(request.userId), objects.productOf(recurring.performerId)]);
    const subscription = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price_data: { currency: request.currency, unit_amount: request.amount, product, recurring: { interval: 'day', interval_count: recurring.days } } }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
        metadata: { paymentId: request.paymentId, performerId: recurring.performerId, subscriptionType: recurring.subscriptionType },
        // The API version in use names the first invoice's PaymentIntent through its confirmation secret.
        expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
      },
      { idempotencyKey: `checkout:${request.paymentId}` },
    );
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const intentId = invoice ? firstInvoiceIntent(invoice) : null;
    const clientSecret = invoice?.confirmation_secret?.client_secret;
    if (!intentId || !clientSecret) throw new Error(`Stripe subscription ${subscription.id} came without a payment to confirm.`);
    await deps.repo.insertSubscription({ stripeId: subscription.id, userId: request.userId, performerId: recurring.performerId, subscriptionType: recurring.subscriptionType });
    return { externalId: intentId, checkoutUrl: stripeCheckoutPath(request.paymentId), clientSecret, details: { stripeSubscriptionId: subscription.id } };
  }

  function readStripeEvent(rawBody: string | Buffer, headers: Record<string, string | string[] | undefined>): StripeEventReading {
    const signature = headers['stripe-signature'];
    if (!deps.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set, so no webhook can be verified.');
    if (typeof signature !== 'string') throw new Error('The Stripe-Signature header is missing.');
    const event = stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret);
    const settle = (payment: GatewayOutcome['payment'], status: GatewayOutcome['status']): StripeEventReading => ({
      kind: 'settle',
      outcome: { gateway: 'stripe', eventId: event.id, eventType: event.type, payment, status },
    });

    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        const status = event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed';
        return settle(intent.metadata?.paymentId ? { paymentId: intent.metadata.paymentId } : { externalId: intent.id }, status);
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        const subscriptionId = idOf(details?.subscription);
        if (!subscriptionId) return null;
        const status = event.type === 'invoice.paid' ? 'succeeded' : 'failed';
        if (invoice.billing_reason === 'subscription_create') {
          const paymentId = details?.metadata?.paymentId;
          const intentId = firstInvoiceIntent(invoice);
          if (paymentId) return settle({ paymentId }, status);
          return intentId ? settle({ externalId: intentId }, status) : null;
        }
        // A later period that failed to charge just lets the subscription run out at its expiry.
        if (event.type !== 'invoice.paid' || invoice.billing_reason !== 'subscription_cycle') return null;
        return { kind: 'renewal', eventId: event.id, eventType: event.type, stripeSubscriptionId: subscriptionId, invoiceId: invoice.id!, amount: invoice.amount_paid };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const intentId = idOf(charge.payment_intent);
        // Only charges of PaymentIntents are ours: every payment we open is one.
        if (!intentId) return null;
        return { kind: 'refund', eventId: event.id, eventType: event.type, intentId, customerId: idOf(charge.customer), refundedTotal: charge.amount_refunded };
      }
      case 'customer.subscription.deleted':
        return { kind: 'subscription-ended', stripeSubscriptionId: event.data.object.id };
      case 'account.updated': {
        const account = event.data.object;
        return { kind: 'account', accountId: account.id, active: !!account.charges_enabled && !!account.payouts_enabled };
      }
      default:
        return null;
    }
  }

  return {
    name: 'stripe',
    testMode: isTestKey(deps.secretKey),
    stripe,
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      if (request.recurring) return openSubscription(request, request.recurring);
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency,
          description: request.description,
          allowed_payment_method_types: ['card'],
          metadata: { paymentId: request.paymentId },
          ...(request.userId ? { customer: await objects.customerOf(request.userId) } : {}),
        },
        { idempotencyKey: `checkout:${request.paymentId}` },
      );
      if (!intent.client_secret) throw new Error(`Stripe PaymentIntent ${intent.id} came without a client secret.`);
      return { externalId: intent.id, checkoutUrl: stripeCheckoutPath(request.paymentId), clientSecret: intent.client_secret };
    },
    readStripeEvent,
    async readEvent(rawBody, headers) {
      const reading = readStripeEvent(rawBody, headers);
      return reading?.kind === 'settle' ? reading.outcome : null;
    },
  };
}
