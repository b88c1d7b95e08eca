// The public subscriber count (docs/money.md "Subscriber counts") follows every change of the subscriptions
// running now: a card subscribe, a wallet subscribe, a free trial, a renewal, a cancellation reaching its end and
// a plain expiry. Each path is checked on the profile and in the directory's "Most subscribers" order.
import { and, eq } from 'drizzle-orm';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { fundWallet } from '../factories/money';
import { authHeader, createPerformer, createUser, loginAs, type TestPerformer } from '../factories/users';
import { useTestApp } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
useTestApp((made) => (ctx = made));

const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
const subscribe = (token: string, performerId: string, type: string, paymentMethod?: 'wallet') =>
  call('POST', '/payment/subscribe/performers', token, { performerId, type, ...(paymentMethod ? { paymentMethod } : {}) });
const confirm = (token: string, paymentId: string) => call('POST', '/payment/sandbox/confirm', token, { paymentId, cardNumber: '4242 4242 4242 4242' });

const profileCount = async (performerId: string) => (await call('GET', `/performers/${performerId}`)).json().data.stats.subscribers;
/** The directory sorted by most subscribers, narrowed to one test's performers by their shared name. */
const directory = async (name: string) =>
  ((await call('GET', `/performers/user/search?q=${encodeURIComponent(name)}&sortBy=subscribers&sort=desc`)).json().data.data as { _id: string; stats: { subscribers: number } }[]).map((p) => [
    p._id,
    p.stats.subscribers,
  ]);

/** Two performers with one name, and one fan subscribed to the second, so the order shows who leads. */
async function pair(name: string, overrides: { isFreeSubscription?: boolean } = {}) {
  const first = await createPerformer(db(), { name: `${name} One`, performer: overrides });
  const second = await createPerformer(db(), { name: `${name} Two`, performer: overrides });
  const other = await createUser(db());
  await db().insert(subscriptions).values({ userId: other.id, performerId: second.id, subscriptionType: 'monthly', expiredAt: new Date(Date.now() + 86_400_000) });
  return { first, second };
}
async function fan() {
  const user = await createUser(db());
  return { user, token: await loginAs(ctx.app, user) };
}
const pairRow = async (userId: string, performerId: string) =>
  (await db().select().from(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performerId))))[0];
/** The period ends now: what the renewal job finds when it runs at the end of a period. */
async function endPeriod(userId: string, performer: TestPerformer) {
  const ended = new Date(Date.now() - 1000);
  await db().update(subscriptions).set({ expiredAt: ended }).where(and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performer.id)));
  return { subscriptionId: (await pairRow(userId, performer.id)).id, expiredAt: ended.toISOString() };
}
async function cardSubscribe(token: string, performerId: string) {
  const res = await subscribe(token, performerId, 'monthly');
  expect((await confirm(token, res.json().data.paymentId)).json().data.status).toBe('succeeded');
}

describe('the public subscriber count', () => {
  it('counts a card subscription once the gateway confirms it', async () => {
    const { first, second } = await pair('Cardcount');
    expect(await directory('Cardcount')).toEqual([[second.id, 1], [first.id, 0]]);
    const a = await fan();
    const b = await fan();
    await cardSubscribe(a.token, first.id);
    await cardSubscribe(b.token, first.id);
    expect(await profileCount(first.id)).toBe(2);
    expect(await directory('Cardcount')).toEqual([[first.id, 2], [second.id, 1]]);
  });

  it('counts a subscription paid from the wallet', async () => {
    const { first, second } = await pair('Walletcount');
    for (const { user, token } of [await fan(), await fan()]) {
      await fundWallet(db(), user, 995);
      expect((await subscribe(token, first.id, 'monthly', 'wallet')).statusCode).toBe(200);
    }
    expect(await profileCount(first.id)).toBe(2);
    expect(await directory('Walletcount')).toEqual([[first.id, 2], [second.id, 1]]);
  });

  it('counts a free trial from its start and stops when it ends', async () => {
    const { first, second } = await pair('Trialcount', { isFreeSubscription: true });
    const a = await fan();
    const b = await fan();
    expect((await subscribe(a.token, first.id, 'free')).statusCode).toBe(200);
    expect((await subscribe(b.token, first.id, 'free')).statusCode).toBe(200);
    expect(await profileCount(first.id)).toBe(2);
    expect(await directory('Trialcount')).toEqual([[first.id, 2], [second.id, 1]]);
    const job = await endPeriod(a.user.id, first);
    expect(await ctx.app.services.subscriptions.renew(job)).toBe('free-trial');
    expect(await profileCount(first.id)).toBe(1);
  });

  it('drops a subscription whose period ended unpaid (the expiry) and counts it again once the renewal is paid', async () => {
    const { first, second } = await pair('Renewcount');
    const a = await fan();
    const b = await fan();
    await cardSubscribe(a.token, first.id);
    await cardSubscribe(b.token, first.id);
    const job = await endPeriod(a.user.id, first);
    expect(await ctx.app.services.subscriptions.renew(job)).toBe('needs-payment');
    expect(await profileCount(first.id)).toBe(1);
    // Tied at one each: the directory then orders by id, so only the counts are compared.
    expect((await directory('Renewcount')).map(([, n]) => n)).toEqual([1, 1]);

    // The renewal payment the job opened, paid by the fan.
    const [pending] = await db().select().from(paymentTransactions).where(and(eq(paymentTransactions.userId, a.user.id), eq(paymentTransactions.status, 'pending')));
    expect((await confirm(a.token, pending.id)).json().data.status).toBe('succeeded');
    expect(await profileCount(first.id)).toBe(2);
    expect(await directory('Renewcount')).toEqual([[first.id, 2], [second.id, 1]]);
  });

  it('keeps counting a cancelled subscription until its paid time runs out, then drops it', async () => {
    const { first, second } = await pair('Cancelcount');
    const a = await fan();
    const b = await fan();
    await cardSubscribe(a.token, first.id);
    await cardSubscribe(b.token, first.id);
    const row = await pairRow(a.user.id, first.id);
    expect((await call('POST', `/payment/sandbox/cancel-subscription/${row.id}`, a.token)).statusCode).toBe(200);
    expect(await profileCount(first.id)).toBe(2);
    expect(await directory('Cancelcount')).toEqual([[first.id, 2], [second.id, 1]]);
    const job = await endPeriod(a.user.id, first);
    expect(await ctx.app.services.subscriptions.renew(job)).toBe('cancelled');
    expect(await profileCount(first.id)).toBe(1);
    expect((await directory('Cancelcount')).map(([, n]) => n)).toEqual([1, 1]);
  });

  it('drops a wallet subscription the wallet cannot renew', async () => {
    const { first, second } = await pair('Shortcount');
    const a = await fan();
    const b = await fan();
    for (const { user, token } of [a, b]) {
      await fundWallet(db(), user, 995);
      await subscribe(token, first.id, 'monthly', 'wallet');
    }
    expect(await directory('Shortcount')).toEqual([[first.id, 2], [second.id, 1]]);
    const job = await endPeriod(a.user.id, first);
    expect(await ctx.app.services.subscriptions.renew(job)).toBe('wallet-short');
    expect(await profileCount(first.id)).toBe(1);
  });
});
