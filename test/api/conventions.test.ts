// The conventions every route shares (docs/architecture.md "Conventions"): envelope, error body, readable
// messages, security headers, capped paging, rate limits.
import { MAX_PAGE_SIZE } from '@/contracts/common';
import { authHeader, createAdmin, createUser, loginAs } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const expectErrorBody = (json: unknown, statusCode: number, error: string) => {
  expect(json).toEqual({ statusCode, error, message: expect.any(String) });
  const { message } = json as { message: string };
  // A sentence a person can act on: not empty, not a code, not a stack trace.
  expect(message.length).toBeGreaterThan(10);
  expect(message).toMatch(/[.!]$/);
  expect(message).not.toMatch(/FST_|at .*\.ts:|Error:/);
};

/** POST /api/settings/keys with a raw body of the given content type. */
const postKeys = (contentType: string, payload: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/settings/keys', headers: { 'content-type': contentType }, payload });

describe('envelope and errors', () => {
  it('wraps success as { status: 0, data }', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.json()).sort()).toEqual(['data', 'status']);
    expect(res.json().status).toBe(0);
  });

  it('answers an unknown route with a 404 that names it', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['DELETE', '/api/settings/public'],
    ] as const) {
      const res = await ctx.app.inject({ method, url: `${url}?x=1` });
      expect(res.statusCode).toBe(404);
      expectErrorBody(res.json(), 404, 'Not Found');
      expect(res.json().message).toBe(`There is no API route ${method} ${url}. Check the address.`);
    }
  });

  it('answers broken JSON with a readable 400', async () => {
    const res = await postKeys('application/json', '{"keys": ["siteName"');
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 400, 'Bad Request');
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers an unsupported body type with a readable 415', async () => {
    const res = await postKeys('text/xml', '<keys><key>siteName</key></keys>');
    expect(res.statusCode).toBe(415);
    expectErrorBody(res.json(), 415, 'Unsupported Media Type');
    expect(res.json().message).toMatch(/must be sent as JSON/);
  });

  it('answers a body that is too large with a readable 413', async () => {
    const res = await postKeys('application/json', JSON.stringify({ keys: ['siteName'], padding: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expectErrorBody(res.json(), 413, 'Payload Too Large');
  });

  it('answers invalid input with a 422 whose message names the field, plus the issues as details', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/settings/keys', payload: { keys: 'siteName' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity', details: { issues: expect.any(Array) } });
    expect(body.message).toMatch(/^Please check the request\. keys: /);
  });

  it('uses 401 for a missing or bad session and 403 for a user who may not', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings' });
    expect(anonymous.statusCode).toBe(401);
    expectErrorBody(anonymous.json(), 401, 'Unauthorized');

    const forged = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: authHeader('not-a-real-token') });
    expect(forged.statusCode).toBe(401);
    expectErrorBody(forged.json(), 401, 'Unauthorized');

    const fanToken = await loginAs(ctx.app, await createUser(ctx.database.db));
    const fan = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: authHeader(fanToken) });
    expect(fan.statusCode).toBe(403);
    expectErrorBody(fan.json(), 403, 'Forbidden');
  });
});

describe('security headers', () => {
  it.each(['/api/settings/public', '/api/no-such-thing'])('are set on %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // The test site is on http: no HSTS there (transport-security.test.ts has the https case).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('paging', () => {
  it(`refuses page sizes above ${MAX_PAGE_SIZE} with a readable message`, async () => {
    const adminToken = await loginAs(ctx.app, await createAdmin(ctx.database.db));
    const tooBig = await ctx.app.inject({ method: 'GET', url: `/api/users/search?pageSize=${MAX_PAGE_SIZE + 900}`, headers: authHeader(adminToken) });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().message).toBe(`Please check the request in the address. pageSize: pageSize can be at most ${MAX_PAGE_SIZE}.`);

    const ok = await ctx.app.inject({ method: 'GET', url: '/api/users/search?pageSize=1&current=1', headers: authHeader(adminToken) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ data: expect.any(Array), total: expect.any(Number) });
    expect(ok.json().data.data).toHaveLength(1);
    expect(ok.json().data.total).toBeGreaterThanOrEqual(2);
  });
});

describe('rate limits', () => {
  it('stops password guessing on the login route with a readable 429', async () => {
    const victim = await createUser(ctx.database.db);
    const statuses: number[] = [];
    let limited: { statusCode: number; headers: Record<string, unknown>; json(): unknown } | undefined;
    for (let attempt = 0; attempt < 30 && !limited; attempt++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: victim.username, password: `wrong-${attempt}`, remember: false },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(limited).toBeDefined();
    // Before the limit the guesses were refused as wrong, never let through.
    expect(statuses.slice(0, -1).every((s) => s === 400 || s === 401)).toBe(true);
    expectErrorBody(limited!.json(), 429, 'Too Many Requests');
    expect((limited!.json() as { message: string }).message).toMatch(/try again/i);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);

    // Even the right password is refused until the window passes.
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: victim.username, password: victim.password, remember: false },
    });
    expect(right.statusCode).toBe(429);
  });
});
