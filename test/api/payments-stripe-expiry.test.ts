// A Stripe checkout that expired here (docs/money.md, "Expired checkouts") and that Stripe still reports paid
// afterwards: the fan was charged, so the wallet is credited, once; a decline arriving late changes nothing.
import { eq } from 'drizzle-orm';
import { CHECKOUT_EXPIRES_AFTER_MS } from '@/server/modules/payments/checkout-expiry';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { users } from '@/server/modules/users/users.table';
import { TEST_CARDS } from '../fakes/stripe/stripe-events';
import { useStripeApp } from '../helpers/stripe-app';

jest.setTimeout(120_000);

const { ctx, db, call, fan } = useStripeApp();
const balanceOf = async (userId: string) => (await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0].balance;
const paymentRow = async (id: string) => (await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0];

async function expiredTopUp(token: string, amount: number) {
  const res = await call('POST', '/payment/wallet/top-up', token, { amount });
  expect(res.statusCode).toBe(200);
  const paymentId: string = res.json().data.paymentId;
  const { clientSecret } = (await call('GET', `/payment/${paymentId}`, token)).json().data;
  const opened = (await paymentRow(paymentId)).createdAt.getTime();
  await ctx().app.services.payments.payments.expireCheckouts(opened + CHECKOUT_EXPIRES_AFTER_MS + 1);
  expect(await paymentRow(paymentId)).toMatchObject({ status: 'expired', transactionId: null });
  // The checkout page gets no secret to pay with any more.
  expect((await call('GET', `/payment/${paymentId}`, token)).json().data).toMatchObject({ status: 'expired', clientSecret: null });
  return { paymentId, clientSecret: clientSecret as string };
}

it('credits an expired checkout Stripe reports paid later, once however often the event comes', async () => {
  const { user, token } = await fan();
  const { paymentId, clientSecret } = await expiredTopUp(token, 40);
  const { events, deliveries } = await ctx().events.pay(clientSecret);
  expect(deliveries.map((d) => d.statusCode)).toEqual([200]);
  expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', transactionId: expect.any(String) });
  expect(await balanceOf(user.id)).toBe(4000);
  expect((await ctx().events.send(events[0])).statusCode).toBe(200);
  expect(await balanceOf(user.id)).toBe(4000);
  const item = (await call('GET', '/payment/transactions/user/search', token)).json().data.data[0];
  expect(item).toMatchObject({ _id: paymentId, status: 'succeeded', expiresAt: null });
});

it('leaves an expired checkout expired when Stripe reports it declined', async () => {
  const { user, token } = await fan();
  const { paymentId, clientSecret } = await expiredTopUp(token, 20);
  const declined = await ctx().events.pay(clientSecret, TEST_CARDS.declined);
  expect(declined.deliveries[0].statusCode).toBe(200);
  expect(await paymentRow(paymentId)).toMatchObject({ status: 'expired', transactionId: null });
  expect(await balanceOf(user.id)).toBe(0);
});
