// The fan's cart on the server (docs/money.md, "The cart"): who has one (fans; performers and admins 403,
// anonymous 401), what may go in (on sale, not their own, within stock and the caps; 422 or 404 otherwise), one
// cart for every session of the fan and none shared with another fan, and checkout buying from it at the price
// of the moment, emptying it of what it bought, failing only what the wallet cannot pay, and charging once
// when the same checkout is sent again. Ends each test with the ledger check.
import { eq } from 'drizzle-orm';
import { MAX_CART_LINES } from '@/contracts/cart';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { orders } from '@/server/modules/orders/orders.table';
import { products } from '@/server/modules/products/products.table';
import { fundWallet, walletBalance } from '../factories/money';
import { createProduct, storeProductFile } from '../factories/products';
import { authHeader, blockUser, createUser, loginAs, type Cast } from '../factories/users';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(180_000);

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));
afterEach(async () => {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

const db = () => ctx.database.db;
type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { ...(token ? authHeader(token) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const getCart = (token?: string) => call('GET', '/cart', token);
const put = (token: string | undefined, productId: string, quantity: unknown) => call('PUT', `/cart/items/${productId}`, token, { quantity });
const checkout = (token: string, body: object = {}, key?: string) => call('POST', '/cart/checkout', token, body, key ? { 'idempotency-key': key } : {});

async function fan(minor = 0) {
  const user = await createUser(db());
  if (minor) await fundWallet(db(), user, minor);
  return { user, token: await loginAs(ctx.app, user) };
}

async function addressOf(token: string): Promise<string> {
  const res = await call('POST', '/addresses/create', token, { name: 'Home', recipientName: 'Ann Buyer', country: 'US', city: 'New York', streetAddress: '1 Main St' });
  expect(res.statusCode).toBe(200);
  return res.json().data._id;
}

const mug = () => createProduct(db(), cast.owner, { type: 'physical', name: 'Mug', price: 1250, stock: 5 });
async function ebook() {
  const file = await storeProductFile(db(), ctx.app.services.storage, cast.owner);
  return createProduct(db(), cast.owner, { type: 'digital', name: 'E-book', price: 400, digitalFileId: file.id });
}

it('asks anonymous visitors to log in, and tells performers and admins they have no cart', async () => {
  const product = await mug();
  expect((await getCart()).statusCode).toBe(401);
  expect((await put(undefined, product.id, 1)).statusCode).toBe(401);
  expect((await call('DELETE', `/cart/items/${product.id}`)).statusCode).toBe(401);
  expect((await call('DELETE', '/cart')).statusCode).toBe(401);
  expect((await call('POST', '/cart/checkout', undefined, {})).statusCode).toBe(401);
  for (const token of [cast.tokens.owner, cast.tokens.otherPerformer, cast.tokens.admin]) {
    for (const res of [await getCart(token), await put(token, product.id, 1), await call('DELETE', '/cart', token), await checkout(token)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/Only fans have a cart/);
    }
  }
});

it('adds, sets, takes out and empties, answering the cart with today’s product details each time', async () => {
  const { token } = await fan();
  const [m, e] = [await mug(), await ebook()];
  expect((await getCart(token)).json().data).toEqual({ lines: [], count: 0, total: 0 });

  const added = await put(token, m.id, 2);
  expect(added.statusCode).toBe(200);
  expect(added.json().data).toMatchObject({
    count: 2,
    total: 25,
    lines: [{ productId: m.id, name: 'Mug', price: 12.5, type: 'physical', quantity: 2, stock: 5, problem: null, performer: { _id: cast.owner.id } }],
  });
  expect((await put(token, e.id, 1)).json().data).toMatchObject({ count: 3, total: 29 });
  expect((await put(token, m.id, 4)).json().data.lines[0]).toMatchObject({ productId: m.id, quantity: 4 });

  // The price is the product's, read when the cart is: a change shows at once.
  await db().update(products).set({ price: 1500 }).where(eq(products.id, m.id));
  expect((await getCart(token)).json().data).toMatchObject({ total: 64, lines: [{ price: 15 }, { price: 4 }] });

  expect((await put(token, m.id, 0)).json().data.lines.map((l: { productId: string }) => l.productId)).toEqual([e.id]);
  expect((await call('DELETE', `/cart/items/${e.id}`, token)).json().data).toEqual({ lines: [], count: 0, total: 0 });
  await put(token, m.id, 1);
  await put(token, e.id, 1);
  expect((await call('DELETE', '/cart', token)).json().data).toEqual({ lines: [], count: 0, total: 0 });
});

it('refuses what cannot go in: 422 naming the field or the reason, 404 for what the fan may not see', async () => {
  const { token } = await fan();
  const [m, e] = [await mug(), await ebook()];
  const bad: [unknown, RegExp][] = [
    [-1, /quantity must be 0/],
    [1.5, /quantity must be a whole number/],
    ['2', /quantity must be a whole number/],
    [1001, /quantity can be at most 1000/],
    [undefined, /quantity/],
  ];
  for (const [quantity, message] of bad) {
    const res = await put(token, m.id, quantity);
    expect([res.statusCode, res.json().message]).toEqual([422, expect.stringMatching(message)]);
  }
  expect((await call('PUT', '/cart/items/not-an-id', token, { quantity: 1 })).json().message).toMatch(/productId must be the id of a product/);
  expect((await call('PUT', `/cart/items/${m.id}`, token, { quantity: 1, price: 0.01 })).statusCode).toBe(422);
  expect((await put(token, m.id, 6)).json()).toMatchObject({ statusCode: 422, message: expect.stringMatching(/Only 5 .* left/) });
  expect((await put(token, e.id, 2)).json()).toMatchObject({ statusCode: 422, message: expect.stringMatching(/digital product is bought once/) });

  const soldOut = await createProduct(db(), cast.owner, { type: 'physical', stock: 0 });
  expect((await put(token, soldOut.id, 1)).json()).toMatchObject({ statusCode: 422, message: expect.stringMatching(/sold out/) });
  const offSale = await createProduct(db(), cast.owner, { type: 'physical', stock: 3, status: 'inactive' });
  expect((await put(token, offSale.id, 1)).statusCode).toBe(404);
  expect((await put(token, crypto.randomUUID(), 1)).statusCode).toBe(404);
  // A performer who blocked the fan: their products are not there for the fan.
  const blocked = await fan();
  await blockUser(db(), cast.owner.id, blocked.user.id);
  expect((await put(blocked.token, m.id, 1)).statusCode).toBe(404);
  expect((await getCart(token)).json().data.count).toBe(0);
});

it('holds at most so many different products', async () => {
  const { token } = await fan();
  const many = await Promise.all(Array.from({ length: MAX_CART_LINES + 1 }, () => createProduct(db(), cast.owner, { type: 'physical', price: 100, stock: 9 })));
  for (const product of many.slice(0, MAX_CART_LINES)) expect((await put(token, product.id, 1)).statusCode).toBe(200);
  const over = await put(token, many[MAX_CART_LINES].id, 1);
  expect([over.statusCode, over.json().message]).toEqual([422, expect.stringMatching(new RegExp(`at most ${MAX_CART_LINES} different products`))]);
  // Changing a line already in it is still fine.
  expect((await put(token, many[0].id, 3)).statusCode).toBe(200);
});

it('shows a line that can no longer be bought with the reason, leaving it out of the total', async () => {
  const { token } = await fan();
  const m = await mug();
  await put(token, m.id, 3);
  await db().update(products).set({ stock: 2 }).where(eq(products.id, m.id));
  expect((await getCart(token)).json().data).toMatchObject({ total: 0, count: 3, lines: [{ problem: expect.stringMatching(/Only 2 left/) }] });
  await db().update(products).set({ status: 'inactive' }).where(eq(products.id, m.id));
  expect((await getCart(token)).json().data.lines[0].problem).toMatch(/no longer on sale/);
});

it('is one cart for every session of the fan, and no other fan sees or changes it', async () => {
  const { user, token } = await fan();
  const second = await loginAs(ctx.app, user);
  const other = await fan();
  const m = await mug();
  await put(token, m.id, 2);
  expect((await getCart(second)).json().data).toMatchObject({ count: 2, lines: [{ productId: m.id, quantity: 2 }] });
  await put(second, m.id, 1);
  expect((await getCart(token)).json().data.lines[0].quantity).toBe(1);

  // The other fan's calls name the same product but only ever touch their own cart.
  expect((await getCart(other.token)).json().data.count).toBe(0);
  expect((await call('DELETE', `/cart/items/${m.id}`, other.token)).statusCode).toBe(200);
  expect((await call('DELETE', '/cart', other.token)).statusCode).toBe(200);
  expect((await getCart(token)).json().data.count).toBe(1);
});

it('checks out from the server cart at today’s price, empties it of what it bought, and keeps what the wallet could not pay', async () => {
  const { user, token } = await fan(1000);
  const addressId = await addressOf(token);
  const [m, e] = [await mug(), await ebook()];
  await put(token, m.id, 2);
  await put(token, e.id, 1);
  // The e-book's price went down after it was put in: checkout charges the new one.
  await db().update(products).set({ price: 300 }).where(eq(products.id, e.id));

  const first = await checkout(token, { addressId });
  expect(first.statusCode).toBe(200);
  expect(first.json().data).toMatchObject({
    bought: [{ productId: e.id, orderId: expect.any(String) }],
    failures: [{ productId: m.id, statusCode: 422, message: expect.stringMatching(/balance is too low/) }],
    balance: 7,
    cart: { count: 2, lines: [{ productId: m.id, quantity: 2 }] },
  });
  expect(await walletBalance(db(), user)).toBe(700);

  await fundWallet(db(), user, 2500);
  const second = (await checkout(token, { addressId })).json().data;
  expect(second).toMatchObject({ bought: [{ productId: m.id }], failures: [], balance: 7, cart: { lines: [], count: 0, total: 0 } });
  const [order] = await db().select().from(orders).where(eq(orders.productId, m.id));
  expect(order).toMatchObject({ quantity: 2, status: 'processing', buyerId: user.id, totalPrice: 2500 });
  expect((await getCart(token)).json().data.count).toBe(0);
});

it('needs an address for physical lines and something in the cart', async () => {
  const { token } = await fan(5000);
  expect((await checkout(token)).json()).toMatchObject({ statusCode: 422, message: 'Your cart is empty.' });
  await put(token, (await mug()).id, 1);
  expect((await checkout(token)).json()).toMatchObject({ statusCode: 422, message: expect.stringMatching(/delivery address.*addressId/) });
  expect((await checkout(token, { addressId: 'home' })).json().message).toMatch(/addressId must be the id/);
});

it('charges once when the same checkout is sent again with its Idempotency-Key', async () => {
  const { user, token } = await fan(10_000);
  const addressId = await addressOf(token);
  const m = await mug();
  await put(token, m.id, 2);
  const first = (await checkout(token, { addressId }, 'checkout-1')).json().data;
  expect(first.bought).toHaveLength(1);
  // The answer was lost and the line put back by another session, at the same quantity: the same key replays.
  await put(token, m.id, 2);
  const again = (await checkout(token, { addressId }, 'checkout-1')).json().data;
  expect(again).toMatchObject({ bought: [{ productId: m.id, orderId: first.bought[0].orderId }], cart: { count: 0 } });
  expect(await db().select().from(orders).where(eq(orders.productId, m.id))).toHaveLength(1);
  expect(await walletBalance(db(), user)).toBe(10_000 - 2500);
});
