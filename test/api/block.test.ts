// Site-wide geo-blocking: GET /block/countries/check?fromServerRequest=true (spec §6, §7 "Blocking").
import { INTERNAL_SECRET_HEADER } from '@/server/modules/block/client-ip';
import { authHeader, createAdmin, loginAs } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

const GB_IP = '81.2.69.160';
const US_IP = '8.8.8.8';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const adminToken = await loginAs(ctx.app, await createAdmin(ctx.database.db));
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: authHeader(adminToken), payload: { blockedCountries: ['GB'] } });
  expect(res.statusCode).toBe(200);
});
afterAll(() => ctx?.close());

const check = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/block/countries/check?fromServerRequest=true', headers });

describe('GET /api/block/countries/check', () => {
  it("blocks a visitor from a blocked country when the app's own server passes their address", async () => {
    const res = await check({ 'x-client-ip': GB_IP, [INTERNAL_SECRET_HEADER]: ctx.config.internalApiSecret });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: { blocked: true, countryCode: 'GB' } });
  });

  it('lets visitors from other countries in', async () => {
    const res = await check({ 'x-client-ip': US_IP, [INTERNAL_SECRET_HEADER]: ctx.config.internalApiSecret });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ blocked: false, countryCode: 'US' });
  });

  it('ignores x-client-ip from an outside client (no or wrong internal secret)', async () => {
    const attempts: Record<string, string>[] = [{ 'x-client-ip': GB_IP }, { 'x-client-ip': GB_IP, [INTERNAL_SECRET_HEADER]: 'guessed-secret-guessed' }];
    for (const headers of attempts) {
      const res = await check(headers);
      expect(res.statusCode).toBe(200);
      // The injected request comes from the loopback address, which has no country.
      expect(res.json().data).toEqual({ blocked: false, countryCode: null });
    }
  });

  it('ignores forwarding headers when no trusted proxy is configured', async () => {
    const res = await check({ 'x-forwarded-for': GB_IP });
    expect(res.json().data.blocked).toBe(false);
  });

  it('stops blocking once the admin clears the list', async () => {
    const adminToken = await loginAs(ctx.app, await createAdmin(ctx.database.db));
    await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: authHeader(adminToken), payload: { blockedCountries: [] } });
    const res = await check({ 'x-client-ip': GB_IP, [INTERNAL_SECRET_HEADER]: ctx.config.internalApiSecret });
    expect(res.json().data).toEqual({ blocked: false, countryCode: 'GB' });
  });

  it('refuses a malformed query with a readable 422', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/block/countries/check?fromServerRequest=maybe' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Please check the request in the address\. fromServerRequest/);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const adminToken = await loginAs(proxied.app, await createAdmin(proxied.database.db));
    await proxied.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: authHeader(adminToken), payload: { blockedCountries: ['GB'] } });
  });
  afterAll(() => proxied?.close());

  it('takes the visitor address from the forwarding header the proxy sets', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/api/block/countries/check', headers: { 'x-forwarded-for': GB_IP } });
    expect(res.json().data).toEqual({ blocked: true, countryCode: 'GB' });
  });
});
