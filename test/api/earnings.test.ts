// A performer's earnings: the list and the stats, own only, with the sums the sales
// wrote (gross = platform share + net) and a per-day series for the chart.
import { eq } from 'drizzle-orm';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { createVideo } from '../factories/content';
import { fundWallet } from '../factories/money';
import { authHeader, createCast, createUser, loginAs, type Cast } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

let ctx: TestContext;
let cast: Cast;
/** Transaction ids of the owner's three sales: a 9.95 video 3 days ago, a 25 tip and a 12.35 tip today. */
let sales: { video: string; tip: string; oddTip: string };
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, db(), { name: 'Earner' });
  const buyer = await createUser(db());
  await fundWallet(db(), buyer, 100_000);
  const token = await loginAs(ctx.app, buyer);
  const video = await createVideo(db(), cast.owner, { access: 'sale' });
  const charge = async (url: string, payload?: object) => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/wallet/charges/${url}`, headers: authHeader(token), ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(200);
    return res.json().data.transactionId as string;
  };
  sales = { video: await charge(`video/${video.id}`), tip: await charge(`tip/${cast.owner.id}`, { amount: 25 }), oddTip: await charge(`tip/${cast.owner.id}`, { amount: 12.35 }) };
  // Another performer's sale, which the owner must never see.
  await charge(`tip/${cast.otherPerformer.id}`, { amount: 40 });
  await db().update(earnings).set({ createdAt: new Date(Date.now() - 3 * DAY_MS) }).where(eq(earnings.transactionId, sales.video));
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? authHeader(token) : {} });

describe('GET /performer/earning/search', () => {
  it('is for performers only', async () => {
    expect((await get('/performer/earning/search')).statusCode).toBe(401);
    expect((await get('/performer/earning/search', cast.tokens.fan)).statusCode).toBe(403);
    expect((await get('/performer/earning/stats', cast.tokens.fan)).statusCode).toBe(403);
  });

  it('lists the performer’s own earnings, newest first, with gross, share and net', async () => {
    const res = await get('/performer/earning/search', cast.tokens.owner);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    expect(total).toBe(3);
    expect(data.map((e: { type: string; gross: number }) => [e.type, e.gross])).toEqual([
      ['tip', 12.35],
      ['tip', 25],
      ['video', 9.95],
    ]);
    expect(data[0]).toMatchObject({ platformShare: 2.47, net: 9.88, commission: 20 });
    expect(data[2]).toMatchObject({ platformShare: 1.99, net: 7.96, sourceId: expect.any(String) });
    expect(data[0].user.username).toEqual(expect.any(String));

    const other = (await get('/performer/earning/search', cast.tokens.otherPerformer)).json().data;
    expect(other.data.map((e: { gross: number }) => e.gross)).toEqual([40]);
  });

  it('filters by type and by date range', async () => {
    const tips = (await get('/performer/earning/search?type=tip', cast.tokens.owner)).json().data;
    expect(tips.total).toBe(2);
    const older = (await get(`/performer/earning/search?toDate=${day(1)}`, cast.tokens.owner)).json().data;
    expect(older.data.map((e: { type: string }) => e.type)).toEqual(['video']);
    const recent = (await get(`/performer/earning/search?fromDate=${day(0)}`, cast.tokens.owner)).json().data;
    expect(recent.total).toBe(2);
    const res = await get('/performer/earning/search?fromDate=yesterday-ish', cast.tokens.owner);
    expect([res.statusCode, res.json().message]).toEqual([422, expect.stringMatching(/fromDate must be a date/)]);
    expect((await get(`/performer/earning/search?fromDate=${day(0)}&toDate=${day(2)}`, cast.tokens.owner)).statusCode).toBe(422);
  });
});

describe('GET /performer/earning/stats', () => {
  it('sums the last 30 days by default, with net per day for the chart', async () => {
    const res = await get('/performer/earning/stats', cast.tokens.owner);
    expect(res.statusCode).toBe(200);
    const stats = res.json().data;
    expect(stats.totals).toEqual({ count: 3, gross: 47.3, platformShare: 9.46, net: 37.84 });
    expect(stats.daily).toHaveLength(30);
    expect([stats.fromDate, stats.toDate]).toEqual([day(29), day(0)]);
    const netOn = new Map(stats.daily.map((d: { date: string; net: number }) => [d.date, d.net]));
    expect(netOn.get(day(3))).toBe(7.96);
    expect(netOn.get(day(0))).toBe(29.88);
    expect(netOn.get(day(1))).toBe(0);
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it('sums a chosen range and type, and counts only the performer’s own sales', async () => {
    const today = (await get(`/performer/earning/stats?fromDate=${day(0)}&toDate=${day(0)}`, cast.tokens.owner)).json().data;
    expect(today.totals).toEqual({ count: 2, gross: 37.35, platformShare: 7.47, net: 29.88 });
    expect(today.daily).toEqual([{ date: day(0), net: 29.88 }]);
    const videos = (await get('/performer/earning/stats?type=video', cast.tokens.owner)).json().data;
    expect(videos.totals).toEqual({ count: 1, gross: 9.95, platformShare: 1.99, net: 7.96 });
    const other = (await get('/performer/earning/stats', cast.tokens.otherPerformer)).json().data;
    expect(other.totals).toEqual({ count: 1, gross: 40, platformShare: 8, net: 32 });
    const tooLong = await get(`/performer/earning/stats?fromDate=${day(800)}`, cast.tokens.owner);
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([422, 'Pick a range of at most 366 days.']);
  });
});
