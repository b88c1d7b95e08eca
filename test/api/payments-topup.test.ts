// Wallet top-ups through the sandbox gateway (docs/business-rules.md "Payment gateways", "Wallet and purchases"): the
// limits, a test card crediting exactly once however often (and however concurrently) it is confirmed, a
// declined card, someone else's payment, Idempotency-Key, the fan's own history, and the books after each.
import { and, eq, sql } from 'drizzle-orm';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { ledgerTransactions } from '@/server/modules/ledger/ledger.table';
import { createPaymentsModule } from '@/server/modules/payments/payments.module';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { users } from '@/server/modules/users/users.table';
import { authHeader, createUser, loginAs, type TestUser } from '../factories/users';
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
const post = (url: string, token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...(token ? authHeader(token) : {}), ...headers }, payload: payload as object });
const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? authHeader(token) : {} });
const topUp = (token: string, payload: unknown, headers?: Record<string, string>) => post('/payment/wallet/top-up', token, payload, headers);
const confirm = (token: string, paymentId: string, cardNumber = PAYS) => post('/payment/sandbox/confirm', token, { paymentId, cardNumber });

async function fan(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(db());
  return { user, token: await loginAs(ctx.app, user) };
}
const balanceOf = async (userId: string) => (await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0].balance;
const paymentsOf = (userId: string) => db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, userId));
const topUpTransactions = async (paymentId: string) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions).where(and(eq(ledgerTransactions.kind, 'top-up'), eq(ledgerTransactions.reference, `payment:${paymentId}`))))[0].n;

async function startTopUp(token: string, amount: number): Promise<string> {
  const res = await topUp(token, { amount });
  expect(res.statusCode).toBe(200);
  return res.json().data.paymentId;
}

it('asks anonymous callers to log in', async () => {
  expect((await post('/payment/wallet/top-up', undefined, { amount: 10 })).statusCode).toBe(401);
  expect((await post('/payment/sandbox/confirm', undefined, { paymentId: crypto.randomUUID(), cardNumber: PAYS })).statusCode).toBe(401);
  expect((await get('/payment/transactions/user/search')).statusCode).toBe(401);
});

it('refuses amounts outside the wallet limits, zero, negative, fractional cents and non-numbers, writing nothing', async () => {
  const { user, token } = await fan();
  const refused: [unknown, RegExp][] = [
    [2.94, /between 2\.95 and 300\.00/],
    [300.01, /between 2\.95 and 300\.00/],
    [0, /more than 0/],
    [-10, /more than 0/],
    [10.005, /at most two decimals/],
    ['10', /must be a number/],
    ['NaN', /must be a number/],
    [null, /must be a number/],
    [undefined, /must be a number/],
  ];
  for (const [amount, message] of refused) {
    const res = await topUp(token, { amount });
    expect([res.statusCode, amount]).toEqual([422, amount]);
    expect(res.json().message).toMatch(message);
  }
  expect(await paymentsOf(user.id)).toHaveLength(0);
  expect(await balanceOf(user.id)).toBe(0);
});

it('answers a pending sandbox payment, and a test card credits the wallet once however often it is confirmed', async () => {
  const { user, token } = await fan();
  const res = await topUp(token, { amount: 25.5 });
  expect(res.statusCode).toBe(200);
  const result = res.json().data;
  expect(result).toEqual({ paymentId: expect.any(String), checkoutUrl: `/payment/sandbox/${result.paymentId}`, amount: 25.5, credit: 25.5, discount: 0, status: 'pending', testMode: true });
  expect(await balanceOf(user.id)).toBe(0);

  const first = await confirm(token, result.paymentId);
  expect(first.statusCode).toBe(200);
  expect(first.json().data).toEqual({ paymentId: result.paymentId, status: 'succeeded', amount: 25.5, credit: 25.5, balance: 25.5, testMode: true });
  // Replays, one after the other and then all at once, answer the same state and credit nothing more.
  for (let i = 0; i < 2; i++) expect((await confirm(token, result.paymentId)).json().data).toMatchObject({ status: 'succeeded', balance: 25.5 });
  const parallel = await Promise.all(Array.from({ length: 5 }, () => confirm(token, result.paymentId)));
  expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  expect(await balanceOf(user.id)).toBe(2550);
  expect(await topUpTransactions(result.paymentId)).toBe(1);
  const [row] = await paymentsOf(user.id);
  expect(row).toMatchObject({ status: 'succeeded', gateway: 'sandbox', amount: 2550, credit: 2550, externalId: `sandbox_${result.paymentId}` });
  expect(row.transactionId).toEqual(expect.any(String));
});

it('credits once when the first confirmations arrive together', async () => {
  const { user, token } = await fan();
  const paymentId = await startTopUp(token, 40);
  const answers = await Promise.all(Array.from({ length: 6 }, () => confirm(token, paymentId)));
  expect(answers.every((r) => r.statusCode === 200 && r.json().data.status === 'succeeded')).toBe(true);
  expect(await balanceOf(user.id)).toBe(4000);
  expect(await topUpTransactions(paymentId)).toBe(1);
});

it('marks a declined card failed, credits nothing, and a later good card changes nothing', async () => {
  const { user, token } = await fan();
  const paymentId = await startTopUp(token, 20);
  const declined = await confirm(token, paymentId, DECLINED);
  expect(declined.statusCode).toBe(200);
  expect(declined.json().data).toMatchObject({ status: 'failed', balance: null, testMode: true });
  expect((await confirm(token, paymentId, PAYS)).json().data).toMatchObject({ status: 'failed' });
  expect(await balanceOf(user.id)).toBe(0);
  expect(await topUpTransactions(paymentId)).toBe(0);
});

it('asks for a test card number and leaves the payment pending', async () => {
  const { user, token } = await fan();
  const paymentId = await startTopUp(token, 20);
  const res = await confirm(token, paymentId, '5555 5555 5555 4444');
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toMatch(/^Use a test card number/);
  expect((await paymentsOf(user.id))[0].status).toBe('pending');
});

it('hides a payment from anyone but its own user', async () => {
  const owner = await fan();
  const other = await fan();
  const paymentId = await startTopUp(owner.token, 30);
  const res = await confirm(other.token, paymentId);
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toMatch(/does not exist, or is not yours/);
  expect((await confirm(other.token, crypto.randomUUID())).statusCode).toBe(404);
  expect((await paymentsOf(owner.user.id))[0].status).toBe('pending');
  expect(await balanceOf(other.user.id)).toBe(0);
});

it('makes one payment per Idempotency-Key and answers the same result to the repeat', async () => {
  const { user, token } = await fan();
  const key = { 'idempotency-key': 'top-up-once-1' };
  const first = await topUp(token, { amount: 15 }, key);
  const again = await topUp(token, { amount: 15 }, key);
  expect(again.json().data).toEqual(first.json().data);
  const other = await topUp(token, { amount: 15 }, { 'idempotency-key': 'top-up-once-2' });
  expect(other.json().data.paymentId).not.toBe(first.json().data.paymentId);
  expect(await paymentsOf(user.id)).toHaveLength(2);
  // The same key from another user is that user's own key.
  const someoneElse = await fan();
  expect((await topUp(someoneElse.token, { amount: 15 }, key)).json().data.paymentId).not.toBe(first.json().data.paymentId);
});

it("lists the fan's own payments, newest first, filtered by type and status, with a capped page size", async () => {
  const me = await fan();
  const other = await fan();
  const older = await startTopUp(me.token, 10);
  await confirm(me.token, older);
  const newer = await startTopUp(me.token, 12);
  await startTopUp(other.token, 50);

  const all = await get('/payment/transactions/user/search', me.token);
  expect(all.statusCode).toBe(200);
  expect(all.json().data.total).toBe(2);
  expect(all.json().data.data.map((t: { _id: string }) => t._id)).toEqual([newer, older]);
  expect(all.json().data.data[1]).toMatchObject({ type: 'top-up', gateway: 'sandbox', status: 'succeeded', amount: 10, credit: 10, couponCode: null, testMode: true });

  const succeeded = (await get('/payment/transactions/user/search?status=succeeded&type=top-up', me.token)).json().data;
  expect(succeeded.data.map((t: { _id: string }) => t._id)).toEqual([older]);
  expect((await get('/payment/transactions/user/search?type=subscription', me.token)).json().data).toEqual({ data: [], total: 0 });
  expect((await get('/payment/transactions/user/search?pageSize=1&current=2', me.token)).json().data.data.map((t: { _id: string }) => t._id)).toEqual([older]);
  expect((await get('/payment/transactions/user/search?pageSize=101', me.token)).statusCode).toBe(422);
  expect((await get('/payment/transactions/user/search?status=paid', me.token)).statusCode).toBe(422);
});

it('tells the balance hook about a credited top-up, once, with the new balance', async () => {
  const changes: [string, number, number][] = [];
  const module = createPaymentsModule({
    db: db(),
    config: ctx.config,
    settings: ctx.app.services.settings,
    coupons: ctx.app.services.coupons,
    onBalanceChanged: (userId, balance, change) => changes.push([userId, balance, change]),
  });
  const { user } = await fan();
  const started = await module.services.payments.topUp(user.id, { amount: 7.25 });
  await module.services.payments.confirmSandbox(user.id, { paymentId: started.paymentId, cardNumber: PAYS });
  await module.services.payments.confirmSandbox(user.id, { paymentId: started.paymentId, cardNumber: PAYS });
  expect(changes).toEqual([[user.id, 725, 725]]);
});
