// POST /re-captcha/verify against a local fake of Google's siteverify endpoint.
import { createRecaptchaService, CAPTCHA_FAILED } from '@/server/modules/lookups/recaptcha.service';
import { RECAPTCHA_RATE_LIMIT } from '@/server/modules/lookups/lookups.routes';
import { FAKE_RECAPTCHA_SECRET, GOOD_TOKEN, startFakeRecaptcha, type FakeRecaptcha } from '../fakes/recaptcha-server';
import { createTestApp, type TestContext } from '../helpers/test-app';

let fake: FakeRecaptcha;
beforeAll(async () => {
  fake = await startFakeRecaptcha();
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'ok';
});

const verify = (ctx: TestContext, payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/re-captcha/verify', payload: payload as object });

describe('when no reCAPTCHA secret is configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('lets every token pass, says the check was skipped and asks nobody', async () => {
    const res = await verify(ctx, { token: 'anything' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: { success: true, skipped: true } });
    expect(fake.requests).toHaveLength(0);
  });

  it('still refuses a request without a token', async () => {
    const res = await verify(ctx, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/token/);
  });
});

describe('with a reCAPTCHA secret', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RECAPTCHA_SECRET: FAKE_RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL: fake.url });
  });
  afterAll(() => ctx?.close());

  it('passes a token the provider accepts, sending the siteverify form fields', async () => {
    const res = await verify(ctx, { token: GOOD_TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ success: true, skipped: false });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent.method).toBe('POST');
    expect(sent.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.form).toEqual({ secret: FAKE_RECAPTCHA_SECRET, response: GOOD_TOKEN, remoteip: '127.0.0.1' });
  });

  it('answers 200 { success: false } for a token the provider rejects', async () => {
    const res = await verify(ctx, { token: 'a-made-up-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ success: false, skipped: false });
  });

  it.each(['http-error', 'not-json'] as const)('answers a readable 400 when the provider fails (%s)', async (mode) => {
    fake.mode = mode;
    const res = await verify(ctx, { token: GOOD_TOKEN });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: CAPTCHA_FAILED });
  });

  it('refuses an empty token without asking the provider', async () => {
    const res = await verify(ctx, { token: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/captcha token is missing/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the provider cannot be reached', () => {
  it('answers a readable 400 when the provider refuses connections', async () => {
    const ctx = await createTestApp({ RECAPTCHA_SECRET: FAKE_RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/recaptcha/api/siteverify' });
    try {
      const res = await verify(ctx, { token: GOOD_TOKEN });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CAPTCHA_FAILED);
    } finally {
      await ctx.close();
    }
  });

  it('gives up on a provider that does not answer in time', async () => {
    fake.mode = 'hang';
    const service = createRecaptchaService({ secret: FAKE_RECAPTCHA_SECRET, verifyUrl: fake.url, timeoutMs: 200 });
    const started = Date.now();
    await expect(service.verify(GOOD_TOKEN, null)).rejects.toMatchObject({ statusCode: 400, message: CAPTCHA_FAILED });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fake.requests[0].form).toEqual({ secret: FAKE_RECAPTCHA_SECRET, response: GOOD_TOKEN });
  });
});

describe('rate limit', () => {
  it(`stops an address after ${RECAPTCHA_RATE_LIMIT} checks a minute with a readable 429`, async () => {
    const ctx = await createTestApp({ RECAPTCHA_SECRET: FAKE_RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL: fake.url });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= RECAPTCHA_RATE_LIMIT; i++) statuses.push((await verify(ctx, { token: `guess-${i}` })).statusCode);
      expect(statuses.slice(0, RECAPTCHA_RATE_LIMIT).every((s) => s === 200)).toBe(true);
      expect(statuses[RECAPTCHA_RATE_LIMIT]).toBe(429);
      expect(fake.requests).toHaveLength(RECAPTCHA_RATE_LIMIT);
    } finally {
      await ctx.close();
    }
  });
});
