// Product purchases and orders (docs/business-rules.md "Orders", "Wallet and purchases"): buying digital and physical
// products from the wallet, stock that never oversells, the order's life (seller moves it, buyer changes the
// address while processing, admin refunds) and who may see it. Every money test ends with the ledger check.
// Runs on PGlite (`npm test`) and PostgreSQL (`npm run test:pg`), where the 50-way race is real concurrency.
import { eq, sql } from 'drizzle-orm';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { earningsOf, outside } from '@/server/modules/ledger/ledger-accounts';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { postToLedger } from '@/server/modules/ledger/ledger.service';
import { ledgerTransactions } from '@/server/modules/ledger/ledger.table';
import { orders } from '@/server/modules/orders/orders.table';
import { products } from '@/server/modules/products/products.table';
import { purchasedItems } from '@/server/modules/purchases/purchases.table';
import { fundWallet, walletBalance } from '../factories/money';
import { createProduct, storeProductFile, type ProductOverrides } from '../factories/products';
import { authHeader, blockUser, createCast, createUser, loginAs, type Cast, type TestUser } from '../factories/users';
import { mailsTo } from '../helpers/accounts';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(180_000);

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));

const db = () => ctx.database.db;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, opts: { payload?: object; key?: string } = {}) {
  const headers: Record<string, string> = token ? authHeader(token) : {};
  if (opts.key) headers['idempotency-key'] = opts.key;
  return ctx.app.inject({ method, url: `/api${url}`, headers, ...(opts.payload ? { payload: opts.payload } : {}) });
}
const buy = (productId: string, token?: string, payload?: object, key?: string) => call('POST', `/wallet/charges/product/${productId}`, token, { payload, key });

async function expectBooksRight() {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
}

async function newFan(minor: number): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(db());
  if (minor > 0) await fundWallet(db(), user, minor);
  return { user, token: await loginAs(ctx.app, user) };
}

const ADDRESS = { name: 'Home', recipientName: 'Ann Buyer', phone: '+1 555 0100', country: 'US', state: 'NY', city: 'New York', streetAddress: '1 Main St', zipCode: '10001' };

async function addressOf(token: string, overrides: Partial<typeof ADDRESS> = {}): Promise<string> {
  const res = await call('POST', '/addresses/create', token, { payload: { ...ADDRESS, ...overrides } });
  expect(res.statusCode).toBe(200);
  return res.json().data._id;
}

const physical = (overrides: ProductOverrides = {}) => createProduct(db(), cast.owner, { type: 'physical', ...overrides });
async function digital() {
  const file = await storeProductFile(db(), ctx.app.services.storage, cast.owner);
  return createProduct(db(), cast.owner, { type: 'digital', digitalFileId: file.id });
}
const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
const ordersOf = (productId: string) => db().select().from(orders).where(eq(orders.productId, productId));
const countOf = async (table: typeof ledgerTransactions | typeof orders | typeof earnings) => (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const written = async () => [await countOf(ledgerTransactions), await countOf(orders), await countOf(earnings)];

/** A physical order by a fresh fan, answered as the API shows it. */
async function physicalOrder() {
  const fan = await newFan(10_000);
  const product = await physical();
  const res = await buy(product.id, fan.token, { quantity: 2, addressId: await addressOf(fan.token) });
  expect(res.statusCode).toBe(200);
  return { fan, product, order: res.json().data.order as { _id: string; status: string; totalPrice: number } };
}

describe('POST /wallet/charges/product/{id}', () => {
  it('asks visitors to log in', async () => {
    const product = await physical();
    expect((await buy(product.id)).statusCode).toBe(401);
    expect((await call('GET', '/orders/users/search')).statusCode).toBe(401);
  });

  it('delivers a digital product at once, lets the buyer download it, and sells it again', async () => {
    const { user, token } = await newFan(10_000);
    const product = await digital();
    const link = `/performer-assets/products/${product.id}/download-link`;
    expect((await call('GET', link, token)).statusCode).toBe(403);

    const res = await buy(product.id, token);
    expect(res.statusCode).toBe(200);
    const { order, balance, transactionId } = res.json().data;
    expect(balance).toBe(87.5);
    expect(order).toMatchObject({ status: 'delivered', productType: 'digital', quantity: 1, unitPrice: 12.5, totalPrice: 12.5, deliveryAddress: null, transactionId });
    expect(order.orderNumber).toMatch(/^FS-[0-9A-Z]{8}$/);
    expect(await walletBalance(db(), user)).toBe(8_750);
    const [earning] = await db().select().from(earnings).where(eq(earnings.transactionId, transactionId));
    expect(earning).toMatchObject({ performerId: cast.owner.id, userId: user.id, sourceType: 'product', sourceId: product.id, gross: 1250, platformShare: 250, net: 1000 });

    const download = await call('GET', link, token);
    expect(download.statusCode).toBe(200);
    expect(download.json().data.downloadLink).toEqual(expect.any(String));

    expect((await buy(product.id, token, { quantity: 2 })).statusCode).toBe(422);
    expect((await buy(product.id, token)).statusCode).toBe(200);
    expect(await ordersOf(product.id)).toHaveLength(2);
    const bought = await db().select().from(purchasedItems).where(eq(purchasedItems.itemId, product.id));
    expect(bought).toHaveLength(1);
    expect(await walletBalance(db(), user)).toBe(7_500);
    await expectBooksRight();
  });

  it('ships a physical product to the buyer’s address, taking stock and quantity × price', async () => {
    const { user, token } = await newFan(10_000);
    const product = await physical();
    const addressId = await addressOf(token);

    const res = await buy(product.id, token, { quantity: 3, addressId });
    expect(res.statusCode).toBe(200);
    const { order } = res.json().data;
    expect(order).toMatchObject({ status: 'processing', productType: 'physical', quantity: 3, totalPrice: 37.5, shippingCode: null });
    const { name: _label, ...copied } = ADDRESS;
    expect(order.deliveryAddress).toEqual(copied);
    expect(await stockOf(product.id)).toBe(7);
    expect(await walletBalance(db(), user)).toBe(10_000 - 3_750);
    await expectBooksRight();
  });

  it('refuses bad quantities, a missing or foreign address, and more than the stock, writing nothing', async () => {
    const { user, token } = await newFan(100_000);
    const product = await physical({ stock: 5 });
    const addressId = await addressOf(token);
    const before = await written();
    for (const quantity of [0, -1, 1.5, '2', 1001]) {
      const res = await buy(product.id, token, { quantity, addressId });
      expect([quantity, res.statusCode]).toEqual([quantity, 422]);
      expect(res.json().message).toMatch(/quantity/);
    }
    expect((await buy(product.id, token, { quantity: 1 })).json().message).toMatch(/delivery address/);
    const theirs = await addressOf(cast.tokens.otherFan);
    expect((await buy(product.id, token, { quantity: 1, addressId: theirs })).statusCode).toBe(404);
    const tooMany = await buy(product.id, token, { quantity: 6, addressId });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([422, expect.stringMatching(/Only 5 left/)]);
    expect(await written()).toEqual(before);
    expect(await stockOf(product.id)).toBe(5);

    expect((await buy(product.id, token, { quantity: 5, addressId })).statusCode).toBe(200);
    const soldOut = await buy(product.id, token, { quantity: 1, addressId });
    expect([soldOut.statusCode, soldOut.json().message]).toEqual([422, expect.stringMatching(/Sold out/)]);
    expect(await walletBalance(db(), user)).toBe(100_000 - 5 * 1_250);
    // Someone who could not pay either is told what matters: there is nothing left to buy.
    const broke = await newFan(0);
    const brokeAddress = await addressOf(broke.token);
    expect((await buy(product.id, broke.token, { quantity: 1, addressId: brokeAddress })).json().message).toMatch(/Sold out/);
    await expectBooksRight();
  });

  it('refuses one’s own product, a blocked buyer, an inactive product and a wallet too low', async () => {
    await fundWallet(db(), cast.owner, 5_000);
    const own = await digital();
    expect((await buy(own.id, cast.tokens.owner)).json().message).toMatch(/your own product/);
    const blocked = await newFan(5_000);
    await blockUser(db(), cast.owner.id, blocked.user.id);
    expect((await buy(own.id, blocked.token)).statusCode).toBe(404);
    const off = await physical({ status: 'inactive' });
    const fan = await newFan(5_000);
    expect((await buy(off.id, fan.token, { addressId: await addressOf(fan.token) })).statusCode).toBe(404);
    const poor = await newFan(1_000);
    const low = await buy(own.id, poor.token);
    expect([low.statusCode, low.json().message]).toEqual([422, expect.stringMatching(/too low/)]);
    expect(await ordersOf(own.id)).toHaveLength(0);
    await expectBooksRight();
  });

  it('answers a repeated Idempotency-Key with the same order, charging once', async () => {
    const { user, token } = await newFan(5_000);
    const product = await digital();
    const first = await buy(product.id, token, undefined, 'order-once');
    const again = await buy(product.id, token, undefined, 'order-once');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().data.order._id).toBe(first.json().data.order._id);
    expect(await walletBalance(db(), user)).toBe(3_750);
  });

  it('sells exactly the stock when 50 buyers who can pay race for 10 items', async () => {
    const product = await physical({ stock: 10 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const user = await createUser(db());
        await fundWallet(db(), user, 1_250);
        const { token } = await ctx.app.services.auth.login({ username: user.username!, password: user.password, remember: false }, {});
        return { user, token, addressId: await addressOf(token) };
      }),
    );
    const results = await Promise.all(buyers.map((b) => buy(product.id, b.token, { quantity: 1, addressId: b.addressId })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c !== 200).every((c) => c === 422)).toBe(true);
    expect(await ordersOf(product.id)).toHaveLength(10);
    expect(await stockOf(product.id)).toBe(0);
    await expectBooksRight();
  });
});

describe('orders after the purchase', () => {
  it('shows an order to its buyer, seller and admins only', async () => {
    const { fan, order } = await physicalOrder();
    for (const [token, expected] of [
      [fan.token, 200],
      [cast.tokens.owner, 200],
      [cast.tokens.admin, 200],
      [cast.tokens.otherFan, 404],
      [cast.tokens.otherPerformer, 404],
    ] as const) {
      expect((await call('GET', `/orders/${order._id}`, token)).statusCode).toBe(expected);
    }
    const mine = (await call('GET', '/orders/users/search', fan.token)).json().data;
    expect(mine.data.map((o: { _id: string }) => o._id)).toEqual([order._id]);
    const sales = (await call('GET', `/orders/search?q=${encodeURIComponent((await call('GET', `/orders/${order._id}`, fan.token)).json().data.orderNumber)}`, cast.tokens.owner)).json().data;
    expect(sales.data.map((o: { _id: string }) => o._id)).toEqual([order._id]);
    expect((await call('GET', '/orders/search?status=processing&pageSize=500', cast.tokens.owner)).statusCode).toBe(422);
    const others = (await call('GET', '/orders/search', cast.tokens.otherPerformer)).json().data;
    expect(others.total).toBe(0);
    expect((await call('GET', '/orders/search', fan.token)).statusCode).toBe(403);
  });

  it('lets the seller move an order processing → shipping (with a code) → delivered, and nobody else', async () => {
    const { fan, order } = await physicalOrder();
    const update = (token: string, payload: object) => call('PUT', `/orders/${order._id}/update`, token, { payload });
    expect((await update(fan.token, { status: 'shipping', shippingCode: 'X1' })).statusCode).toBe(403);
    expect((await update(cast.tokens.otherPerformer, { status: 'shipping', shippingCode: 'X1' })).statusCode).toBe(404);
    expect((await update(cast.tokens.owner, { status: 'delivered' })).statusCode).toBe(422);
    expect((await update(cast.tokens.owner, { status: 'shipping' })).json().message).toMatch(/shipping code/);
    const shipped = await update(cast.tokens.owner, { status: 'shipping', shippingCode: 'TRACK-42' });
    expect(shipped.json().data).toMatchObject({ status: 'shipping', shippingCode: 'TRACK-42' });
    const told = mailsTo(ctx.app.services.mailer, fan.user.email!);
    expect(told.at(-1)).toMatchObject({ subject: expect.stringContaining('is shipping'), text: expect.stringContaining('TRACK-42') });
    expect((await update(cast.tokens.owner, { status: 'processing' })).statusCode).toBe(422);
    expect((await update(cast.tokens.owner, { status: 'refunded' })).statusCode).toBe(422);
    expect((await update(cast.tokens.owner, { status: 'delivered' })).json().data.status).toBe('delivered');
    expect((await update(cast.tokens.owner, { status: 'shipping', shippingCode: 'again' })).statusCode).toBe(422);
  });

  it('lets only the buyer change the delivery address, and only while processing', async () => {
    const { fan, order } = await physicalOrder();
    const change = (token: string, payload: object) => call('PUT', `/orders/${order._id}/update/delivery-address`, token, { payload });
    const office = await addressOf(fan.token, { name: 'Office', city: 'Boston', streetAddress: '2 Work Rd' });
    const moved = await change(fan.token, { addressId: office });
    expect([moved.statusCode, moved.json().data.deliveryAddress.city]).toEqual([200, 'Boston']);
    const written = { recipientName: 'Bob', country: 'gb', city: 'London', streetAddress: '3 Baker St' };
    const typed = await change(fan.token, written);
    expect(typed.json().data.deliveryAddress).toMatchObject({ recipientName: 'Bob', country: 'GB', city: 'London', phone: '' });
    expect((await change(fan.token, { city: 'Nowhere' })).statusCode).toBe(422);
    expect((await change(fan.token, { addressId: await addressOf(cast.tokens.otherFan) })).statusCode).toBe(404);
    expect((await change(cast.tokens.owner, { addressId: office })).statusCode).toBe(403);
    expect((await change(cast.tokens.otherFan, { addressId: office })).statusCode).toBe(404);
    await call('PUT', `/orders/${order._id}/update`, cast.tokens.owner, { payload: { status: 'shipping', shippingCode: 'T' } });
    expect((await change(fan.token, { addressId: office })).statusCode).toBe(422);
  });

  it('lets an admin refund an order once, reversing the money and returning the stock', async () => {
    const { fan, product, order } = await physicalOrder();
    const sellerEarnings = async () => (await db().select({ n: sql<number>`coalesce(sum(net), 0)::int` }).from(earnings).where(eq(earnings.performerId, cast.owner.id)))[0].n;
    const earnedBefore = await sellerEarnings();
    expect(await walletBalance(db(), fan.user)).toBe(7_500);
    expect(await stockOf(product.id)).toBe(8);
    const refund = () => call('POST', `/admin/orders/${order._id}/refund`, cast.tokens.admin);
    expect((await call('POST', `/admin/orders/${order._id}/refund`, fan.token)).statusCode).toBe(403);
    expect((await call('POST', `/admin/orders/${order._id}/refund`, cast.tokens.owner)).statusCode).toBe(403);

    const first = await refund();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'refunded', refundTransactionId: expect.any(String) });
    expect(await walletBalance(db(), fan.user)).toBe(10_000);
    expect(await stockOf(product.id)).toBe(10);
    expect(await sellerEarnings()).toBe(earnedBefore - 2_000);
    expect(mailsTo(ctx.app.services.mailer, fan.user.email!).at(-1)?.text).toContain('25.00 is back in your wallet');
    await expectBooksRight();

    const before = await written();
    const second = await refund();
    expect([second.statusCode, second.json().data.refundTransactionId]).toEqual([200, first.json().data.refundTransactionId]);
    expect(await written()).toEqual(before);
    expect(mailsTo(ctx.app.services.mailer, fan.user.email!).filter((m) => m.subject.includes('refunded'))).toHaveLength(1);
    expect(await walletBalance(db(), fan.user)).toBe(10_000);
    expect(await stockOf(product.id)).toBe(10);
    expect((await call('PUT', `/orders/${order._id}/update`, cast.tokens.owner, { payload: { status: 'shipping', shippingCode: 'T' } })).statusCode).toBe(422);
    await expectBooksRight();
  });

  it('takes a refunded digital product back from its buyer unless another order of it stands', async () => {
    const { token } = await newFan(10_000);
    const product = await digital();
    const link = `/performer-assets/products/${product.id}/download-link`;
    const first = (await buy(product.id, token)).json().data.order;
    const second = (await buy(product.id, token)).json().data.order;
    expect((await call('POST', `/admin/orders/${first._id}/refund`, cast.tokens.admin)).statusCode).toBe(200);
    expect((await call('GET', link, token)).statusCode).toBe(200);
    expect((await call('POST', `/admin/orders/${second._id}/refund`, cast.tokens.admin)).statusCode).toBe(200);
    expect((await call('GET', link, token)).statusCode).toBe(403);
    await expectBooksRight();
  });

  it('refuses a refund the performer’s earnings no longer cover', async () => {
    const seller = await createCast(ctx.app, db());
    const fan = await newFan(5_000);
    const product = await createProduct(db(), seller.owner, { type: 'physical' });
    const bought = await buy(product.id, fan.token, { quantity: 1, addressId: await addressOf(fan.token) });
    expect(bought.statusCode).toBe(200);
    // The performer's earnings leave the ledger, as a payout would take them.
    await db().transaction(async (tx) => {
      await postToLedger(tx, { kind: 'payout', lines: [{ account: earningsOf(seller.owner.id), amount: -1_000 }, { account: outside('bank'), amount: 1_000 }] });
    });
    const res = await call('POST', `/admin/orders/${bought.json().data.order._id}/refund`, cast.tokens.admin);
    expect([res.statusCode, res.json().message]).toEqual([422, expect.stringMatching(/paid out/)]);
    expect(await walletBalance(db(), fan.user)).toBe(3_750);
    await expectBooksRight();
  });
});
