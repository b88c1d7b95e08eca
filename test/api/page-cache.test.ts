// The cache of public pages for anonymous visitors (src/server/http/page-cache.ts), in front of the site's own
// dispatcher, page policy and compression as main.ts wires them, with a stand-in page that shows what a
// real one depends on: the visitor's country, the CSP nonce and the site's name.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { nonceFromPolicy } from '@/lib/csp-nonce';
import { visitorIp } from '@/lib/visitor-ip';
import { countryOf } from '@/server/modules/block/client-ip';
import { createPageCache, PAGE_CACHE_HEADER } from '@/server/http/page-cache';
import { withPageCompression } from '@/server/http/page-compression';
import { createPageSecurity } from '@/server/http/page-security';
import { siteHandler } from '@/server/http/site-handler';
import { authHeader, createPerformer, loginAs } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

const US = '8.8.8.8';
const GB = '81.2.69.142';

let ctx: TestContext;
let server: http.Server;
let site: string;
let renders = 0;
const previousTrustProxy = process.env.TRUST_PROXY;

beforeAll(async () => {
  // Visitors from other countries arrive through X-Forwarded-For, as behind a trusted proxy.
  process.env.TRUST_PROXY = '127.0.0.1';
  ctx = await createTestApp();
  const settings = ctx.app.services.settings;
  const applyPageSecurity = createPageSecurity({ config: ctx.config, settings: () => settings.all() });
  const page = withPageCompression((req, res) => {
    void (async () => {
      renders += 1;
      const nonce = nonceFromPolicy(req.headers['content-security-policy']);
      const ip = visitorIp(req);
      const name = await settings.get('siteName');
      const maintenance = await settings.get('maintenanceMode');
      if (req.url?.startsWith('/missing')) res.statusCode = 404;
      if (req.url?.startsWith('/with-cookie')) res.setHeader('Set-Cookie', 'seen=1; Path=/');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // Long enough to be compressed.
      const filler = 'x'.repeat(2_000);
      res.end(`<html><head><script nonce="${nonce}"></script></head><body>${name} ${maintenance ? 'maintenance' : 'open'} country=${ip ? countryOf(ip) : ''} render=${renders} ${req.url} ${filler}</body></html>`);
    })();
  });
  // An hour instead of the few seconds: on a loaded machine no entry may expire between two visits of a test.
  const pageCache = createPageCache({ maintenanceMode: () => settings.get('maintenanceMode'), ttlMs: 3_600_000 });
  server = http.createServer(
    siteHandler({
      api: (req, res) => ctx.app.routing(req, res),
      pages: pageCache.wrap((req, res) => void applyPageSecurity(req, res).then(() => page(req, res))),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env.TRUST_PROXY = previousTrustProxy;
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

async function visit(path: string, init: { from?: string; headers?: Record<string, string>; method?: string } = {}) {
  const res = await fetch(`${site}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'x-forwarded-for': init.from ?? US, ...init.headers },
  });
  const body = await res.text();
  return { status: res.status, cache: res.headers.get(PAGE_CACHE_HEADER), policy: res.headers.get('content-security-policy'), encoding: res.headers.get('content-encoding'), cookie: res.headers.get('set-cookie'), body };
}

const renderOf = (body: string) => /render=(\d+)/.exec(body)?.[1];

test('a second anonymous visit is a hit: the same body, replayed with the policy whose nonce it carries', async () => {
  const first = await visit('/luna?tab=posts');
  const second = await visit('/luna?tab=posts');
  expect([first.status, first.cache, second.status, second.cache]).toEqual([200, 'miss', 200, 'hit']);
  expect(second.body).toBe(first.body);
  expect(second.encoding).toBe(first.encoding);
  expect(first.encoding).toBeTruthy();
  expect(second.policy).toBe(first.policy);
  expect(second.body).toContain(`nonce="${nonceFromPolicy(second.policy ?? undefined)}"`);
  // Another query is another page.
  expect((await visit('/luna?tab=videos')).cache).toBe('miss');
  // HEAD is answered from the stored GET, without a body.
  const head = await visit('/luna?tab=posts', { method: 'HEAD' });
  expect([head.status, head.cache, head.body]).toEqual([200, 'hit', '']);
});

test('a visit with a session is always rendered for it and never stored', async () => {
  const sessions: Record<string, string>[] = [{ cookie: 'theme=dark; token=abc' }, { authorization: 'Bearer abc' }];
  for (const headers of sessions) {
    const first = await visit('/performers', { headers });
    const second = await visit('/performers', { headers });
    expect([first.cache, second.cache]).toEqual(['bypass', 'bypass']);
    expect(renderOf(second.body)).not.toBe(renderOf(first.body));
  }
  // Nothing the sessions got was kept for visitors without one.
  expect((await visit('/performers')).cache).toBe('miss');
  // A cookie that is not a session does not matter.
  expect((await visit('/performers', { headers: { cookie: 'theme=dark' } })).cache).toBe('hit');
});

test("a visitor from another country never gets the entry of the first one's", async () => {
  const fromUs = await visit('/page/terms', { from: US });
  const fromGb = await visit('/page/terms', { from: GB });
  expect([fromUs.cache, fromGb.cache]).toEqual(['miss', 'miss']);
  expect(fromUs.body).toContain('country=US');
  expect(fromGb.body).toContain('country=GB');
  const againUs = await visit('/page/terms', { from: US });
  const againGb = await visit('/page/terms', { from: GB });
  expect([againUs.cache, againGb.cache]).toEqual(['hit', 'hit']);
  expect(againUs.body).toBe(fromUs.body);
  expect(againGb.body).toBe(fromGb.body);
});

test('an answer that sets a cookie, is not a 200 or is not to a GET is not stored', async () => {
  const cookie = [await visit('/with-cookie'), await visit('/with-cookie')];
  expect(cookie.map((r) => r.cache)).toEqual(['miss', 'miss']);
  expect(cookie[0]!.cookie).toBe('seen=1; Path=/');
  const missing = [await visit('/missing'), await visit('/missing')];
  expect(missing.map((r) => [r.status, r.cache])).toEqual([
    [404, 'miss'],
    [404, 'miss'],
  ]);
  const posted = await visit('/post/abc', { method: 'POST' });
  expect(posted.cache).toBe('bypass');
  expect((await visit('/post/abc')).cache).toBe('miss');
  // Next's own files and the API are never the cache's business.
  expect((await visit('/_next/static/chunk.js')).cache).toBe('bypass');
});

test('a settings change clears the cache: the next visit shows the new settings', async () => {
  await visit('/');
  expect((await visit('/')).cache).toBe('hit');
  await ctx.app.services.settings.update({ siteName: 'Renamed Stage' });
  const renamed = await visit('/');
  expect(renamed.cache).toBe('miss');
  expect(renamed.body).toContain('Renamed Stage');

  await ctx.app.services.settings.update({ maintenanceMode: true });
  const closed = await visit('/');
  expect([closed.cache, closed.body.includes('maintenance')]).toEqual(['miss', true]);
  await ctx.app.services.settings.update({ maintenanceMode: false });
  const open = await visit('/');
  expect([open.cache, open.body.includes(' open ')]).toEqual(['miss', true]);
});

test("a performer's write through the API clears the cache; a visitor logging in does not", async () => {
  const performer = await createPerformer(ctx.database.db);
  await visit('/contact');
  const token = await loginAs(ctx.app, performer);
  expect((await visit('/contact')).cache).toBe('hit');
  const saved = await ctx.app.inject({ method: 'POST', url: '/api/block/countries', headers: authHeader(token), payload: { countryCodes: ['GB'] } });
  expect(saved.statusCode).toBe(200);
  expect((await visit('/contact')).cache).toBe('miss');
  // Reading changes nothing.
  await ctx.app.inject({ method: 'GET', url: '/api/block/countries', headers: authHeader(token) });
  expect((await visit('/contact')).cache).toBe('hit');
});
