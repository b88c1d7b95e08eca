// Strict-Transport-Security on the API: sent when the site's address (APP_URL) is https, never on http
// (conventions.test.ts runs the http case). The pages get the same rule (src/server/http/page-security.ts).
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ APP_URL: 'https://fans.example.com' });
});
afterAll(() => ctx?.close());

it.each(['/api/settings/public', '/api/no-such-thing'])('a site on https pins browsers to https for a year on %s', async (url) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});
