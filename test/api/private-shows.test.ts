// Private shows on a real database: the performer's minute price on their profile; a fan's request, the
// performer's answer and who may do what (fan, other fan, owner, other performer, admin, anonymous); a
// request's expiry; and the server's billing, driven by calling the tick with the moment it acts for (never
// by waiting): minute 0 at acceptance, minute n once n minutes have passed, exact charges and earnings, the
// ledger check after each, eight ticks at once billing a minute once, the wallet running out (the warning a
// minute before, the end for funds, no overdraft), and the end a set time after the last heartbeat.
// `npm run test:pg -- -w 1 test/api/private-shows.test.ts` runs the same on PostgreSQL, concurrency included.
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PRIVATE_HEARTBEAT_TIMEOUT_SECONDS, PRIVATE_REQUEST_SECONDS } from '@/contracts/streams';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { earningsOf } from '@/server/modules/ledger/ledger-accounts';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { balanceOf } from '@/server/modules/ledger/ledger.service';
import { ledgerTransactions } from '@/server/modules/ledger/ledger.table';
import { performers } from '@/server/modules/performers/performers.table';
import type { PrivateShowEvent } from '@/server/modules/streams/private/private-show-events';
import { privateShowMinutes, privateShows } from '@/server/modules/streams/private/private-shows.table';
import type { StreamEvent } from '@/server/modules/streams/stream-events';
import { streamSessions } from '@/server/modules/streams/streams.table';
import { fundWallet, walletBalance } from '../factories/money';
import { authHeader, blockUser, createAdmin, createPerformer, createUser, loginAs, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

const TURN_SECRET = 'turn-shared-secret-for-tests';
let ctx: TestContext;
const db = () => ctx.database.db;
const shows = () => ctx.app.services.privateShows;
const streamEvents: StreamEvent[] = [];
const showEvents: PrivateShowEvent[] = [];
const stops: (() => void)[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ STUN_URLS: 'stun:stun.example.test:3478', TURN_URLS: 'turn:turn.example.test:3478?transport=udp,turns:turn.example.test:5349', TURN_SECRET });
  // The tests run the tick themselves, at the moments they choose: this node's own timer stays off.
  await shows().stopTicking();
  stops.push(ctx.app.services.streamEvents.subscribe((e) => streamEvents.push(e)));
  stops.push(ctx.app.services.privateShowEvents.subscribe((e) => showEvents.push(e)));
});
afterAll(async () => {
  stops.forEach((stop) => stop());
  await ctx?.close();
});

type Who = TestUser & { token: string };
const PRICE = 250;

async function who(make: Promise<TestUser>, wallet = 0): Promise<Who> {
  const user = await make;
  if (wallet > 0) await fundWallet(db(), user, wallet);
  return { ...user, token: await loginAs(ctx.app, user) };
}
const fan = (wallet = 10_000) => who(createUser(db()), wallet);
async function host(price: number | null = PRICE): Promise<Who> {
  const performer = await who(createPerformer(db()));
  await db().update(performers).set({ privateShowPrice: price }).where(eq(performers.userId, performer.id));
  return performer;
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, as?: Who, payload?: object) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: as ? authHeader(as.token) : {}, ...(payload ? { payload } : {}) });
}
async function requestShow(from: Who, performer: Who): Promise<{ _id: string; createdAt: string }> {
  const res = await call('POST', '/streaming/private/request', from, { performerId: performer.id });
  expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  return res.json().data;
}
const rowOf = async (id: string) => (await db().select().from(streamSessions).where(eq(streamSessions.id, id)))[0];
const showOf = async (id: string) => (await db().select().from(privateShows).where(eq(privateShows.streamId, id)))[0];
const minutesOf = async (id: string) => (await db().select().from(privateShowMinutes).where(eq(privateShowMinutes.streamId, id)).orderBy(privateShowMinutes.minute)).map((m) => m.minute);
const earningsOfShow = (id: string) => db().select().from(earnings).where(and(eq(earnings.sourceType, 'stream'), eq(earnings.sourceId, id)));
const earned = async (performer: Who) => balanceOf(db(), earningsOf(performer.id));
async function expectBooksRight() {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
}
const seconds = (from: Date, s: number) => new Date(from.getTime() + s * 1000);

/** A show accepted at `at` (a moment within the request's two minutes), through the service so the moment is exact. */
async function acceptedShow(wallet = 10_000, price = PRICE) {
  const viewer = await fan(wallet);
  const performer = await host(price);
  const request = await requestShow(viewer, performer);
  const at = new Date();
  await shows().accept(performer.id, request._id, at);
  return { viewer, performer, id: request._id, at };
}
/** Both sides send a heartbeat every ten seconds (of the tests' clock) from `from` to `to`. */
async function keepAlive(show: { viewer: Who; performer: Who; id: string }, from: Date, to: Date) {
  for (let t = from.getTime(); t <= to.getTime(); t += 10_000) {
    await shows().heartbeat(show.performer.id, show.id, new Date(t));
    await shows().heartbeat(show.viewer.id, show.id, new Date(t));
  }
}

describe('the performer offers private shows at a price per minute', () => {
  it('sets, shows and switches off the price on the profile; refuses bad prices with a sentence', async () => {
    const performer = await host(null);
    const set = await call('PUT', '/performers/me', performer, { privateShowPrice: 3.5 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.privateShowPrice).toBe(3.5);
    expect((await call('GET', `/performers/${performer.id}`)).json().data.privateShowPrice).toBe(3.5);
    expect((await db().select().from(performers).where(eq(performers.userId, performer.id)))[0].privateShowPrice).toBe(350);
    for (const bad of [0, -1, 1.234, 'two', 20_000]) {
      const res = await call('PUT', '/performers/me', performer, { privateShowPrice: bad });
      expect([bad, res.statusCode]).toEqual([bad, 422]);
      expect(res.json().message).toMatch(/privateShowPrice.*\.$/);
    }
    expect((await call('PUT', '/performers/me', performer, { privateShowPrice: null })).json().data.privateShowPrice).toBeNull();
    const refused = await call('POST', '/streaming/private/request', await fan(), { performerId: performer.id });
    expect([refused.statusCode, refused.json().message]).toEqual([422, 'This performer does not offer private shows.']);
  });
});

describe('a fan requests a private show', () => {
  it('makes a pending private session for the caller at the price of the moment, and tells the performer', async () => {
    const viewer = await fan();
    const performer = await host();
    const res = await call('POST', '/streaming/private/request', viewer, { performerId: performer.id });
    expect(res.statusCode).toBe(200);
    const request = res.json().data;
    expect(request).toMatchObject({ type: 'private', status: 'pending', fanId: viewer.id, performerId: performer.id, pricePerMinute: 2.5, startedAt: null, endedAt: null });
    expect(showEvents).toContainEqual({ kind: 'requested', request });
    // The performer's list of open requests has it; nobody else's does.
    const list = await call('GET', '/streaming/private/requests', performer);
    expect(list.json().data).toEqual({ data: [request], total: 1 });
    expect((await call('GET', '/streaming/private/requests', await host())).json().data).toEqual({ data: [], total: 0 });
    expect((await call('GET', '/streaming/private/requests', viewer)).statusCode).toBe(403);
    // One open request per fan and performer.
    const again = await call('POST', '/streaming/private/request', viewer, { performerId: performer.id });
    expect([again.statusCode, again.json().message]).toEqual([409, 'You already have a request waiting for this performer. Wait for their answer, or withdraw it first.']);
  });

  it('answers each caller: fans, another performer and an admin may ask; the owner, anonymous and the unfunded may not', async () => {
    const performer = await host();
    for (const caller of [await fan(), await who(createPerformer(db()), 1_000), await who(createAdmin(db()), 1_000)]) {
      expect((await call('POST', '/streaming/private/request', caller, { performerId: performer.id })).statusCode).toBe(200);
    }
    expect((await call('GET', '/streaming/private/requests', performer)).json().data.total).toBe(3);
    const own = await call('POST', '/streaming/private/request', performer, { performerId: performer.id });
    expect([own.statusCode, own.json().message]).toEqual([422, 'You cannot request a private show from yourself.']);
    expect((await call('POST', '/streaming/private/request', undefined, { performerId: performer.id })).statusCode).toBe(401);
    const poor = await call('POST', '/streaming/private/request', await fan(PRICE - 1), { performerId: performer.id });
    expect([poor.statusCode, poor.json().message]).toEqual([422, 'Your wallet must cover at least one minute of the show (2.50). Top up your wallet first.']);
    // Exactly one minute is enough.
    expect((await call('POST', '/streaming/private/request', await fan(PRICE), { performerId: performer.id })).statusCode).toBe(200);
  });

  it('treats a performer the fan may not see as missing, and refuses bad bodies with a sentence', async () => {
    const viewer = await fan();
    const blocking = await host();
    await blockUser(db(), blocking.id, viewer.id);
    const unverified = await host();
    await db().update(performers).set({ verificationStatus: 'pending' }).where(eq(performers.userId, unverified.id));
    for (const performerId of [blocking.id, unverified.id, viewer.id.replace(/.$/, (c) => (c === '0' ? '1' : '0'))]) {
      const res = await call('POST', '/streaming/private/request', viewer, { performerId });
      expect([performerId, res.statusCode, res.json().message]).toEqual([performerId, 404, 'This performer does not exist or is not available.']);
    }
    for (const body of [{}, { performerId: 'nope' }, { performerId: blocking.id, extra: 1 }]) {
      const res = await call('POST', '/streaming/private/request', viewer, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 422]);
      expect(res.json().message).toMatch(/\.$/);
    }
  });
});

describe('the performer answers', () => {
  it('accepts as the owner only: the show goes live and minute 0 is charged in the same transaction', async () => {
    const viewer = await fan(1_000);
    const performer = await host();
    const request = await requestShow(viewer, performer);
    const [otherFan, otherPerformer, admin] = [await fan(), await host(), await who(createAdmin(db()))];
    for (const [caller, status] of [[undefined, 401], [viewer, 403], [otherFan, 403], [admin, 403], [otherPerformer, 404]] as const) {
      for (const action of ['accept', 'decline']) {
        const res = await call('POST', `/streaming/private/${request._id}/${action}`, caller);
        expect([action, caller?.id, res.statusCode]).toEqual([action, caller?.id, status]);
      }
    }
    expect((await rowOf(request._id)).status).toBe('pending');

    const res = await call('POST', `/streaming/private/${request._id}/accept`, performer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: request._id, status: 'live', startedAt: expect.any(String), fanId: viewer.id });
    expect(await minutesOf(request._id)).toEqual([0]);
    expect(await walletBalance(db(), viewer)).toBe(1_000 - PRICE);
    expect(await earned(performer)).toBe(200);
    const [earning] = await earningsOfShow(request._id);
    expect(earning).toMatchObject({ performerId: performer.id, userId: viewer.id, sourceType: 'stream', gross: PRICE, platformShare: 50, net: 200, commissionBasisPoints: 2000 });
    expect(streamEvents.filter((e) => e.stream._id === request._id).map((e) => e.kind)).toEqual(['started']);
    expect(showEvents).toContainEqual({ kind: 'billed', fanId: viewer.id, performerId: performer.id, billed: { streamId: request._id, minutes: 1, charged: 2.5, balance: 7.5 } });
    // The request has left the list; answering it again is refused.
    expect((await call('GET', '/streaming/private/requests', performer)).json().data.total).toBe(0);
    for (const action of ['accept', 'decline']) {
      const again = await call('POST', `/streaming/private/${request._id}/${action}`, performer);
      expect([again.statusCode, again.json().message]).toEqual([409, 'You accepted this request already: the show is running.']);
    }
    expect(await minutesOf(request._id)).toEqual([0]);
    await expectBooksRight();
  });

  it('declines: the request ends (declined), nothing is charged, and it cannot be accepted after', async () => {
    const viewer = await fan();
    const performer = await host();
    const request = await requestShow(viewer, performer);
    const res = await call('POST', `/streaming/private/${request._id}/decline`, performer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ended', endReason: 'declined', startedAt: null });
    expect(streamEvents).toContainEqual(expect.objectContaining({ kind: 'ended', reason: 'declined', stream: expect.objectContaining({ _id: request._id }) }));
    const late = await call('POST', `/streaming/private/${request._id}/accept`, performer);
    expect([late.statusCode, late.json().message]).toEqual([409, 'This request is no longer open: it was withdrawn, declined or has expired.']);
    expect(await walletBalance(db(), viewer)).toBe(10_000);
    // The fan may ask again once it is answered.
    await requestShow(viewer, performer);
  });

  it('lets the fan withdraw a request, and either side (or an admin) end a show; nobody else', async () => {
    const viewer = await fan();
    const performer = await host();
    const request = await requestShow(viewer, performer);
    expect((await call('PUT', `/streaming/live/${request._id}`, await fan(), { status: 'ended' })).statusCode).toBe(404);
    const withdrawn = await call('PUT', `/streaming/live/${request._id}`, viewer, { status: 'ended' });
    expect(withdrawn.json().data).toMatchObject({ status: 'ended', endReason: 'fan' });

    for (const [ender, reason] of [[viewer, 'fan'], [performer, 'performer'], [await who(createAdmin(db())), 'admin']] as const) {
      const show = await requestShow(viewer, performer);
      await call('POST', `/streaming/private/${show._id}/accept`, performer);
      expect((await call('PUT', `/streaming/live/${show._id}`, await host(), { status: 'ended' })).statusCode).toBe(404);
      const ended = await call('PUT', `/streaming/live/${show._id}`, ender, { status: 'ended' });
      expect([reason, ended.statusCode, ended.json().data.endReason]).toEqual([reason, 200, reason]);
    }
  });

  it('ends a running show when the performer blocks its fan (reason performer), charging nothing more', async () => {
    const show = await acceptedShow();
    const res = await call('POST', '/block/users', show.performer, { targetId: show.viewer.id, reason: 'Asked for something I do not do' });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(show.id)).toMatchObject({ status: 'ended', endReason: 'performer' });
    expect(await minutesOf(show.id)).toEqual([0]);
    await expectBooksRight();
  });

  it('refuses to accept while the performer is on air elsewhere, or in another private show', async () => {
    const performer = await host();
    const [first, second] = [await fan(), await fan()];
    const a = await requestShow(first, performer);
    const b = await requestShow(second, performer);
    expect((await call('POST', `/streaming/private/${a._id}/accept`, performer)).statusCode).toBe(200);
    const busy = await call('POST', `/streaming/private/${b._id}/accept`, performer);
    expect([busy.statusCode, busy.json().message]).toEqual([409, 'You are on air in another session. End it before you accept a private show.']);
    expect((await rowOf(b._id)).status).toBe('pending');
    expect(await walletBalance(db(), second)).toBe(10_000);
    // Going live in public is refused too while the show runs; after it ends, the waiting request can be accepted.
    expect((await call('POST', '/streaming/live', performer, { title: 'Public' })).statusCode).toBe(409);
    await call('PUT', `/streaming/live/${a._id}`, performer, { status: 'ended' });
    expect((await call('POST', `/streaming/private/${b._id}/accept`, performer)).statusCode).toBe(200);
  });

  it('closes a request whose fan can no longer pay a minute when the performer accepts it (funds), charging nothing', async () => {
    const viewer = await fan(1_000 + 100);
    const performer = await host();
    const request = await requestShow(viewer, performer);
    // The fan spends the money elsewhere meanwhile.
    const tip = await call('POST', `/wallet/charges/tip/${(await host()).id}`, viewer, { amount: 10 });
    expect(tip.statusCode).toBe(200);
    const res = await call('POST', `/streaming/private/${request._id}/accept`, performer);
    expect([res.statusCode, res.json().message]).toEqual([422, "The fan's wallet no longer covers a minute of the show, so the request has been closed."]);
    expect(await rowOf(request._id)).toMatchObject({ status: 'ended', endReason: 'funds', startedAt: null });
    expect(await showOf(request._id)).toBeUndefined();
    expect(await minutesOf(request._id)).toEqual([]);
    expect(await walletBalance(db(), viewer)).toBe(100);
    await expectBooksRight();
  });

  it('expires a request nobody answered after two minutes, at the moment it expired', async () => {
    const viewer = await fan();
    const performer = await host();
    const request = await requestShow(viewer, performer);
    const made = new Date(request.createdAt);
    await shows().tick(seconds(made, PRIVATE_REQUEST_SECONDS - 1));
    expect((await rowOf(request._id)).status).toBe('pending');
    const late = seconds(made, PRIVATE_REQUEST_SECONDS + 5);
    await expect(shows().accept(performer.id, request._id, late)).rejects.toMatchObject({ statusCode: 409, message: 'This request has expired: nobody answered it in time. The fan can send a new one.' });
    expect(await rowOf(request._id)).toMatchObject({ status: 'ended', endReason: 'expired', endedAt: seconds(made, PRIVATE_REQUEST_SECONDS) });
    expect(await walletBalance(db(), viewer)).toBe(10_000);

    const other = await requestShow(viewer, performer);
    const result = await shows().tick(seconds(new Date(other.createdAt), PRIVATE_REQUEST_SECONDS));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await rowOf(other._id)).toMatchObject({ status: 'ended', endReason: 'expired' });
    expect(streamEvents).toContainEqual(expect.objectContaining({ kind: 'ended', reason: 'expired', stream: expect.objectContaining({ _id: other._id }) }));
    expect((await shows().tick(seconds(new Date(other.createdAt), PRIVATE_REQUEST_SECONDS + 60))).expired).toBe(0);
  });
});

describe('billing by the minute, on the server', () => {
  it('charges minute n once n minutes have passed, exactly once, with its earning and a balanced ledger', async () => {
    const show = await acceptedShow();
    const { at, id, viewer, performer } = show;
    await keepAlive(show, seconds(at, 10), seconds(at, 230));
    expect(await minutesOf(id)).toEqual([0]);
    await shows().tick(seconds(at, 59.999));
    expect(await minutesOf(id)).toEqual([0]);
    await shows().tick(seconds(at, 60));
    expect(await minutesOf(id)).toEqual([0, 1]);
    await shows().tick(seconds(at, 61));
    await shows().tick(seconds(at, 119));
    expect(await minutesOf(id)).toEqual([0, 1]);
    // A tick that comes late charges every minute that has started, each once.
    await shows().tick(seconds(at, 200));
    expect(await minutesOf(id)).toEqual([0, 1, 2, 3]);
    expect(await walletBalance(db(), viewer)).toBe(10_000 - 4 * PRICE);
    expect(await earned(performer)).toBe(4 * 200);
    expect(await showOf(id)).toMatchObject({ billedMinutes: 4, charged: 4 * PRICE });
    const rows = await earningsOfShow(id);
    expect(rows.map((r) => [r.gross, r.net, r.platformShare])).toEqual(Array.from({ length: 4 }, () => [PRICE, 200, 50]));
    // One ledger transaction per minute, keyed by the show and the minute.
    const keys = await db().select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(sql`${ledgerTransactions.idempotencyKey} like ${`private-show:${id}:%`}`);
    expect(keys.map((k) => k.key).sort()).toEqual([0, 1, 2, 3].map((m) => `private-show:${id}:${m}`));
    const billed = showEvents.filter((e) => e.kind === 'billed' && e.billed.streamId === id);
    expect(billed.map((e) => e.kind === 'billed' && e.billed)).toEqual([
      { streamId: id, minutes: 1, charged: 2.5, balance: 97.5 },
      { streamId: id, minutes: 2, charged: 5, balance: 95 },
      { streamId: id, minutes: 3, charged: 7.5, balance: 92.5 },
      { streamId: id, minutes: 4, charged: 10, balance: 90 },
    ]);
    // The fan's charges list each minute.
    const charges = await call('GET', '/wallet/charges/search?type=stream', viewer);
    expect(charges.json().data.total).toBe(4);
    expect(charges.json().data.data.map((c: { itemId: string; itemTitle: string }) => [c.itemId, c.itemTitle])).toEqual(Array(4).fill([id, 'Private show']));
    await expectBooksRight();
    expect((await rowOf(id)).status).toBe('live');
  });

  it('bills a due minute once when eight ticks run at the same moment', async () => {
    const show = await acceptedShow();
    await keepAlive(show, seconds(show.at, 10), seconds(show.at, 60));
    const results = await Promise.all(Array.from({ length: 8 }, () => shows().tick(seconds(show.at, 60))));
    expect(await minutesOf(show.id)).toEqual([0, 1]);
    expect(await walletBalance(db(), show.viewer)).toBe(10_000 - 2 * PRICE);
    expect(results.filter((r) => r.billed > 0)).toHaveLength(1);
    await expectBooksRight();
  });

  it('warns a minute before the wallet runs out, ends the show for funds at that minute, and never overdraws', async () => {
    const show = await acceptedShow(3 * PRICE + 100);
    const { at, id, viewer, performer } = show;
    await keepAlive(show, seconds(at, 10), seconds(at, 200));
    await shows().tick(seconds(at, 60));
    const warnings = () => showEvents.filter((e) => e.kind === 'warning' && e.warning.streamId === id);
    expect(warnings()).toEqual([]);
    await shows().tick(seconds(at, 120));
    // Minute 2 leaves 1.00: minute 3 cannot be paid. The fan hears it now, a minute before.
    expect(warnings()).toEqual([
      { kind: 'warning', fanId: viewer.id, performerId: performer.id, warning: { streamId: id, endsAt: seconds(at, 180).toISOString(), pricePerMinute: 2.5, balance: 1 } },
    ]);
    // A heartbeat does not warn twice for the same minute.
    await shows().heartbeat(viewer.id, id, seconds(at, 150));
    expect(warnings()).toHaveLength(1);
    await shows().tick(seconds(at, 179));
    expect((await rowOf(id)).status).toBe('live');
    await shows().tick(seconds(at, 180));
    expect(await rowOf(id)).toMatchObject({ status: 'ended', endReason: 'funds', endedAt: seconds(at, 180) });
    expect(streamEvents).toContainEqual(expect.objectContaining({ kind: 'ended', reason: 'funds', stream: expect.objectContaining({ _id: id }) }));
    expect(await minutesOf(id)).toEqual([0, 1, 2]);
    expect(await walletBalance(db(), viewer)).toBe(100);
    await shows().tick(seconds(at, 400));
    expect(await minutesOf(id)).toEqual([0, 1, 2]);
    await expectBooksRight();
  });

  it('warns at a heartbeat when the wallet dropped below a minute between two charges', async () => {
    const show = await acceptedShow(1_000 + PRICE + 100);
    await keepAlive(show, seconds(show.at, 10), seconds(show.at, 20));
    // 11.00 left, enough for minute 1: no warning yet. Then the fan spends 10.00 of it elsewhere.
    expect(showEvents.filter((e) => e.kind === 'warning' && e.warning.streamId === show.id)).toEqual([]);
    expect((await call('POST', `/wallet/charges/tip/${(await host()).id}`, show.viewer, { amount: 10 })).statusCode).toBe(200);
    await shows().heartbeat(show.viewer.id, show.id, seconds(show.at, 30));
    expect(showEvents.filter((e) => e.kind === 'warning' && e.warning.streamId === show.id).map((e) => e.kind === 'warning' && e.warning.endsAt)).toEqual([seconds(show.at, 60).toISOString()]);
  });

  it('ends a show the timeout after the last heartbeat of the quieter side, and bills only the minutes that started before', async () => {
    const show = await acceptedShow();
    const { at, id, viewer, performer } = show;
    // Both sides speak until 100 s; then the fan goes quiet while the performer carries on.
    await keepAlive(show, seconds(at, 10), seconds(at, 100));
    for (let s = 110; s <= 300; s += 10) await shows().heartbeat(performer.id, id, seconds(at, s)).catch(() => undefined);
    const deadline = seconds(at, 100 + PRIVATE_HEARTBEAT_TIMEOUT_SECONDS);
    // A heartbeat after the deadline does not bring the show back, even before a tick has ended it.
    await expect(shows().heartbeat(viewer.id, id, seconds(deadline, 1))).rejects.toMatchObject({ statusCode: 409 });
    await shows().tick(seconds(at, 129));
    expect((await rowOf(id)).status).toBe('live');
    // Long after (a cluster that was down, say): minutes 1 and 2 started while it ran; 3 did not.
    await shows().tick(seconds(at, 900));
    expect(await rowOf(id)).toMatchObject({ status: 'ended', endReason: 'heartbeat', endedAt: deadline });
    expect(await minutesOf(id)).toEqual([0, 1, 2]);
    expect(await walletBalance(db(), viewer)).toBe(10_000 - 3 * PRICE);
    await expect(shows().heartbeat(performer.id, id, seconds(at, 905))).rejects.toMatchObject({ statusCode: 409, message: 'This private show has ended.' });
    await expectBooksRight();
  });

  it("refuses the performer's set-duration heartbeat once their side is past the timeout, and keeps it there", async () => {
    const show = await acceptedShow();
    const quietSince = new Date(Date.now() - (PRIVATE_HEARTBEAT_TIMEOUT_SECONDS + 5) * 1000);
    await db().update(streamSessions).set({ lastHeartbeatAt: quietSince }).where(eq(streamSessions.id, show.id));
    const late = await call('PUT', '/streaming/set-duration', show.performer, { streamId: show.id, duration: 40 });
    expect([late.statusCode, late.json().message]).toEqual([409, 'This private show has ended: a side went silent for too long.']);
    expect((await rowOf(show.id)).lastHeartbeatAt).toEqual(quietSince);
    // In time, it counts as the performer's side.
    const fresh = await acceptedShow();
    expect((await call('PUT', '/streaming/set-duration', fresh.performer, { streamId: fresh.id, duration: 5 })).statusCode).toBe(200);
  });

  it('ends a show whose sides never sent a heartbeat the timeout after acceptance, after its first minute', async () => {
    const show = await acceptedShow();
    await shows().tick(seconds(show.at, PRIVATE_HEARTBEAT_TIMEOUT_SECONDS - 1));
    expect((await rowOf(show.id)).status).toBe('live');
    const done = await shows().tick(seconds(show.at, PRIVATE_HEARTBEAT_TIMEOUT_SECONDS));
    expect(done.ended).toBeGreaterThanOrEqual(1);
    expect(await rowOf(show.id)).toMatchObject({ status: 'ended', endReason: 'heartbeat', endedAt: seconds(show.at, PRIVATE_HEARTBEAT_TIMEOUT_SECONDS) });
    expect(await minutesOf(show.id)).toEqual([0]);
  });
});

describe('heartbeats and the peers\' servers', () => {
  it('takes heartbeats over HTTP from the two participants of a running show only', async () => {
    const viewer = await fan();
    const performer = await host();
    const request = await requestShow(viewer, performer);
    const pending = await call('POST', `/streaming/private/${request._id}/heartbeat`, viewer);
    expect([pending.statusCode, pending.json().message]).toEqual([409, 'This private show has not started: the performer has not accepted the request yet.']);
    await call('POST', `/streaming/private/${request._id}/accept`, performer);
    for (const participant of [viewer, performer]) {
      const res = await call('POST', `/streaming/private/${request._id}/heartbeat`, participant);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ ok: true, aliveUntil: expect.any(String) });
    }
    for (const [caller, status] of [[undefined, 401], [await fan(), 404], [await host(), 404], [await who(createAdmin(db())), 404]] as const) {
      expect((await call('POST', `/streaming/private/${request._id}/heartbeat`, caller)).statusCode).toBe(status);
    }
  });

  it('hands STUN and time-limited TURN credentials to the two participants only', async () => {
    const viewer = await fan();
    const performer = await host();
    const request = await requestShow(viewer, performer);
    expect((await call('GET', `/streaming/private/${request._id}/ice-servers`, viewer)).statusCode).toBe(409);
    await call('POST', `/streaming/private/${request._id}/accept`, performer);
    for (const participant of [viewer, performer]) {
      const before = Math.floor(Date.now() / 1000);
      const res = await call('GET', `/streaming/private/${request._id}/ice-servers`, participant);
      expect(res.statusCode).toBe(200);
      const { iceServers, expiresAt } = res.json().data;
      expect(iceServers[0]).toEqual({ urls: ['stun:stun.example.test:3478'] });
      const turn = iceServers[1];
      expect(turn.urls).toEqual(['turn:turn.example.test:3478?transport=udp', 'turns:turn.example.test:5349']);
      const [expiry, userId] = turn.username.split(':');
      expect(userId).toBe(participant.id);
      expect(Number(expiry)).toBeGreaterThanOrEqual(before + 3600);
      expect(new Date(expiresAt).getTime()).toBe(Number(expiry) * 1000);
      // What coturn computes with the same secret.
      expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username).digest('base64'));
    }
    for (const [caller, status] of [[undefined, 401], [await fan(), 404], [await host(), 404], [await who(createAdmin(db())), 404]] as const) {
      expect((await call('GET', `/streaming/private/${request._id}/ice-servers`, caller)).statusCode).toBe(status);
    }
    await call('PUT', `/streaming/live/${request._id}`, viewer, { status: 'ended' });
    expect((await call('GET', `/streaming/private/${request._id}/ice-servers`, viewer)).statusCode).toBe(409);
  });
});

describe('the database holds the rules', () => {
  it('keeps one request per fan and performer, and one show on air per performer, whatever writes', async () => {
    const viewer = await fan();
    const performer = await host();
    const request = await requestShow(viewer, performer);
    const row = { performerId: performer.id, fanId: viewer.id, type: 'private' as const, title: 'Behind the back', pricePerMinute: PRICE };
    await expect(db().insert(streamSessions).values({ ...row, status: 'pending' })).rejects.toThrow();
    // Several fans may wait at once.
    await requestShow(await fan(), performer);
    await call('POST', `/streaming/private/${request._id}/accept`, performer);
    await expect(db().insert(streamSessions).values({ ...row, fanId: (await fan()).id, status: 'live', startedAt: new Date() })).rejects.toThrow();
    // A minute is charged once, whatever writes.
    await expect(db().insert(privateShowMinutes).values({ streamId: request._id, minute: 0, amount: PRICE, transactionId: (await minuteZero(request._id)).transactionId })).rejects.toThrow();
  });
});

const minuteZero = async (id: string) => (await db().select().from(privateShowMinutes).where(and(eq(privateShowMinutes.streamId, id), eq(privateShowMinutes.minute, 0))))[0];
