// PUT /admin/performers/{id}/commission (docs/business-rules.md "Money: the ground rules": the site's
// performerCommission, overridable per performer, 0 % included): stored as basis points, shown on the admin's
// performer view and used by the next sale; null returns the performer to the site setting.
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { fundWallet } from '../factories/money';
import { authHeader, createCast, createUser, loginAs, type Cast } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
let buyerToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, db(), { performer: { verificationStatus: 'verified' } });
  const buyer = await createUser(db());
  await fundWallet(db(), buyer, 100_000);
  buyerToken = await loginAs(ctx.app, buyer);
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const url = () => `/api/admin/performers/${cast.owner.id}/commission`;
/** `token` null sends the request logged out. */
const setCommission = (payload: unknown, token: string | null = cast.tokens.admin, target = url()) =>
  ctx.app.inject({ method: 'PUT', url: target, headers: token ? authHeader(token) : {}, payload: payload as object });
const adminView = async () => (await ctx.app.inject({ method: 'GET', url: `/api/admin/performers/${cast.owner.id}`, headers: authHeader(cast.tokens.admin) })).json().data;

/** Tips the owner `amount` and answers the earning it wrote: gross, platform share, net and percent. */
async function tipAndEarning(amount: number) {
  const tip = await ctx.app.inject({ method: 'POST', url: `/api/wallet/charges/tip/${cast.owner.id}`, headers: authHeader(buyerToken), payload: { amount } });
  expect(tip.statusCode).toBe(200);
  const earnings = await ctx.app.inject({ method: 'GET', url: '/api/performer/earning/search?sortBy=createdAt&sort=desc', headers: authHeader(cast.tokens.owner) });
  const [latest] = earnings.json().data.data;
  return { gross: latest.gross, platformShare: latest.platformShare, net: latest.net, commission: latest.commission };
}

describe('PUT /admin/performers/{id}/commission', () => {
  it('is for admins only', async () => {
    expect((await setCommission({ commissionPercentage: 5 }, null)).statusCode).toBe(401);
    expect((await setCommission({ commissionPercentage: 5 }, cast.tokens.fan)).statusCode).toBe(403);
    expect((await setCommission({ commissionPercentage: 5 }, cast.tokens.owner)).statusCode).toBe(403);
    expect((await adminView()).commissionPercentage).toBeNull();
  });

  it('explains bad input and unknown performers', async () => {
    for (const [payload, message] of [
      [{ commissionPercentage: 101 }, /from 0 to 100/],
      [{ commissionPercentage: -1 }, /from 0 to 100/],
      [{ commissionPercentage: 12.345 }, /at most two decimals/],
      [{ commissionPercentage: '10' }, /must be a number/],
      [{}, /must be a number/],
      [{ commissionPercentage: 10, basisPoints: 1000 }, /basisPoints/],
    ] as const) {
      const res = await setCommission(payload);
      expect([res.statusCode, res.json().message]).toEqual([422, expect.stringMatching(message)]);
    }
    const nobody = await setCommission({ commissionPercentage: 10 }, cast.tokens.admin, '/api/admin/performers/00000000-0000-4000-8000-000000000000/commission');
    expect(nobody.statusCode).toBe(404);
    expect((await setCommission({ commissionPercentage: 10 }, cast.tokens.admin, '/api/admin/performers/42/commission')).statusCode).toBe(422);
    // A fan is not a performer: there is no commission of theirs to set.
    expect((await setCommission({ commissionPercentage: 10 }, cast.tokens.admin, `/api/admin/performers/${cast.fan.id}/commission`)).statusCode).toBe(404);
  });

  it('stores the override, shows it to admins, and the next sale uses it', async () => {
    const res = await setCommission({ commissionPercentage: 12.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: cast.owner.id, commissionPercentage: 12.5 });
    expect((await adminView()).commissionPercentage).toBe(12.5);
    // 12.5 % of 40.00 is 5.00 for the platform; the site's 20 % would have taken 8.00.
    expect(await tipAndEarning(40)).toEqual({ gross: 40, platformShare: 5, net: 35, commission: 12.5 });
    expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
  });

  it('accepts 0 % (the performer keeps everything) and null (back to the site setting)', async () => {
    expect((await setCommission({ commissionPercentage: 0 })).json().data.commissionPercentage).toBe(0);
    expect(await tipAndEarning(30)).toEqual({ gross: 30, platformShare: 0, net: 30, commission: 0 });

    const reset = await setCommission({ commissionPercentage: null });
    expect([reset.statusCode, reset.json().data.commissionPercentage]).toEqual([200, null]);
    expect(await tipAndEarning(30)).toEqual({ gross: 30, platformShare: 6, net: 24, commission: 20 });
    expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
  });

  it('leaves other performers on the site setting', async () => {
    await setCommission({ commissionPercentage: 1 });
    const other = await ctx.app.inject({ method: 'GET', url: `/api/admin/performers/${cast.otherPerformer.id}`, headers: authHeader(cast.tokens.admin) });
    expect(other.json().data.commissionPercentage).toBeNull();
  });
});
