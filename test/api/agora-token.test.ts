// Live video on Agora: POST /streaming/agora/token on a real database, each token read back from its bytes
// (test/helpers/agora-token.ts) for its app id, channel, uid, privileges, lifetime and signature. Publisher
// tokens only for the session's performer (and a private show's fan), subscriber tokens only for who may
// watch now, checked again on every renewal; the route's refusals; the settings it reads (the certificate
// private); and ended sessions' channels closed through Agora's RESTful API, here a local fake of it.
import { eq } from 'drizzle-orm';
import { AGORA_TOKEN_TTL_SECONDS } from '@/contracts/agora';
import { createStreamEvents } from '@/server/modules/streams/stream-events';
import { streamSessions } from '@/server/modules/streams/streams.table';
import { channelOf, PERFORMER_UID, PRIVATE_FAN_UID, viewerUid } from '@/server/modules/streams/agora/agora-channel';
import { AgoraRestError, createAgoraRestClient } from '@/server/modules/streams/agora/agora-rest';
import { CHANNEL_CLOSED_SECONDS, createAgoraModule } from '@/server/modules/streams/agora/agora.module';
import { subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { purchasedItems } from '@/server/modules/purchases/purchases.table';
import { subscribe } from '../factories/content';
import { authHeader, blockUser, createAdmin, createPerformer, createUser, loginAs, type TestUser } from '../factories/users';
import { FAKE_AGORA_CUSTOMER_ID, FAKE_AGORA_CUSTOMER_SECRET, startFakeAgora, type FakeAgora } from '../fakes/agora-server';
import { decodeAgoraToken } from '../helpers/agora-token';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

const APP_ID = '0123456789abcdef0123456789abcdef';
const CERTIFICATE = 'fedcba9876543210fedcba9876543210';

let fake: FakeAgora;
let ctx: TestContext;
const db = () => ctx.database.db;
const agora = () => ctx.app.services.agora;

type Who = TestUser & { token: string };
let owner: Who;
let subscriber: Who;
let stranger: Who;
let otherPerformer: Who;
let admin: Who;

async function who(make: Promise<TestUser>): Promise<Who> {
  const user = await make;
  return { ...user, token: await loginAs(ctx.app, user) };
}

beforeAll(async () => {
  fake = await startFakeAgora();
  ctx = await createTestApp({ AGORA_API_URL: fake.url, AGORA_CUSTOMER_ID: FAKE_AGORA_CUSTOMER_ID, AGORA_CUSTOMER_SECRET: FAKE_AGORA_CUSTOMER_SECRET });
  [owner, subscriber, stranger, otherPerformer, admin] = await Promise.all([
    who(createPerformer(db())),
    who(createUser(db())),
    who(createUser(db())),
    who(createPerformer(db())),
    who(createAdmin(db())),
  ]);
  await subscribe(db(), subscriber, owner);
});
afterAll(async () => {
  await ctx?.app.services.agora.idle();
  await ctx?.close();
  await fake?.close();
});

const as = (w?: { token: string }) => (w ? authHeader(w.token) : {});
const tokenFor = (w: Who | undefined, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/streaming/agora/token', headers: as(w), payload });
const putSettings = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: as(admin), payload });
const switchOn = () => putSettings({ agoraEnable: true, agoraAppId: APP_ID, agoraAppCertificate: CERTIFICATE });

async function goLive(performer: Who, body: object = {}): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/streaming/live', headers: as(performer), payload: { title: 'On Agora tonight', ...body } });
  expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  return res.json().data._id as string;
}
const end = (streamId: string) => ctx.app.services.streams.end(streamId, 'performer');

/** The token answered, read back; fails the test with the answer when it is not a 200. */
async function issued(w: Who, streamId: string, role?: 'publisher' | 'subscriber') {
  const res = await tokenFor(w, { streamId, ...(role && { role }) });
  expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  const data = res.json().data as { appId: string; channel: string; uid: number; role: string; token: string; expiresAt: string; expiresIn: number };
  return { data, decoded: decodeAgoraToken(data.token) };
}

const refusal = async (w: Who | undefined, payload: object) => {
  const res = await tokenFor(w, payload);
  return [res.statusCode, res.json().message as string];
};

const PUBLISH_ALL = { joinChannel: AGORA_TOKEN_TTL_SECONDS, publishAudio: AGORA_TOKEN_TTL_SECONDS, publishVideo: AGORA_TOKEN_TTL_SECONDS, publishData: AGORA_TOKEN_TTL_SECONDS };
const JOIN_ONLY = { joinChannel: AGORA_TOKEN_TTL_SECONDS };

describe('while Agora is not switched on', () => {
  it('answers a clear 400, and one naming what is missing when it is switched on without its keys', async () => {
    const streamId = await goLive(owner);
    expect(await refusal(owner, { streamId, role: 'publisher' })).toEqual([400, 'Live video on Agora is not switched on for this site.']);
    expect((await putSettings({ agoraEnable: true, agoraAppId: APP_ID })).statusCode).toBe(200);
    expect(await refusal(owner, { streamId, role: 'publisher' })).toEqual([
      400,
      "Live video on Agora is switched on, but its app id or certificate is missing: ask the site's administrator to enter them.",
    ]);
    await putSettings({ agoraEnable: false });
    await end(streamId);
    // Ending a session while Agora is off asks nothing of Agora.
    await agora().idle();
    expect(fake.requests).toEqual([]);
  });
});

describe('the certificate is a private setting', () => {
  it('is never served to the public or to non-admins, refuses what is not a certificate, and admins read it back', async () => {
    expect((await switchOn()).statusCode).toBe(200);
    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data;
    expect(pub).toMatchObject({ agoraEnable: true, agoraAppId: APP_ID });
    expect(pub).not.toHaveProperty('agoraAppCertificate');
    for (const w of [undefined, subscriber, owner]) {
      const keys = await ctx.app.inject({ method: 'POST', url: '/api/settings/keys', headers: as(w), payload: { keys: ['agoraAppId', 'agoraAppCertificate'] } });
      expect(keys.json().data).toEqual({ agoraAppId: APP_ID });
    }
    const adminKeys = await ctx.app.inject({ method: 'POST', url: '/api/settings/keys', headers: as(admin), payload: { keys: ['agoraAppCertificate'] } });
    expect(adminKeys.json().data).toEqual({ agoraAppCertificate: CERTIFICATE });
    const bad = await putSettings({ agoraAppCertificate: 'not-a-certificate' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/32-character hexadecimal/);
  });
});

describe('with Agora switched on', () => {
  beforeAll(async () => {
    expect((await switchOn()).statusCode).toBe(200);
  });

  it("gives the session's performer a publisher token for the session's channel, signed, for ten minutes", async () => {
    const streamId = await goLive(owner);
    const before = Math.floor(Date.now() / 1000);
    const { data, decoded } = await issued(owner, streamId, 'publisher');
    const after = Math.ceil(Date.now() / 1000);
    expect(data).toMatchObject({ appId: APP_ID, channel: channelOf(streamId), uid: PERFORMER_UID, role: 'publisher', expiresIn: AGORA_TOKEN_TTL_SECONDS });
    expect(data.channel).toBe(`live-${streamId}`);
    expect(decoded.appId).toBe(APP_ID);
    expect(decoded.rtc).toEqual({ channel: `live-${streamId}`, uid: String(PERFORMER_UID), privileges: PUBLISH_ALL });
    expect(decoded.expire).toBe(AGORA_TOKEN_TTL_SECONDS);
    expect(decoded.issuedAt).toBeGreaterThanOrEqual(before);
    expect(decoded.issuedAt).toBeLessThanOrEqual(after);
    expect(Math.abs(Date.parse(data.expiresAt) / 1000 - (decoded.issuedAt + AGORA_TOKEN_TTL_SECONDS))).toBeLessThanOrEqual(1);
    expect(decoded.signedWith(CERTIFICATE)).toBe(true);
    expect(decoded.signedWith('00000000000000000000000000000000')).toBe(false);
    await end(streamId);
  });

  it('gives a subscriber a join-only token with a uid of their own, the same on renewal, and never a publisher one', async () => {
    const streamId = await goLive(owner);
    const first = await issued(subscriber, streamId);
    expect(first.data).toMatchObject({ role: 'subscriber', channel: channelOf(streamId), uid: viewerUid(channelOf(streamId), subscriber.id) });
    expect(first.data.uid).toBeGreaterThanOrEqual(1000);
    expect(first.decoded.rtc).toEqual({ channel: channelOf(streamId), uid: String(first.data.uid), privileges: JOIN_ONLY });
    expect(first.decoded.signedWith(CERTIFICATE)).toBe(true);
    const renewed = await issued(subscriber, streamId, 'subscriber');
    expect(renewed.data.uid).toBe(first.data.uid);
    // The performer may also watch as a viewer; that token cannot publish either.
    const ownView = await issued(owner, streamId, 'subscriber');
    expect(ownView.decoded.rtc?.privileges).toEqual(JOIN_ONLY);
    expect(ownView.data.uid).not.toBe(PERFORMER_UID);

    const notPerformer = [403, 'Only the performer of this session can publish to it.'];
    for (const w of [subscriber, stranger, otherPerformer, admin]) expect(await refusal(w, { streamId, role: 'publisher' })).toEqual(notPerformer);
    await end(streamId);
  });

  it("refuses viewers who may not watch, with what they lack, and hides the session from those it is hidden from", async () => {
    const publicId = await goLive(owner);
    expect(await refusal(stranger, { streamId: publicId })).toEqual([403, 'Subscribe to this performer to watch this session.']);
    expect(await refusal(undefined, { streamId: publicId })).toEqual([401, 'Please log in to continue.']);
    // Admins watch anything live.
    expect((await issued(admin, publicId)).decoded.rtc?.privileges).toEqual(JOIN_ONLY);
    // A fan the performer blocked: the session does not exist for them.
    const blocked = await who(createUser(db()));
    await subscribe(db(), blocked, owner);
    await blockUser(db(), owner.id, blocked.id);
    expect(await refusal(blocked, { streamId: publicId })).toEqual([404, 'This live session does not exist or is not available.']);
    expect(await refusal(subscriber, { streamId: '00000000-0000-4000-8000-000000000000' })).toEqual([404, 'This live session does not exist or is not available.']);
    await end(publicId);
  });

  it('gives a ticket holder of a group show a subscriber token, and asks everyone else for a ticket', async () => {
    const streamId = await goLive(owner, { type: 'group', price: 5 });
    expect(await refusal(subscriber, { streamId })).toEqual([403, 'This session needs a ticket: buy it to watch the session.']);
    await db().insert(purchasedItems).values({ userId: stranger.id, itemType: 'stream', itemId: streamId, price: 500 });
    const { data, decoded } = await issued(stranger, streamId);
    expect(data.role).toBe('subscriber');
    expect(decoded.rtc).toEqual({ channel: channelOf(streamId), uid: String(viewerUid(channelOf(streamId), stranger.id)), privileges: JOIN_ONLY });
    expect(await refusal(stranger, { streamId, role: 'publisher' })).toEqual([403, 'Only the performer of this session can publish to it.']);
    await end(streamId);
  });

  it('checks again on every renewal: a lapsed subscription or a new block ends the tokens', async () => {
    const fan = await who(createUser(db()));
    await subscribe(db(), fan, owner);
    const streamId = await goLive(owner);
    await issued(fan, streamId);
    await db().update(subscriptions).set({ expiredAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, fan.id));
    expect(await refusal(fan, { streamId })).toEqual([403, 'Subscribe to this performer to watch this session.']);
    await subscribe(db(), fan, owner);
    await issued(fan, streamId);
    await blockUser(db(), owner.id, fan.id);
    expect((await tokenFor(fan, { streamId })).statusCode).toBe(404);
    await end(streamId);
  });

  it('refuses every role once the session has ended', async () => {
    const streamId = await goLive(owner);
    await end(streamId);
    await agora().idle();
    const ended = [409, 'This session has ended: there is nothing left to join.'];
    expect(await refusal(owner, { streamId, role: 'publisher' })).toEqual(ended);
    expect(await refusal(owner, { streamId, role: 'subscriber' })).toEqual(ended);
    expect(await refusal(subscriber, { streamId })).toEqual(ended);
    // Someone who could never publish is told that, ended or not.
    expect(await refusal(subscriber, { streamId, role: 'publisher' })).toEqual([403, 'Only the performer of this session can publish to it.']);
  });

  it("lets a private show's fan publish too (as the second uid), and nobody else but its performer", async () => {
    const performer = await who(createPerformer(db()));
    const fan = await who(createUser(db()));
    const [show] = await db()
      .insert(streamSessions)
      .values({ performerId: performer.id, type: 'private', fanId: fan.id, pricePerMinute: 300, title: 'Just us', status: 'live', startedAt: new Date() })
      .returning();
    const fanToken = await issued(fan, show.id, 'publisher');
    expect(fanToken.data.uid).toBe(PRIVATE_FAN_UID);
    expect(fanToken.decoded.rtc).toEqual({ channel: channelOf(show.id), uid: String(PRIVATE_FAN_UID), privileges: PUBLISH_ALL });
    expect((await issued(performer, show.id, 'publisher')).data.uid).toBe(PERFORMER_UID);
    expect(await refusal(admin, { streamId: show.id, role: 'publisher' })).toEqual([403, 'Only the performer of this session can publish to it.']);
    for (const w of [subscriber, owner]) expect((await tokenFor(w, { streamId: show.id })).statusCode).toBe(404);
    await end(show.id);
  });

  it('refuses bodies that are not a request for a token with a readable 422', async () => {
    const streamId = await goLive(owner);
    for (const [payload, says] of [
      [{ streamId, role: 'host' }, 'role must be one of: publisher, subscriber'],
      [{ streamId: 'not-an-id' }, 'streamId must be a valid id'],
      [{ role: 'publisher' }, 'streamId'],
      [{ streamId, channel: 'live-anything' }, 'channel'],
    ] as const) {
      const res = await tokenFor(owner, payload);
      expect([res.statusCode, res.json().message]).toEqual([422, expect.stringContaining(says)]);
      expect(res.json().message).toMatch(/\.$/);
    }
    await end(streamId);
  });
});

describe("closing channels through Agora's RESTful API", () => {
  beforeAll(async () => {
    expect((await switchOn()).statusCode).toBe(200);
  });

  it("closes an ended session's channel to everyone, for longer than its last token lasts", async () => {
    const streamId = await goLive(owner);
    const rule = fake.nextRule();
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/streaming/live/${streamId}`, headers: as(owner), payload: { status: 'ended' } });
    expect(res.statusCode).toBe(200);
    expect(await rule).toEqual({ id: expect.any(Number), appid: APP_ID, cname: channelOf(streamId), seconds: CHANNEL_CLOSED_SECONDS, privileges: ['join_channel'] });
    expect(CHANNEL_CLOSED_SECONDS).toBeGreaterThan(AGORA_TOKEN_TTL_SECONDS);
    await agora().idle();
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/dev/v1/kicking-rule', contentType: 'application/json', status: 200 });
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${FAKE_AGORA_CUSTOMER_ID}:${FAKE_AGORA_CUSTOMER_SECRET}`).toString('base64')}`);
    // Ending it again announces nothing, so nothing more is sent.
    const count = fake.rules.length;
    await end(streamId);
    await agora().idle();
    expect(fake.rules.length).toBe(count);
  });

  it('removes one viewer by the uid their tokens carry', async () => {
    const streamId = await goLive(owner);
    const { data } = await issued(subscriber, streamId);
    expect(await agora().removeViewer(streamId, subscriber.id)).toEqual({ ruleId: expect.any(Number) });
    expect(fake.rules.at(-1)).toEqual({ id: expect.any(Number), appid: APP_ID, cname: channelOf(streamId), uid: data.uid, seconds: CHANNEL_CLOSED_SECONDS, privileges: ['join_channel'] });
    await end(streamId);
    await agora().idle();
  });

  it('removes a viewer the performer blocks during the session at once, and only them', async () => {
    const streamId = await goLive(owner);
    const viewer = await who(createUser(db()));
    await subscribe(db(), viewer, owner);
    const { data } = await issued(viewer, streamId);
    const rule = fake.nextRule();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/block/users', headers: as(owner), payload: { targetId: viewer.id, reason: 'Spam in the chat' } });
    expect(res.statusCode).toBe(200);
    expect(await rule).toEqual({ id: expect.any(Number), appid: APP_ID, cname: channelOf(streamId), uid: data.uid, seconds: CHANNEL_CLOSED_SECONDS, privileges: ['join_channel'] });
    // Their renewal is refused too; the subscriber who was not blocked still gets tokens.
    expect((await tokenFor(viewer, { streamId })).statusCode).toBe(404);
    expect((await tokenFor(subscriber, { streamId })).statusCode).toBe(200);
    await end(streamId);
    await agora().idle();
  });

  it('logs a closing Agora refused; the session stays ended', async () => {
    const streamId = await goLive(owner);
    await end(streamId);
    await agora().idle();
    const stream = (await ctx.app.services.streams.get(streamId))!;
    expect(stream.status).toBe('ended');
    // A module of its own, listening to announcements this test makes, with a log it can read.
    const events = createStreamEvents();
    const warnings: [unknown, string | undefined][] = [];
    const module = createAgoraModule({ config: ctx.config, settings: ctx.app.services.settings, streams: ctx.app.services.streams, events, log: { warn: (obj, msg) => warnings.push([obj, msg]) } });
    fake.mode = 'down';
    try {
      events.notify({ kind: 'ended', stream, reason: 'performer' });
      await module.services.agora.idle();
      expect(fake.requests.at(-1)).toMatchObject({ path: '/dev/v1/kicking-rule', status: 503 });
      expect(warnings).toEqual([
        [{ err: expect.any(AgoraRestError), streamId }, "Agora did not close an ended session's channel; its viewers keep watching until their tokens expire."],
      ]);
      await expect(module.services.agora.closeChannel(streamId)).rejects.toThrow('Agora refused the banning rule (HTTP 503): Service Unavailable');
    } finally {
      fake.mode = 'ok';
      module.services.agora.stopListening();
    }
  });

  it('speaks the protocol: Basic credentials, and Agora refusing wrong ones', async () => {
    const wrong = createAgoraRestClient({ baseUrl: fake.url, customerId: FAKE_AGORA_CUSTOMER_ID, customerSecret: 'not-the-secret' });
    const failure = await wrong.ban({ appId: APP_ID, channel: 'live-x', seconds: 60 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AgoraRestError);
    expect(failure).toMatchObject({ status: 401, message: expect.stringContaining('Invalid authentication credentials') });
    const right = createAgoraRestClient({ baseUrl: `${fake.url}/`, customerId: FAKE_AGORA_CUSTOMER_ID, customerSecret: FAKE_AGORA_CUSTOMER_SECRET });
    // Agora takes 10 seconds at the least; the client keeps to its range.
    const { id } = await right.ban({ appId: APP_ID, channel: 'live-x', uid: 1234, seconds: 1 });
    expect(fake.rules.find((r) => r.id === id)).toMatchObject({ cname: 'live-x', uid: 1234, seconds: 10 });
  });

  it('does nothing without the customer id and secret', async () => {
    const requests = fake.requests.length;
    const events = createStreamEvents();
    const module = createAgoraModule({
      config: { ...ctx.config, AGORA_CUSTOMER_ID: undefined, AGORA_CUSTOMER_SECRET: undefined },
      settings: ctx.app.services.settings,
      streams: ctx.app.services.streams,
      events,
      log: { warn: () => undefined },
    });
    expect(await module.services.agora.closeChannel('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await module.services.agora.removeViewer('00000000-0000-4000-8000-000000000000', subscriber.id)).toBeNull();
    module.services.agora.stopListening();
    expect(fake.requests.length).toBe(requests);
  });
});

describe('uids', () => {
  it('keeps viewers away from the publishers\' uids and within a signed 32-bit integer', () => {
    const channel = channelOf('6f1c2d3e-0000-4000-8000-000000000001');
    const uids = Array.from({ length: 2000 }, (_, i) => viewerUid(channel, `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`));
    for (const uid of uids) {
      expect(uid).toBeGreaterThanOrEqual(1000);
      expect(uid).toBeLessThan(2 ** 31);
    }
    expect(new Set(uids).size).toBe(uids.length);
    expect(viewerUid(channel, 'a')).toBe(viewerUid(channel, 'a'));
    expect(viewerUid(channel, 'a')).not.toBe(viewerUid(channelOf('6f1c2d3e-0000-4000-8000-000000000002'), 'a'));
  });
});
