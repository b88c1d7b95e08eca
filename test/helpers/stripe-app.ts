// An API test app with Stripe on, pointed at the local fake Stripe; webhooks reach it through app.inject.
import { createStripeEvents, type StripeEvents } from '../fakes/stripe/stripe-events';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripeServer, type FakeStripe } from '../fakes/stripe-server';
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
