// The other side of the fake Stripe: what a fan's browser and Stripe itself do. Stripe.js making a card,
// a fan confirming a PaymentIntent, Stripe renewing a subscription, an operator finishing Connect onboarding;
// each then delivers the webhook Stripe would, signed with the SDK's generateTestHeaderString (or forged).
import Stripe from 'stripe';
import type { FakeStripe } from '../stripe-server';
import { newId, now, type StripeObject } from './stripe-store';

export const TEST_CARDS = { pays: '4242424242424242', declined: '4000000000000002', mastercard: '5555555555554444' } as const;

export type Signing = 'good' | 'forged' | 'none' | 'expired' | 'wrong-secret';
export interface Delivery {
  statusCode: number;
  body: string;
}
/** Hands a webhook to the app: `app.inject` in API tests, an HTTP POST against a running server otherwise. */
export type Deliver = (payload: string, headers: Record<string, string>) => Promise<Delivery>;

const BRANDS: Record<string, string> = { '4': 'visa', '5': 'mastercard', '3': 'amex' };

export function createStripeEvents(fake: FakeStripe, options: { secret: string; deliver: Deliver }) {
  const { store } = fake;

  function signed(payload: string, signing: Signing): Record<string, string> {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (signing === 'none') return headers;
    const secret = signing === 'wrong-secret' ? 'whsec_someone_else' : options.secret;
    const timestamp = signing === 'expired' ? now() - 60 * 60 : now();
    let header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    // A forger who cannot sign keeps a real-looking header but changes the signature.
    if (signing === 'forged') header = header.replace(/v1=([0-9a-f])/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`);
    headers['stripe-signature'] = header;
    return headers;
  }

  /** Delivers one event about `object`; the same event object can be sent again to replay it. */
  async function send(event: StripeObject, signing: Signing = 'good'): Promise<Delivery> {
    const payload = JSON.stringify(event, null, 2);
    return options.deliver(payload, signed(payload, signing));
  }

  const eventOf = (type: string, object: unknown): StripeObject => ({
    id: newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: JSON.parse(JSON.stringify(object)) },
  });

  /** A paid invoice: its subscription runs and its invoice.paid is announced. */
  function invoicePaid(invoice: StripeObject): StripeObject {
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
    const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription;
    const subscription = store.get(subscriptionId)!;
    if (subscription.status === 'incomplete') subscription.status = 'active';
    const shown = { ...invoice };
    // Webhook payloads leave out includable fields, as Stripe's do.
    delete shown.payments;
    delete shown.confirmation_secret;
    return eventOf('invoice.paid', shown);
  }

  return {
    send,
    eventOf,

    /** What Stripe.js gives a browser for a card: a payment method id (never the number). */
    card(number: string = TEST_CARDS.pays, expiry = { month: 12, year: new Date().getFullYear() + 3 }): string {
      return store.put({
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: null,
        card: { brand: BRANDS[number[0]] ?? 'unknown', last4: number.slice(-4), exp_month: expiry.month, exp_year: expiry.year, funding: 'credit' },
        declines: number === TEST_CARDS.declined,
        created: now(),
      }).id;
    },

    /**
     * The fan confirms the PaymentIntent (by its client secret) with a card; Stripe then sends
     * payment_intent.succeeded or .payment_failed, and invoice.paid when the intent paid a subscription's invoice.
     * Answers the events sent, to replay them.
     */
    async pay(clientSecret: string, cardNumber: string = TEST_CARDS.pays, signing: Signing = 'good'): Promise<{ events: StripeObject[]; deliveries: Delivery[] }> {
      const intent = store.get(clientSecret.split('_secret_')[0], 'payment_intent');
      if (!intent || intent.client_secret !== clientSecret) throw new Error(`The fake Stripe has no PaymentIntent for ${clientSecret}`);
      const declined = cardNumber === TEST_CARDS.declined;
      Object.assign(intent, declined ? { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } } : { status: 'succeeded' });
      const events = [eventOf(declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', intent)];
      const invoice = intent.invoice_id ? store.get(String(intent.invoice_id)) : undefined;
      if (invoice && !declined) events.push(invoicePaid(invoice));
      const deliveries = [];
      for (const event of events) deliveries.push(await send(event, signing));
      return { events, deliveries };
    },

    /** Stripe charges the next period of a subscription: a new invoice, paid, and its invoice.paid. */
    async renew(subscriptionId: string, signing: Signing = 'good'): Promise<{ event: StripeObject; delivery: Delivery }> {
      const subscription = store.get(subscriptionId, 'subscription');
      if (!subscription) throw new Error(`The fake Stripe has no subscription ${subscriptionId}`);
      const invoice = store.newInvoice(subscription, 'subscription_cycle');
      const event = invoicePaid(invoice);
      return { event, delivery: await send(event, signing) };
    },

    /** The performer finished Connect onboarding: Stripe enables the account and sends account.updated. */
    async finishOnboarding(accountId: string): Promise<Delivery> {
      const account = store.get(accountId, 'account')!;
      Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
      return send(eventOf('account.updated', account));
    },
  };
}
export type StripeEvents = ReturnType<typeof createStripeEvents>;
