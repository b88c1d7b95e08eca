// Test money (docs/money.md "Test money") on the embedded default, the sandbox gateway: what it pays in is
// marked in the ledger and the mark follows the money. A wallet spends its test money first, a sale shares it
// out at the sale's commission into the performer's earnings, a refund gives it back, a subscription paid
// through the sandbox is test-funded whole, and a payout request (still allowed here) shows the admin how much
// of it is test-funded. The ledger check re-derives all of it and finds a tampered test part. Runs on PGlite
// with `npm test` and on PostgreSQL with `npm run test:pg` (real concurrency there).
import { eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { PLATFORM_COMMISSION, codeOf, earningsOf, outside, payoutReserveOf, walletOf, type AccountRef } from '@/server/modules/ledger/ledger-accounts';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { InvalidPosting, holdingsOf, postToLedger, type LedgerPosting } from '@/server/modules/ledger/ledger.service';
import { ledgerAccounts, ledgerEntries } from '@/server/modules/ledger/ledger.table';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { payoutRequests } from '@/server/modules/payouts/payouts.table';
import { fundWallet } from '../factories/money';
import { createProduct } from '../factories/products';
import { authHeader, createAdmin, createPerformer, createUser, loginAs, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let adminToken: string;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await loginAs(ctx.app, await createAdmin(db()));
});
afterAll(() => ctx?.close());
afterEach(async () => {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: authHeader(token), ...(payload ? { payload } : {}) });
}

const holdings = (account: AccountRef) => holdingsOf(db(), account);

/** Each line of a ledger transaction as [account code, amount, test part]. */
async function linesOf(transactionId: string): Promise<[string, number, number][]> {
  const rows = await db()
    .select({ code: ledgerAccounts.code, amount: ledgerEntries.amount, test: ledgerEntries.testAmount })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId));
  return rows.map((r): [string, number, number] => [r.code, r.amount, r.test]).sort((a, b) => a[0].localeCompare(b[0]));
}

const earningOf = async (transactionId: string) => (await db().select().from(earnings).where(eq(earnings.transactionId, transactionId)))[0];

/** A wallet topped up through the sandbox's checkout with its test card, as a fan does it. */
async function sandboxTopUp(token: string, amount: number): Promise<string> {
  const opened = await call('POST', '/payment/wallet/top-up', token, { amount });
  expect(opened.statusCode).toBe(200);
  const paid = await call('POST', '/payment/sandbox/confirm', token, { paymentId: opened.json().data.paymentId, cardNumber: '4242 4242 4242 4242' });
  expect(paid.json().data.status).toBe('succeeded');
  return opened.json().data.paymentId;
}

/** A fan holding `real` minor units of real money and `test` of sandbox money. */
async function fanWith(real: number, test: number): Promise<{ fan: TestUser; token: string }> {
  const fan = await createUser(db());
  if (real > 0) await fundWallet(db(), fan, real);
  if (test > 0) await fundWallet(db(), fan, test, { testMoney: true });
  return { fan, token: await loginAs(ctx.app, fan) };
}

/** A performer paid by PayPal, so they can ask for payouts. */
async function payablePerformer() {
  const performer = await createPerformer(db());
  const token = await loginAs(ctx.app, performer);
  const settings = await call('PUT', '/performers/payment-gateway-settings', token, { payoutMethod: 'paypal', paypalEmail: `${performer.username}@pay.example.test` });
  expect(settings.statusCode).toBe(200);
  return { performer, token };
}

describe('marking what the sandbox pays in', () => {
  it('marks every entry of a sandbox top-up as test money, and the wallet holds it as such', async () => {
    const fan = await createUser(db());
    const paymentId = await sandboxTopUp(await loginAs(ctx.app, fan), 40);
    const payment = await call('GET', `/payment/${paymentId}`, await loginAs(ctx.app, fan));
    expect(payment.json().data.testMode).toBe(true);
    const [{ transactionId }] = await db().select({ transactionId: paymentTransactions.transactionId }).from(paymentTransactions).where(eq(paymentTransactions.id, paymentId));
    expect(await linesOf(transactionId!)).toEqual([
      ['outside:sandbox', -4_000, -4_000],
      [codeOf(walletOf(fan.id)), 4_000, 4_000],
    ]);
    expect(await holdings(walletOf(fan.id))).toEqual({ balance: 4_000, test: 4_000 });
  });

  it('refuses a posting that moves sandbox money unmarked, or draws test money on a credit', async () => {
    const fan = await createUser(db());
    const post = (posting: LedgerPosting) => db().transaction((tx: Tx) => postToLedger(tx, posting));
    const unmarked = [
      { account: outside('sandbox'), amount: -500 },
      { account: walletOf(fan.id), amount: 500 },
    ];
    await expect(post({ kind: 'top-up', lines: unmarked })).rejects.toBeInstanceOf(InvalidPosting);
    await expect(post({ kind: 'top-up', lines: [unmarked[0], { ...unmarked[1], test: 'test-first' }] })).rejects.toBeInstanceOf(InvalidPosting);
    expect(await holdings(walletOf(fan.id))).toEqual({ balance: 0, test: 0 });
  });
});

describe('test money through a wallet into earnings', () => {
  it('spends a mixed wallet’s test money first and shares it out at the commission', async () => {
    const { fan, token } = await fanWith(10_000, 0);
    await sandboxTopUp(token, 200);
    const { performer, token: performerToken } = await payablePerformer();

    // 250.00 at the default 20 %: the wallet's 200.00 of test money goes first, then 50.00 of real money.
    const tip = await call('POST', `/wallet/charges/tip/${performer.id}`, token, { amount: 250 });
    expect(tip.statusCode).toBe(200);
    const { transactionId } = tip.json().data;
    expect(await linesOf(transactionId)).toEqual([
      [codeOf(earningsOf(performer.id)), 20_000, 16_000],
      [codeOf(PLATFORM_COMMISSION), 5_000, 4_000],
      [codeOf(walletOf(fan.id)), -25_000, -20_000],
    ]);
    expect(await holdings(walletOf(fan.id))).toEqual({ balance: 5_000, test: 0 });
    expect(await holdings(earningsOf(performer.id))).toEqual({ balance: 20_000, test: 16_000 });
    expect(await earningOf(transactionId)).toMatchObject({ gross: 25_000, net: 20_000, testGross: 20_000, testNet: 16_000 });

    // What is left is real money: the next tip carries no test money at all.
    const second = await call('POST', `/wallet/charges/tip/${performer.id}`, token, { amount: 50 });
    expect(await earningOf(second.json().data.transactionId)).toMatchObject({ gross: 5_000, testGross: 0, testNet: 0 });

    const listed = (await call('GET', '/performer/earning/search', performerToken)).json().data.data;
    expect(listed.map((e: { net: number; testNet: number }) => [e.net, e.testNet]).sort()).toEqual([
      [200, 160],
      [40, 0],
    ]);
  });

  it('gives a refunded order’s test money back to the wallet as test money', async () => {
    const { fan, token } = await fanWith(1_000, 1_000);
    const performer = await createPerformer(db());
    const product = await createProduct(db(), performer, { type: 'digital' });
    const bought = await call('POST', `/wallet/charges/product/${product.id}`, token);
    expect(bought.statusCode).toBe(200);
    // 12.50: 10.00 of test money first, 2.50 real; the performer nets 80 % of each.
    expect(await earningOf(bought.json().data.transactionId)).toMatchObject({ gross: 1_250, testGross: 1_000, net: 1_000, testNet: 800 });
    expect(await holdings(walletOf(fan.id))).toEqual({ balance: 750, test: 0 });

    const refunded = await call('POST', `/admin/orders/${bought.json().data.order._id}/refund`, adminToken);
    expect(refunded.statusCode).toBe(200);
    expect(await holdings(walletOf(fan.id))).toEqual({ balance: 2_000, test: 1_000 });
    expect(await holdings(earningsOf(performer.id))).toEqual({ balance: 0, test: 0 });
    expect(await earningOf(refunded.json().data.refundTransactionId)).toMatchObject({ gross: -1_250, testGross: -1_000, net: -1_000, testNet: -800 });
  });

  it('counts a subscription paid through the sandbox as test-funded whole', async () => {
    const performer = await createPerformer(db());
    const fan = await createUser(db());
    const token = await loginAs(ctx.app, fan);
    const opened = (await call('POST', '/payment/subscribe/performers', token, { performerId: performer.id, type: 'monthly' })).json().data;
    expect((await call('POST', '/payment/sandbox/confirm', token, { paymentId: opened.paymentId, cardNumber: '4242424242424242' })).json().data.status).toBe('succeeded');
    const [earning] = await db().select().from(earnings).where(eq(earnings.performerId, performer.id));
    expect(earning).toMatchObject({ sourceType: 'subscription', gross: 995, testGross: 995, net: 796, testNet: 796 });
    expect(await linesOf(earning.transactionId)).toEqual([
      [codeOf(earningsOf(performer.id)), 796, 796],
      ['outside:sandbox', -995, -995],
      [codeOf(PLATFORM_COMMISSION), 199, 199],
    ]);
  });

  it('keeps the test money right when parallel purchases race for one mixed wallet', async () => {
    const { fan } = await fanWith(10_000, 10_000);
    const performer = await createPerformer(db());
    const buyer = { userId: fan.id, countryCode: null, isAdmin: false };
    const tips = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => ctx.app.services.walletCharges.charges.tip(buyer, performer.id, { amount: 10 }, `race-${i}`)),
    );
    expect(tips.filter((t) => t.status === 'fulfilled')).toHaveLength(20);
    const rows = await db().select().from(earnings).where(eq(earnings.performerId, performer.id));
    // Whole tips of test money first, then whole tips of real money: never more test money than there was.
    expect(rows.map((r) => r.testGross).sort((a, b) => a - b)).toEqual([...Array(10).fill(0), ...Array(10).fill(1_000)]);
    expect(await holdings(walletOf(fan.id))).toEqual({ balance: 0, test: 0 });
    expect(await holdings(earningsOf(performer.id))).toEqual({ balance: 16_000, test: 8_000 });
  });
});

describe('payouts on the sandbox', () => {
  /** A performer whose earnings hold 200.00: 160.00 of test money, 40.00 real (see the tip above). */
  async function mixedEarner() {
    const { token: fanToken } = await fanWith(5_000, 20_000);
    const earner = await payablePerformer();
    expect((await call('POST', `/wallet/charges/tip/${earner.performer.id}`, fanToken, { amount: 250 })).statusCode).toBe(200);
    expect(await holdings(earningsOf(earner.performer.id))).toEqual({ balance: 20_000, test: 16_000 });
    return earner;
  }

  it('allows a test-funded request, takes real money first and shows the performer and the admin how much is test money', async () => {
    const { performer, token } = await mixedEarner();
    expect((await call('POST', '/payout-requests/calculate', token)).json().data).toMatchObject({ available: 200, availableTestMoney: 160, testMoneyPayable: true });

    const asked = await call('POST', '/payout-requests', token, { amount: 100, paymentAccountType: 'paypal' });
    expect(asked.statusCode).toBe(200);
    const id = asked.json().data._id;
    // 40.00 of real money first, then 60.00 of test money.
    expect(asked.json().data).toMatchObject({ amount: 100, testFunded: 60 });
    expect(await holdings(payoutReserveOf(performer.id))).toEqual({ balance: 10_000, test: 6_000 });
    expect((await call('POST', '/payout-requests/calculate', token)).json().data).toMatchObject({ available: 100, availableTestMoney: 100 });

    const queue = (await call('GET', `/admin/payout-requests?performerId=${performer.id}`, adminToken)).json().data;
    expect(queue.data).toEqual([expect.objectContaining({ _id: id, amount: 100, testFunded: 60 })]);
    expect((await call('GET', `/payout-requests/${id}/view`, adminToken)).json().data).toMatchObject({ amount: 100, testFunded: 60 });
    expect((await call('GET', '/payout-requests/search', token)).json().data.data).toEqual([expect.objectContaining({ _id: id, testFunded: 60 })]);

    // Lowering gives back test money first; raising again can only take test money (the real is spent).
    expect((await call('PUT', `/payout-requests/${id}`, token, { amount: 70 })).json().data).toMatchObject({ amount: 70, testFunded: 30 });
    expect((await call('PUT', `/payout-requests/${id}`, token, { amount: 150 })).json().data).toMatchObject({ amount: 150, testFunded: 110 });
    expect(await holdings(earningsOf(performer.id))).toEqual({ balance: 5_000, test: 5_000 });

    expect((await call('POST', `/admin/payout-requests/${id}/approve`, adminToken)).statusCode).toBe(200);
    const paid = await call('POST', `/admin/payout-requests/${id}/paid`, adminToken, { reference: 'PP-TEST-1' });
    expect(paid.json().data).toMatchObject({ status: 'paid', testFunded: 110 });
    const [{ settled }] = await db().select({ settled: payoutRequests.settleTransactionId }).from(payoutRequests).where(eq(payoutRequests.id, id));
    expect(await linesOf(settled!)).toEqual([
      ['outside:payouts', 15_000, 11_000],
      [codeOf(payoutReserveOf(performer.id)), -15_000, -11_000],
    ]);
  });

  it('gives a cancelled request’s test money back to the earnings as test money', async () => {
    const { performer, token } = await mixedEarner();
    const id = (await call('POST', '/payout-requests', token, { amount: 120, paymentAccountType: 'paypal' })).json().data._id;
    expect(await holdings(earningsOf(performer.id))).toEqual({ balance: 8_000, test: 8_000 });
    expect((await call('PUT', `/payout-requests/${id}`, token, { status: 'cancelled' })).json().data).toMatchObject({ status: 'rejected', testFunded: 80 });
    expect(await holdings(earningsOf(performer.id))).toEqual({ balance: 20_000, test: 16_000 });
    expect(await holdings(payoutReserveOf(performer.id))).toEqual({ balance: 0, test: 0 });
  });
});

describe('the ledger check', () => {
  it('finds a tampered test part on an account, an earning or a payout request', async () => {
    const { fan, token } = await fanWith(0, 10_000);
    const { performer, token: performerToken } = await payablePerformer();
    const tip = (await call('POST', `/wallet/charges/tip/${performer.id}`, token, { amount: 80 })).json().data;
    const request = (await call('POST', '/payout-requests', performerToken, { amount: 60, paymentAccountType: 'paypal' })).json().data;
    expect(request.testFunded).toBe(60);
    expect(await checkLedger(db())).toMatchObject({ ok: true });

    const wallet = codeOf(walletOf(fan.id));
    await db().update(ledgerAccounts).set({ testBalance: 0 }).where(eq(ledgerAccounts.code, wallet));
    expect((await checkLedger(db())).problems).toContain(`Account ${wallet} shows 0 of test money but its entries hold 2000.`);
    await db().update(ledgerAccounts).set({ testBalance: 2_000 }).where(eq(ledgerAccounts.code, wallet));

    // Test money passed off as real in the earnings record: the ledger still says where it went.
    const earning = await earningOf(tip.transactionId);
    await db().update(earnings).set({ testGross: 0, testNet: 0 }).where(eq(earnings.id, earning.id));
    expect((await checkLedger(db())).problems).toContain(`Earning ${earning.id} records 0 of test money (0 net) but its transaction gave 6400 to the performer and 1600 to the platform.`);
    await db().update(earnings).set({ testGross: earning.testGross, testNet: earning.testNet }).where(eq(earnings.id, earning.id));

    await db().update(payoutRequests).set({ testAmount: 0 }).where(eq(payoutRequests.id, request._id));
    expect((await checkLedger(db())).problems).toContain(`Payout request ${request._id} records 0 of test money but its reservations hold 6000.`);
    await db().update(payoutRequests).set({ testAmount: 6_000 }).where(eq(payoutRequests.id, request._id));
  });
});
