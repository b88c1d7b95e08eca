// Subscriptions through Stripe (docs/business-rules.md "Subscriptions") against the local fake: one Customer per fan, a
// Stripe Subscription with an inline price whose first invoice the fan pays on our page, activation once on the
// signed webhooks, renewal by Stripe's invoice.paid for the next period (our renewal job then waits), cancelling
// at Stripe at the period end, a declined first payment, and the books after every test.
import { and, eq } from 'drizzle-orm';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { stripeSubscriptions } from '@/server/modules/payments/stripe.table';
import { subscriptionPeriods, subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { TEST_CARDS } from '../fakes/stripe/stripe-events';
import { createPerformer } from '../factories/users';
import { useStripeApp } from '../helpers/stripe-app';

jest.setTimeout(120_000);
const DAY_MS = 24 * 60 * 60 * 1000;

const { ctx, db, call, fan } = useStripeApp();
const pairRow = async (userId: string, performerId: string) =>
  (await db().select().from(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performerId))))[0];
const periodsOf = (userId: string, performerId: string) =>
  db().select().from(subscriptionPeriods).where(and(eq(subscriptionPeriods.userId, userId), eq(subscriptionPeriods.performerId, performerId)));
const paymentsOf = (userId: string) => db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, userId));
const stripeRowOf = async (userId: string) => (await db().select().from(stripeSubscriptions).where(eq(stripeSubscriptions.userId, userId)))[0];
const expectAbout = (actual: Date, expected: number) => expect(Math.abs(actual.getTime() - expected)).toBeLessThan(60_000);

/** Subscribes through Stripe and answers the payment and its checkout page's client secret. */
async function subscribeWithStripe(token: string, performerId: string, type: 'monthly' | 'yearly' = 'monthly') {
  const res = await call('POST', '/payment/subscribe/performers', token, { performerId, type });
  expect(res.statusCode).toBe(200);
  const result = res.json().data;
  expect(result.checkoutUrl).toBe(`/payment/stripe/${result.paymentId}`);
  // The tests run Stripe on test keys: no real money moves, and the answer says so.
  expect(result.testMode).toBe(true);
  const detail = (await call('GET', `/payment/${result.paymentId}`, token)).json().data;
  expect(detail).toMatchObject({ type: 'subscription', gateway: 'stripe', status: 'pending', clientSecret: expect.stringMatching(/^pi_/) });
  return { paymentId: result.paymentId as string, clientSecret: detail.clientSecret as string };
}

it('makes one Customer per fan and a Stripe Subscription with an inline price for each subscription', async () => {
  const owner = await createPerformer(db());
  const other = await createPerformer(db());
  const { user, token } = await fan();
  const { paymentId } = await subscribeWithStripe(token, owner.id, 'monthly');
  await subscribeWithStripe(token, other.id, 'yearly');

  const customers = ctx().stripe.store.all('customer').filter((c) => (c.metadata as Record<string, string>).userId === user.id);
  expect(customers).toHaveLength(1);
  const created = ctx().stripe.store.requests.filter((r) => r.path === '/v1/subscriptions' && r.method === 'POST' && r.form.customer === customers[0].id);
  expect(created).toHaveLength(2);
  expect(created[0].form).toMatchObject({
    payment_behavior: 'default_incomplete',
    metadata: { paymentId, performerId: owner.id, subscriptionType: 'monthly' },
    items: [{ price_data: { currency: 'usd', unit_amount: '995', recurring: { interval: 'day', interval_count: '30' } } }],
    expand: expect.arrayContaining(['latest_invoice.confirmation_secret']),
  });
  expect(created[1].form).toMatchObject({ items: [{ price_data: { unit_amount: '9995', recurring: { interval: 'day', interval_count: '365' } } }] });
  // Nothing runs before Stripe confirms.
  expect(await pairRow(user.id, owner.id)).toBeUndefined();
});

it('activates once on the signed webhooks, and Stripe renewing extends it from the current expiry, once', async () => {
  const owner = await createPerformer(db());
  const { user, token } = await fan();
  const { paymentId, clientSecret } = await subscribeWithStripe(token, owner.id);
  const paid = await ctx().events.pay(clientSecret);
  expect(paid.events.map((e) => e.type)).toEqual(['payment_intent.succeeded', 'invoice.paid']);
  expect(paid.deliveries.map((d) => d.statusCode)).toEqual([200, 200]);
  for (const event of paid.events) expect((await ctx().events.send(event)).statusCode).toBe(200);

  const first = await pairRow(user.id, owner.id);
  expect(first).toMatchObject({ subscriptionType: 'monthly', status: 'active', price: 995 });
  expectAbout(first.expiredAt, Date.now() + 30 * DAY_MS);
  expect(await periodsOf(user.id, owner.id)).toHaveLength(1);
  expect(await db().select().from(earnings).where(eq(earnings.userId, user.id))).toHaveLength(1);
  expect((await paymentsOf(user.id)).find((p) => p.id === paymentId)).toMatchObject({ status: 'succeeded', gateway: 'stripe' });
  const stripeRow = await stripeRowOf(user.id);
  expect(stripeRow.status).toBe('active');

  // At expiry our renewal job leaves the charge to Stripe and opens no payment of its own.
  const renew = ctx().app.services.subscriptions.renew;
  expect(await renew({ subscriptionId: first.id, expiredAt: first.expiredAt.toISOString() })).toBe('charged');
  expect(await paymentsOf(user.id)).toHaveLength(1);

  const renewal = await ctx().events.renew(stripeRow.stripeId);
  expect(renewal.delivery.statusCode).toBe(200);
  expect((await ctx().events.send(renewal.event)).statusCode).toBe(200);
  const renewed = await pairRow(user.id, owner.id);
  expect(renewed.expiredAt.getTime()).toBe(first.expiredAt.getTime() + 30 * DAY_MS);
  expect(await periodsOf(user.id, owner.id)).toHaveLength(2);
  const payments = await paymentsOf(user.id);
  expect(payments).toHaveLength(2);
  expect(payments.every((p) => p.status === 'succeeded' && p.gateway === 'stripe' && p.amount === 995)).toBe(true);
  expect(await db().select().from(earnings).where(eq(earnings.userId, user.id))).toHaveLength(2);
});

it('cancels at Stripe at the period end; access lasts until expiry, and the sandbox cannot cancel it', async () => {
  const owner = await createPerformer(db());
  const { user, token } = await fan();
  const { clientSecret } = await subscribeWithStripe(token, owner.id);
  await ctx().events.pay(clientSecret);
  const row = await pairRow(user.id, owner.id);
  const stripeId = (await stripeRowOf(user.id)).stripeId;

  expect((await call('POST', `/payment/sandbox/cancel-subscription/${row.id}`, token)).statusCode).toBe(422);
  const { token: otherToken } = await fan();
  expect((await call('POST', `/payment/stripe/cancel-subscription/${row.id}`, otherToken)).statusCode).toBe(404);
  expect(ctx().stripe.store.get(stripeId)).toMatchObject({ cancel_at_period_end: false });

  const res = await call('POST', `/payment/stripe/cancel-subscription/${row.id}`, token);
  expect(res.statusCode).toBe(200);
  expect(ctx().stripe.store.get(stripeId)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
  expect(await stripeRowOf(user.id)).toMatchObject({ status: 'cancelling' });
  const cancelled = await pairRow(user.id, owner.id);
  expect(cancelled.cancelledAt).not.toBeNull();
  expect(cancelled.expiredAt).toEqual(row.expiredAt);
  // A second cancel answers the same and asks Stripe nothing more.
  const updates = () => ctx().stripe.store.requests.filter((r) => r.path === `/v1/subscriptions/${stripeId}`).length;
  const before = updates();
  expect((await call('POST', `/payment/stripe/cancel-subscription/${row.id}`, token)).statusCode).toBe(200);
  expect(updates()).toBe(before);
  expect(await ctx().app.services.subscriptions.renew({ subscriptionId: row.id, expiredAt: row.expiredAt.toISOString() })).toBe('cancelled');
});

it('changes nothing here when Stripe cannot be reached to cancel', async () => {
  const owner = await createPerformer(db());
  const { user, token } = await fan();
  await ctx().events.pay((await subscribeWithStripe(token, owner.id)).clientSecret);
  const row = await pairRow(user.id, owner.id);
  ctx().stripe.failing = true;
  const res = await call('POST', `/payment/stripe/cancel-subscription/${row.id}`, token);
  expect(res.statusCode).toBe(503);
  expect((await pairRow(user.id, owner.id)).cancelledAt).toBeNull();
  expect((await stripeRowOf(user.id)).status).toBe('active');
});

it('starts nothing when the first payment is declined', async () => {
  const owner = await createPerformer(db());
  const { user, token } = await fan();
  const { paymentId, clientSecret } = await subscribeWithStripe(token, owner.id);
  const declined = await ctx().events.pay(clientSecret, TEST_CARDS.declined);
  expect(declined.deliveries.map((d) => d.statusCode)).toEqual([200]);
  expect(await pairRow(user.id, owner.id)).toBeUndefined();
  expect((await paymentsOf(user.id)).find((p) => p.id === paymentId)?.status).toBe('failed');
});

it('ignores a renewal invoice for a subscription it never made', async () => {
  const invoice = { id: 'in_unknown', object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 995, parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_unknown', metadata: {} } } };
  expect((await ctx().events.send(ctx().events.eventOf('invoice.paid', invoice))).statusCode).toBe(200);
});
