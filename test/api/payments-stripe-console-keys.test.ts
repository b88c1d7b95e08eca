// Stripe keys set in the admin console take effect on the running app (docs/admin.md "Where a setting comes
// from", docs/money.md "Stripe"): an app that started on the sandbox sends top-ups to the (fake) Stripe once an
// admin sets the keys, credits them on webhooks signed with the console's secret, verifies payments opened before
// a new webhook secret (their refunds too) with the new one, and goes back to the sandbox when the key is cleared.
import { eq } from 'drizzle-orm';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { STRIPE_NOT_SET_UP } from '@/server/modules/payments/stripe-webhooks';
import { users } from '@/server/modules/users/users.table';
import { createStripeEvents } from '../fakes/stripe/stripe-events';
import { newId } from '../fakes/stripe/stripe-store';
import { FAKE_STRIPE_KEY, startFakeStripeServer, type FakeStripe } from '../fakes/stripe-server';
import { authHeader, createAdmin, createPerformer, createUser, loginAs } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

const CONSOLE_WEBHOOK_SECRET = 'whsec_set_in_the_console_0123456789';
const ROTATED_WEBHOOK_SECRET = 'whsec_rotated_in_the_console_98765';
const SANDBOX_CARD = '4242424242424242';

let stripe: FakeStripe;
let ctx: TestContext;
let adminToken: string;
let performerToken: string;

beforeAll(async () => {
  stripe = await startFakeStripeServer();
  // No Stripe key anywhere: the app starts on the sandbox, with only the address of the fake Stripe known.
  ctx = await createTestApp({ STRIPE_API_URL: stripe.url });
  adminToken = await loginAs(ctx.app, await createAdmin(ctx.database.db));
  performerToken = await loginAs(ctx.app, await createPerformer(ctx.database.db));
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});
afterEach(async () => {
  expect(await checkLedger(ctx.database.db)).toMatchObject({ ok: true, problems: [] });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
const setKeys = async (keys: Record<string, string | null>) => expect((await call('PUT', '/admin/settings', adminToken, keys)).statusCode).toBe(200);
/** Stripe's side, signing its webhooks with `secret` and delivering them to the app. */
const stripeSigningWith = (secret: string) =>
  createStripeEvents(stripe, {
    secret,
    deliver: async (payload, headers) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/payment/stripe/webhook', headers, payload });
      return { statusCode: res.statusCode, body: res.body };
    },
  });
const balanceOf = async (userId: string) => (await ctx.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0].balance;
const paymentRow = async (id: string) => (await ctx.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0];
const testMoneyPayable = async () => (await call('POST', '/payout-requests/calculate', performerToken)).json().data.testMoneyPayable;

async function fan() {
  const user = await createUser(ctx.database.db);
  return { user, token: await loginAs(ctx.app, user) };
}

/** A top-up as the wallet page starts it, and its checkout page's data. */
async function topUp(token: string, amount: number) {
  const res = await call('POST', '/payment/wallet/top-up', token, { amount });
  expect(res.statusCode).toBe(200);
  const started = res.json().data;
  const detail = (await call('GET', `/payment/${started.paymentId}`, token)).json().data;
  return { started, detail };
}

it('takes top-ups through Stripe once an admin sets its keys, credited on a webhook signed with the console secret', async () => {
  const { user, token } = await fan();
  const before = await topUp(token, 10);
  expect(before.detail).toMatchObject({ gateway: 'sandbox', clientSecret: null });
  expect(await testMoneyPayable()).toBe(true);

  await setKeys({ stripeSecretKey: FAKE_STRIPE_KEY, stripeWebhookSecret: CONSOLE_WEBHOOK_SECRET });

  const { started, detail } = await topUp(token, 30);
  expect(started).toMatchObject({ checkoutUrl: `/payment/stripe/${started.paymentId}`, status: 'pending', testMode: true });
  expect(detail).toMatchObject({ gateway: 'stripe', clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
  expect(stripe.store.get((await paymentRow(started.paymentId)).externalId!, 'payment_intent')).toMatchObject({ amount: 3000, metadata: { paymentId: started.paymentId } });
  // With a real gateway the sandbox's confirmation closes, and sandbox test money is no longer paid out.
  expect((await call('POST', '/payment/sandbox/confirm', token, { paymentId: before.started.paymentId, cardNumber: SANDBOX_CARD })).statusCode).toBe(404);
  expect(await testMoneyPayable()).toBe(false);

  const signer = stripeSigningWith(CONSOLE_WEBHOOK_SECRET);
  const { events, deliveries } = await signer.pay(detail.clientSecret);
  expect(deliveries.map((d) => d.statusCode)).toEqual([200]);
  expect(await balanceOf(user.id)).toBe(3000);
  expect(await paymentRow(started.paymentId)).toMatchObject({ gateway: 'stripe', status: 'succeeded' });
  // The environment had no secret, and no other secret verifies.
  expect((await signer.send(events[0], 'wrong-secret')).statusCode).toBe(400);
});

it('verifies payments opened before the webhook secret changed, and their refunds, with the new secret', async () => {
  const { user, token } = await fan();
  const paid = await topUp(token, 20);
  await stripeSigningWith(CONSOLE_WEBHOOK_SECRET).pay(paid.detail.clientSecret);
  const pending = await topUp(token, 15);
  expect(await balanceOf(user.id)).toBe(2000);

  await setKeys({ stripeWebhookSecret: ROTATED_WEBHOOK_SECRET });

  const old = stripeSigningWith(CONSOLE_WEBHOOK_SECRET);
  const rotated = stripeSigningWith(ROTATED_WEBHOOK_SECRET);
  const { events, deliveries } = await old.pay(pending.detail.clientSecret);
  expect(deliveries.map((d) => d.statusCode)).toEqual([400]);
  expect(await balanceOf(user.id)).toBe(2000);
  expect((await rotated.send(events[0])).statusCode).toBe(200);
  expect(await balanceOf(user.id)).toBe(3500);

  const intent = (await paymentRow(paid.started.paymentId)).externalId!;
  const charge = { id: newId('ch'), object: 'charge', amount: 2000, amount_refunded: 2000, refunded: true, payment_intent: intent, customer: null, currency: 'usd', status: 'succeeded' };
  expect((await rotated.send(rotated.eventOf('charge.refunded', charge))).statusCode).toBe(200);
  expect(await balanceOf(user.id)).toBe(1500);
  expect(await paymentRow(paid.started.paymentId)).toMatchObject({ gateway: 'stripe', status: 'refunded', refundedAmount: 2000 });
});

it('goes back to the sandbox when the admin clears the key; a Stripe checkout left pending can no longer be paid here', async () => {
  const { user, token } = await fan();
  const left = await topUp(token, 12);
  expect(left.detail.gateway).toBe('stripe');

  await setKeys({ stripeSecretKey: null, stripeWebhookSecret: null });

  const { started, detail } = await topUp(token, 8);
  expect(started).toMatchObject({ checkoutUrl: `/payment/sandbox/${started.paymentId}`, testMode: true });
  expect(detail).toMatchObject({ gateway: 'sandbox', clientSecret: null });
  const confirmed = await call('POST', '/payment/sandbox/confirm', token, { paymentId: started.paymentId, cardNumber: SANDBOX_CARD });
  expect(confirmed.json().data).toMatchObject({ status: 'succeeded', balance: 8 });
  expect(await balanceOf(user.id)).toBe(800);
  expect(await testMoneyPayable()).toBe(true);

  // The Stripe checkout opened before keeps its gateway but gets no client secret, and no webhook verifies now.
  expect((await call('GET', `/payment/${left.started.paymentId}`, token)).json().data).toMatchObject({ gateway: 'stripe', status: 'pending', clientSecret: null });
  const { deliveries } = await stripeSigningWith(ROTATED_WEBHOOK_SECRET).pay(left.detail.clientSecret);
  expect(deliveries.map((d) => [d.statusCode, JSON.parse(d.body).message])).toEqual([[400, STRIPE_NOT_SET_UP]]);
  expect(await paymentRow(left.started.paymentId)).toMatchObject({ gateway: 'stripe', status: 'pending' });
  expect(await balanceOf(user.id)).toBe(800);
});
