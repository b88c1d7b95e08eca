// Saved cards and Connect onboarding through Stripe against the local fake: a fan lists,
// adds (a payment method from Stripe.js or a SetupIntent) and deletes only their own cards, never seeing a
// number; a performer gets an Express account once and a fresh onboarding link each time; fans cannot.
import { eq } from 'drizzle-orm';
import { stripeObjects } from '@/server/modules/payments/stripe.table';
import { TEST_CARDS } from '../fakes/stripe/stripe-events';
import { createPerformer, loginAs } from '../factories/users';
import { useStripeApp } from '../helpers/stripe-app';

jest.setTimeout(120_000);

const { ctx, db, call, fan } = useStripeApp();
const addCard = (token: string, paymentMethodId: string, extra: object = {}) => call('POST', '/stripe/cards', token, { paymentMethodId, ...extra });

describe('saved cards', () => {
  it('asks anonymous callers to log in', async () => {
    expect((await call('GET', '/payment-cards')).statusCode).toBe(401);
    expect((await call('POST', '/stripe/cards', undefined, { paymentMethodId: 'pm_x' })).statusCode).toBe(401);
    expect((await call('DELETE', '/payment-cards/pm_x')).statusCode).toBe(401);
    expect((await call('POST', '/stripe/setup-intents')).statusCode).toBe(401);
  });

  it('lists nothing before the first card, and makes no Customer just to say so', async () => {
    const { user, token } = await fan();
    const res = await call('GET', '/payment-cards', token);
    expect(res.json()).toMatchObject({ status: 0, data: { data: [], total: 0 } });
    expect(await db().select().from(stripeObjects).where(eq(stripeObjects.userId, user.id))).toHaveLength(0);
  });

  it('adds cards to the fan’s Customer, the first as default, and lists brand, last4 and expiry only', async () => {
    const { token } = await fan();
    const visa = ctx().events.card(TEST_CARDS.pays, { month: 4, year: 2031 });
    const first = await addCard(token, visa);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ _id: visa, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, isDefault: true });
    const mastercard = ctx().events.card(TEST_CARDS.mastercard);
    expect((await addCard(token, mastercard)).json().data).toMatchObject({ brand: 'mastercard', last4: '4444', isDefault: false });
    // Adding a card Stripe.js already attached (through a SetupIntent) is fine, and may make it the default.
    expect((await addCard(token, mastercard, { isDefault: true })).json().data).toMatchObject({ isDefault: true });

    const list = await call('GET', '/payment-cards', token);
    expect(list.json().data.total).toBe(2);
    expect(list.json().data.data.map((c: { last4: string; isDefault: boolean }) => [c.last4, c.isDefault]).sort()).toEqual([['4242', false], ['4444', true]]);
    expect(list.body).not.toMatch(/4242424242424242|5555555555554444/);
  });

  it('opens a SetupIntent on the fan’s Customer for Stripe.js to confirm a card with', async () => {
    const { user, token } = await fan();
    const res = await call('POST', '/stripe/setup-intents', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.clientSecret).toMatch(/^seti_.+_secret_/);
    const [customer] = await db().select().from(stripeObjects).where(eq(stripeObjects.userId, user.id));
    expect(ctx().stripe.store.all('setup_intent').find((s) => s.client_secret === res.json().data.clientSecret)).toMatchObject({ customer: customer.stripeId });
  });

  it('deletes only the fan’s own cards; someone else’s or an unknown one is not found and stays', async () => {
    const { token } = await fan();
    const { token: otherToken } = await fan();
    const card = ctx().events.card();
    await addCard(token, card);
    expect((await call('DELETE', `/payment-cards/${card}`, otherToken)).statusCode).toBe(404);
    expect((await call('DELETE', '/payment-cards/pm_unknown', token)).statusCode).toBe(404);
    expect((await call('DELETE', '/payment-cards/not-a-card', token)).statusCode).toBe(422);
    expect((await call('GET', '/payment-cards', token)).json().data.total).toBe(1);

    expect((await call('DELETE', `/payment-cards/${card}`, token)).json().data).toEqual({ deleted: true });
    expect((await call('GET', '/payment-cards', token)).json().data.total).toBe(0);
    expect(ctx().stripe.store.get(card)).toMatchObject({ customer: null });
  });

  it('refuses another account’s card, a malformed id and an unknown one with a sentence', async () => {
    const { token } = await fan();
    const { token: otherToken } = await fan();
    const card = ctx().events.card();
    await addCard(token, card);
    const stolen = await addCard(otherToken, card);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().message).toMatch(/another account/);
    expect((await addCard(token, '4242424242424242')).statusCode).toBe(422);
    expect((await addCard(token, 'pm_does_not_exist')).statusCode).toBe(404);
  });

  it('says Stripe could not be reached when it is down', async () => {
    const { token } = await fan();
    await addCard(token, ctx().events.card());
    ctx().stripe.failing = true;
    const res = await call('GET', '/payment-cards', token);
    expect(res.statusCode).toBe(503);
  });

  it('answers the sandbox route with the reason it keeps no cards', async () => {
    const { token } = await fan();
    const res = await call('POST', '/sandbox/cards', token, { paymentMethodId: ctx().events.card() });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/only when payments go through Stripe/);
  });
});

describe('Connect onboarding', () => {
  it('creates one Express account per performer and a fresh onboarding link each time', async () => {
    const performer = await createPerformer(db());
    const token = await loginAs(ctx().app, performer);
    const first = await call('POST', '/stripe/accounts', token);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toEqual({ accountId: expect.stringMatching(/^acct_/), status: 'onboarding', url: expect.stringMatching(/^https:\/\/connect\.stripe\.com\//) });
    expect(ctx().stripe.store.get(data.accountId)).toMatchObject({ type: 'express', metadata: { performerId: performer.id } });
    const link = ctx().stripe.store.requests.filter((r) => r.path === '/v1/account_links').at(-1)!;
    expect(link.form).toMatchObject({ account: data.accountId, type: 'account_onboarding', return_url: 'http://localhost:3000/creator/banking?stripe=return' });

    const second = (await call('POST', '/stripe/accounts', token)).json().data;
    expect(second.accountId).toBe(data.accountId);
    expect(second.url).not.toBe(data.url);
    expect(ctx().stripe.store.all('account').filter((a) => (a.metadata as Record<string, string>).performerId === performer.id)).toHaveLength(1);

    // Stripe says onboarding finished: the account shows as active.
    expect((await ctx().events.finishOnboarding(data.accountId)).statusCode).toBe(200);
    expect((await call('POST', '/stripe/accounts', token)).json().data.status).toBe('active');
  });

  it('is for performers only', async () => {
    const { token } = await fan();
    expect((await call('POST', '/stripe/accounts', token)).statusCode).toBe(403);
    expect((await call('POST', '/stripe/accounts')).statusCode).toBe(401);
  });
});
