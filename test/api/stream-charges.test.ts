// Buying a live session's ticket from the wallet (POST /wallet/charges/stream/{id}): the same purchase as
// every wallet charge, so the balance, the earning (type 'stream'), the purchase row and the ledger move
// together or not at all. Every money test ends with the ledger check.
import { eq, sql } from 'drizzle-orm';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { ledgerTransactions } from '@/server/modules/ledger/ledger.table';
import { performers } from '@/server/modules/performers/performers.table';
import { purchasedItems } from '@/server/modules/purchases/purchases.table';
import { streamSessions } from '@/server/modules/streams/streams.table';
import { subscribe } from '../factories/content';
import { fundWallet, walletBalance } from '../factories/money';
import { authHeader, blockUser, createAdmin, createPerformer, createUser, loginAs, type TestPerformer, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let owner: TestPerformer & { token: string };
beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createPerformer(db(), { name: 'Show Host' });
  owner = { ...user, token: await loginAs(ctx.app, user) };
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
type Buyer = TestUser & { token: string };

function buy(streamId: string, token?: string, key?: string) {
  const headers: Record<string, string> = token ? authHeader(token) : {};
  if (key) headers['idempotency-key'] = key;
  return ctx.app.inject({ method: 'POST', url: `/api/wallet/charges/stream/${streamId}`, headers });
}
const join = (streamId: string, token?: string) => ctx.app.inject({ method: 'GET', url: `/api/streaming/join/${streamId}`, headers: token ? authHeader(token) : {} });

async function expectBooksRight() {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
}
const count = async (table: typeof ledgerTransactions | typeof purchasedItems | typeof earnings) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const writtenCounts = async () => [await count(ledgerTransactions), await count(purchasedItems), await count(earnings)];

async function newFan(minor: number): Promise<Buyer> {
  const user = await createUser(db());
  if (minor > 0) await fundWallet(db(), user, minor);
  return { ...user, token: await loginAs(ctx.app, user) };
}

/** A new session of the owner (the one before it is ended: one on air at a time). */
async function session(body: { type?: 'public' | 'group'; price?: number }) {
  const current = await ctx.app.services.streams.findLive(owner.id);
  if (current) await ctx.app.services.streams.end(current._id, 'performer');
  const res = await ctx.app.inject({ method: 'POST', url: '/api/streaming/live', headers: authHeader(owner.token), payload: { title: 'Tonight', ...body } });
  expect(res.statusCode).toBe(200);
  return res.json().data._id as string;
}

describe('POST /wallet/charges/stream/{id}', () => {
  it('sells a group show\'s ticket once: wallet, earning and ledger move together, and the buyer may watch', async () => {
    const fan = await newFan(10_000);
    const id = await session({ type: 'group', price: 12.5 });
    expect((await join(id, fan.token)).json().data.access).toEqual({ canWatch: false, needs: 'ticket', price: 12.5, hasTicket: false });

    const res = await buy(id, fan.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ transactionId: expect.any(String), balance: 87.5, type: 'stream', itemId: id });
    expect(await walletBalance(db(), fan)).toBe(8_750);
    const [earning] = await db().select().from(earnings).where(eq(earnings.transactionId, res.json().data.transactionId));
    expect(earning).toMatchObject({ performerId: owner.id, userId: fan.id, sourceType: 'stream', sourceId: id, gross: 1250, platformShare: 250, net: 1000, commissionBasisPoints: 2000 });
    expect((await join(id, fan.token)).json().data.access).toEqual({ canWatch: true, needs: null, price: 12.5, hasTicket: true });

    // The fan's list of charges shows it.
    const charges = await ctx.app.inject({ method: 'GET', url: '/api/wallet/charges/search?type=stream', headers: authHeader(fan.token) });
    expect(charges.json().data).toMatchObject({ total: 1, data: [{ type: 'stream', itemId: id, itemTitle: 'Tonight', amount: 12.5 }] });

    const again = await buy(id, fan.token);
    expect([again.statusCode, again.json().message]).toEqual([409, 'You already have a ticket to this session.']);
    expect(await walletBalance(db(), fan)).toBe(8_750);
    await expectBooksRight();
  });

  it('sells the price on top of a public session to subscribers only', async () => {
    const subscriber = await newFan(5_000);
    const stranger = await newFan(5_000);
    await subscribe(db(), subscriber, owner);
    const id = await session({ price: 4 });
    const before = await writtenCounts();
    const refused = await buy(id, stranger.token);
    expect([refused.statusCode, refused.json().message]).toEqual([422, "This session is for the performer's subscribers: subscribe first, then pay its price."]);
    expect(await writtenCounts()).toEqual(before);

    expect((await join(id, subscriber.token)).json().data.access.needs).toBe('ticket');
    expect((await buy(id, subscriber.token)).statusCode).toBe(200);
    expect(await walletBalance(db(), subscriber)).toBe(4_600);
    expect((await join(id, subscriber.token)).json().data.access).toMatchObject({ canWatch: true, hasTicket: true });

    // Included in the subscription: nothing to buy.
    const included = await session({});
    const nothing = await buy(included, subscriber.token);
    expect([nothing.statusCode, nothing.json().message]).toEqual([422, 'This session has nothing to pay: subscribers watch it as part of their subscription.']);
    await expectBooksRight();
  });

  it('replays a request sent again with the same Idempotency-Key, and refuses the key for another session', async () => {
    const fan = await newFan(10_000);
    const id = await session({ type: 'group', price: 6 });
    const transactions = await count(ledgerTransactions);
    const first = await buy(id, fan.token, 'ticket-1');
    const replay = await buy(id, fan.token, 'ticket-1');
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json().data).toEqual(first.json().data);
    expect(await walletBalance(db(), fan)).toBe(9_400);
    expect(await count(ledgerTransactions)).toBe(transactions + 1);

    // The replay answers even after the session has ended: it is the answer to the purchase already made.
    await ctx.app.services.streams.end(id, 'performer');
    expect((await buy(id, fan.token, 'ticket-1')).json().data).toEqual(first.json().data);

    const other = await session({ type: 'group', price: 6 });
    const misuse = await buy(other, fan.token, 'ticket-1');
    expect([misuse.statusCode, misuse.json().message]).toEqual([422, 'This Idempotency-Key was already used for another charge. Send a new key for a new charge.']);
    expect(await walletBalance(db(), fan)).toBe(9_400);
    await expectBooksRight();
  });

  it('refuses the performer\'s own session, an ended one, a too-low wallet, blocked fans, unknown ids and visitors, writing nothing', async () => {
    await fundWallet(db(), owner, 5_000);
    const fan = await newFan(5_000);
    const poor = await newFan(100);
    const blocked = await newFan(5_000);
    await blockUser(db(), owner.id, blocked.id);
    const id = await session({ type: 'group', price: 10 });
    const before = await writtenCounts();

    const own = await buy(id, owner.token);
    expect([own.statusCode, own.json().message]).toEqual([422, 'You cannot buy a ticket to your own session.']);
    const low = await buy(id, poor.token);
    expect([low.statusCode, low.json().message]).toEqual([422, 'Your wallet balance is too low for this purchase. Top up your wallet first.']);
    expect(await walletBalance(db(), poor)).toBe(100);
    expect((await buy(id, blocked.token)).statusCode).toBe(404);
    expect((await buy(id)).statusCode).toBe(401);
    const unknown = await buy('00000000-0000-4000-8000-000000000000', fan.token);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'This live session does not exist or is not available.']);
    expect((await buy('not-an-id', fan.token)).statusCode).toBe(422);

    await ctx.app.services.streams.end(id, 'performer');
    const ended = await buy(id, fan.token);
    expect([ended.statusCode, ended.json().message]).toEqual([422, 'This session has ended: its ticket can no longer be bought.']);

    expect(await writtenCounts()).toEqual(before);
    expect(await walletBalance(db(), fan)).toBe(5_000);
    await expectBooksRight();
  });

  it('lets an admin buy a ticket like any fan, and never from a performer hidden from fans', async () => {
    const admin = await createAdmin(db());
    await fundWallet(db(), admin, 5_000);
    const token = await loginAs(ctx.app, admin);
    const id = await session({ type: 'group', price: 3 });
    expect((await buy(id, token)).statusCode).toBe(200);
    expect(await walletBalance(db(), admin)).toBe(4_700);
    // A performer whose verification was withdrawn while on air: admins still see the session, but buy nothing from it.
    const withdrawn = await createPerformer(db());
    const [hidden] = await db().insert(streamSessions).values({ performerId: withdrawn.id, type: 'group', title: 'Hidden show', price: 300, status: 'live', startedAt: new Date() }).returning();
    await db().update(performers).set({ verificationStatus: 'rejected' }).where(eq(performers.userId, withdrawn.id));
    expect((await join(hidden.id, token)).statusCode).toBe(200);
    expect((await buy(hidden.id, token)).statusCode).toBe(404);
    expect(await walletBalance(db(), admin)).toBe(4_700);
    await expectBooksRight();
  });

  it('charges once when the same fan buys the same ticket many times at once', async () => {
    const fan = await newFan(10_000);
    const id = await session({ type: 'group', price: 7 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => buy(id, fan.token)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await walletBalance(db(), fan)).toBe(9_300);
    const rows = await db().select().from(purchasedItems).where(eq(purchasedItems.itemId, id));
    expect(rows).toHaveLength(1);
    expect(await db().select().from(earnings).where(eq(earnings.sourceId, id))).toHaveLength(1);
    await expectBooksRight();
  });
});
