// A wallet purchase is one short transaction (docs/money.md "How a purchase is written"): for every kind sold
// from the wallet, the statements the purchase sends are counted at the driver, and two races are run: the
// same Idempotency-Key sent twice at once, and two purchases racing for the last cent of a wallet. On
// PostgreSQL (`npm run test:pg`) the races are real concurrency. Every test ends with the ledger check.
import type { Db } from '@/server/db/client';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { createFeed, createMediaFile, createVideo, subscribe } from '../factories/content';
import { createGallery } from '../factories/galleries';
import { fundWallet, walletBalance } from '../factories/money';
import { createProduct, storeProductFile } from '../factories/products';
import { authHeader, createPerformer, createUser, loginAs, type TestPerformer, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(180_000);

let ctx: TestContext;
let transactions: ReturnType<typeof recordTransactions>;
let seller: TestPerformer & { token: string };
beforeAll(async () => {
  ctx = await createTestApp();
  transactions = recordTransactions(ctx.database.db);
  const user = await createPerformer(db(), { name: 'Counted Seller' });
  seller = { ...user, token: await loginAs(ctx.app, user) };
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
type Fan = TestUser & { token: string };

const call = (method: 'POST' | 'GET', url: string, token: string, opts: { payload?: object; key?: string } = {}) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { ...authHeader(token), ...(opts.key ? { 'idempotency-key': opts.key } : {}) }, ...(opts.payload ? { payload: opts.payload } : {}) });

async function newFan(minor: number): Promise<Fan> {
  const user = await createUser(db());
  if (minor > 0) await fundWallet(db(), user, minor);
  return { ...user, token: await loginAs(ctx.app, user) };
}

type Queryable = { query: (...args: unknown[]) => unknown };

/**
 * Records the statements each database transaction sends on its own connection, from its first statement to
 * its last (BEGIN and COMMIT are the driver's and stay out): wraps `db.transaction`, and the query method of
 * the connection the transaction's handle runs on while it lasts. Works on PGlite and on node-postgres.
 */
function recordTransactions(db: Db) {
  const seen: string[][] = [];
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const sent: string[] = [];
      seen.push(sent);
      const client = (tx as unknown as { session: { client: Queryable } }).session.client;
      const query = client.query;
      client.query = (...args: unknown[]) => {
        sent.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text));
        return query.apply(client, args);
      };
      try {
        return await work(tx);
      } finally {
        client.query = query;
      }
    }, config)) as Db['transaction'];
  return {
    /** Runs `request` and answers what each transaction begun meanwhile sent. */
    async of<T>(request: () => Promise<T>): Promise<{ result: T; sent: string[][] }> {
      seen.length = 0;
      const result = await request();
      return { result, sent: seen.splice(0) };
    },
  };
}

const expectBooksRight = async () => expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });

/** What each kind of wallet purchase needs set up, and its request. */
const purchases: Record<string, (fan: Fan) => Promise<{ url: string; payload?: object }>> = {
  feed: async () => ({ url: `/wallet/charges/feed/${(await createFeed(db(), seller, { type: 'text', access: 'sale', price: 995 })).id}` }),
  video: async () => ({ url: `/wallet/charges/video/${(await createVideo(db(), seller, { access: 'sale', price: 995 })).id}` }),
  gallery: async () => ({ url: `/wallet/charges/gallery/${(await createGallery(db(), seller, { access: 'sale', price: 995 })).id}` }),
  message: async (fan) => {
    await subscribe(db(), fan, seller);
    const conversation = (await call('POST', '/conversations', fan.token, { payload: { source: 'performer', sourceId: seller.id } })).json().data._id;
    const photo = await createMediaFile(db(), seller, 'message-photo');
    const sent = await call('POST', `/messages/conversations/${conversation}`, seller.token, { payload: { text: 'For you', fileIds: [photo.id], price: 4.99 } });
    expect(sent.statusCode).toBe(200);
    return { url: `/wallet/charges/message/${sent.json().data._id}` };
  },
  'digital product': async () => {
    const file = await storeProductFile(db(), ctx.app.services.storage, seller);
    return { url: `/wallet/charges/product/${(await createProduct(db(), seller, { type: 'digital', digitalFileId: file.id, price: 995 })).id}`, payload: { quantity: 1 } };
  },
  'physical product': async (fan) => {
    const address = await call('POST', '/addresses/create', fan.token, {
      payload: { name: 'Home', recipientName: 'Ann Buyer', phone: '+1 555 0100', country: 'US', state: 'NY', city: 'New York', streetAddress: '1 Main St', zipCode: '10001' },
    });
    const product = await createProduct(db(), seller, { type: 'physical', stock: 5, price: 995 });
    return { url: `/wallet/charges/product/${product.id}`, payload: { quantity: 1, addressId: address.json().data._id } };
  },
  'session ticket': async () => {
    const current = await ctx.app.services.streams.findLive(seller.id);
    if (current) await ctx.app.services.streams.end(current._id, 'performer');
    const live = await call('POST', '/streaming/live', seller.token, { payload: { title: 'Tonight', type: 'group', price: 9.95 } });
    expect(live.statusCode).toBe(200);
    return { url: `/wallet/charges/stream/${live.json().data._id}` };
  },
};

/**
 * Statements a purchase may send inside its transaction, BEGIN and COMMIT not counted: at most 5 for any kind;
 * an item bought once takes 2 (the item read with what every charge reads, the sale), a product adds its order
 * (and a physical one its stock).
 */
const BUDGET: Record<string, number> = { 'digital product': 3, 'physical product': 4 };
const budgetOf = (kind: string) => BUDGET[kind] ?? 2;

describe('a wallet purchase', () => {
  beforeAll(async () => {
    // The site's first sale opens the platform's commission account; every later one finds it.
    const fan = await newFan(10_000);
    expect((await call('POST', (await purchases.feed(fan)).url, fan.token)).statusCode).toBe(200);
  });

  it.each(Object.keys(purchases))('of a %s is one transaction of at most 5 statements', async (kind) => {
    const fan = await newFan(10_000);
    const { url, payload } = await purchases[kind](fan);
    const { result, sent } = await transactions.of(() => call('POST', url, fan.token, { payload, key: `counted-${kind}` }));
    expect(result.statusCode).toBe(200);
    // One transaction, within budget; over it, the failure lists what was sent.
    expect(sent).toHaveLength(1);
    expect(sent[0].length <= budgetOf(kind) ? [] : sent[0]).toEqual([]);
    // A replay is answered from what the first request stored, in one statement, and moves nothing.
    const replay = await transactions.of(() => call('POST', url, fan.token, { payload, key: `counted-${kind}` }));
    expect(replay.result.json().data.transactionId).toBe(result.json().data.transactionId);
    expect(replay.sent.map((statements) => statements.length)).toEqual([1]);
    expect(await walletBalance(db(), fan)).toBe(10_000 - (kind === 'message' ? 499 : 995));
    await expectBooksRight();
  });

  it('sent twice at once with one Idempotency-Key is charged once, and both answers are that charge', async () => {
    const fan = await newFan(10_000);
    const { url } = await purchases.feed(fan);
    const [a, b] = await Promise.all([call('POST', url, fan.token, { key: 'twice' }), call('POST', url, fan.token, { key: 'twice' })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.transactionId).toBe(b.json().data.transactionId);
    expect(await walletBalance(db(), fan)).toBe(10_000 - 995);
    await expectBooksRight();
  });

  it('racing another for the last cent: one is paid, the other is refused and writes nothing', async () => {
    const fan = await newFan(995);
    const [first, second] = [await purchases.feed(fan), await purchases.video(fan)];
    const answers = await Promise.all([call('POST', first.url, fan.token), call('POST', second.url, fan.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().message).toBe('Your wallet balance is too low for this purchase. Top up your wallet first.');
    expect(await walletBalance(db(), fan)).toBe(0);
    await expectBooksRight();
  });
});
