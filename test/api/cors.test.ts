// Calls from other origins: the configured ones (and the site's own) get CORS answers with credentials and
// an answered preflight; any other origin gets no permission; media can be shown on other origins; the
// socket takes the same origins.
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { createRealtimeServer, type RealtimeServer } from '@/server/realtime/socket-server';
import { authHeader, createUser, loginAs } from '../factories/users';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';

const APP_ORIGIN = 'http://localhost:8081';
const WEB_ORIGIN = 'https://m.example.com';
const STRANGER = 'https://evil.example.net';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ALLOWED_ORIGINS: `${WEB_ORIGIN}, ${APP_ORIGIN}/` });
});
afterAll(() => ctx?.close());

const preflight = (url: string, origin: string, method = 'GET', headers = 'authorization') =>
  ctx.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers } });

describe('preflight', () => {
  it('is answered for every configured origin and the site\'s own, on any API address', async () => {
    for (const [origin, url, method] of [
      [WEB_ORIGIN, '/api/users/me', 'GET'],
      [APP_ORIGIN, '/api/performers/user/search?sortBy=updatedAt', 'GET'],
      [SITE_URL, '/api/performer/feeds/photo/upload', 'POST'],
      [WEB_ORIGIN, '/api/addresses/0b7f3b0e-8f4a-4c55-9d7a-3c1f2e4b5a69', 'DELETE'],
    ] as const) {
      const res = await preflight(url, origin, method, 'authorization, content-type');
      expect(res.statusCode).toBe(204);
      expect(res.headers).toMatchObject({
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-max-age': '7200',
        vary: expect.stringContaining('Origin'),
      });
      expect(String(res.headers['access-control-allow-methods'])).toContain(method);
      expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization.*Content-Type/);
      expect(res.body).toBe('');
    }
  });

  it('is refused for any other origin, with a message the operator can act on', async () => {
    const res = await preflight('/api/users/me', STRANGER);
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.json().message).toBe(`Calls from ${STRANGER} are not allowed. The site's operator can add this origin to ALLOWED_ORIGINS.`);
  });

  it('an OPTIONS request that is not a preflight is still an unknown route', async () => {
    const res = await ctx.app.inject({ method: 'OPTIONS', url: '/api/users/me' });
    expect(res.statusCode).toBe(404);
  });
});

describe('cross-origin calls', () => {
  it('a configured origin may read answers, with its credentials, and the headers media and limits need', async () => {
    const user = await createUser(ctx.database.db);
    const token = await loginAs(ctx.app, user);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { origin: APP_ORIGIN, ...authHeader(token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(user.id);
    expect(res.headers).toMatchObject({ 'access-control-allow-origin': APP_ORIGIN, 'access-control-allow-credentials': 'true' });
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/Content-Range.*Content-Disposition.*Retry-After/);
  });

  it('errors carry the permission too, so a client on another origin can read their message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/search', headers: { origin: WEB_ORIGIN } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { origin: WEB_ORIGIN } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
  });

  it('another origin gets its answer without permission to read it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings/public', headers: { origin: STRANGER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toContain('Origin');
  });

  it('media may be shown on pages and apps of other origins', async () => {
    const stored = await ctx.app.services.storage.save(Buffer.from('GIF89a'), { visibility: 'public', folder: 'avatars', ext: 'gif', contentType: 'image/gif' });
    const url = ctx.app.services.storage.url(stored.key);
    expect(url.startsWith(`${SITE_URL}/api/files/`)).toBe(true);
    const res = await ctx.app.inject({ method: 'GET', url: url.slice(SITE_URL.length), headers: { origin: WEB_ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The JSON API keeps the strict default.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings/public' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('the socket', () => {
  let io: RealtimeServer;
  let url: string;
  beforeAll(async () => {
    io = createRealtimeServer(ctx.app.server, { resolveSession: ctx.app.services.auth.resolveSession, allowedOrigins: ctx.config.allowedOrigins });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    io.close();
  });

  const opens = (origin: string | undefined, transport: 'websocket' | 'polling') =>
    new Promise<boolean>((resolve) => {
      const socket = connect(`${url}/api`, {
        transports: [transport],
        reconnection: false,
        forceNew: true,
        extraHeaders: origin ? { origin } : {},
      });
      socket.once('connect', () => (socket.disconnect(), resolve(true)));
      socket.once('connect_error', () => (socket.disconnect(), resolve(false)));
    });

  it('opens for the configured origins, the server\'s own pages and clients without an origin; not for others', async () => {
    for (const transport of ['websocket', 'polling'] as const) {
      expect([transport, await opens(WEB_ORIGIN, transport)]).toEqual([transport, true]);
      expect([transport, await opens(url, transport)]).toEqual([transport, true]);
      expect([transport, await opens(undefined, transport)]).toEqual([transport, true]);
      expect([transport, await opens(STRANGER, transport)]).toEqual([transport, false]);
    }
  });
});
