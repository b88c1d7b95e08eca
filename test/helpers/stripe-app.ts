// An API test app with Stripe on, pointed at the local fake Stripe; webhooks reach it through app.inject.
import { createStripeEvents, type StripeEvents } from '../fakes/stripe/stripe-events';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripeServer, type FakeStripe } from '../fakes/stripe-server';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { authHeader, createUser, loginAs } from '../factories/users';
import { createTestApp, type TestContext } from './test-app';

export const FAKE_PUBLISHABLE_KEY = 'pk_test_fanstage_fake_0123456789';

export interface StripeTestContext extends TestContext {
  stripe: FakeStripe;
  events: StripeEvents;
}

export async function createStripeTestApp(env: Record<string, string> = {}): Promise<StripeTestContext> {
  const stripe = await startFakeStripeServer();
  const ctx = await createTestApp({
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    ...env,
  });
  const events = createStripeEvents(stripe, {
    secret: FAKE_WEBHOOK_SECRET,
    deliver: async (payload, headers) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/payment/stripe/webhook', headers, payload });
      return { statusCode: res.statusCode, body: res.body };
    },
  });
  return {
    ...ctx,
    stripe,
    events,
    async close() {
      await ctx.close();
      await stripe.close();
    },
  };
}

/**
 * The set-up every Stripe API test file shares: one app per file with the fake Stripe, a Stripe that answers
 * again after each test, and the books checked after each. Call at the top of a file; use the getters in tests.
 */
export function useStripeApp() {
  let ctx: StripeTestContext | undefined;
  const current = () => {
    if (!ctx) throw new Error('The Stripe test app has not started: call useStripeApp() at the top of the file.');
    return ctx;
  };
  beforeAll(async () => {
    ctx = await createStripeTestApp();
  });
  afterAll(() => ctx?.close());
  afterEach(async () => {
    current().stripe.failing = false;
    expect(await checkLedger(current().database.db)).toMatchObject({ ok: true, problems: [] });
  });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    current().app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
  async function fan() {
    const user = await createUser(current().database.db);
    return { user, token: await loginAs(current().app, user) };
  }
  return { ctx: current, db: () => current().database.db, call, fan };
}
