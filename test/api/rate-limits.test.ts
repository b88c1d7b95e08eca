// Rate limits on every route that checks a secret or sends mail: coupon codes (apply and top-up, counted
// together), email-change mails, resending verification, performer registration, reports and payout
// request changes. Logged-in routes count per account and per address; the 429 says what to do. Two app
// nodes sharing one Redis count against one limit.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { payoutMethods } from '@/contracts/payouts';
import { buildApp, type App } from '@/server/app';
import { COUPON_GUESS_LIMIT } from '@/server/modules/coupons/coupons.routes';
import { PAYOUT_CHANGE_LIMIT } from '@/server/modules/payouts/payouts.routes';
import { REPORT_LIMIT } from '@/server/modules/reports/reports.routes';
import { EMAIL_CHANGE_LIMIT } from '@/server/modules/users/users.routes';
import { authHeader, createAdmin, createPerformer, createUser, loginAs } from '../factories/users';
import { freshIp, mailsTo } from '../helpers/accounts';
import { multipart } from '../helpers/multipart';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await loginAs(ctx.app, await createAdmin(ctx.database.db));
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, opts: { token?: string; payload?: object; ip?: string; app?: App } = {}) =>
  (opts.app ?? ctx.app).inject({
    method,
    url: `/api${url}`,
    headers: opts.token ? authHeader(opts.token) : {},
    remoteAddress: opts.ip ?? '127.0.0.1',
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
const fan = async () => loginAs(ctx.app, await createUser(db()));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A 429 whose message says what happened and how long to wait, and which carries Retry-After. */
function expectReadable429(res: Awaited<ReturnType<typeof call>>, what: RegExp) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toMatch(what);
  expect(res.json().message).toMatch(/Please wait \d+ (second|minute|hour)s? and try again\.$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('coupon codes', () => {
  const guess = (token: string, ip: string, i: number) => call('POST', `/coupons/NOPE-${i}-${randomUUID().slice(0, 8)}/apply-coupon`, { token, ip });
  const topUpWith = (token: string, ip: string, couponCode?: string) =>
    call('POST', '/payment/wallet/top-up', { token, ip, payload: { amount: 10, ...(couponCode ? { couponCode } : {}) } });

  it(`stops an account after ${COUPON_GUESS_LIMIT.perAccount} codes, through apply-coupon and top-ups together`, async () => {
    const token = await fan();
    const ip = freshIp();
    const half = COUPON_GUESS_LIMIT.perAccount / 2;
    for (let i = 0; i < half; i++) expect((await guess(token, ip, i)).statusCode).toBe(404);
    for (let i = 0; i < half; i++) expect((await topUpWith(token, ip, `NOPE-T${i}`)).statusCode).toBe(404);

    expectReadable429(await guess(token, ip, 99), /tried many coupon codes/);
    expectReadable429(await topUpWith(token, ip, 'NOPE-LAST'), /tried many coupon codes/);
    // A real code is refused too now (that is the point), and from another address as well: the account counts.
    const real = (await call('POST', '/admin/coupons', { token: adminToken, payload: { percentage: 10, expiresAt: inDays(5), maxUses: 5 } })).json().data.code;
    expect((await call('POST', `/coupons/${real}/apply-coupon`, { token, ip: freshIp() })).statusCode).toBe(429);
    // A top-up without a coupon does not count and is not stopped.
    expect((await topUpWith(token, ip)).statusCode).toBe(200);
    // Another account at another address is not affected.
    expect((await call('POST', `/coupons/${real}/apply-coupon`, { token: await fan(), ip: freshIp() })).statusCode).toBe(200);
  });

  it(`stops an address after ${COUPON_GUESS_LIMIT.perIp} codes, however many accounts it uses`, async () => {
    const ip = freshIp();
    const accounts = COUPON_GUESS_LIMIT.perIp / COUPON_GUESS_LIMIT.perAccount;
    for (let a = 0; a < accounts; a++) {
      const token = await fan();
      for (let i = 0; i < COUPON_GUESS_LIMIT.perAccount; i++) expect((await guess(token, ip, i)).statusCode).toBe(404);
    }
    const newcomer = await fan();
    expectReadable429(await guess(newcomer, ip, 0), /tried many coupon codes/);
    expect((await guess(newcomer, freshIp(), 0)).statusCode).toBe(404);
  });
});

describe('email-change mails', () => {
  it(`stop after ${EMAIL_CHANGE_LIMIT.perAccount} an hour per account; other profile edits are not counted`, async () => {
    const user = await createUser(db());
    const token = await loginAs(ctx.app, user);
    const ip = freshIp();
    // Profile saves that keep the address cost nothing.
    for (let i = 0; i < EMAIL_CHANGE_LIMIT.perAccount + 3; i++) {
      expect((await call('PUT', '/users', { token, ip, payload: { name: `Name ${i}`, email: user.email! } })).statusCode).toBe(200);
    }
    const sent = ctx.app.services.mailer.sent.length;
    for (let i = 0; i < EMAIL_CHANGE_LIMIT.perAccount; i++) {
      expect((await call('PUT', '/users', { token, ip, payload: { email: `spam-${i}-${user.id}@example.test` } })).statusCode).toBe(200);
    }
    expect(ctx.app.services.mailer.sent.length).toBe(sent + EMAIL_CHANGE_LIMIT.perAccount);

    const limited = await call('PUT', '/users', { token, ip: freshIp(), payload: { name: 'Not saved', email: `victim-${user.id}@example.test` } });
    expectReadable429(limited, /change your email address several times/);
    expect(mailsTo(ctx.app.services.mailer, `victim-${user.id}@example.test`)).toHaveLength(0);
    expect(ctx.app.services.mailer.sent.length).toBe(sent + EMAIL_CHANGE_LIMIT.perAccount);
    expect((await call('GET', '/users/me', { token })).json().data.name).not.toBe('Not saved');
    // Saving the rest of the profile still works.
    expect((await call('PUT', '/users', { token, ip, payload: { name: 'Still editable' } })).statusCode).toBe(200);
  });
});

describe('public routes that send mail', () => {
  it('stops resending verification links from one address after 10 a minute', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await call('POST', '/auth/email-verification', { ip, payload: { email: `ghost${i}@example.test` } })).statusCode).toBe(200);
    expectReadable429(await call('POST', '/auth/email-verification', { ip, payload: { email: 'ghost@example.test' } }), /Too many attempts/);
  });

  it('stops performer registrations from one address after 10 a minute', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } }).png().toBuffer();
    const ip = freshIp();
    const attempt = (i: number) => {
      // A username taken by a page of the site: refused without storing anything, but counted.
      const form = multipart([
        { name: 'username', value: 'performers' },
        { name: 'email', value: `limit${i}@example.test` },
        { name: 'password', value: 'Performer-pass-1' },
        { name: 'idVerification', filename: 'id.png', contentType: 'image/png', data: png },
      ]);
      return ctx.app.inject({ method: 'POST', url: '/api/auth/performers/register', ...form, remoteAddress: ip });
    };
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(422);
    expectReadable429(await attempt(10), /Too many attempts/);
  });
});

describe('reports', () => {
  const report = (token: string, ip: string) =>
    call('POST', '/reports', { token, ip, payload: { targetId: randomUUID(), target: 'performer', category: 'spam', description: 'Posts spam links everywhere.' } });

  it(`stop an address after ${REPORT_LIMIT.perIp} in ten minutes, however many accounts send them`, async () => {
    const ip = freshIp();
    for (let a = 0; a < REPORT_LIMIT.perIp / REPORT_LIMIT.perAccount; a++) {
      const token = await fan();
      for (let i = 0; i < REPORT_LIMIT.perAccount; i++) expect((await report(token, ip)).statusCode).not.toBe(429);
      expectReadable429(await report(token, freshIp()), /many reports/);
    }
    expectReadable429(await report(await fan(), ip), /many reports/);
  });
});

describe('payout requests', () => {
  it(`stop an account after ${PAYOUT_CHANGE_LIMIT.perAccount} changes a minute, counted across its sessions and kinds of change`, async () => {
    const performer = await createPerformer(db());
    const sessions = [await loginAs(ctx.app, performer), await loginAs(ctx.app, performer)];
    const ip = freshIp();
    const changes = [
      (token: string) => call('POST', '/payout-requests', { token, ip, payload: { amount: 60, paymentAccountType: payoutMethods[0] } }),
      (token: string) => call('PUT', `/payout-requests/${randomUUID()}`, { token, ip, payload: { amount: 70 } }),
      (token: string) => call('DELETE', `/payout-requests/${randomUUID()}`, { token, ip }),
    ];
    for (let i = 0; i < PAYOUT_CHANGE_LIMIT.perAccount; i++) {
      const res = await changes[i % 3](sessions[i % 2]);
      expect([res.statusCode, i]).not.toEqual([429, i]);
    }
    for (const token of sessions) expectReadable429(await changes[0](token), /changed your payout requests many times/);
    // Reading is not limited.
    expect((await call('GET', '/payout-requests/search', { token: sessions[0], ip })).statusCode).toBe(200);
  });
});

describe('two app nodes', () => {
  // As two servers behind a load balancer: one database, one Redis (when REDIS_URL is set, as in the
  // PostgreSQL run), the same key prefix.
  const shared = !!process.env.REDIS_URL;
  let nodes: { app: App; redis?: Redis }[] = [];
  beforeAll(async () => {
    const keyPrefix = `fanstage-test:${randomUUID()}:`;
    nodes = await Promise.all(
      [0, 1].map(async () => {
        const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { keyPrefix, maxRetriesPerRequest: 2 }) : undefined;
        const app = await buildApp({ config: ctx.config, database: ctx.database, redis });
        await app.ready();
        return { app, redis };
      }),
    );
  });
  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close();
      await node.redis?.quit();
    }
  });

  it(shared ? 'count against one limit through Redis' : 'without Redis count each on its own (set REDIS_URL for several nodes)', async () => {
    const token = await fan();
    const ip = freshIp();
    const half = COUPON_GUESS_LIMIT.perAccount / 2;
    for (const { app } of nodes) {
      for (let i = 0; i < half; i++) expect((await call('POST', `/coupons/NODE-${i}/apply-coupon`, { token, ip, app })).statusCode).toBe(404);
    }
    const next = await call('POST', '/coupons/NODE-NEXT/apply-coupon', { token, ip, app: nodes[1].app });
    expect(next.statusCode).toBe(shared ? 429 : 404);

    // A per-address limit of a public route too: 10 resends a minute, spread over both nodes.
    const other = freshIp();
    for (let i = 0; i < 10; i++) expect((await call('POST', '/auth/email-verification', { ip: other, app: nodes[i % 2].app, payload: { email: `n${i}@example.test` } })).statusCode).toBe(200);
    const eleventh = await call('POST', '/auth/email-verification', { ip: other, app: nodes[0].app, payload: { email: 'n@example.test' } });
    expect(eleventh.statusCode).toBe(shared ? 429 : 200);
  });
});
