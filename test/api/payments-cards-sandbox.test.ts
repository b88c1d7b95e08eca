// Saved cards and Connect while the sandbox takes payments (no Stripe keys): the sandbox keeps no cards, so the
// list is empty and adding, deleting or connecting is refused with a sentence saying why; the webhook is closed.
import { authHeader, createPerformer, createUser, loginAs } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });

it('lists no cards and refuses to keep one, for either gateway name', async () => {
  const token = await loginAs(ctx.app, await createUser(ctx.database.db));
  expect((await call('GET', '/payment-cards', token)).json().data).toEqual({ data: [], total: 0 });
  for (const gateway of ['stripe', 'sandbox']) {
    const res = await call('POST', `/${gateway}/cards`, token, { paymentMethodId: 'pm_123' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Cards are kept only when payments go through Stripe/);
  }
  expect((await call('POST', '/paypal/cards', token, { paymentMethodId: 'pm_123' })).statusCode).toBe(422);
  expect((await call('DELETE', '/payment-cards/pm_123', token)).statusCode).toBe(422);
  expect((await call('POST', '/stripe/setup-intents', token)).statusCode).toBe(422);
});

it('refuses Connect onboarding with a sentence, and fans still get 403', async () => {
  const performerToken = await loginAs(ctx.app, await createPerformer(ctx.database.db));
  const res = await call('POST', '/stripe/accounts', performerToken);
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toMatch(/Stripe is not set up/);
  const fanToken = await loginAs(ctx.app, await createUser(ctx.database.db));
  expect((await call('POST', '/stripe/accounts', fanToken)).statusCode).toBe(403);
});

it('answers the Stripe webhook with 400 when Stripe is not set up', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/payment/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, payload: '{}' });
  expect(res.statusCode).toBe(400);
});

it('still publishes an empty publishable key', async () => {
  expect((await call('GET', '/settings/public')).json().data.stripePublishableKey).toBe('');
});
