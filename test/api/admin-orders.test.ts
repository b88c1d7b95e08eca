// GET /admin/orders/search (docs/business-rules.md "Orders": orders are visible to buyer, seller and admin only): every
// order for an admin, narrowed by status, buyer, seller or a product name, with the page size capped.
import { fundWallet } from '../factories/money';
import { createProduct } from '../factories/products';
import { authHeader, createCast, createUser, loginAs, type Cast, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
let buyers: { first: TestUser; second: TestUser };
/** Order ids: the first buyer's candle from the owner, the second buyer's poster from the other performer. */
let placed: { candle: string; poster: string };

const db = () => ctx.database.db;
const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? authHeader(token) : {} });
const search = (query: string, token = cast.tokens.admin) => get(`/admin/orders/search${query}`, token);
const idsOf = (res: { json(): { data: { data: { _id: string }[] } } }) => res.json().data.data.map((o) => o._id).sort();

async function buy(buyer: TestUser, product: { id: string }): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/wallet/charges/product/${product.id}`, headers: authHeader(await loginAs(ctx.app, buyer)) });
  expect(res.statusCode).toBe(200);
  return res.json().data.order._id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, db());
  buyers = { first: await createUser(db()), second: await createUser(db()) };
  await fundWallet(db(), buyers.first, 10_000);
  await fundWallet(db(), buyers.second, 10_000);
  const candle = await createProduct(db(), cast.owner, { type: 'digital', name: 'Scented candle guide' });
  const poster = await createProduct(db(), cast.otherPerformer, { type: 'digital', name: 'Signed poster print' });
  placed = { candle: await buy(buyers.first, candle), poster: await buy(buyers.second, poster) };
  const refunded = await ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${placed.poster}/refund`, headers: authHeader(cast.tokens.admin) });
  expect(refunded.statusCode).toBe(200);
});
afterAll(() => ctx?.close());

describe('GET /admin/orders/search', () => {
  it('is for admins only', async () => {
    expect((await get('/admin/orders/search')).statusCode).toBe(401);
    expect((await search('', cast.tokens.fan)).statusCode).toBe(403);
    expect((await search('', cast.tokens.owner)).statusCode).toBe(403);
  });

  it('lists every order of every seller, with buyer and seller', async () => {
    const res = await search('');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(2);
    expect(idsOf(res)).toEqual([placed.candle, placed.poster].sort());
    const candle = res.json().data.data.find((o: { _id: string }) => o._id === placed.candle);
    expect(candle).toMatchObject({ productName: 'Scented candle guide', totalPrice: 12.5, status: 'delivered', buyer: { _id: buyers.first.id }, performer: { _id: cast.owner.id } });
  });

  it('filters by status, buyer, seller and product name', async () => {
    expect(idsOf(await search('?status=refunded'))).toEqual([placed.poster]);
    expect(idsOf(await search(`?buyerId=${buyers.first.id}`))).toEqual([placed.candle]);
    expect(idsOf(await search(`?performerId=${cast.otherPerformer.id}`))).toEqual([placed.poster]);
    expect(idsOf(await search('?q=candle'))).toEqual([placed.candle]);
    expect(idsOf(await search(`?q=candle&performerId=${cast.otherPerformer.id}`))).toEqual([]);
  });

  it('pages, and refuses pages larger than the cap', async () => {
    const first = await search('?pageSize=1&current=1&sortBy=createdAt&sort=asc');
    const second = await search('?pageSize=1&current=2&sortBy=createdAt&sort=asc');
    expect([first.json().data.total, idsOf(first).length, idsOf(second).length]).toEqual([2, 1, 1]);
    expect(idsOf(first)).not.toEqual(idsOf(second));
    const tooBig = await search('?pageSize=500');
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([422, expect.stringMatching(/pageSize can be at most 100/)]);
  });

  it('explains bad filters', async () => {
    const badStatus = await search('?status=lost');
    expect([badStatus.statusCode, badStatus.json().message]).toEqual([422, expect.stringMatching(/status must be one of/)]);
    const badBuyer = await search('?buyerId=42');
    expect([badBuyer.statusCode, badBuyer.json().message]).toEqual([422, expect.stringMatching(/buyerId must be a valid id/)]);
  });
});
