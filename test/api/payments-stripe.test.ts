// Wallet top-ups through Stripe (docs/business-rules.md "Payment gateways", "Wallet and purchases") against the
// local fake: a PaymentIntent carrying our payment id, our own checkout page's data, the wallet credited once on a
// signed webhook, replays and forged, unsigned or expired signatures changing nothing, a declined card crediting
// nothing, Stripe out of reach, and the books after every test.
import { and, eq, sql } from 'drizzle-orm';
import { ledgerTransactions } from '@/server/modules/ledger/ledger.table';
import { gatewayEvents, paymentTransactions } from '@/server/modules/payments/payments.table';
import { users } from '@/server/modules/users/users.table';
import { TEST_CARDS, type Signing } from '../fakes/stripe/stripe-events';
import { FAKE_PUBLISHABLE_KEY, useStripeApp } from '../helpers/stripe-app';

jest.setTimeout(120_000);

const { ctx, db, call, fan } = useStripeApp();
const balanceOf = async (userId: string) => (await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0].balance;
const paymentRow = async (id: string) => (await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0];
const topUpTransactions = async (paymentId: string) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions).where(and(eq(ledgerTransactions.kind, 'top-up'), eq(ledgerTransactions.reference, `payment:${paymentId}`))))[0].n;

/** Starts a top-up and reads its checkout page's data, as the page /payment/stripe/{id} does. */
async function startTopUp(token: string, amount: number) {
  const res = await call('POST', '/payment/wallet/top-up', token, { amount });
  expect(res.statusCode).toBe(200);
  const result = res.json().data;
  const detail = await call('GET', `/payment/${result.paymentId}`, token);
  expect(detail.statusCode).toBe(200);
  return { result, detail: detail.json().data };
}

it('serves the publishable key from the environment and closes the sandbox', async () => {
  const settings = await call('GET', '/settings/public');
  expect(settings.json().data.stripePublishableKey).toBe(FAKE_PUBLISHABLE_KEY);
  const { user, token } = await fan();
  const { result } = await startTopUp(token, 10);
  const sandbox = await call('POST', '/payment/sandbox/confirm', token, { paymentId: result.paymentId, cardNumber: TEST_CARDS.pays });
  expect(sandbox.statusCode).toBe(404);
  expect(await balanceOf(user.id)).toBe(0);
});

it('opens a PaymentIntent carrying our payment id and shows its client secret to the owner only', async () => {
  const { user, token } = await fan();
  const { result, detail } = await startTopUp(token, 25.5);
  expect(result).toEqual({ paymentId: expect.any(String), checkoutUrl: `/payment/stripe/${result.paymentId}`, amount: 25.5, credit: 25.5, discount: 0, status: 'pending', testMode: true });
  expect(detail).toEqual({ paymentId: result.paymentId, type: 'top-up', gateway: 'stripe', status: 'pending', amount: 25.5, credit: 25.5, testMode: true, clientSecret: expect.stringMatching(/^pi_.+_secret_/) });

  const row = await paymentRow(result.paymentId);
  const intent = ctx().stripe.store.get(row.externalId!, 'payment_intent')!;
  expect(intent).toMatchObject({ amount: 2550, currency: 'usd', metadata: { paymentId: result.paymentId }, client_secret: detail.clientSecret });
  const created = ctx().stripe.store.requests.find((r) => r.path === '/v1/payment_intents' && (r.form.metadata as Record<string, string>)?.paymentId === result.paymentId)!;
  expect(created.idempotencyKey).toBe(`checkout:${result.paymentId}`);
  // One Customer per fan, however many payments.
  await startTopUp(token, 5);
  expect(ctx().stripe.store.all('customer').filter((c) => (c.metadata as Record<string, string>).userId === user.id)).toHaveLength(1);

  const { token: otherToken } = await fan();
  expect((await call('GET', `/payment/${result.paymentId}`, otherToken)).statusCode).toBe(404);
  expect((await call('GET', `/payment/${crypto.randomUUID()}`, token)).statusCode).toBe(404);
  expect((await call('GET', '/payment/not-an-id', token)).statusCode).toBe(422);
  expect((await call('GET', `/payment/${result.paymentId}`)).statusCode).toBe(401);
});

it('credits the wallet once on the signed webhook; replays, one after another or together, change nothing', async () => {
  const { user, token } = await fan();
  const { result, detail } = await startTopUp(token, 40);
  const { events, deliveries } = await ctx().events.pay(detail.clientSecret);
  expect(deliveries.map((d) => d.statusCode)).toEqual([200]);
  expect(await balanceOf(user.id)).toBe(4000);

  for (let i = 0; i < 2; i++) expect((await ctx().events.send(events[0])).statusCode).toBe(200);
  const parallel = await Promise.all(Array.from({ length: 5 }, () => ctx().events.send(events[0])));
  expect(parallel.every((d) => d.statusCode === 200)).toBe(true);
  expect(await balanceOf(user.id)).toBe(4000);
  expect(await topUpTransactions(result.paymentId)).toBe(1);
  expect(await db().select().from(gatewayEvents).where(eq(gatewayEvents.eventId, events[0].id))).toHaveLength(1);
  expect(await paymentRow(result.paymentId)).toMatchObject({ status: 'succeeded', gateway: 'stripe', credit: 4000, transactionId: expect.any(String) });
  // Paid: the page no longer gets a secret to pay with.
  expect((await call('GET', `/payment/${result.paymentId}`, token)).json().data).toMatchObject({ status: 'succeeded', clientSecret: null });
});

it.each<Signing>(['forged', 'none', 'expired', 'wrong-secret'])('refuses a webhook signed %s with 400 and changes nothing', async (signing) => {
  const { user, token } = await fan();
  const { result, detail } = await startTopUp(token, 30);
  const { events, deliveries } = await ctx().events.pay(detail.clientSecret, TEST_CARDS.pays, signing);
  expect(deliveries[0].statusCode).toBe(400);
  expect(JSON.parse(deliveries[0].body).message).toMatch(/signature did not verify/);
  expect(await balanceOf(user.id)).toBe(0);
  expect(await paymentRow(result.paymentId)).toMatchObject({ status: 'pending', transactionId: null });
  expect(await db().select().from(gatewayEvents).where(eq(gatewayEvents.eventId, events[0].id))).toHaveLength(0);
  // The genuine delivery still counts afterwards.
  expect((await ctx().events.send(events[0])).statusCode).toBe(200);
  expect(await balanceOf(user.id)).toBe(3000);
});

it('refuses a signed body someone changed after signing', async () => {
  const { user, token } = await fan();
  const { detail } = await startTopUp(token, 12);
  const intentId = detail.clientSecret.split('_secret_')[0];
  const event = ctx().events.eventOf('payment_intent.succeeded', { ...ctx().stripe.store.get(intentId), status: 'succeeded' });
  const payload = JSON.stringify(event);
  const { 'stripe-signature': signature } = await captureHeaders(payload);
  const tampered = payload.replace('"amount":1200', '"amount":120000');
  expect(tampered).not.toBe(payload);
  const res = await ctx().app.inject({ method: 'POST', url: '/api/payment/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: tampered });
  expect(res.statusCode).toBe(400);
  expect(await balanceOf(user.id)).toBe(0);
});

it('marks a declined payment failed and credits nothing, even if a success arrives later', async () => {
  const { user, token } = await fan();
  const { result, detail } = await startTopUp(token, 20);
  const declined = await ctx().events.pay(detail.clientSecret, TEST_CARDS.declined);
  expect(declined.events[0].type).toBe('payment_intent.payment_failed');
  expect(declined.deliveries[0].statusCode).toBe(200);
  expect(await paymentRow(result.paymentId)).toMatchObject({ status: 'failed', transactionId: null });
  await ctx().events.pay(detail.clientSecret, TEST_CARDS.pays);
  expect(await balanceOf(user.id)).toBe(0);
  expect(await topUpTransactions(result.paymentId)).toBe(0);
});

it('acknowledges events it has no use for, and payments it does not know, without changing anything', async () => {
  const unknownIntent = ctx().events.eventOf('payment_intent.succeeded', { id: 'pi_nobody', object: 'payment_intent', metadata: {} });
  expect((await ctx().events.send(unknownIntent)).statusCode).toBe(200);
  expect((await ctx().events.send(ctx().events.eventOf('charge.refunded', { id: 'ch_1', object: 'charge' }))).statusCode).toBe(200);
});

it('answers 503 and charges nothing when Stripe is out of reach', async () => {
  const { user, token } = await fan();
  ctx().stripe.failing = true;
  const res = await call('POST', '/payment/wallet/top-up', token, { amount: 10 });
  expect(res.statusCode).toBe(503);
  expect(res.json().message).toMatch(/could not be reached/);
  const rows = await db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, user.id));
  expect(rows.map((r) => r.status)).toEqual(['failed']);
});

/** The headers the fake signs a payload with, to tamper with the body afterwards. */
async function captureHeaders(payload: string): Promise<Record<string, string>> {
  const Stripe = (await import('stripe')).default;
  const { FAKE_WEBHOOK_SECRET } = await import('../fakes/stripe-server');
  return { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET }) };
}
