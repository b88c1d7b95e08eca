// The API's log lines never hold a token from a request URL (the socket's ?token=, an emailed link's):
// the lines the logger writes are captured and read back.
import { REDACTED, redactTokens } from '@/server/http/log-redaction';
import { createUser, loginAs } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const lines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => lines.push(line) } });
});

afterAll(async () => {
  await ctx.close();
});

const entries = () => lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string }; err?: { message?: string } });

test('a request with ?token= is logged with the path and the other parameters, never the token', async () => {
  const user = await createUser(ctx.database.db);
  const token = await loginAs(ctx.app, user);
  lines.length = 0;

  const res = await ctx.app.inject({ method: 'GET', url: `/api/settings/public?lang=en&token=${encodeURIComponent(token)}` });
  expect(res.statusCode).toBe(200);

  const logged = entries().find((entry) => entry.msg === 'incoming request');
  expect(logged?.req?.url).toBe(`/api/settings/public?lang=en&token=${REDACTED}`);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(line).not.toContain(token);
});

test('an unknown route, a refused request and an access_token are logged without the token', async () => {
  const secret = 'a-one-time-token-from-an-emailed-link-0123456789';
  lines.length = 0;

  expect((await ctx.app.inject({ method: 'GET', url: `/api/no-such-route?token=${secret}` })).statusCode).toBe(404);
  expect((await ctx.app.inject({ method: 'POST', url: `/api/auth/logout?token=${secret}` })).statusCode).toBe(401);
  expect((await ctx.app.inject({ method: 'GET', url: `/api/settings/public?access_token=${secret}` })).statusCode).toBe(200);

  const urls = entries().flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
  expect(urls).toEqual([`/api/no-such-route?token=${REDACTED}`, `/api/auth/logout?token=${REDACTED}`, `/api/settings/public?access_token=${REDACTED}`]);
  for (const line of lines) expect(line).not.toContain(secret);
});

test('the filter on the way out also catches a token quoted in a message or an error', () => {
  const line = JSON.stringify({ msg: 'Route GET:/socket.io/?EIO=4&token=eyJhbGciOi.x.y not found', err: { stack: 'at fetch https://x.test/a?b=1&Token=abc def' } });
  const redacted = redactTokens(line);
  expect(redacted).not.toContain('eyJhbGciOi');
  expect(redacted).not.toContain('abc def');
  expect(redacted).toContain(`/socket.io/?EIO=4&token=${REDACTED} not found`);
  expect(redacted).toContain(`?b=1&Token=${REDACTED} def`);
  // Parameters that merely mention tokens elsewhere are left alone.
  expect(redactTokens('/api/tokens?tokenCount=3')).toBe('/api/tokens?tokenCount=3');
  expect(JSON.parse(redacted)).toBeTruthy();
});
