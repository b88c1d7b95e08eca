// Subscribing from the wallet (docs/money.md "Subscribing from the wallet"): one transaction with a conditional
// debit, the ledger, the period and the earning; a replay with the same key moves nothing; two subscribes racing
// for the last cent cannot both pay; who may subscribe; renewal from the wallet, or an end with a mail.
import { and, eq } from 'drizzle-orm';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { ledgerTransactions } from '@/server/modules/ledger/ledger.table';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { subscriptionPeriods, subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { fundWallet, walletBalance } from '../factories/money';
import { authHeader, createPerformer, createUser, loginAs } from '../factories/users';
import { useTestApp } from '../helpers/cast-app';
import { waitFor } from '../helpers/wait-for';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
useTestApp((made) => (ctx = made));
afterEach(async () => {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { ...(token ? authHeader(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
const fromWallet = (token: string | undefined, performerId: string, key?: string, type = 'monthly') =>
  call('POST', '/payment/subscribe/performers', token, { performerId, type, paymentMethod: 'wallet' }, key ? { 'idempotency-key': key } : {});

async function fan(cents = 0) {
  const user = await createUser(db());
  if (cents > 0) await fundWallet(db(), user, cents);
  return { user, token: await loginAs(ctx.app, user) };
}
const pairRow = async (userId: string, performerId: string) =>
  (await db().select().from(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performerId))))[0];
const periodsOf = (userId: string, performerId: string) =>
  db().select().from(subscriptionPeriods).where(and(eq(subscriptionPeriods.userId, userId), eq(subscriptionPeriods.performerId, performerId)));
const earningsOf = (userId: string, performerId: string) => db().select().from(earnings).where(and(eq(earnings.userId, userId), eq(earnings.performerId, performerId)));
const subscribers = async (performerId: string) => (await call('GET', `/performers/${performerId}`)).json().data.stats.subscribers;

describe('subscribing from the wallet', () => {
  it('pays the monthly price at once: wallet debited, earning and period written, access and the performer mailed', async () => {
    const owner = await createPerformer(db(), { name: 'Wallet Star' });
    const { user, token } = await fan(2000);
    const res = await fromWallet(token, owner.id, 'first-key');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ paymentId: null, checkoutUrl: null, amount: 9.95, status: 'succeeded', subscription: { subscriptionType: 'monthly', isActive: true, price: 9.95 } });
    expect(await walletBalance(db(), user)).toBe(1005);
    const row = await pairRow(user.id, owner.id);
    expect(Math.abs(row.expiredAt.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    expect(await periodsOf(user.id, owner.id)).toEqual([expect.objectContaining({ subscriptionType: 'monthly', amount: 995, paymentId: null })]);
    expect(await earningsOf(user.id, owner.id)).toEqual([expect.objectContaining({ sourceType: 'subscription', sourceId: row.id, gross: 995, platformShare: 199, net: 796 })]);
    expect(await db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, user.id))).toHaveLength(0);
    expect(await subscribers(owner.id)).toBe(1);
    // Paid from the wallet, it is one of the wallet's charges (a card subscription is a payment instead).
    const charges = (await call('GET', '/wallet/charges/search', token)).json().data;
    expect(charges.data).toEqual([expect.objectContaining({ type: 'subscription', amount: 9.95, performer: expect.objectContaining({ _id: owner.id }) })]);
    const mine = (await call('GET', `/subscriptions/user/search?performerId=${owner.id}`, token)).json().data;
    expect(mine.data[0]).toMatchObject({ isActive: true, subscriptionType: 'monthly' });
    await waitFor('the mail', async () => ctx.app.services.mailer.sent.some((m) => m.to === owner.email && m.subject.includes('subscribed to you')));
  });

  it('refuses a wallet that does not cover the price with a 422, changing nothing', async () => {
    const owner = await createPerformer(db());
    const { user, token } = await fan(994);
    const res = await fromWallet(token, owner.id, 'short-key');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/wallet holds less than the monthly price of 9\.95/);
    expect(await walletBalance(db(), user)).toBe(994);
    expect(await pairRow(user.id, owner.id)).toBeUndefined();
    expect(await earningsOf(user.id, owner.id)).toHaveLength(0);
    expect(await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `${user.id}:short-key`))).toHaveLength(0);
    expect(await subscribers(owner.id)).toBe(0);
  });

  it('answers a replay with the same key with the same subscription and moves no money twice; the key for something else is refused', async () => {
    const owner = await createPerformer(db());
    const other = await createPerformer(db());
    const { user, token } = await fan(5000);
    const first = await fromWallet(token, owner.id, 'same-key');
    const again = await fromWallet(token, owner.id, 'same-key');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.subscription._id).toBe(first.json().data.subscription._id);
    expect(await walletBalance(db(), user)).toBe(5000 - 995);
    expect(await periodsOf(user.id, owner.id)).toHaveLength(1);
    expect((await fromWallet(token, other.id, 'same-key')).statusCode).toBe(409);
    expect((await call('POST', '/payment/subscribe/performers', token, { performerId: owner.id, type: 'monthly' }, { 'idempotency-key': 'same-key' })).statusCode).toBe(409);
    // Without a new key, the same subscription running is not bought again.
    expect((await fromWallet(token, owner.id, 'another-key')).statusCode).toBe(409);
    expect(await walletBalance(db(), user)).toBe(5000 - 995);
  });

  it('lets only one of two subscribes racing for the last cent pay', async () => {
    const first = await createPerformer(db());
    const second = await createPerformer(db());
    const { user, token } = await fan(995);
    const answers = await Promise.all([fromWallet(token, first.id, 'race-a'), fromWallet(token, second.id, 'race-b')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await walletBalance(db(), user)).toBe(0);
    const bought = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(bought).toHaveLength(1);
    expect((await subscribers(first.id)) + (await subscribers(second.id))).toBe(1);
  });

  it('asks anonymous callers to log in, lets a performer subscribe to another, never to themself', async () => {
    const owner = await createPerformer(db());
    expect((await fromWallet(undefined, owner.id, 'anon')).statusCode).toBe(401);
    const otherPerformer = await createPerformer(db());
    await fundWallet(db(), otherPerformer, 2000);
    const otherToken = await loginAs(ctx.app, otherPerformer);
    expect((await fromWallet(otherToken, owner.id, 'performer-key')).statusCode).toBe(200);
    await fundWallet(db(), owner, 2000);
    const ownToken = await loginAs(ctx.app, owner);
    const self = await fromWallet(ownToken, owner.id, 'self-key');
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('You cannot subscribe to yourself.');
    expect(await walletBalance(db(), owner)).toBe(2000);
    const bad = await call('POST', '/payment/subscribe/performers', ownToken, { performerId: otherPerformer.id, type: 'monthly', paymentMethod: 'coins' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/paymentMethod must be card or wallet/);
  });
});

describe('renewing a wallet subscription', () => {
  it('renews from the wallet when it covers the price, else lets it run out and mails the fan', async () => {
    const owner = await createPerformer(db(), { name: 'Renewing Star' });
    const { user, token } = await fan(995 * 2);
    await fromWallet(token, owner.id, 'renew-1');
    const renew = ctx.app.services.subscriptions.renew;
    let row = await pairRow(user.id, owner.id);
    expect(await renew({ subscriptionId: row.id, expiredAt: row.expiredAt.toISOString() })).toBe('charged');
    const renewed = await pairRow(user.id, owner.id);
    expect(renewed.expiredAt.getTime()).toBe(row.expiredAt.getTime() + 30 * DAY_MS);
    expect(await walletBalance(db(), user)).toBe(0);
    expect(await earningsOf(user.id, owner.id)).toHaveLength(2);
    // The same period's job again finds it extended and does nothing.
    expect(await renew({ subscriptionId: row.id, expiredAt: row.expiredAt.toISOString() })).toBe('stale');

    row = renewed;
    expect(await renew({ subscriptionId: row.id, expiredAt: row.expiredAt.toISOString() })).toBe('wallet-short');
    expect((await pairRow(user.id, owner.id)).expiredAt).toEqual(row.expiredAt);
    expect(await periodsOf(user.id, owner.id)).toHaveLength(2);
    expect(await db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, user.id))).toHaveLength(0);
    await waitFor('the mail', async () => ctx.app.services.mailer.sent.some((m) => m.to === user.email && m.subject.includes('Renewing Star') && /no longer covers the renewal price of 9\.95/.test(m.text)));
  });
});
