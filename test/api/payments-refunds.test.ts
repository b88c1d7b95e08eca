// Card payments Stripe refunds (docs/money.md "Card refunds") against the local fake: a top-up refunded in full, in
// parts and after the fan spent it (wallet to zero, the rest the platform's loss), a subscription's first payment
// and a renewal refunded (access ends, renewal off, the performer's earning reversed, a reserved payout left
// alone), replays and stale totals changing nothing, a charge we never took, a bad signature, and the books after each.
import { and, eq } from 'drizzle-orm';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { PLATFORM_REFUND_LOSSES, earningsOf, payoutReserveOf } from '@/server/modules/ledger/ledger-accounts';
import { balanceOf as ledgerBalance, postToLedger } from '@/server/modules/ledger/ledger.service';
import { ledgerTransactions } from '@/server/modules/ledger/ledger.table';
import { gatewayEvents, paymentTransactions } from '@/server/modules/payments/payments.table';
import { stripeSubscriptions } from '@/server/modules/payments/stripe.table';
import { subscriptionPeriods, subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { users } from '@/server/modules/users/users.table';
import { newId, type StripeObject } from '../fakes/stripe/stripe-store';
import type { Signing } from '../fakes/stripe/stripe-events';
import { createPerformer } from '../factories/users';
import { useStripeApp } from '../helpers/stripe-app';

jest.setTimeout(120_000);

const { ctx, db, call, fan } = useStripeApp();
const walletOf = async (userId: string) => (await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0].balance;
const paymentRow = async (id: string) => (await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0];
const refundTransactions = async (paymentId: string) =>
  db().select().from(ledgerTransactions).where(and(eq(ledgerTransactions.kind, 'refund'), eq(ledgerTransactions.reference, `payment:${paymentId}`)));
const losses = () => ledgerBalance(db(), PLATFORM_REFUND_LOSSES);
const pairRow = async (userId: string, performerId: string) =>
  (await db().select().from(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performerId))))[0];

/** What Stripe sends when a charge is refunded: `refunded` is every refund of the charge so far (minor units). */
function chargeRefunded(intent: string, amount: number, refunded: number, customer: string | null = null): StripeObject {
  const charge = { id: newId('ch'), object: 'charge', amount, amount_refunded: refunded, refunded: refunded === amount, payment_intent: intent, customer, currency: 'usd', status: 'succeeded' };
  return ctx().events.eventOf('charge.refunded', charge);
}
const send = async (event: StripeObject, signing: Signing = 'good') => (await ctx().events.send(event, signing)).statusCode;

/** A fan's top-up of `amount` paid by card; answers the payment and its PaymentIntent. */
async function paidTopUp(amount: number) {
  const { user, token } = await fan();
  const started = (await call('POST', '/payment/wallet/top-up', token, { amount })).json().data;
  const detail = (await call('GET', `/payment/${started.paymentId}`, token)).json().data;
  await ctx().events.pay(detail.clientSecret);
  expect(await walletOf(user.id)).toBe(amount * 100);
  const payment = await paymentRow(started.paymentId);
  return { user, token, payment, intent: payment.externalId! };
}

async function historyRow(token: string, paymentId: string) {
  const res = await call('GET', '/payment/transactions/user/search', token);
  expect(res.statusCode).toBe(200);
  return (res.json().data.data as { _id: string }[]).find((p) => p._id === paymentId);
}

it('takes a top-up refunded in full back out of the wallet, and the history says Refunded with the amount', async () => {
  const { user, token, payment, intent } = await paidTopUp(20);
  const lossesBefore = await losses();

  expect(await send(chargeRefunded(intent, 2000, 2000))).toBe(200);

  expect(await walletOf(user.id)).toBe(0);
  expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedAmount: 2000 });
  expect(await refundTransactions(payment.id)).toHaveLength(1);
  expect(await losses()).toBe(lossesBefore);
  expect(await historyRow(token, payment.id)).toMatchObject({ status: 'refunded', amount: 20, refundedAmount: 20 });
  const filtered = await call('GET', '/payment/transactions/user/search?status=refunded', token);
  expect(filtered.json().data.data.map((p: { _id: string }) => p._id)).toEqual([payment.id]);
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

it('counts partial refunds by their running total: each part once, whatever order or how often they come', async () => {
  const { user, token, payment, intent } = await paidTopUp(30);

  const first = chargeRefunded(intent, 3000, 500);
  expect(await send(first)).toBe(200);
  expect(await walletOf(user.id)).toBe(2500);
  expect(await historyRow(token, payment.id)).toMatchObject({ status: 'refunded', amount: 30, refundedAmount: 5 });

  // Stripe delivers the same event again, and another event repeating the same total.
  expect(await send(first)).toBe(200);
  expect(await send(chargeRefunded(intent, 3000, 500))).toBe(200);
  expect(await walletOf(user.id)).toBe(2500);

  const second = chargeRefunded(intent, 3000, 1200);
  expect(await send(second)).toBe(200);
  expect(await walletOf(user.id)).toBe(1800);
  // An older total arriving late takes nothing more.
  expect(await send(chargeRefunded(intent, 3000, 800))).toBe(200);
  expect(await walletOf(user.id)).toBe(1800);
  expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedAmount: 1200 });
  expect(await refundTransactions(payment.id)).toHaveLength(2);
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

it('takes a spent top-up down to zero, never below, and books the rest as the platform loss', async () => {
  const { user, token, payment, intent } = await paidTopUp(20);
  const performer = await createPerformer(db());
  expect((await call('POST', `/wallet/charges/tip/${performer.id}`, token, { amount: 15 })).statusCode).toBe(200);
  expect(await walletOf(user.id)).toBe(500);
  const lossesBefore = await losses();

  expect(await send(chargeRefunded(intent, 2000, 2000))).toBe(200);

  expect(await walletOf(user.id)).toBe(0);
  expect(await losses()).toBe(lossesBefore - 1500);
  expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedAmount: 2000 });
  // The tip the fan paid stands: the performer keeps it.
  expect(await ledgerBalance(db(), earningsOf(performer.id))).toBeGreaterThan(0);
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

/** A fan subscribed monthly ($9.95) to a new performer through Stripe, paid. */
async function paidSubscription() {
  const performer = await createPerformer(db());
  const { user, token } = await fan();
  const started = (await call('POST', '/payment/subscribe/performers', token, { performerId: performer.id, type: 'monthly' })).json().data;
  const detail = (await call('GET', `/payment/${started.paymentId}`, token)).json().data;
  await ctx().events.pay(detail.clientSecret);
  const payment = await paymentRow(started.paymentId);
  expect(payment.status).toBe('succeeded');
  const stripeRow = (await db().select().from(stripeSubscriptions).where(eq(stripeSubscriptions.userId, user.id)))[0];
  const customer = String(ctx().stripe.store.get(stripeRow.stripeId)!.customer);
  return { performer, user, token, payment, stripeRow, customer };
}

it('ends a refunded subscription now, stops its renewal at Stripe and reverses the performer earning', async () => {
  const { performer, user, token, payment, stripeRow, customer } = await paidSubscription();
  const earned = await ledgerBalance(db(), earningsOf(performer.id));
  expect(earned).toBeGreaterThan(0);
  expect((await pairRow(user.id, performer.id)).expiredAt.getTime()).toBeGreaterThan(Date.now());

  expect(await send(chargeRefunded(payment.externalId!, 995, 995, customer))).toBe(200);

  const pair = await pairRow(user.id, performer.id);
  expect(pair.expiredAt.getTime()).toBeLessThanOrEqual(Date.now());
  expect(pair.status).toBe('cancelled');
  const [period] = await db().select().from(subscriptionPeriods).where(eq(subscriptionPeriods.paymentId, payment.id));
  expect(period.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
  expect(ctx().stripe.store.get(stripeRow.stripeId)).toMatchObject({ status: 'canceled' });
  expect((await db().select().from(stripeSubscriptions).where(eq(stripeSubscriptions.stripeId, stripeRow.stripeId)))[0].status).toBe('cancelled');
  expect(await ledgerBalance(db(), earningsOf(performer.id))).toBe(0);
  const rows = await db().select().from(earnings).where(eq(earnings.performerId, performer.id));
  expect(rows.map((r) => r.net).reduce((a, b) => a + b, 0)).toBe(0);
  expect(await historyRow(token, payment.id)).toMatchObject({ status: 'refunded', purpose: 'subscription', refundedAmount: 9.95 });
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

it('leaves earnings reserved for a payout alone and books what the performer no longer holds as the platform loss', async () => {
  const { performer, payment, customer } = await paidSubscription();
  const earned = await ledgerBalance(db(), earningsOf(performer.id));
  // The performer asked for a payout of everything: their earnings moved into the payout reserve.
  await db().transaction((tx) =>
    postToLedger(tx, {
      kind: 'payout-reserve-for-test',
      lines: [
        { account: earningsOf(performer.id), amount: -earned, test: 'real-first' },
        { account: payoutReserveOf(performer.id), amount: earned, test: (drawn) => drawn },
      ],
    }),
  );
  const lossesBefore = await losses();

  expect(await send(chargeRefunded(payment.externalId!, 995, 995, customer))).toBe(200);

  expect(await ledgerBalance(db(), earningsOf(performer.id))).toBe(0);
  expect(await ledgerBalance(db(), payoutReserveOf(performer.id))).toBe(earned);
  expect(await losses()).toBe(lossesBefore - earned);
  expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedAmount: 995 });
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

it('finds a renewal Stripe charged by the invoice its PaymentIntent paid, and refunds it', async () => {
  const { performer, user, stripeRow, customer } = await paidSubscription();
  const renewal = await ctx().events.renew(stripeRow.stripeId);
  expect(renewal.delivery.statusCode).toBe(200);
  const invoice = ctx().stripe.store.get(String((renewal.event.data as { object: { id: string } }).object.id))!;
  const intent = (invoice.payments as { data: { payment: { payment_intent: string } }[] }).data[0].payment.payment_intent;
  const renewalPayment = (await db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, user.id))).find((p) => p.details.stripeInvoiceId === invoice.id)!;
  const earned = await ledgerBalance(db(), earningsOf(performer.id));

  expect(await send(chargeRefunded(intent, 995, 995, customer))).toBe(200);

  expect(await paymentRow(renewalPayment.id)).toMatchObject({ status: 'refunded', refundedAmount: 995 });
  expect(await ledgerBalance(db(), earningsOf(performer.id))).toBeLessThan(earned);
  // The renewal's period had not started: it ends where it would have begun, and access ends now.
  expect((await pairRow(user.id, performer.id)).expiredAt.getTime()).toBeLessThanOrEqual(Date.now());
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

it('answers 200 and changes nothing for a refund of a charge we never took', async () => {
  const { user, payment } = await paidTopUp(10);
  const transactionsBefore = (await db().select().from(ledgerTransactions)).length;
  const event = chargeRefunded(`pi_${newId('x')}`, 1000, 1000);
  expect(await send(event)).toBe(200);
  expect((await db().select().from(ledgerTransactions)).length).toBe(transactionsBefore);
  expect(await walletOf(user.id)).toBe(1000);
  expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
  expect(await db().select().from(gatewayEvents).where(eq(gatewayEvents.eventId, event.id))).toHaveLength(0);
});

it('refuses a refund whose signature does not verify, and writes nothing', async () => {
  const { user, payment, intent } = await paidTopUp(10);
  for (const signing of ['forged', 'none', 'wrong-secret'] as const) {
    const event = chargeRefunded(intent, 1000, 1000);
    expect(await send(event, signing)).toBe(400);
    expect(await db().select().from(gatewayEvents).where(eq(gatewayEvents.eventId, event.id))).toHaveLength(0);
  }
  expect(await walletOf(user.id)).toBe(1000);
  expect(await paymentRow(payment.id)).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
  expect(await refundTransactions(payment.id)).toHaveLength(0);
});
