/** @jest-environment node */
// What each verified Stripe event means to us (stripe-gateway.ts), and the Stripe settings read from the
// environment: top-up intents by our payment id, a subscription's first invoice by the id in its metadata, a
// later paid invoice as a renewal, ended subscriptions, Connect accounts, and signatures that do not verify.
import Stripe from 'stripe';
import { loadConfig } from '@/server/config';
import { isTestKey } from '@/server/modules/payments/stripe-client';
import { createStripeGateway } from '@/server/modules/payments/stripe-gateway';
import type { StripeObjects } from '@/server/modules/payments/stripe-objects';
import type { StripeRepo } from '@/server/modules/payments/stripe.repo';

const SECRET = 'whsec_unit_test_secret';
const gateway = createStripeGateway({
  stripe: new Stripe('sk_test_unit'),
  secretKey: 'sk_test_unit',
  webhookSecret: SECRET,
  objects: {} as StripeObjects,
  repo: {} as StripeRepo,
});

function read(type: string, object: object, secret = SECRET) {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return gateway.readStripeEvent(payload, { 'stripe-signature': header });
}
const subscriptionInvoice = (billingReason: string, extra: object = {}) => ({
  id: 'in_1',
  object: 'invoice',
  billing_reason: billingReason,
  amount_paid: 995,
  parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: { paymentId: 'pay-1' } } },
  ...extra,
});

it('settles a top-up intent by our payment id, or by its own id without one', () => {
  expect(read('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', metadata: { paymentId: 'pay-1' } })).toEqual({
    kind: 'settle',
    outcome: { gateway: 'stripe', eventId: 'evt_1', eventType: 'payment_intent.succeeded', payment: { paymentId: 'pay-1' }, status: 'succeeded' },
  });
  expect(read('payment_intent.payment_failed', { id: 'pi_2', object: 'payment_intent', metadata: {} })).toMatchObject({ outcome: { payment: { externalId: 'pi_2' }, status: 'failed' } });
});

it('settles a subscription’s first invoice by the payment id in its metadata, and reads a later one as a renewal', () => {
  expect(read('invoice.paid', subscriptionInvoice('subscription_create'))).toMatchObject({ kind: 'settle', outcome: { payment: { paymentId: 'pay-1' }, status: 'succeeded' } });
  expect(read('invoice.payment_failed', subscriptionInvoice('subscription_create'))).toMatchObject({ kind: 'settle', outcome: { status: 'failed' } });
  expect(read('invoice.paid', subscriptionInvoice('subscription_cycle'))).toEqual({ kind: 'renewal', eventId: 'evt_1', eventType: 'invoice.paid', stripeSubscriptionId: 'sub_1', invoiceId: 'in_1', amount: 995 });
  // A renewal that failed to charge changes nothing: the subscription runs out at its expiry.
  expect(read('invoice.payment_failed', subscriptionInvoice('subscription_cycle'))).toBeNull();
  expect(read('invoice.paid', { id: 'in_2', object: 'invoice', billing_reason: 'manual', parent: null })).toBeNull();
});

it('reads ended subscriptions and Connect accounts, and ignores the rest', () => {
  expect(read('customer.subscription.deleted', { id: 'sub_1', object: 'subscription' })).toEqual({ kind: 'subscription-ended', stripeSubscriptionId: 'sub_1' });
  expect(read('account.updated', { id: 'acct_1', object: 'account', charges_enabled: true, payouts_enabled: false })).toEqual({ kind: 'account', accountId: 'acct_1', active: false });
  expect(read('charge.refunded', { id: 'ch_1', object: 'charge' })).toBeNull();
});

it('throws for a signature made with another secret, or none at all', () => {
  expect(() => read('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', metadata: {} }, 'whsec_other')).toThrow();
  expect(() => gateway.readStripeEvent('{}', {})).toThrow(/Stripe-Signature/);
});

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

it('reads the Stripe settings from the environment', () => {
  const config = loadConfig(env({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_API_URL: 'http://127.0.0.1:9999', SANDBOX_ENABLED: 'true', STRIPE_PUBLISHABLE_KEY: '' }));
  expect(config).toMatchObject({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_API_URL: 'http://127.0.0.1:9999', SANDBOX_ENABLED: true, STRIPE_PUBLISHABLE_KEY: undefined });
  expect(loadConfig(env({})).SANDBOX_ENABLED).toBe(false);
  expect(() => loadConfig(env({ STRIPE_API_URL: 'not a url' }))).toThrow(/STRIPE_API_URL/);
  expect([isTestKey('sk_test_1'), isTestKey('rk_test_1'), isTestKey('sk_live_1')]).toEqual([true, true, false]);
});
