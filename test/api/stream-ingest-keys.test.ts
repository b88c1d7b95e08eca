// The performer's stream key for streaming software: GET /streaming/ingest and POST /streaming/ingest/key, per
// role. The key is answered once, when it is made; GET never shows it; only its id and the SHA-256 of its
// secret are stored; another performer can neither see nor replace it; a new key retires the old one. And the
// server address shown, from RTMP_PORT and RTMP_PUBLIC_URL.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadConfig } from '@/server/config';
import { rtmpServerUrl } from '@/server/modules/streams/ingest/stream-ingest.module';
import { parseStreamKey } from '@/server/modules/streams/ingest/stream-key';
import { streamKeys } from '@/server/modules/streams/ingest/stream-keys.table';
import { authHeader, createAdmin, createPerformer, createUser, loginAs, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

type Who = TestUser & { token: string };
const who = async (user: TestUser): Promise<Who> => ({ ...user, token: await loginAs(ctx.app, user) });
const call = (method: 'GET' | 'POST', path: string, as?: Who) => ctx.app.inject({ method, url: `/api${path}`, headers: as ? authHeader(as.token) : {} });
const info = async (as: Who) => {
  const res = await call('GET', '/streaming/ingest', as);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return { body: res.body, data: res.json().data as Record<string, unknown> };
};
const makeKey = async (as: Who) => {
  const res = await call('POST', '/streaming/ingest/key', as);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data as { key: string; lastFour: string; createdAt: string; hasKey: boolean; serverUrl: string; enabled: boolean };
};
const secretOf = (key: string) => parseStreamKey(key)!.secret;

it('is for performers only: refused to visitors, fans and admins', async () => {
  const fan = await who(await createUser(db()));
  const admin = await who(await createAdmin(db()));
  for (const [method, path] of [['GET', '/streaming/ingest'], ['POST', '/streaming/ingest/key']] as const) {
    expect((await call(method, path)).statusCode).toBe(401);
    for (const as of [fan, admin]) {
      const res = await call(method, path, as);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/\.$/);
    }
  }
  expect(await db().select().from(streamKeys).where(eq(streamKeys.performerId, admin.id))).toEqual([]);
});

it('answers the key once; afterwards only its last four characters and its date; the database holds a hash', async () => {
  const owner = await who(await createPerformer(db()));
  expect((await info(owner)).data).toEqual({ enabled: true, serverUrl: 'rtmp://localhost:1935/live', hasKey: false, createdAt: null, lastFour: null });

  const made = await makeKey(owner);
  expect(made.key).toMatch(/^fsk_[0-9a-f]{24}_[A-Za-z0-9_-]{43}$/);
  expect(made).toMatchObject({ enabled: true, serverUrl: 'rtmp://localhost:1935/live', hasKey: true, lastFour: made.key.slice(-4) });

  const after = await info(owner);
  expect(after.data).toEqual({ enabled: true, serverUrl: 'rtmp://localhost:1935/live', hasKey: true, createdAt: made.createdAt, lastFour: made.key.slice(-4) });
  expect(after.body).not.toContain(secretOf(made.key));

  const [row] = await db().select().from(streamKeys).where(eq(streamKeys.performerId, owner.id));
  expect(row!.secretHash).toBe(createHash('sha256').update(secretOf(made.key)).digest('hex'));
  expect(JSON.stringify(row)).not.toContain(secretOf(made.key));
  expect(await ctx.app.services.streamKeys.holderOf(made.key)).toEqual({ performerId: owner.id, keyId: row!.keyId, standing: 'ok' });
  // The same key id with another secret is no key.
  const forged = `${made.key.slice(0, -1)}${made.key.endsWith('A') ? 'B' : 'A'}`;
  expect(await ctx.app.services.streamKeys.holderOf(forged)).toBeNull();
});

it('takes no fields: a body with some is refused in a sentence, and no key is made', async () => {
  const owner = await who(await createPerformer(db()));
  const res = await ctx.app.inject({ method: 'POST', url: '/api/streaming/ingest/key', headers: authHeader(owner.token), payload: { key: 'fsk_mine' } });
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toMatch(/A new key takes no fields: send no body\./);
  expect(await db().select().from(streamKeys).where(eq(streamKeys.performerId, owner.id))).toEqual([]);
});

it('a new key replaces the old one, which stops being a key', async () => {
  const owner = await who(await createPerformer(db()));
  const first = await makeKey(owner);
  const second = await makeKey(owner);
  expect(second.key).not.toBe(first.key);
  expect(await ctx.app.services.streamKeys.holderOf(first.key)).toBeNull();
  expect((await ctx.app.services.streamKeys.holderOf(second.key))?.performerId).toBe(owner.id);
  expect((await info(owner)).data).toMatchObject({ lastFour: second.key.slice(-4), createdAt: second.createdAt });
  expect(await db().select().from(streamKeys).where(eq(streamKeys.performerId, owner.id))).toHaveLength(1);
});

it("another performer neither sees nor replaces the owner's key", async () => {
  const owner = await who(await createPerformer(db()));
  const other = await who(await createPerformer(db()));
  const mine = await makeKey(owner);
  expect((await info(other)).data).toMatchObject({ hasKey: false, lastFour: null });
  const theirs = await makeKey(other);
  expect((await info(owner)).data).toMatchObject({ hasKey: true, lastFour: mine.key.slice(-4), createdAt: mine.createdAt });
  expect((await ctx.app.services.streamKeys.holderOf(mine.key))?.performerId).toBe(owner.id);
  expect((await ctx.app.services.streamKeys.holderOf(theirs.key))?.performerId).toBe(other.id);
});

it("an unverified performer may make a key (their software is ready once they are verified); it says they are not yet", async () => {
  const pending = await who(await createPerformer(db(), { performer: { verificationStatus: 'pending' } }));
  const made = await makeKey(pending);
  expect((await ctx.app.services.streamKeys.holderOf(made.key))?.standing).toBe('unverified');
});

describe('the server address shown', () => {
  const base = { NODE_ENV: 'test', APP_URL: 'https://fans.example.com' } as const;
  it('is the site host on RTMP_PORT, RTMP_PUBLIC_URL when given, and none when RTMP is off', () => {
    expect(rtmpServerUrl(loadConfig(base))).toBe('rtmp://fans.example.com:1935/live');
    expect(rtmpServerUrl(loadConfig({ ...base, RTMP_PORT: '2935' }))).toBe('rtmp://fans.example.com:2935/live');
    expect(rtmpServerUrl(loadConfig({ ...base, RTMP_PUBLIC_URL: 'rtmp://live.example.com:443/live/' }))).toBe('rtmp://live.example.com:443/live');
    expect(rtmpServerUrl(loadConfig({ ...base, RTMP_PORT: 'off' }))).toBeNull();
  });

  it('refuses settings that are not a port or an RTMP address ending in /live', () => {
    expect(() => loadConfig({ ...base, RTMP_PORT: '70000' })).toThrow(/RTMP_PORT is a port number from 1 to 65535, or off/);
    expect(() => loadConfig({ ...base, RTMP_PORT: 'yes' })).toThrow(/RTMP_PORT/);
    expect(() => loadConfig({ ...base, RTMP_PUBLIC_URL: 'https://live.example.com/live' })).toThrow(/RTMP_PUBLIC_URL is the address performers paste into OBS/);
  });
});
