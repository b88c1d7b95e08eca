// Wallet charges (docs/business-rules.md "Wallet and purchases"): buying feeds, videos and galleries and tipping
// from the wallet, per audience. Every money test ends with the ledger check. Runs on PGlite (`npm test`) and on
// PostgreSQL (`npm run test:pg`), where the 200-way race is real concurrency.
import { eq, sql } from 'drizzle-orm';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { feeds } from '@/server/modules/feeds/feeds.table';
import { ledgerTransactions } from '@/server/modules/ledger/ledger.table';
import { purchasedItems } from '@/server/modules/purchases/purchases.table';
import { createContentCast, createFeed, createMediaFile, createVideo, type ContentCast } from '../factories/content';
import { createGallery, createPhoto } from '../factories/galleries';
import { fundWallet, setCommissionOverride, walletBalance } from '../factories/money';
import { authHeader, blockUser, createPerformer, createUser, loginAs, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(180_000);

let ctx: TestContext;
let cc: ContentCast;
beforeAll(async () => {
  ctx = await createTestApp();
  cc = await createContentCast(ctx.app, db(), { name: 'Seller' });
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
type Kind = 'feed' | 'video' | 'gallery';
const KINDS: Kind[] = ['feed', 'video', 'gallery'];

function post(url: string, token?: string, opts: { payload?: object; key?: string } = {}) {
  const headers: Record<string, string> = token ? authHeader(token) : {};
  if (opts.key) headers['idempotency-key'] = opts.key;
  return ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, ...(opts.payload ? { payload: opts.payload } : {}) });
}
const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? authHeader(token) : {} });

async function expectBooksRight() {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
}
const count = async (table: typeof ledgerTransactions | typeof purchasedItems | typeof earnings) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const writtenCounts = async () => [await count(ledgerTransactions), await count(purchasedItems), await count(earnings)];

/** A sale item of `kind` by `performer` (9.95 unless `price` says otherwise) with media only a buyer may see. */
async function saleItem(kind: Kind, performer: { id: string }, overrides: { access?: 'free' | 'subscribers' | 'sale'; price?: number | null } = {}) {
  const access = overrides.access ?? 'sale';
  const price = overrides.price !== undefined ? overrides.price : access === 'sale' ? 995 : null;
  if (kind === 'feed') {
    const row = await createFeed(db(), performer, { type: 'photo', access, price });
    return { id: row.id, mainKey: null as string | null };
  }
  if (kind === 'video') {
    const film = await createMediaFile(db(), performer, 'video');
    const row = await createVideo(db(), performer, { access, price, videoFileId: film.id });
    return { id: row.id, mainKey: film.mainKey };
  }
  const gallery = await createGallery(db(), performer, { access, price });
  const { file } = await createPhoto(db(), gallery);
  return { id: gallery.id, mainKey: file.mainKey };
}

const readUrl: Record<Kind, (id: string) => string> = {
  feed: (id) => `/user/feeds/${id}`,
  video: (id) => `/performer-assets/videos/${id}`,
  gallery: (id) => `/performer-assets/galleries/${id}`,
};
/** The link to the item's media as its own read route shows it, or null when locked. */
function mediaUrlOf(kind: Kind, item: Record<string, unknown>): string | null {
  if (kind === 'feed') return ((item.files as { url: string | null }[])[0]?.url ?? null) as string | null;
  if (kind === 'video') return (item.video as { url: string | null }).url;
  return (item.coverPhoto as { url: string | null } | null)?.url ?? null;
}

async function newFan(minor: number): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(db());
  if (minor > 0) await fundWallet(db(), user, minor);
  return { user, token: await loginAs(ctx.app, user) };
}

describe('POST /wallet/charges/{feed|video|gallery}/{id}', () => {
  it('asks anonymous visitors to log in', async () => {
    for (const kind of KINDS) {
      const item = await saleItem(kind, cc.cast.owner);
      expect((await post(`/wallet/charges/${kind}/${item.id}`)).statusCode).toBe(401);
    }
    expect((await post(`/wallet/charges/tip/${cc.cast.owner.id}`, undefined, { payload: { amount: 10 } })).statusCode).toBe(401);
    expect((await get('/wallet/charges/search')).statusCode).toBe(401);
  });

  it.each(KINDS)('lets a fan with funds buy a sale %s, unlocks it, and never debits twice', async (kind) => {
    const { user, token } = await newFan(10_000);
    const item = await saleItem(kind, cc.cast.owner);
    const before = (await get(readUrl[kind](item.id), token)).json().data;
    expect([before.isLocked, mediaUrlOf(kind, before)]).toEqual([true, null]);

    const res = await post(`/wallet/charges/${kind}/${item.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ balance: 90.05, type: kind, itemId: item.id });
    expect(await walletBalance(db(), user)).toBe(9_005);

    const after = (await get(readUrl[kind](item.id), token)).json().data;
    expect(after.isLocked).toBe(false);
    expect(after.isBought).toBe(true);
    expect(mediaUrlOf(kind, after)).toEqual(expect.stringContaining('/api/files/private'));
    if (item.mainKey) expect(mediaUrlOf(kind, after)).toContain(item.mainKey);

    const [earning] = await db().select().from(earnings).where(eq(earnings.transactionId, res.json().data.transactionId));
    expect(earning).toMatchObject({ performerId: cc.cast.owner.id, userId: user.id, sourceType: kind, sourceId: item.id, gross: 995, platformShare: 199, net: 796, commissionBasisPoints: 2000 });

    const again = await post(`/wallet/charges/${kind}/${item.id}`, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already bought/);
    expect(await walletBalance(db(), user)).toBe(9_005);
    await expectBooksRight();
  });

  it('refuses an item of one’s own, free and subscribers-only items, and missing or hidden ones, writing nothing', async () => {
    await fundWallet(db(), cc.cast.owner, 5_000);
    const { user, token } = await newFan(5_000);
    const before = await writtenCounts();
    for (const kind of KINDS) {
      const own = await post(`/wallet/charges/${kind}/${(await saleItem(kind, cc.cast.owner)).id}`, cc.tokens.owner);
      expect([kind, own.statusCode, own.json().message]).toEqual([kind, 422, expect.stringMatching(/cannot buy your own/)]);
      for (const access of ['free', 'subscribers'] as const) {
        const res = await post(`/wallet/charges/${kind}/${(await saleItem(kind, cc.cast.owner, { access })).id}`, token);
        expect([kind, access, res.statusCode, res.json().message]).toEqual([kind, access, 422, expect.stringMatching(/not for sale/)]);
      }
      const missing = await post(`/wallet/charges/${kind}/00000000-0000-4000-8000-000000000000`, token);
      expect(missing.statusCode).toBe(404);
      expect((await post(`/wallet/charges/${kind}/not-an-id`, token)).statusCode).toBe(422);
    }
    const hiddenVideo = await createVideo(db(), cc.cast.owner, { access: 'sale', status: 'inactive' });
    expect((await post(`/wallet/charges/video/${hiddenVideo.id}`, token)).statusCode).toBe(404);
    const scheduled = await createFeed(db(), cc.cast.owner, { access: 'sale', status: 'scheduled', scheduledAt: new Date(Date.now() + 3_600_000), publishedAt: null });
    expect((await post(`/wallet/charges/feed/${scheduled.id}`, token)).statusCode).toBe(404);
    const unverified = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    expect((await post(`/wallet/charges/video/${(await saleItem('video', unverified)).id}`, token)).statusCode).toBe(404);

    expect(await writtenCounts()).toEqual(before);
    expect(await walletBalance(db(), user)).toBe(5_000);
    expect(await walletBalance(db(), cc.cast.owner)).toBe(5_000);
    await expectBooksRight();
  });

  it('refuses a buyer the performer blocked, debiting nothing', async () => {
    const { user, token } = await newFan(5_000);
    await blockUser(db(), cc.cast.owner.id, user.id);
    const before = await writtenCounts();
    for (const kind of KINDS) {
      const res = await post(`/wallet/charges/${kind}/${(await saleItem(kind, cc.cast.owner)).id}`, token);
      expect([kind, res.statusCode]).toEqual([kind, 404]);
    }
    const tip = await post(`/wallet/charges/tip/${cc.cast.owner.id}`, token, { payload: { amount: 10 } });
    expect(tip.statusCode).toBe(404);
    expect(await writtenCounts()).toEqual(before);
    expect(await walletBalance(db(), user)).toBe(5_000);
    await expectBooksRight();
  });

  it('refuses a purchase the wallet cannot pay for, writing nothing', async () => {
    const { user, token } = await newFan(994);
    const item = await saleItem('video', cc.cast.owner);
    const before = await writtenCounts();
    const res = await post(`/wallet/charges/video/${item.id}`, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Your wallet balance is too low for this purchase. Top up your wallet first.');
    expect(await writtenCounts()).toEqual(before);
    expect(await walletBalance(db(), user)).toBe(994);
    expect((await get(readUrl.video(item.id), token)).json().data.isLocked).toBe(true);
    await expectBooksRight();
  });

  it('answers a replayed Idempotency-Key with the same result and no second debit', async () => {
    const { user, token } = await newFan(5_000);
    const item = await saleItem('gallery', cc.cast.owner);
    const first = await post(`/wallet/charges/gallery/${item.id}`, token, { key: 'buy-once' });
    expect(first.statusCode).toBe(200);
    const replays = await Promise.all([1, 2, 3].map(() => post(`/wallet/charges/gallery/${item.id}`, token, { key: 'buy-once' })));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data).toEqual(first.json().data);
    }
    expect(await walletBalance(db(), user)).toBe(5_000 - 995);

    const other = await saleItem('video', cc.cast.owner);
    const misused = await post(`/wallet/charges/video/${other.id}`, token, { key: 'buy-once' });
    expect(misused.statusCode).toBe(422);
    expect(misused.json().message).toMatch(/Idempotency-Key was already used/);

    // Keys belong to their user: another fan's same key is a new charge.
    const second = await newFan(5_000);
    const theirs = await post(`/wallet/charges/gallery/${item.id}`, second.token, { key: 'buy-once' });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.transactionId).not.toBe(first.json().data.transactionId);
    expect(await walletBalance(db(), second.user)).toBe(5_000 - 995);
    await expectBooksRight();
  });

  it('lets exactly as many of 200 parallel purchases through as the wallet affords', async () => {
    const { user, token } = await newFan(100 * 995);
    const rows = await db()
      .insert(feeds)
      .values(Array.from({ length: 200 }, (_, i) => ({ performerId: cc.cast.owner.id, type: 'text', text: `Sale post ${i}`, access: 'sale' as const, price: 995, status: 'published' as const, publishedAt: new Date() })))
      .returning({ id: feeds.id });
    const results = await Promise.all(rows.map((r) => post(`/wallet/charges/feed/${r.id}`, token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 422)).toHaveLength(100);
    expect(await walletBalance(db(), user)).toBe(0);
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(purchasedItems).where(eq(purchasedItems.userId, user.id));
    expect(n).toBe(100);
    await expectBooksRight();
  });

  it('gives the performer everything under a 0 % commission override', async () => {
    const performer = await createPerformer(db());
    await setCommissionOverride(db(), performer, 0);
    const { token } = await newFan(5_000);
    const res = await post(`/wallet/charges/video/${(await saleItem('video', performer)).id}`, token);
    expect(res.statusCode).toBe(200);
    const [earning] = await db().select().from(earnings).where(eq(earnings.transactionId, res.json().data.transactionId));
    expect(earning).toMatchObject({ gross: 995, platformShare: 0, net: 995, commissionBasisPoints: 0 });

    await setCommissionOverride(db(), performer, 10_000);
    const all = await post(`/wallet/charges/feed/${(await saleItem('feed', performer)).id}`, token);
    const [kept] = await db().select().from(earnings).where(eq(earnings.transactionId, all.json().data.transactionId));
    expect(kept).toMatchObject({ gross: 995, platformShare: 995, net: 0, commissionBasisPoints: 10_000 });
    await expectBooksRight();
  });

  it('uses the site commission setting when the performer has no override', async () => {
    const admin = cc.tokens.admin!;
    const put = (performerCommission: number) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: authHeader(admin), payload: { performerCommission } });
    expect((await put(35)).statusCode).toBe(200);
    try {
      const { token } = await newFan(5_000);
      const res = await post(`/wallet/charges/gallery/${(await saleItem('gallery', cc.cast.owner)).id}`, token);
      const [earning] = await db().select().from(earnings).where(eq(earnings.transactionId, res.json().data.transactionId));
      // 995 × 35 % = 348.25 → 348.
      expect(earning).toMatchObject({ gross: 995, platformShare: 348, net: 647, commissionBasisPoints: 3500 });
      const pub = (await get('/settings/public')).json().data;
      expect(pub).not.toHaveProperty('performerCommission');
    } finally {
      await put(20);
    }
    await expectBooksRight();
  });
});

describe('POST /wallet/charges/tip/{performerId}', () => {
  it('sends tips within the site limits only', async () => {
    const { user, token } = await newFan(2_000_000);
    const tip = (amount: unknown, performerId: string = cc.cast.owner.id, t = token) => post(`/wallet/charges/tip/${performerId}`, t, { payload: { amount } });
    const before = await writtenCounts();
    for (const amount of [9.99, 10_000.01]) {
      const res = await tip(amount);
      expect([amount, res.statusCode, res.json().message]).toEqual([amount, 422, 'A tip must be between 10.00 and 10000.00.']);
    }
    for (const amount of [0, -10, 10.005, '10', null]) expect([amount, (await tip(amount)).statusCode]).toEqual([amount, 422]);
    expect((await post(`/wallet/charges/tip/${cc.cast.owner.id}`, token, { payload: {} })).statusCode).toBe(422);
    expect((await tip(10, cc.cast.owner.id, cc.tokens.owner)).json().message).toBe('You cannot tip yourself.');
    expect((await tip(10, cc.cast.fan.id)).statusCode).toBe(404);
    const unverified = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    expect((await tip(10, unverified.id)).statusCode).toBe(404);
    expect(await writtenCounts()).toEqual(before);

    const low = await tip(10);
    expect(low.statusCode).toBe(200);
    expect(low.json().data).toMatchObject({ type: 'tip', itemId: cc.cast.owner.id, balance: 19_990 });
    const high = await tip(10_000);
    expect(high.statusCode).toBe(200);
    const odd = await post(`/wallet/charges/tip/${cc.cast.owner.id}`, token, { payload: { amount: 12.35, conversationId: '00000000-0000-4000-8000-000000000001' } });
    expect(odd.statusCode).toBe(200);
    expect(await walletBalance(db(), user)).toBe(2_000_000 - 1_000 - 1_000_000 - 1_235);
    const [earning] = await db().select().from(earnings).where(eq(earnings.transactionId, odd.json().data.transactionId));
    // 1235 × 20 % = 247.
    expect(earning).toMatchObject({ sourceType: 'tip', sourceId: null, gross: 1_235, platformShare: 247, net: 988 });
    await expectBooksRight();
  });

  it('refuses a tip the wallet cannot pay for', async () => {
    const { user, token } = await newFan(999);
    const res = await post(`/wallet/charges/tip/${cc.cast.owner.id}`, token, { payload: { amount: 10 } });
    expect([res.statusCode, res.json().message]).toEqual([422, 'Your wallet balance is too low for this purchase. Top up your wallet first.']);
    expect(await walletBalance(db(), user)).toBe(999);
    await expectBooksRight();
  });
});

describe('GET /wallet/charges/search', () => {
  it('lists the user’s own purchases and tips, newest first, filtered by type', async () => {
    const { token } = await newFan(50_000);
    const other = await newFan(50_000);
    const video = await createVideo(db(), cc.cast.owner, { access: 'sale', title: 'Sunset reel' });
    expect((await post(`/wallet/charges/video/${video.id}`, token)).statusCode).toBe(200);
    expect((await post(`/wallet/charges/tip/${cc.cast.owner.id}`, token, { payload: { amount: 15 } })).statusCode).toBe(200);
    expect((await post(`/wallet/charges/tip/${cc.cast.owner.id}`, other.token, { payload: { amount: 20 } })).statusCode).toBe(200);

    const mine = (await get('/wallet/charges/search', token)).json().data;
    expect(mine.total).toBe(2);
    expect(mine.data.map((c: { type: string }) => c.type)).toEqual(['tip', 'video']);
    expect(mine.data[0]).toMatchObject({ type: 'tip', amount: 15, itemId: cc.cast.owner.id, itemTitle: null, performer: { _id: cc.cast.owner.id, username: cc.cast.owner.username } });
    expect(mine.data[1]).toMatchObject({ type: 'video', amount: 9.95, itemId: video.id, itemTitle: 'Sunset reel' });

    const videosOnly = (await get('/wallet/charges/search?type=video', token)).json().data;
    expect(videosOnly.data.map((c: { itemId: string }) => c.itemId)).toEqual([video.id]);
    const theirs = (await get('/wallet/charges/search', other.token)).json().data;
    expect(theirs.data.map((c: { amount: number }) => c.amount)).toEqual([20]);
    expect((await get('/wallet/charges/search?type=nonsense', token)).statusCode).toBe(422);
    expect((await get('/wallet/charges/search?pageSize=1000', token)).statusCode).toBe(422);
    const paged = (await get('/wallet/charges/search?pageSize=1&current=2', token)).json().data;
    expect([paged.total, paged.data[0].type]).toEqual([2, 'video']);
  });
});
