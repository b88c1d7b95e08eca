// Subscriptions (docs/business-rules.md "Subscriptions"): subscribing through the sandbox gateway activates only on
// confirmation and exactly once, unlocks subscribers-only content, pays the performer less commission;
// yearly periods, renewal from the current expiry, the free trial's rules, the site's price limits, blocks,
// cancelling, the lists for fans and performers, and the books after every test.
import { and, eq, sql } from 'drizzle-orm';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { ledgerEntries, ledgerTransactions } from '@/server/modules/ledger/ledger.table';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { subscriptionPeriods, subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { users } from '@/server/modules/users/users.table';
import { createFeed } from '../factories/content';
import { authHeader, blockUser, createAdmin, createPerformer, createUser, loginAs, type PerformerOverrides } from '../factories/users';
import { useTestApp } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
useTestApp((made) => (ctx = made));
afterEach(async () => {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { ...(token ? authHeader(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
const subscribe = (token: string, performerId: string, type: string, headers?: Record<string, string>) =>
  call('POST', '/payment/subscribe/performers', token, { performerId, type }, headers);
const confirm = (token: string, paymentId: string, cardNumber = PAYS) => call('POST', '/payment/sandbox/confirm', token, { paymentId, cardNumber });
const cancel = (token: string, id: string, gateway = 'sandbox') => call('POST', `/payment/${gateway}/cancel-subscription/${id}`, token);

async function fan() {
  const user = await createUser(db());
  return { user, token: await loginAs(ctx.app, user) };
}
async function performer(overrides: PerformerOverrides = {}) {
  const user = await createPerformer(db(), overrides);
  return { user, token: await loginAs(ctx.app, user) };
}
const pairRow = async (userId: string, performerId: string) =>
  (await db().select().from(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performerId))))[0];
const periodsOf = (userId: string, performerId: string) =>
  db().select().from(subscriptionPeriods).where(and(eq(subscriptionPeriods.userId, userId), eq(subscriptionPeriods.performerId, performerId)));
const earningsOf = (userId: string, performerId: string) => db().select().from(earnings).where(and(eq(earnings.userId, userId), eq(earnings.performerId, performerId)));
const paymentsOf = (userId: string) => db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, userId));
const balanceOf = async (userId: string) => (await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0].balance;
const expectAbout = (actual: Date, expected: number) => expect(Math.abs(actual.getTime() - expected)).toBeLessThan(60_000);

/** The renewal job waiting for `subscriptionId` (it is sent just after the payment commits). */
async function renewalJobOf(subscriptionId: string): Promise<{ data: unknown; start_after: string | Date }> {
  for (let tries = 0; ; tries++) {
    const result = (await db().execute(
      sql`SELECT data, start_after FROM pgboss.job WHERE name = 'subscriptions.renew' AND data->>'subscriptionId' = ${subscriptionId}`,
    )) as unknown as { rows: { data: unknown; start_after: string | Date }[] };
    if (result.rows.length === 1 || tries > 100) return result.rows[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Subscribes and pays with the test card; answers the subscription row. */
async function subscribed(token: string, userId: string, performerId: string, type: 'monthly' | 'yearly' = 'monthly') {
  const res = await subscribe(token, performerId, type);
  expect(res.statusCode).toBe(200);
  expect((await confirm(token, res.json().data.paymentId)).json().data.status).toBe('succeeded');
  return pairRow(userId, performerId);
}

describe('who may call', () => {
  it('asks anonymous callers to log in, keeps the subscriber list to performers, and lists each fan only their own', async () => {
    const { user: owner, token: ownerToken } = await performer();
    const { token: fanToken } = await fan();
    const admin = await createAdmin(db());
    const adminToken = await loginAs(ctx.app, admin);
    expect((await call('POST', '/payment/subscribe/performers', undefined, { performerId: owner.id, type: 'monthly' })).statusCode).toBe(401);
    expect((await cancel('', crypto.randomUUID())).statusCode).toBe(401);
    expect((await call('GET', '/subscriptions/user/search')).statusCode).toBe(401);
    expect((await call('GET', '/subscriptions/performer/search')).statusCode).toBe(401);
    expect((await call('GET', '/subscriptions/performer/search', fanToken)).statusCode).toBe(403);
    expect((await call('GET', '/subscriptions/performer/search', adminToken)).statusCode).toBe(403);
    expect((await call('GET', '/subscriptions/performer/search', ownerToken)).json().data).toEqual({ data: [], total: 0 });
    expect((await call('GET', '/subscriptions/user/search', adminToken)).json().data).toEqual({ data: [], total: 0 });
    expect((await call('GET', '/subscriptions/user/search?pageSize=1000', fanToken)).statusCode).toBe(422);
  });
});

describe('subscribing through the gateway', () => {
  it('starts a monthly subscription only on confirmation, once however often confirmed, and unlocks subscribers-only posts', async () => {
    const { user: owner, token: ownerToken } = await performer({ name: 'Sub Owner' });
    const post = await createFeed(db(), owner, { access: 'subscribers' });
    const { user, token } = await fan();
    const locked = async () => (await call('GET', `/user/feeds/${post.id}`, token)).json().data.isLocked;
    expect(await locked()).toBe(true);

    const res = await subscribe(token, owner.id, 'monthly');
    expect(res.statusCode).toBe(200);
    const result = res.json().data;
    expect(result).toEqual({ paymentId: expect.any(String), checkoutUrl: `/payment/sandbox/${result.paymentId}`, amount: 9.95, status: 'pending', testMode: true, subscription: null });
    expect(await locked()).toBe(true);
    expect(await pairRow(user.id, owner.id)).toBeUndefined();

    const confirmations = [await confirm(token, result.paymentId), ...(await Promise.all([confirm(token, result.paymentId), confirm(token, result.paymentId)]))];
    expect(confirmations.map((r) => r.json().data.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(await locked()).toBe(false);

    const row = await pairRow(user.id, owner.id);
    expect(row).toMatchObject({ subscriptionType: 'monthly', status: 'active', price: 995, cancelledAt: null });
    expectAbout(row.expiredAt, Date.now() + 30 * DAY_MS);
    expect(await periodsOf(user.id, owner.id)).toEqual([expect.objectContaining({ paymentId: result.paymentId, amount: 995, subscriptionType: 'monthly' })]);
    // 20 % commission: 1.99 to the platform, 7.96 to the performer, nothing from the fan's wallet.
    const earned = await earningsOf(user.id, owner.id);
    expect(earned).toEqual([expect.objectContaining({ sourceType: 'subscription', sourceId: row.id, gross: 995, platformShare: 199, net: 796 })]);
    const entries = await db()
      .select({ amount: ledgerEntries.amount, kind: ledgerTransactions.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.id, earned[0].transactionId));
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-995, 199, 796]);
    expect(entries.every((e) => e.kind === 'subscription')).toBe(true);
    expect(await balanceOf(user.id)).toBe(0);
    // The renewal is scheduled for the end of the period, once the payment has committed.
    const job = await renewalJobOf(row.id);
    expect(job.data).toEqual({ subscriptionId: row.id, expiredAt: row.expiredAt.toISOString() });
    expect(new Date(job.start_after).getTime()).toBe(row.expiredAt.getTime());
    expect((await call('GET', `/performers/${owner.id}`)).json().data.stats.subscribers).toBe(1);

    const mine = (await call('GET', '/subscriptions/user/search?status=active', token)).json().data;
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({ _id: row.id, performer: { _id: owner.id, name: 'Sub Owner' }, subscriptionType: 'monthly', price: 9.95, isActive: true, cancelledAt: null });
    expect((await call('GET', '/subscriptions/user/search?status=expired', token)).json().data.total).toBe(0);
    const subscribers = (await call('GET', '/subscriptions/performer/search', ownerToken)).json().data;
    expect(subscribers.data.map((s: { user: { _id: string } }) => s.user._id)).toEqual([user.id]);
    // Paid by card: a payment in the fan's history, not a charge on their wallet.
    expect((await call('GET', '/wallet/charges/search', token)).json().data.total).toBe(0);

    // Already running with the same type: refused, and nothing new is charged.
    const again = await subscribe(token, owner.id, 'monthly');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already subscribed/);
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('gives a yearly period of 365 days at the yearly price, and a declined card starts nothing', async () => {
    const { user: owner } = await performer({ performer: { yearlyPrice: 5000 } });
    const { user, token } = await fan();
    const declined = await subscribe(token, owner.id, 'yearly');
    expect((await confirm(token, declined.json().data.paymentId, DECLINED)).json().data.status).toBe('failed');
    expect(await pairRow(user.id, owner.id)).toBeUndefined();

    const res = await subscribe(token, owner.id, 'yearly');
    expect(res.json().data.amount).toBe(50);
    await confirm(token, res.json().data.paymentId);
    const row = await pairRow(user.id, owner.id);
    expect(row).toMatchObject({ subscriptionType: 'yearly', price: 5000 });
    expectAbout(row.expiredAt, Date.now() + 365 * DAY_MS);
  });

  it('answers the same payment for the same Idempotency-Key and refuses the key for something else', async () => {
    const { user: owner } = await performer();
    const { user, token } = await fan();
    const key = { 'idempotency-key': 'sub-key-1' };
    const first = (await subscribe(token, owner.id, 'monthly', key)).json().data;
    const second = (await subscribe(token, owner.id, 'monthly', key)).json().data;
    expect(second).toEqual(first);
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect((await subscribe(token, owner.id, 'yearly', key)).statusCode).toBe(409);
  });

  it('renews from the current expiry, through a renewal payment the fan confirms, and another type extends too', async () => {
    const { user: owner } = await performer();
    const { user, token } = await fan();
    const first = await subscribed(token, user.id, owner.id);
    const renew = ctx.app.services.subscriptions.renew;
    expect(await renew({ subscriptionId: first.id, expiredAt: new Date(first.expiredAt.getTime() - 1000).toISOString() })).toBe('stale');

    // The sandbox keeps no card: the renewal waits for the fan as a pending payment, once per period.
    expect(await renew({ subscriptionId: first.id, expiredAt: first.expiredAt.toISOString() })).toBe('needs-payment');
    expect(await renew({ subscriptionId: first.id, expiredAt: first.expiredAt.toISOString() })).toBe('needs-payment');
    const pending = (await paymentsOf(user.id)).filter((p) => p.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0].details).toMatchObject({ performerId: owner.id, subscriptionType: 'monthly', renewalOf: first.id });
    expect((await pairRow(user.id, owner.id)).expiredAt).toEqual(first.expiredAt);

    await confirm(token, pending[0].id);
    const renewed = await pairRow(user.id, owner.id);
    expect(renewed.expiredAt.getTime()).toBe(first.expiredAt.getTime() + 30 * DAY_MS);
    expect(renewed.startedAt).toEqual(first.startedAt);

    await subscribed(token, user.id, owner.id, 'yearly');
    const yearly = await pairRow(user.id, owner.id);
    expect(yearly.expiredAt.getTime()).toBe(renewed.expiredAt.getTime() + 365 * DAY_MS);
    expect(await periodsOf(user.id, owner.id)).toHaveLength(3);
    expect(await earningsOf(user.id, owner.id)).toHaveLength(3);
  });

  it('tells the subscriber, and only them, that they subscribe on the performer\'s profile until it runs out', async () => {
    const { user: owner } = await performer();
    const { user, token } = await fan();
    const { token: otherToken } = await fan();
    const profile = async (viewerToken?: string) => (await call('GET', `/performers/${owner.id}`, viewerToken)).json().data;
    expect((await profile(token)).isSubscribed).toBe(false);
    const row = await subscribed(token, user.id, owner.id);
    expect((await profile(token)).isSubscribed).toBe(true);
    expect((await profile(otherToken)).isSubscribed).toBe(false);
    expect((await profile()).isSubscribed).toBe(false);
    await db().update(subscriptions).set({ expiredAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.id, row.id));
    expect((await profile(token)).isSubscribed).toBe(false);
  });

  it('starts from now when the earlier subscription has run out', async () => {
    const { user: owner, token: ownerToken } = await performer();
    const { user, token } = await fan();
    const first = await subscribed(token, user.id, owner.id);
    await db().update(subscriptions).set({ expiredAt: new Date(Date.now() - DAY_MS) }).where(eq(subscriptions.id, first.id));
    expect((await call('GET', '/subscriptions/performer/search?status=expired', ownerToken)).json().data.total).toBe(1);
    const again = await subscribed(token, user.id, owner.id);
    expect(again.id).toBe(first.id);
    expectAbout(again.expiredAt, Date.now() + 30 * DAY_MS);
  });
});

describe('free trials', () => {
  afterEach(() => ctx.app.services.settings.update({ freeSubscriptionEnabled: true }));

  it('tell each viewer on the profile whether a trial is theirs to start: not once used, nor while subscribed, nor when the site turns trials off', async () => {
    const { user: owner } = await performer({ performer: { isFreeSubscription: true } });
    const { user, token } = await fan();
    const available = async (viewer?: string) => (await call('GET', `/performers/${owner.id}`, viewer)).json().data.freeTrialAvailable;
    expect(await available()).toBe(true);
    expect(await available(token)).toBe(true);
    expect((await subscribe(token, owner.id, 'free')).statusCode).toBe(200);
    expect(await available(token)).toBe(false);
    await db().update(subscriptions).set({ expiredAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, user.id));
    expect(await available(token)).toBe(false);
    const { token: newcomer } = await fan();
    expect(await available(newcomer)).toBe(true);
    await ctx.app.services.settings.update({ freeSubscriptionEnabled: false });
    expect(await available(newcomer)).toBe(false);
  });

  it('start at once without a payment, once per fan and performer ever', async () => {
    const { user: owner } = await performer({ performer: { isFreeSubscription: true } });
    const post = await createFeed(db(), owner, { access: 'subscribers' });
    const { user, token } = await fan();
    const res = await subscribe(token, owner.id, 'free');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ paymentId: null, checkoutUrl: null, amount: 0, status: 'succeeded', subscription: { subscriptionType: 'free', isActive: true, price: 0 } });
    expect((await call('GET', `/user/feeds/${post.id}`, token)).json().data.isLocked).toBe(false);
    expectAbout((await pairRow(user.id, owner.id)).expiredAt, Date.now() + 1 * DAY_MS);
    expect(await paymentsOf(user.id)).toHaveLength(0);
    expect(await earningsOf(user.id, owner.id)).toHaveLength(0);

    expect((await subscribe(token, owner.id, 'free')).statusCode).toBe(409);
    await db().update(subscriptions).set({ expiredAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, user.id));
    const twice = await subscribe(token, owner.id, 'free');
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('You have already used your free trial with this performer.');
    expect(await periodsOf(user.id, owner.id)).toHaveLength(1);
    // Paying is still possible.
    expect((await subscribed(token, user.id, owner.id)).subscriptionType).toBe('monthly');
  });

  it('start once when asked for several times at once', async () => {
    const { user: owner } = await performer({ performer: { isFreeSubscription: true } });
    const { user, token } = await fan();
    const answers = await Promise.all(Array.from({ length: 4 }, () => subscribe(token, owner.id, 'free')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.every((r) => [200, 409, 422].includes(r.statusCode))).toBe(true);
    expect(await periodsOf(user.id, owner.id)).toHaveLength(1);
  });

  it('are refused when the site has them off or the performer does not offer one', async () => {
    const { user: offers } = await performer({ performer: { isFreeSubscription: true } });
    const { user: doesNot } = await performer({ performer: { isFreeSubscription: false } });
    const { user, token } = await fan();
    const notOffered = await subscribe(token, doesNot.id, 'free');
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().message).toMatch(/does not offer a free trial/);
    await ctx.app.services.settings.update({ freeSubscriptionEnabled: false });
    const off = await subscribe(token, offers.id, 'free');
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toMatch(/not offered on this site/);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([{ n: 0 }]);
  });
});

describe('refusals', () => {
  it('refuses prices outside the site limits, blocked fans, hidden performers and oneself, writing nothing', async () => {
    const { user: cheap } = await performer({ performer: { monthlyPrice: 100, yearlyPrice: 40_000 } });
    const { user: blocking } = await performer();
    const { user: pending } = await performer({ performer: { verificationStatus: 'pending' } });
    const { user: self, token: selfToken } = await performer();
    const { user, token } = await fan();
    await blockUser(db(), blocking.id, user.id);

    for (const type of ['monthly', 'yearly']) {
      const res = await subscribe(token, cheap.id, type);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/outside the site's limits \(2\.95 to 300\.00\)/);
    }
    expect((await subscribe(token, blocking.id, 'monthly')).statusCode).toBe(404);
    expect((await subscribe(token, pending.id, 'monthly')).statusCode).toBe(404);
    expect((await subscribe(token, crypto.randomUUID(), 'monthly')).statusCode).toBe(404);
    expect((await subscribe(selfToken, self.id, 'monthly')).statusCode).toBe(422);
    expect((await subscribe(token, cheap.id, 'weekly')).statusCode).toBe(422);
    expect((await call('POST', '/payment/subscribe/performers', token, { performerId: 'x', type: 'monthly' })).statusCode).toBe(422);
    expect(await paymentsOf(user.id)).toHaveLength(0);
    expect(await paymentsOf(self.id)).toHaveLength(0);
  });
});

describe('cancelling', () => {
  it('keeps access until expiry, changes nothing the second time, and is only for the subscriber', async () => {
    const { user: owner } = await performer();
    const post = await createFeed(db(), owner, { access: 'subscribers' });
    const { user, token } = await fan();
    const { token: otherToken } = await fan();
    const row = await subscribed(token, user.id, owner.id);

    expect((await cancel(otherToken, row.id)).statusCode).toBe(404);
    expect((await cancel(token, crypto.randomUUID())).statusCode).toBe(404);
    expect((await cancel(token, row.id, 'paypal')).statusCode).toBe(422);

    const first = await cancel(token, row.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ _id: row.id, status: 'cancelled', isActive: true, cancelledAt: expect.any(String), expiredAt: row.expiredAt.toISOString() });
    const second = await cancel(token, row.id);
    expect(second.json().data.cancelledAt).toBe(first.json().data.cancelledAt);
    expect((await call('GET', `/user/feeds/${post.id}`, token)).json().data.isLocked).toBe(false);
    expect((await pairRow(user.id, owner.id)).expiredAt).toEqual(row.expiredAt);

    // A cancelled subscription is not renewed.
    expect(await ctx.app.services.subscriptions.renew({ subscriptionId: row.id, expiredAt: row.expiredAt.toISOString() })).toBe('cancelled');
    expect((await paymentsOf(user.id)).filter((p) => p.status === 'pending')).toHaveLength(0);
  });

  it('stops counting a subscriber once the period ends without a renewal', async () => {
    const { user: owner } = await performer();
    const countOf = async () => (await call('GET', `/performers/${owner.id}`)).json().data.stats.subscribers;
    const leaving = await fan();
    const staying = await fan();
    const row = await subscribed(leaving.token, leaving.user.id, owner.id);
    await subscribed(staying.token, staying.user.id, owner.id);
    expect(await countOf()).toBe(2);
    expect((await cancel(leaving.token, row.id)).statusCode).toBe(200);

    // The renewal job runs at the end of the period: the cancelled one runs out, the other still counts.
    const ended = new Date(Date.now() - 1000);
    await db().update(subscriptions).set({ expiredAt: ended }).where(eq(subscriptions.id, row.id));
    expect(await ctx.app.services.subscriptions.renew({ subscriptionId: row.id, expiredAt: ended.toISOString() })).toBe('cancelled');
    expect(await countOf()).toBe(1);
  });

  it('asks for the gateway a Stripe-paid subscription was paid through', async () => {
    const { user: owner } = await performer();
    const { user, token } = await fan();
    const row = await subscribed(token, user.id, owner.id);
    const [period] = await periodsOf(user.id, owner.id);
    // The sandbox stands in for Stripe here: only which gateway the payment row names matters.
    await db().update(paymentTransactions).set({ gateway: 'stripe' }).where(eq(paymentTransactions.id, period.paymentId!));
    expect((await cancel(token, row.id, 'sandbox')).statusCode).toBe(422);
    expect((await cancel(token, row.id, 'stripe')).json().data.status).toBe('cancelled');
  });
});
