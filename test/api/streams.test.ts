// Live sessions on a real database: going live, editing, the heartbeat and ending; one session on air per
// performer (the database's unique index holds it, racing starts included); unverified performers refused;
// performers.is_streaming true exactly while a session is live, and the performer search's live filter with
// it; what each audience gets when joining; who is live now; and the heartbeat sweep, moved in time by
// rewriting last_heartbeat_at, never by waiting.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StreamEvent } from '@/server/modules/streams/stream-events';
import { STREAM_SWEEP_CRON, streamSweepJob } from '@/server/modules/streams/stream-sweep.job';
import { streamSessions } from '@/server/modules/streams/streams.table';
import { performers } from '@/server/modules/performers/performers.table';
import { purchasedItems } from '@/server/modules/purchases/purchases.table';
import { subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { subscribe } from '../factories/content';
import {
  authHeader,
  blockUser,
  createAdmin,
  createPerformer,
  createUser,
  fromCountry,
  loginAs,
  setBlockedCountries,
  type TestPerformer,
  type TestUser,
} from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
const db = () => ctx.database.db;
const streams = () => ctx.app.services.streams;
const events: StreamEvent[] = [];
let stopListening: () => void;
/** The sweep's schedule as the app stored it when it started. */
let storedSchedule: { cron: string }[];

beforeAll(async () => {
  ctx = await createTestApp();
  stopListening = ctx.app.services.streamEvents.subscribe((event) => events.push(event));
  // Read the schedule, then take it off: a scheduled sweep falling within this file's run would race the
  // sweeps the tests run themselves.
  const result = (await db().execute(sql`select cron from pgboss.schedule where name = ${streamSweepJob.name}`)) as unknown as { rows: { cron: string }[] };
  storedSchedule = result.rows;
  await ctx.app.services.jobs.unschedule(streamSweepJob);
});
afterAll(async () => {
  stopListening?.();
  await ctx?.close();
});

type Who = { token: string };
const as = (who?: Who | string) => (who === undefined ? {} : authHeader(typeof who === 'string' ? who : who.token));

function call(method: 'GET' | 'POST' | 'PUT', url: string, who?: Who | string, payload?: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: { ...as(who), ...headers }, ...(payload ? { payload } : {}) });
}

async function performer(overrides: Parameters<typeof createPerformer>[1] = {}): Promise<TestPerformer & Who> {
  const user = await createPerformer(db(), overrides);
  return { ...user, token: await loginAs(ctx.app, user) };
}
async function fan(): Promise<TestUser & Who> {
  const user = await createUser(db());
  return { ...user, token: await loginAs(ctx.app, user) };
}

async function goLive(who: Who, body: object = {}) {
  const res = await call('POST', '/streaming/live', who, { title: 'Evening session', ...body });
  expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  return res.json().data as { _id: string; price: number; status: string; performerId: string };
}

/** Resolves with the 'ended' announcement of this session (its kind and reason), whenever it comes. */
const endedEvent = (streamId: string) =>
  new Promise<{ kind: string; reason: string }>((resolve) => {
    const stop = ctx.app.services.streamEvents.subscribe((event) => {
      if (event.kind !== 'ended' || event.stream._id !== streamId) return;
      stop();
      resolve({ kind: event.kind, reason: event.reason });
    });
  });

/** A ticket bought earlier, written as the purchase writes it (the purchase itself is tested in stream-charges.test.ts). */
const ticket = (who: { id: string }, streamId: string, price: number) => db().insert(purchasedItems).values({ userId: who.id, itemType: 'stream', itemId: streamId, price });
const isStreaming = async (performerId: string) => (await db().select({ on: performers.isStreaming }).from(performers).where(eq(performers.userId, performerId)))[0].on;
const rowOf = async (id: string) => (await db().select().from(streamSessions).where(eq(streamSessions.id, id)))[0];
const silentFor = (id: string, seconds: number) =>
  db().update(streamSessions).set({ lastHeartbeatAt: new Date(Date.now() - seconds * 1000) }).where(eq(streamSessions.id, id));

describe('a performer goes live, edits, keeps the session alive and ends it', () => {
  it('starts a public session, with is_streaming set, and answers the session shape', async () => {
    const owner = await performer();
    const res = await call('POST', '/streaming/live', owner, { title: '  Morning yoga  ', description: 'Bring a mat', keepRecording: true });
    expect(res.statusCode).toBe(200);
    const stream = res.json().data;
    expect(stream).toEqual({
      _id: expect.any(String),
      performerId: owner.id,
      performer: { _id: owner.id, name: owner.name, username: owner.username, avatar: expect.stringContaining('http') },
      type: 'public',
      status: 'live',
      title: 'Morning yoga',
      description: 'Bring a mat',
      price: 0,
      pricePerMinute: null,
      fanId: null,
      // The session's chat opens with it.
      conversationId: expect.any(String),
      keepRecording: true,
      viewerCount: 0,
      tipTotal: 0,
      duration: 0,
      startedAt: expect.any(String),
      endedAt: null,
      endReason: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await isStreaming(owner.id)).toBe(true);
    expect((await call('GET', `/performers/${owner.id}`)).json().data.isStreaming).toBe(true);
    expect(await streams().findLive(owner.id)).toMatchObject({ _id: stream._id, status: 'live' });
    expect(await streams().get(stream._id)).toMatchObject({ _id: stream._id, title: 'Morning yoga' });
  });

  it('refuses a second session while one is live, with a sentence, and writes nothing', async () => {
    const owner = await performer();
    const first = await goLive(owner);
    const second = await call('POST', '/streaming/live', owner, { title: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You are already live. End your current session before starting another one.');
    const mine = await db().select().from(streamSessions).where(eq(streamSessions.performerId, owner.id));
    expect(mine.map((r) => r.id)).toEqual([first._id]);
  });

  it('holds one session on air per performer when starts race, by the database itself', async () => {
    const owner = await performer();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => call('POST', '/streaming/live', owner, { title: `Race ${i}` })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const onAir = await db()
      .select()
      .from(streamSessions)
      .where(and(eq(streamSessions.performerId, owner.id), inArray(streamSessions.status, ['pending', 'live'])));
    expect(onAir).toHaveLength(1);
    // Even a write that skips the service cannot put a second session on air.
    const now = new Date();
    await expect(db().insert(streamSessions).values({ performerId: owner.id, title: 'Behind the back', status: 'live', startedAt: now })).rejects.toThrow();
    await expect(db().insert(streamSessions).values({ performerId: owner.id, title: 'Pending too', status: 'pending' })).rejects.toThrow();
    expect(await isStreaming(owner.id)).toBe(true);
  });

  it('refuses performers an admin has not verified (403), and writes nothing', async () => {
    for (const verificationStatus of ['pending', 'rejected'] as const) {
      const unverified = await performer({ performer: { verificationStatus } });
      const res = await call('POST', '/streaming/live', unverified, { title: 'Too early' });
      expect([verificationStatus, res.statusCode]).toEqual([verificationStatus, 403]);
      expect(res.json().message).toMatch(/^Only verified performers can go live\./);
      expect(await db().select().from(streamSessions).where(eq(streamSessions.performerId, unverified.id))).toEqual([]);
      expect(await isStreaming(unverified.id)).toBe(false);
    }
  });

  it('refuses fans, a group show without a price, and bad details', async () => {
    const owner = await performer();
    const viewer = await fan();
    expect((await call('POST', '/streaming/live', viewer, { title: 'Not a performer' })).statusCode).toBe(403);
    expect((await call('POST', '/streaming/live', undefined, { title: 'Nobody' })).statusCode).toBe(401);
    const group = await call('POST', '/streaming/live', owner, { type: 'group', title: 'Free show?' });
    expect([group.statusCode, group.json().message]).toEqual([422, 'A group show is sold by ticket: give it a price above 0.']);
    for (const body of [{ title: '' }, { title: 'x', price: -1 }, { title: 'x', price: 1.234 }, { title: 'x', type: 'private' }, { title: 'x', sneaky: true }]) {
      const res = await call('POST', '/streaming/live', owner, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 422]);
    }
    expect(await db().select().from(streamSessions).where(eq(streamSessions.performerId, owner.id))).toEqual([]);
  });

  it('edits the running session, takes heartbeats, ends it once, and keeps is_streaming with it', async () => {
    const owner = await performer();
    const other = await performer();
    const viewer = await fan();
    const stream = await goLive(owner, { price: 3 });
    const startedEvents = events.filter((e) => e.stream._id === stream._id);
    expect(startedEvents.map((e) => e.kind)).toEqual(['started']);

    const edited = await call('PUT', '/streaming/update', owner, { streamId: stream._id, title: 'Evening, part two', price: 4.5 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Evening, part two', price: 4.5, description: '' });
    expect((await call('PUT', '/streaming/update', owner, { streamId: stream._id })).statusCode).toBe(422);
    expect((await call('PUT', '/streaming/update', other, { streamId: stream._id, title: 'Mine now' })).statusCode).toBe(404);

    await silentFor(stream._id, 30);
    const beat = await call('PUT', '/streaming/set-duration', owner, { streamId: stream._id, duration: 30 });
    expect([beat.statusCode, beat.json().data]).toEqual([200, { ok: true }]);
    const afterBeat = await rowOf(stream._id);
    expect(afterBeat.duration).toBe(30);
    expect(Date.now() - afterBeat.lastHeartbeatAt.getTime()).toBeLessThan(5_000);
    expect((await call('PUT', '/streaming/set-duration', other, { streamId: stream._id, duration: 31 })).statusCode).toBe(404);
    expect((await call('PUT', '/streaming/set-duration', owner, { streamId: stream._id, duration: -1 })).statusCode).toBe(422);

    // Only its performer (or an admin) ends it; others are told it is not there for them.
    for (const who of [viewer, other]) expect((await call('PUT', `/streaming/live/${stream._id}`, who, { status: 'ended' })).statusCode).toBe(404);
    expect((await call('PUT', `/streaming/live/${stream._id}`, owner, { status: 'live' })).statusCode).toBe(422);
    expect(await isStreaming(owner.id)).toBe(true);

    const ended = await call('PUT', `/streaming/live/${stream._id}`, owner, { status: 'ended' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'ended', endReason: 'performer', endedAt: expect.any(String), duration: 30 });
    expect(await isStreaming(owner.id)).toBe(false);
    expect((await call('GET', `/performers/${owner.id}`)).json().data.isStreaming).toBe(false);

    // Ending again changes nothing and announces nothing.
    const again = await call('PUT', `/streaming/live/${stream._id}`, owner, { status: 'ended' });
    expect([again.statusCode, again.json().data.endedAt]).toEqual([200, ended.json().data.endedAt]);
    expect(await streams().end(stream._id, 'admin')).toMatchObject({ endReason: 'performer' });
    expect(events.filter((e) => e.stream._id === stream._id).map((e) => e.kind)).toEqual(['started', 'updated', 'ended']);

    const late = await call('PUT', '/streaming/update', owner, { streamId: stream._id, title: 'Too late' });
    expect([late.statusCode, late.json().message]).toEqual([409, 'This session has ended. Start a new session to go live again.']);
    expect((await call('PUT', '/streaming/set-duration', owner, { streamId: stream._id, duration: 40 })).statusCode).toBe(409);

    // A new session once the last has ended.
    const next = await goLive(owner);
    expect(next._id).not.toBe(stream._id);
    expect(await isStreaming(owner.id)).toBe(true);
  });

  it('lets an admin end any session, recorded as ended by an admin', async () => {
    const owner = await performer();
    const admin = await createAdmin(db());
    const stream = await goLive(owner);
    const res = await call('PUT', `/streaming/live/${stream._id}`, await loginAs(ctx.app, admin), { status: 'ended' });
    expect([res.statusCode, res.json().data.endReason]).toEqual([200, 'admin']);
    expect(await isStreaming(owner.id)).toBe(false);
  });

  it('ends the session on air when an admin rejects its performer after review, and nothing else', async () => {
    const owner = await performer();
    const bystander = await performer();
    const admin = await loginAs(ctx.app, await createAdmin(db()));
    const stream = await goLive(owner);
    const other = await goLive(bystander);
    const ended = endedEvent(stream._id);

    const res = await call('POST', `/admin/performers/${owner.id}/reject`, admin, { reason: 'The ID photo does not match the profile.' });
    expect(res.statusCode).toBe(200);
    expect(await ended).toEqual({ kind: 'ended', reason: 'admin' });
    expect(await rowOf(stream._id)).toMatchObject({ status: 'ended', endReason: 'admin' });
    expect(await isStreaming(owner.id)).toBe(false);
    // Verifying a performer ends nothing.
    expect((await call('POST', `/admin/performers/${bystander.id}/verify`, admin)).statusCode).toBe(200);
    expect((await rowOf(other._id)).status).toBe('live');
  });

  it('keeps the performer search\'s live filter to exactly the performers live now', async () => {
    const word = 'Zephyrine';
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await performer({ name: `${word} ${i}` }));
    const [liveA, liveB, endedC] = made;
    await goLive(liveA);
    await goLive(liveB, { type: 'group', price: 8 });
    const ended = await goLive(endedC);
    await call('PUT', `/streaming/live/${ended._id}`, endedC, { status: 'ended' });

    const ids = async (isLive: boolean) =>
      ((await call('GET', `/performers/user/search?q=${word}&isStreaming=${isLive}&pageSize=50`)).json().data.data as { _id: string }[]).map((p) => p._id).sort();
    expect(await ids(true)).toEqual([liveA.id, liveB.id].sort());
    expect(await ids(false)).toEqual([endedC.id, made[3].id].sort());
  });
});

describe('joining: what each audience gets', () => {
  let owner: TestPerformer & Who;
  let other: TestPerformer & Who;
  let visitorFan: TestUser & Who;
  let subscriber: TestUser & Who;
  let payer: TestUser & Who;
  let blocked: TestUser & Who;
  let admin: Who;

  beforeAll(async () => {
    owner = await performer();
    other = await performer();
    visitorFan = await fan();
    subscriber = await fan();
    payer = await fan();
    blocked = await fan();
    admin = { token: await loginAs(ctx.app, await createAdmin(db())) };
    for (const who of [subscriber, payer, blocked]) await subscribe(db(), who, owner);
    await blockUser(db(), owner.id, blocked.id);
  });

  /** The access each audience gets to `id`, or 'missing' for a 404. */
  async function accessOf(id: string) {
    const audiences: [string, Who | undefined][] = [
      ['anonymous', undefined],
      ['fan', visitorFan],
      ['subscriber', subscriber],
      ['payer', payer],
      ['blocked', blocked],
      ['owner', owner],
      ['otherPerformer', other],
      ['admin', admin],
    ];
    const out: Record<string, unknown> = {};
    for (const [name, who] of audiences) {
      const res = await call('GET', `/streaming/join/${id}`, who);
      out[name] = res.statusCode === 404 ? 'missing' : res.statusCode === 200 ? (({ canWatch, needs }) => ({ canWatch, needs }))(res.json().data.access) : res.statusCode;
    }
    return out;
  }
  const watch = { canWatch: true, needs: null };
  const needs = (need: string) => ({ canWatch: false, needs: need });

  it('a public session included in the subscription: subscribers watch, others are told what to do, blocked fans see nothing', async () => {
    const stream = await goLive(owner, { title: 'Included' });
    expect(await accessOf(stream._id)).toEqual({
      anonymous: needs('login'),
      fan: needs('subscription'),
      subscriber: watch,
      payer: watch,
      blocked: 'missing',
      owner: watch,
      otherPerformer: needs('subscription'),
      admin: watch,
    });
    const joined = (await call('GET', `/streaming/join/${stream._id}`, subscriber)).json().data;
    expect(joined).toEqual({ stream: expect.objectContaining({ _id: stream._id, status: 'live', title: 'Included' }), access: { canWatch: true, needs: null, price: 0, hasTicket: false } });
    await streams().end(stream._id, 'performer');
  });

  it('a public session with a price on top: subscribers need it once paid, the payer watches', async () => {
    const stream = await goLive(owner, { title: 'Extra', price: 5 });
    await ticket(payer, stream._id, 500);
    expect(await accessOf(stream._id)).toEqual({
      anonymous: needs('login'),
      fan: needs('subscription'),
      subscriber: needs('ticket'),
      payer: watch,
      blocked: 'missing',
      owner: watch,
      otherPerformer: needs('subscription'),
      admin: watch,
    });
    expect((await call('GET', `/streaming/join/${stream._id}`, subscriber)).json().data.access).toEqual({ canWatch: false, needs: 'ticket', price: 5, hasTicket: false });
    // Access is decided on every join: a subscription that runs out takes it away at once.
    await db().update(subscriptions).set({ expiredAt: new Date(Date.now() - 1000) }).where(and(eq(subscriptions.userId, payer.id), eq(subscriptions.performerId, owner.id)));
    expect((await call('GET', `/streaming/join/${stream._id}`, payer)).json().data.access).toMatchObject({ canWatch: false, needs: 'subscription', hasTicket: true });
    await subscribe(db(), payer, owner);
    await streams().end(stream._id, 'performer');
  });

  it('a group show: everyone who may see the performer needs the ticket, subscribers too', async () => {
    const stream = await goLive(owner, { type: 'group', title: 'Show', price: 12 });
    await ticket(payer, stream._id, 1200);
    expect(await accessOf(stream._id)).toEqual({
      anonymous: needs('login'),
      fan: needs('ticket'),
      subscriber: needs('ticket'),
      payer: watch,
      blocked: 'missing',
      owner: watch,
      otherPerformer: needs('ticket'),
      admin: watch,
    });
    expect((await call('GET', `/streaming/join/${stream._id}`, visitorFan)).json().data.access).toEqual({ canWatch: false, needs: 'ticket', price: 12, hasTicket: false });

    // Blocking is checked on every join too: a fan blocked mid-show no longer finds it, ticket or not.
    await blockUser(db(), owner.id, payer.id);
    expect((await call('GET', `/streaming/join/${stream._id}`, payer)).statusCode).toBe(404);
    expect(await streams().canWatch({ userId: payer.id, countryCode: null }, stream._id)).toBeNull();
    await db().execute(sql`delete from user_blocks where performer_id = ${owner.id} and user_id = ${payer.id}`);
    expect(await streams().canWatch({ userId: payer.id, countryCode: null }, stream._id)).toMatchObject({ canWatch: true, needs: null, stream: { _id: stream._id } });
    await streams().end(stream._id, 'performer');
  });

  it('an ended session answers "ended" to those who may see it, and nobody watches it', async () => {
    const stream = await goLive(owner, { title: 'Over soon' });
    await streams().end(stream._id, 'performer');
    const access = await accessOf(stream._id);
    expect(access).toEqual({
      anonymous: { canWatch: false, needs: null },
      fan: { canWatch: false, needs: null },
      subscriber: { canWatch: false, needs: null },
      payer: { canWatch: false, needs: null },
      blocked: 'missing',
      owner: { canWatch: false, needs: null },
      otherPerformer: { canWatch: false, needs: null },
      admin: { canWatch: false, needs: null },
    });
    expect((await call('GET', `/streaming/join/${stream._id}`)).json().data.stream).toMatchObject({ status: 'ended', endReason: 'performer' });
  });

  it('hides the sessions of performers blocking the visitor\'s country, and unknown ids', async () => {
    const stream = await goLive(owner, { title: 'Not for everyone' });
    await setBlockedCountries(db(), owner.id, ['GB']);
    const fromGb = fromCountry('GB', ctx.config.internalApiSecret);
    expect((await call('GET', `/streaming/join/${stream._id}`, subscriber, undefined, fromGb)).statusCode).toBe(404);
    expect((await call('GET', `/streaming/join/${stream._id}`, subscriber, undefined, fromCountry('US', ctx.config.internalApiSecret))).statusCode).toBe(200);
    await setBlockedCountries(db(), owner.id, []);
    const unknown = await call('GET', '/streaming/join/00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'This live session does not exist or is not available.']);
    expect((await call('GET', '/streaming/join/not-an-id')).statusCode).toBe(422);
    expect(await streams().canWatch({ userId: null, countryCode: null }, 'not-an-id')).toBeNull();
    await streams().end(stream._id, 'performer');
  });

  it('keeps a private show to its fan, its performer and admins', async () => {
    const now = new Date();
    const [show] = await db()
      .insert(streamSessions)
      .values({ performerId: other.id, type: 'private', fanId: visitorFan.id, pricePerMinute: 300, title: 'Just us', status: 'live', startedAt: now })
      .returning();
    expect((await call('GET', `/streaming/join/${show.id}`, visitorFan)).json().data).toMatchObject({ stream: { type: 'private', fanId: visitorFan.id, pricePerMinute: 3 }, access: { canWatch: true } });
    expect((await call('GET', `/streaming/join/${show.id}`, other)).json().data.access.canWatch).toBe(true);
    expect((await call('GET', `/streaming/join/${show.id}`, admin)).json().data.access.canWatch).toBe(true);
    for (const who of [undefined, subscriber, owner]) expect((await call('GET', `/streaming/join/${show.id}`, who)).statusCode).toBe(404);
    await streams().end(show.id, 'performer');
  });
});

describe('who is live now', () => {
  it('lists the live public and group sessions of performers the viewer may see, with filters and paging', async () => {
    const word = 'Quasimoth';
    const [pub, grp, ended, hidden, blocker, rejected] = await Promise.all(
      ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'].map((n) => performer({ name: `${word} ${n}` })),
    );
    const viewer = await fan();
    const publicSession = await goLive(pub);
    const groupSession = await goLive(grp, { type: 'group', price: 9 });
    await streams().end((await goLive(ended))._id, 'performer');
    const blockerSession = await goLive(blocker);
    await blockUser(db(), blocker.id, viewer.id);
    // A performer whose verification was withdrawn while live, and one an admin has not verified yet, are listed to nobody.
    await goLive(rejected);
    await db().update(performers).set({ verificationStatus: 'rejected' }).where(eq(performers.userId, rejected.id));
    await db().insert(streamSessions).values({ performerId: hidden.id, title: 'Hidden', status: 'live', startedAt: new Date() });
    await db().update(performers).set({ verificationStatus: 'pending' }).where(eq(performers.userId, hidden.id));

    const list = async (query: string, who?: Who) => {
      const res = await call('GET', `/streaming/user/search?q=${word}&${query}`, who);
      expect(res.statusCode).toBe(200);
      return res.json().data as { data: { _id: string }[]; total: number };
    };
    const ids = (l: { data: { _id: string }[] }) => l.data.map((s) => s._id).sort();

    expect(ids(await list(''))).toEqual([publicSession._id, groupSession._id, blockerSession._id].sort());
    expect(ids(await list('', viewer))).toEqual([publicSession._id, groupSession._id].sort());
    expect(ids(await list('type=group', viewer))).toEqual([groupSession._id]);
    expect(ids(await list('type=', viewer))).toEqual([publicSession._id, groupSession._id].sort());
    expect(ids(await call('GET', `/streaming/user/search?q=${encodeURIComponent(`${word} Beta`)}`).then((r) => r.json().data))).toEqual([groupSession._id]);
    expect(ids(await call('GET', `/streaming/user/search?q=${grp.username}`).then((r) => r.json().data))).toEqual([groupSession._id]);
    const fromGb = await call('GET', `/streaming/user/search?q=${word}`, undefined, undefined, fromCountry('GB', ctx.config.internalApiSecret));
    await setBlockedCountries(db(), pub.id, ['GB']);
    const afterCountryBlock = await call('GET', `/streaming/user/search?q=${word}`, undefined, undefined, fromCountry('GB', ctx.config.internalApiSecret));
    expect(ids(afterCountryBlock.json().data)).toEqual(ids(fromGb.json().data).filter((id) => id !== publicSession._id));

    // Newest on air first by default; paged and sorted like every list.
    const started = async (id: string, minutesAgo: number) => db().update(streamSessions).set({ startedAt: new Date(Date.now() - minutesAgo * 60_000) }).where(eq(streamSessions.id, id));
    await started(groupSession._id, 10);
    await started(blockerSession._id, 5);
    await setBlockedCountries(db(), pub.id, []);
    await started(publicSession._id, 1);
    expect((await list('')).data.map((s) => s._id)).toEqual([publicSession._id, blockerSession._id, groupSession._id]);
    expect((await list('sortBy=startedAt&sort=asc')).data.map((s) => s._id)).toEqual([groupSession._id, blockerSession._id, publicSession._id]);
    const page = await list('sortBy=startedAt&sort=asc&current=2&pageSize=2');
    expect([page.total, page.data.map((s) => s._id)]).toEqual([3, [publicSession._id]]);
    const refused = await call('GET', '/streaming/user/search?type=private');
    expect([refused.statusCode, refused.json().message]).toEqual([422, expect.stringContaining('type must be one of: public, group')]);
  });
});

describe('the heartbeat sweep', () => {
  it('is kept on a schedule of once a minute', () => {
    expect(storedSchedule).toEqual([{ cron: STREAM_SWEEP_CRON }]);
    expect(STREAM_SWEEP_CRON).toBe('* * * * *');
  });

  it('ends live sessions silent for longer than the timeout, clears is_streaming, and ends each once', async () => {
    const silent = await performer();
    const talking = await performer();
    const silentSession = await goLive(silent);
    const talkingSession = await goLive(talking);
    await silentFor(silentSession._id, 46);
    await silentFor(talkingSession._id, 40);

    const first = await streams().sweep();
    expect(first.ended).toBeGreaterThanOrEqual(1);
    expect(await rowOf(silentSession._id)).toMatchObject({ status: 'ended', endReason: 'heartbeat', endedAt: expect.any(Date) });
    expect(await isStreaming(silent.id)).toBe(false);
    expect(await rowOf(talkingSession._id)).toMatchObject({ status: 'live', endReason: null });
    expect(await isStreaming(talking.id)).toBe(true);
    expect(events.filter((e) => e.stream._id === silentSession._id).map((e) => e.kind)).toEqual(['started', 'ended']);

    // Again, and two at once (two nodes): nothing more ends, nothing is announced twice.
    const endedAt = (await rowOf(silentSession._id)).endedAt;
    const again = await Promise.all([streams().sweep(), streams().sweep()]);
    expect(again.map((r) => r.ended)).toEqual([0, 0]);
    expect((await rowOf(silentSession._id)).endedAt).toEqual(endedAt);
    expect(events.filter((e) => e.stream._id === silentSession._id && e.kind === 'ended')).toHaveLength(1);

    // A heartbeat keeps a session on air however long it has run.
    await silentFor(talkingSession._id, 600);
    expect((await call('PUT', '/streaming/set-duration', talking, { streamId: talkingSession._id, duration: 600 })).statusCode).toBe(200);
    await streams().sweep();
    expect((await rowOf(talkingSession._id)).status).toBe('live');
    // A session silent since ends once the sweep runs at a time past the timeout.
    expect((await streams().sweep(new Date(Date.now() + 46_000))).ended).toBeGreaterThanOrEqual(1);
    expect(await rowOf(talkingSession._id)).toMatchObject({ status: 'ended', endReason: 'heartbeat' });
    expect(await isStreaming(talking.id)).toBe(false);
  });

  it('ends a silent session when its performer goes live again, without waiting for the sweep', async () => {
    const owner = await performer();
    const crashed = await goLive(owner);
    await silentFor(crashed._id, 50);
    const next = await goLive(owner, { title: 'Back again' });
    expect(await rowOf(crashed._id)).toMatchObject({ status: 'ended', endReason: 'heartbeat' });
    expect(await rowOf(next._id)).toMatchObject({ status: 'live' });
    expect(await isStreaming(owner.id)).toBe(true);
  });

  it('lets the chat link its conversation to a session', async () => {
    const owner = await performer();
    const stream = await goLive(owner);
    const conversation = await db().execute(sql`insert into conversations (type, performer_id) values ('stream', ${owner.id}) returning id`);
    const conversationId = (conversation as unknown as { rows: { id: string }[] }).rows[0].id;
    expect(await streams().setConversation(stream._id, conversationId)).toMatchObject({ conversationId });
    expect((await call('GET', `/streaming/join/${stream._id}`, owner)).json().data.stream.conversationId).toBe(conversationId);
  });
});
