// The gateway each listed subscription was paid through, which the fan's "Cancel renewal" must name:
// the latest paid period's, and none for a free trial that was never paid for.
import { eq } from 'drizzle-orm';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { authHeader, createPerformer, createUser, loginAs } from '../factories/users';
import { useTestApp } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
useTestApp((made) => (ctx = made));

const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: authHeader(token), ...(payload ? { payload } : {}) });

interface Listed {
  performerId: string;
  subscriptionType: string;
  gateway?: string | null;
}
const gatewaysIn = (rows: Listed[]) => Object.fromEntries(rows.map((r) => [r.subscriptionType, r.gateway]));

it('names the paying gateway in both lists, and none for a free trial', async () => {
  const paid = await createPerformer(db());
  const free = await createPerformer(db(), { performer: { isFreeSubscription: true } });
  const fan = await createUser(db());
  const token = await loginAs(ctx.app, fan);
  const paidToken = await loginAs(ctx.app, paid);

  const opened = (await call('POST', '/payment/subscribe/performers', token, { performerId: paid.id, type: 'monthly' })).json().data;
  const confirmed = await call('POST', '/payment/sandbox/confirm', token, { paymentId: opened.paymentId, cardNumber: '4242 4242 4242 4242' });
  expect(confirmed.json().data.status).toBe('succeeded');
  expect((await call('POST', '/payment/subscribe/performers', token, { performerId: free.id, type: 'free' })).statusCode).toBe(200);

  const mine = await call('GET', '/subscriptions/user/search', token);
  expect(mine.statusCode).toBe(200);
  expect(gatewaysIn(mine.json().data.data)).toEqual({ monthly: 'sandbox', free: null });

  // Only which gateway the payment row names matters: the sandbox stands in for a Stripe payment here.
  await db().update(paymentTransactions).set({ gateway: 'stripe' }).where(eq(paymentTransactions.id, opened.paymentId));
  const subscribers = await call('GET', '/subscriptions/performer/search', paidToken);
  expect(subscribers.json().data.data).toEqual([expect.objectContaining({ userId: fan.id, gateway: 'stripe' })]);
});
