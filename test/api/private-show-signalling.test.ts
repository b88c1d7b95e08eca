// Private shows over real socket.io clients, with the wiring main.ts runs (connectAppToSockets): WebRTC
// signals pass between the fan and the performer of an accepted, running show, at the root and at the API's
// address, and nowhere else: a third socket hears nothing even when it knows the show's id, and its own
// signals for the show are dropped, as are a pending request's, an ended show's and anonymous ones. The
// participants hear the request, the acceptance, the minutes charged, the warning and the end in their own
// rooms; a socket heartbeat keeps a side alive. Nothing here waits on a timer: each check the server makes
// is recorded, and "heard nothing" is proven by a marker every socket hears after it.
import { eq } from 'drizzle-orm';
import { performers } from '@/server/modules/performers/performers.table';
import { privateShows } from '@/server/modules/streams/private/private-shows.table';

import { type RealtimeServer } from '@/server/realtime/socket-server';
import { fundWallet } from '../factories/money';
import { createAdmin, createPerformer, createUser } from '../factories/users';
import { caughtUp, heard, record, socketClients } from '../helpers/socket-clients';
import type { TestContext } from '../helpers/test-app';
import { startWiredApp, stopWiredApp, type WiredApp, wiredCalls } from '../helpers/wired-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let io: RealtimeServer;
let wired: WiredApp | undefined;
let url: string;
const clients = socketClients();
const db = () => ctx.database.db;

/** Every check the server finished: a signal's relay (to whom, or null) and a socket heartbeat (recorded or not). */
const relays: { userId: string; streamId: string; to: string | null }[] = [];
const beats: { userId: string; streamId: string; ok: boolean }[] = [];
const waiters = new Set<() => void>();
const wake = () => waiters.forEach((w) => w());

beforeAll(async () => {
  wired = await startWiredApp({
    prepare: (app) => app.app.services.privateShows.stopTicking(),
    services: (app) => wrapped(app.app.services),
    wiring: { every: () => () => undefined },
  });
  ({ ctx, io, url } = wired);
});

/** The app's services, with the private-show checks the sockets make recorded as they finish. */
function wrapped(services: TestContext['app']['services']) {
  const shows = services.privateShows;
  return {
      ...services,
      privateShows: {
        peerOf: async (userId: string, streamId: string) => {
          const to = await shows.peerOf(userId, streamId);
          relays.push({ userId, streamId, to });
          wake();
          return to;
        },
        heartbeat: async (userId: string, streamId: string) => {
          try {
            const done = await shows.heartbeat(userId, streamId);
            beats.push({ userId, streamId, ok: true });
            return done;
          } catch (error) {
            beats.push({ userId, streamId, ok: false });
            throw error;
          } finally {
            wake();
          }
        },
      },
  };
}

afterAll(() => stopWiredApp(wired, clients));

const { who, api, socketOf } = wiredCalls(() => wired!, clients);

/** Resolves once `count` checks in `list` match, counting from `since`. */
function checked<T>(list: T[], since: number, match: (item: T) => boolean, count = 1): Promise<T[]> {
  return new Promise((resolve) => {
    const look = () => {
      const found = list.slice(since).filter(match);
      if (found.length < count) return;
      waiters.delete(look);
      resolve(found);
    };
    waiters.add(look);
    look();
  });
}

async function cast() {
  const performer = await who(await createPerformer(db()));
  await db().update(performers).set({ privateShowPrice: 300 }).where(eq(performers.userId, performer.id));
  const fanUser = await createUser(db());
  await fundWallet(db(), fanUser, 3_000);
  return { performer, fan: await who(fanUser), intruder: await who(await createUser(db())), admin: await who(await createAdmin(db())) };
}

describe('a private show over sockets', () => {
  it('tells each side what happens, and relays signals between the two participants only, at both addresses', async () => {
    const { performer, fan, intruder, admin } = await cast();
    const performerSocket = await socketOf(performer, 'api base');
    const fanSocket = await socketOf(fan, 'root');
    const intruders = [await socketOf(intruder, 'root'), await socketOf(intruder, 'api base'), await socketOf(admin, 'root')];
    const everyone = [performerSocket, fanSocket, ...intruders];
    const signalsHeard = everyone.map((s) => record(s, 'stream/signal'));
    const privateHeard = intruders.map((s) => [record(s, 'stream/private-request'), record(s, 'stream/private-accepted'), record(s, 'stream/private-billed')]);

    const requested = heard(performerSocket, 'stream/private-request');
    const res = await api('POST', '/streaming/private/request', fan, { performerId: performer.id });
    const streamId = res.json().data._id as string;
    expect((await requested).request).toMatchObject({ _id: streamId, fanId: fan.id, status: 'pending' });

    const accepted = [heard(performerSocket, 'stream/private-accepted'), heard(fanSocket, 'stream/private-accepted')];
    const removed = heard(performerSocket, 'stream/private-request-removed');
    const billed = heard(fanSocket, 'stream/private-billed');
    expect((await api('POST', `/streaming/private/${streamId}/accept`, performer)).statusCode).toBe(200);
    for (const got of await Promise.all(accepted)) expect(got.stream).toMatchObject({ _id: streamId, status: 'live' });
    expect(await removed).toEqual({ streamId, reason: 'accepted' });
    expect(await billed).toEqual({ streamId, minutes: 1, charged: 3, balance: 27 });

    // Offer, answer and a candidate, each to the other side's socket.
    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    const gotOffer = heard(performerSocket, 'stream/signal');
    fanSocket.emit('stream/signal', { streamId, data: offer });
    expect(await gotOffer).toEqual({ streamId, data: offer });
    const answer = { type: 'answer', sdp: 'v=0\r\n' };
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    const gotAnswer = heard(fanSocket, 'stream/signal', (p) => (p.data as { type?: string }).type === 'answer');
    const gotCandidate = heard(fanSocket, 'stream/signal', (p) => 'candidate' in (p.data as object));
    performerSocket.emit('stream/signal', { streamId, data: answer });
    performerSocket.emit('stream/signal', { streamId, data: candidate });
    expect((await gotAnswer).data).toEqual(answer);
    expect((await gotCandidate).data).toEqual(candidate);

    // Someone else who knows the id, at either address, an admin too: checked, refused, heard by nobody.
    const since = relays.length;
    intruders[0].emit('stream/signal', { streamId, data: { type: 'offer', sdp: 'intruder root' } });
    intruders[1].emit('stream/signal', { streamId, data: { type: 'offer', sdp: 'intruder api' } });
    intruders[2].emit('stream/signal', { streamId, data: { type: 'offer', sdp: 'admin' } });
    const refused = await checked(relays, since, (r) => r.streamId === streamId && (r.userId === intruder.id || r.userId === admin.id), 3);
    expect(refused.map((r) => r.to)).toEqual([null, null, null]);
    // Malformed signals are dropped before any check.
    fanSocket.emit('stream/signal', { streamId: 'not-an-id', data: offer } as never);
    fanSocket.emit('stream/signal', { streamId, data: { sdp: 'x'.repeat(70 * 1024) } });
    fanSocket.emit('stream/signal', { streamId } as never);
    await caughtUp(io, everyone);
    expect(signalsHeard.map((list) => list.length)).toEqual([1, 2, 0, 0, 0]);
    expect(privateHeard.flat().every((list) => list.length === 0)).toBe(true);
    expect(relays.slice(since).filter((r) => r.userId === fan.id)).toEqual([]);
  });

  it('relays nothing for a request not accepted yet, nor once the show has ended; both sides hear the end', async () => {
    const { performer, fan } = await cast();
    const performerSocket = await socketOf(performer);
    const fanSocket = await socketOf(fan, 'api base');
    const signals = [record(performerSocket, 'stream/signal'), record(fanSocket, 'stream/signal')];
    const streamId = (await api('POST', '/streaming/private/request', fan, { performerId: performer.id })).json().data._id as string;

    let since = relays.length;
    fanSocket.emit('stream/signal', { streamId, data: { type: 'offer', sdp: 'too early' } });
    expect((await checked(relays, since, (r) => r.streamId === streamId))[0].to).toBeNull();

    await api('POST', `/streaming/private/${streamId}/accept`, performer);
    const ended = [heard(performerSocket, 'stream/ended'), heard(fanSocket, 'stream/ended')];
    expect((await api('PUT', `/streaming/live/${streamId}`, fan, { status: 'ended' })).statusCode).toBe(200);
    for (const got of await Promise.all(ended)) expect(got).toEqual({ streamId, reason: 'fan' });

    since = relays.length;
    performerSocket.emit('stream/signal', { streamId, data: { type: 'offer', sdp: 'too late' } });
    expect((await checked(relays, since, (r) => r.streamId === streamId))[0].to).toBeNull();
    await caughtUp(io, [performerSocket, fanSocket]);
    expect(signals.map((list) => list.length)).toEqual([0, 0]);
  });

  it('drops an anonymous socket\'s signals without a check', async () => {
    const { performer, fan } = await cast();
    const fanSocket = await socketOf(fan);
    const signals = record(fanSocket, 'stream/signal');
    const streamId = (await api('POST', '/streaming/private/request', fan, { performerId: performer.id })).json().data._id as string;
    await api('POST', `/streaming/private/${streamId}/accept`, performer);
    const anonymous = await clients.open(url);
    const since = relays.length;
    anonymous.emit('stream/signal', { streamId, data: { type: 'offer', sdp: 'nobody' } });
    await caughtUp(io, [fanSocket, anonymous]);
    expect(signals).toEqual([]);
    expect(relays.slice(since)).toEqual([]);
  });

  it('keeps a side alive with socket heartbeats, from the participants only', async () => {
    const { performer, fan, intruder } = await cast();
    const streamId = (await api('POST', '/streaming/private/request', fan, { performerId: performer.id })).json().data._id as string;
    await api('POST', `/streaming/private/${streamId}/accept`, performer);
    const fanSocket = await socketOf(fan);
    const intruderSocket = await socketOf(intruder, 'api base');
    const before = (await db().select().from(privateShows).where(eq(privateShows.streamId, streamId)))[0].fanHeartbeatAt;
    const since = beats.length;
    intruderSocket.emit('stream/heartbeat', { streamId });
    fanSocket.emit('stream/heartbeat', { streamId });
    const done = await checked(beats, since, (b) => b.streamId === streamId, 2);
    expect(done.find((b) => b.userId === intruder.id)?.ok).toBe(false);
    expect(done.find((b) => b.userId === fan.id)?.ok).toBe(true);
    const after = (await db().select().from(privateShows).where(eq(privateShows.streamId, streamId)))[0].fanHeartbeatAt;
    expect(after.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it('tells the fan of a decline, the performer of a withdrawn request, and the fan of a warning and the end for funds', async () => {
    const { performer, fan } = await cast();
    const performerSocket = await socketOf(performer);
    const fanSocket = await socketOf(fan);
    const first = (await api('POST', '/streaming/private/request', fan, { performerId: performer.id })).json().data._id as string;
    const declined = heard(fanSocket, 'stream/private-declined');
    const removedDeclined = heard(performerSocket, 'stream/private-request-removed', (p) => p.streamId === first);
    await api('POST', `/streaming/private/${first}/decline`, performer);
    expect(await declined).toEqual({ streamId: first });
    expect(await removedDeclined).toEqual({ streamId: first, reason: 'declined' });

    const second = (await api('POST', '/streaming/private/request', fan, { performerId: performer.id })).json().data._id as string;
    const withdrawn = heard(performerSocket, 'stream/private-request-removed', (p) => p.streamId === second);
    await api('PUT', `/streaming/live/${second}`, fan, { status: 'ended' });
    expect(await withdrawn).toEqual({ streamId: second, reason: 'fan' });

    // 30.00 in the wallet at 3.00 a minute: ten minutes. Accepted at `at`, kept alive, billed by the tick.
    const third = (await api('POST', '/streaming/private/request', fan, { performerId: performer.id })).json().data._id as string;
    const at = new Date();
    const shows = ctx.app.services.privateShows;
    await shows.accept(performer.id, third, at);
    const warned = heard(fanSocket, 'stream/private-warning');
    for (let s = 10; s <= 590; s += 10) {
      await shows.heartbeat(performer.id, third, new Date(at.getTime() + s * 1000));
      await shows.heartbeat(fan.id, third, new Date(at.getTime() + s * 1000));
    }
    await shows.tick(new Date(at.getTime() + 540_000));
    expect(await warned).toEqual({ streamId: third, endsAt: new Date(at.getTime() + 600_000).toISOString(), pricePerMinute: 3, balance: 0 });
    const ended = [heard(fanSocket, 'stream/ended', (p) => p.streamId === third), heard(performerSocket, 'stream/ended', (p) => p.streamId === third)];
    await shows.tick(new Date(at.getTime() + 600_000));
    for (const got of await Promise.all(ended)) expect(got).toEqual({ streamId: third, reason: 'funds' });
  });
});
