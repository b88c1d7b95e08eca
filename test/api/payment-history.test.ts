// The fan's payment history (GET /payment/transactions/user/search, docs/money.md "Payment history" and
// "Expired checkouts"): each status as it is, what each payment was for and to whom, checkouts expiring after
// their time limit on the job's clock and nothing else changing, who sees which payments, and the page cap.
import { eq, sql } from 'drizzle-orm';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { CHECKOUT_EXPIRES_AFTER_MS } from '@/server/modules/payments/checkout-expiry';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { users } from '@/server/modules/users/users.table';
import { authHeader, createAdmin, createPerformer, createUser, loginAs } from '../factories/users';
import { useTestApp } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

let ctx: TestContext;
useTestApp((made) => (ctx = made));
afterEach(async () => {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
const history = (token: string | undefined, query = '') => call('GET', `/payment/transactions/user/search${query}`, token);
const confirm = (token: string, paymentId: string, cardNumber = PAYS) => call('POST', '/payment/sandbox/confirm', token, { paymentId, cardNumber });
const expireCheckouts = (at: number) => ctx.app.services.payments.payments.expireCheckouts(at);
const createdAtOf = async (id: string) => (await db().select({ at: paymentTransactions.createdAt }).from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0].at;
const balanceOf = async (userId: string) => (await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0].balance;

async function fan() {
  const user = await createUser(db());
  return { user, token: await loginAs(ctx.app, user) };
}

async function topUp(token: string, amount: number): Promise<string> {
  const res = await call('POST', '/payment/wallet/top-up', token, { amount });
  expect(res.statusCode).toBe(200);
  return res.json().data.paymentId;
}

async function subscribe(token: string, performerId: string, type: 'monthly' | 'yearly'): Promise<string> {
  const res = await call('POST', '/payment/subscribe/performers', token, { performerId, type });
  expect(res.statusCode).toBe(200);
  return res.json().data.paymentId;
}

it('shows each status as it is, and credits only what was paid', async () => {
  const { token } = await fan();
  const paid = await topUp(token, 20);
  expect((await confirm(token, paid)).json().data.status).toBe('succeeded');
  const declined = await topUp(token, 15);
  expect((await confirm(token, declined, DECLINED)).json().data.status).toBe('failed');
  const expired = await topUp(token, 12);
  expect(await expireCheckouts((await createdAtOf(expired)).getTime() + CHECKOUT_EXPIRES_AFTER_MS + 1)).toBeGreaterThanOrEqual(1);
  // A checkout the gateway called off: no route of ours makes one, Stripe's cancelled PaymentIntents do.
  const cancelled = await topUp(token, 11);
  await db().update(paymentTransactions).set({ status: 'cancelled' }).where(eq(paymentTransactions.id, cancelled));
  const pending = await topUp(token, 10);

  const res = await history(token, '?pageSize=100');
  expect(res.statusCode).toBe(200);
  const byId = new Map(res.json().data.data.map((p: { _id: string }) => [p._id, p]));
  expect(res.json().data.total).toBe(5);
  expect(byId.get(paid)).toMatchObject({ status: 'succeeded', purpose: 'top-up', performer: null, amount: 20, expiresAt: null });
  expect(byId.get(declined)).toMatchObject({ status: 'failed', purpose: 'top-up', amount: 15, expiresAt: null });
  expect(byId.get(expired)).toMatchObject({ status: 'expired', amount: 12, expiresAt: null });
  expect(byId.get(cancelled)).toMatchObject({ status: 'cancelled' });
  const open = byId.get(pending) as { status: string; expiresAt: string; createdAt: string };
  expect(open.status).toBe('pending');
  expect(Date.parse(open.expiresAt) - Date.parse(open.createdAt)).toBe(CHECKOUT_EXPIRES_AFTER_MS);

  // The filter takes every status, the new one too.
  const onlyExpired = (await history(token, '?status=expired')).json().data;
  expect(onlyExpired.data.map((p: { _id: string }) => p._id)).toEqual([expired]);
});

it('names what each payment was for and the performer paid', async () => {
  const { user, token } = await fan();
  const luna = await createPerformer(db(), { name: 'Luna Star', username: `luna_${Date.now()}` });
  const first = await subscribe(token, luna.id, 'monthly');
  expect((await confirm(token, first)).json().data.status).toBe('succeeded');
  const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  expect(await ctx.app.services.subscriptions.renew({ subscriptionId: row.id, expiredAt: row.expiredAt.toISOString() })).toBe('needs-payment');
  await topUp(token, 10);

  const items = (await history(token)).json().data.data as { purpose: string; subscriptionType: string | null; performer: unknown; type: string }[];
  expect(items.map((p) => p.purpose).sort()).toEqual(['renewal', 'subscription', 'top-up']);
  const lunaRef = { _id: luna.id, name: 'Luna Star', username: luna.username };
  expect(items.find((p) => p.purpose === 'subscription')).toMatchObject({ type: 'subscription', subscriptionType: 'monthly', performer: lunaRef });
  expect(items.find((p) => p.purpose === 'renewal')).toMatchObject({ type: 'subscription', subscriptionType: 'monthly', performer: lunaRef });
  expect(items.find((p) => p.purpose === 'top-up')).toMatchObject({ subscriptionType: null, performer: null });
});

it('expires a checkout only after its time limit, on the clock it is given, and changes nothing else', async () => {
  const { user, token } = await fan();
  const paid = await topUp(token, 25);
  await confirm(token, paid);
  const waiting = await topUp(token, 30);
  const opened = (await createdAtOf(waiting)).getTime();
  const before = await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, waiting));
  const ledgerRows = async () => (await db().execute(sql`select count(*)::int as n from ledger_transactions`)) as unknown as { rows: { n: number }[] };
  const ledgerBefore = (await ledgerRows()).rows[0].n;

  // Exactly at the limit it still waits; a moment later it has expired.
  await expireCheckouts(opened + CHECKOUT_EXPIRES_AFTER_MS);
  expect((await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, waiting)))[0].status).toBe('pending');
  await expireCheckouts(opened + CHECKOUT_EXPIRES_AFTER_MS + 1);
  const [after] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, waiting));
  expect(after).toMatchObject({ status: 'expired', amount: before[0].amount, credit: before[0].credit, transactionId: null });
  // Paid payments stay paid, the wallet keeps what it had, and no money moved.
  expect((await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, paid)))[0].status).toBe('succeeded');
  expect(await balanceOf(user.id)).toBe(2500);
  expect((await ledgerRows()).rows[0].n).toBe(ledgerBefore);
  // A second run finds nothing more to do.
  expect(await expireCheckouts(opened + CHECKOUT_EXPIRES_AFTER_MS + 1)).toBe(0);

  // The sandbox's test card no longer pays an expired checkout: 422, nothing credited.
  const late = await confirm(token, waiting);
  expect(late.statusCode).toBe(422);
  expect(late.json().message).toMatch(/expired/);
  expect(await balanceOf(user.id)).toBe(2500);
  expect((await call('GET', `/payment/${waiting}`, token)).json().data).toMatchObject({ status: 'expired', clientSecret: null });
});

it('the expiry job is on the schedule the app keeps', async () => {
  const result = (await db().execute(sql`select cron from pgboss.schedule where name = 'payments.expire'`)) as unknown as { rows: { cron: string }[] };
  expect(result.rows).toEqual([{ cron: '*/15 * * * *' }]);
});

it('shows each person only their own payments, performers and admins included, and asks anonymous callers to log in', async () => {
  const a = await fan();
  const b = await fan();
  const performer = await createPerformer(db());
  const admin = await createAdmin(db());
  const mine = await topUp(a.token, 10);
  const theirs = await topUp(b.token, 10);

  expect((await history(undefined)).statusCode).toBe(401);
  expect((await history(a.token)).json().data.data.map((p: { _id: string }) => p._id)).toEqual([mine]);
  expect((await history(b.token)).json().data.data.map((p: { _id: string }) => p._id)).toEqual([theirs]);
  for (const who of [performer, admin]) {
    const res = await history(await loginAs(ctx.app, who));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ data: [], total: 0 });
  }
});

it('caps the page size and refuses a status it does not know', async () => {
  const { token } = await fan();
  expect((await history(token, '?pageSize=100')).statusCode).toBe(200);
  const tooMany = await history(token, '?pageSize=101');
  expect(tooMany.statusCode).toBe(422);
  expect(tooMany.json().message).toMatch(/pageSize/);
  expect((await history(token, '?status=disputed')).statusCode).toBe(422);
});
