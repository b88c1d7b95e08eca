// The operators' dashboard figures (docs/admin.md "Dashboard"): known sales made through the API, each figure
// checked exactly in minor units, the daily series, a sale and an account outside the period left out, the top
// creators' order, who may read it and the periods refused.
import { eq } from 'drizzle-orm';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { users } from '@/server/modules/users/users.table';
import { fundWallet } from '../factories/money';
import { createProduct } from '../factories/products';
import { createVideo } from '../factories/content';
import { authHeader, createAdmin, createPerformer, createUser, loginAs, type TestPerformer } from '../factories/users';
import { useTestApp } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
useTestApp((made) => (ctx = made));
const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
/** The answer, once it is a 200 (the failure shows the body, which names what went wrong). */
const ok = async <T extends { statusCode: number; body: string }>(res: Promise<T>): Promise<T> => {
  const answered = await res;
  expect(`${answered.statusCode} ${answered.body}`).toMatch(/^200 /);
  return answered;
};

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
const today = dayOf(new Date());
const tenDaysFrom = dayOf(daysAgo(9));

/** Dates the earning of the sale a charge answered back to `at`, as the demo seed dates its sales. */
async function dateSale(res: { json(): { data: { transactionId: string } } }, at: Date) {
  await db().update(earnings).set({ createdAt: at }).where(eq(earnings.transactionId, res.json().data.transactionId));
}

async function payoutRequest(performer: TestPerformer, amount: number): Promise<string> {
  const token = await loginAs(ctx.app, performer);
  await ok(call('PUT', '/performers/payment-gateway-settings', token, { payoutMethod: 'paypal', paypalEmail: `${performer.username}@pay.example.test` }));
  return (await ok(call('POST', '/payout-requests', token, { amount, paymentAccountType: 'paypal' }))).json().data._id;
}

let tokens: { admin: string; fan: string; performer: string };
let luna: TestPerformer;
let mira: TestPerformer;

beforeAll(async () => {
  luna = await createPerformer(db(), { name: 'Luna Stats', username: 'lunastats' });
  mira = await createPerformer(db(), { name: 'Mira Stats', username: 'mirastats' });
  const fan = await createUser(db(), { name: 'Dash Fan' });
  const admin = await createAdmin(db());
  // An account made before the period: not a new fan of it.
  const old = await createUser(db());
  await db().update(users).set({ createdAt: daysAgo(20) }).where(eq(users.id, old.id));
  tokens = { admin: await loginAs(ctx.app, admin), fan: await loginAs(ctx.app, fan), performer: await loginAs(ctx.app, luna) };

  await fundWallet(db(), fan, 100_000);
  await ok(call('POST', '/payment/subscribe/performers', tokens.fan, { performerId: luna.id, type: 'monthly', paymentMethod: 'wallet' }));
  const video = await createVideo(db(), luna, { access: 'sale', price: 995 });
  await ok(call('POST', `/wallet/charges/video/${video.id}`, tokens.fan));
  await ok(call('POST', `/wallet/charges/tip/${mira.id}`, tokens.fan, { amount: 100 }));
  const product = await createProduct(db(), mira, { type: 'digital', price: 1250 });
  await ok(call('POST', `/wallet/charges/product/${product.id}`, tokens.fan));
  // Two days ago, inside the period; twenty days ago, outside it.
  await dateSale(await ok(call('POST', `/wallet/charges/tip/${luna.id}`, tokens.fan, { amount: 80 })), daysAgo(2));
  await dateSale(await ok(call('POST', `/wallet/charges/tip/${mira.id}`, tokens.fan, { amount: 15 })), daysAgo(20));

  // Mira is paid 60.00; Luna waits for 50.00.
  const paid = await payoutRequest(mira, 60);
  await ok(call('POST', `/admin/payout-requests/${paid}/approve`, tokens.admin));
  await ok(call('POST', `/admin/payout-requests/${paid}/paid`, tokens.admin, { adminNote: 'Sent', reference: 'PP-2026-1' }));
  await payoutRequest(luna, 50);
});

const stats = (query: string, token = tokens.admin) => call('GET', `/admin/stats${query}`, token);

describe('GET /admin/stats', () => {
  it('answers every figure of the period in minor units', async () => {
    const res = await ok(stats(`?from=${tenDaysFrom}&to=${today}`));
    const data = res.json().data;
    expect(data).toMatchObject({
      from: tenDaysFrom,
      to: today,
      // 9.95 subscription + 9.95 video + 100.00 and 80.00 tips + 12.50 product; the 15.00 tip is older.
      sales: {
        gross: 21_240,
        count: 5,
        byKind: {
          subscriptions: { gross: 995, count: 1 },
          tips: { gross: 18_000, count: 2 },
          content: { gross: 995, count: 1 },
          messages: { gross: 0, count: 0 },
          products: { gross: 1250, count: 1 },
          liveTickets: { gross: 0, count: 0 },
          privateShows: { gross: 0, count: 0 },
        },
      },
      // 20 % of each sale, rounded half up: 199 + 199 + 2000 + 1600 + 250.
      platformRevenue: 4248,
      topUps: { amount: 100_000, count: 1 },
      payouts: { paid: { amount: 6000, count: 1 }, pending: { amount: 5000, count: 1 } },
      newFans: 1,
      newCreators: 2,
      subscriptions: { active: 1, newInPeriod: 1 },
    });
    expect(data.topCreators).toEqual([
      { _id: mira.id, username: 'mirastats', name: 'Mira Stats', avatar: expect.any(String), gross: 11_250, count: 2 },
      { _id: luna.id, username: 'lunastats', name: 'Luna Stats', avatar: expect.any(String), gross: 9990, count: 3 },
    ]);
  });

  it('gives every day of the period, oldest first, with its sales, commission and new accounts', async () => {
    const { daily } = (await ok(stats(`?from=${tenDaysFrom}&to=${today}`))).json().data;
    expect(daily.map((d: { date: string }) => d.date)).toEqual(Array.from({ length: 10 }, (_, i) => dayOf(daysAgo(9 - i))));
    const empty = { gross: 0, platformRevenue: 0, newFans: 0, newCreators: 0 };
    expect(daily.slice(0, 7)).toEqual(daily.slice(0, 7).map((d: { date: string }) => ({ date: d.date, ...empty })));
    expect(daily[7]).toEqual({ date: dayOf(daysAgo(2)), gross: 8000, platformRevenue: 1600, newFans: 0, newCreators: 0 });
    expect(daily[8]).toEqual({ date: dayOf(daysAgo(1)), ...empty });
    expect(daily[9]).toEqual({ date: today, gross: 13_240, platformRevenue: 2648, newFans: 1, newCreators: 2 });
  });

  it('counts only what happened inside the period, both days included', async () => {
    const twoDaysAgo = dayOf(daysAgo(2));
    const oneDay = (await ok(stats(`?from=${twoDaysAgo}&to=${twoDaysAgo}`))).json().data;
    expect(oneDay).toMatchObject({ sales: { gross: 8000, count: 1 }, platformRevenue: 1600, topUps: { amount: 0, count: 0 }, newFans: 0, newCreators: 0 });
    expect(oneDay.payouts).toEqual({ paid: { amount: 0, count: 0 }, pending: { amount: 5000, count: 1 } });
    expect(oneDay.subscriptions).toEqual({ active: 1, newInPeriod: 0 });
    expect(oneDay.topCreators).toEqual([expect.objectContaining({ _id: luna.id, gross: 8000, count: 1 })]);

    const twentyDaysAgo = dayOf(daysAgo(20));
    const old = (await ok(stats(`?from=${twentyDaysAgo}&to=${twentyDaysAgo}`))).json().data;
    expect(old).toMatchObject({ sales: { gross: 1500, count: 1, byKind: { tips: { gross: 1500, count: 1 } } }, platformRevenue: 300, newFans: 1 });
  });

  it('reads the last 30 days, today included, when no period is given', async () => {
    const data = (await ok(stats(''))).json().data;
    expect(data).toMatchObject({ from: dayOf(daysAgo(29)), to: today, sales: { gross: 22_740, count: 6 }, newFans: 2 });
    expect(data.daily).toHaveLength(30);
  });

  it('is for admins only', async () => {
    expect((await stats('', '')).statusCode).toBe(401);
    expect((await stats('', tokens.fan)).statusCode).toBe(403);
    expect((await stats('', tokens.performer)).statusCode).toBe(403);
  });

  it.each([
    ['a start after the end', `?from=${today}&to=${tenDaysFrom}`, /must start on or before/],
    ['more than 366 days', '?from=2025-01-01&to=2026-01-02', /at most 366 days; this one has 367/],
    ['a day not written YYYY-MM-DD', '?from=27-11-2026', /from must be a day written YYYY-MM-DD/],
    ['a day that does not exist', '?to=2026-02-30', /to must be a day written YYYY-MM-DD/],
  ])('refuses %s with a sentence', async (_, query, sentence) => {
    const res = await stats(query);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(sentence);
  });

  it('takes in a full year of 366 days', async () => {
    expect((await ok(stats('?from=2024-01-01&to=2024-12-31'))).json().data.daily).toHaveLength(366);
  });
});
