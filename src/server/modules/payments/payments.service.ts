// Wallet top-ups (and the checkout of other payments) through the gateway in use (current-gateway.ts), the sandbox's confirmation, and a fan's own payments
// (docs/business-rules.md "Wallet and purchases"). Nothing here credits money directly: payment-settlement does, once.
import type { List } from '@/contracts/common';
import { transactionSortKeys, type PaymentDetail, type PaymentState, type PaymentTransactionItem, type SandboxConfirmBody, type TopUpBody, type TopUpResult, type TransactionSearchQuery } from '@/contracts/payments';
import { fromMinor, plainAmount, SITE_CURRENCY, toMinor } from '@/lib/money';
import type { Db } from '../../db/client';
import { conflict, notFound, serviceUnavailable, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Log } from '../../log';
import type { CouponsService } from '../coupons/coupons.service';
import type { SettingsService } from '../settings/settings.service';
import type { CurrentGateway } from './current-gateway';
import type { CheckoutRequest, PaymentGateway } from './payment-gateway';
import type { PaymentSettlement } from './payment-settlement';
import { createPaymentsRepo, type PaymentRow, type PaymentsRepo } from './payments.repo';
import { checkoutExpiresAt, createCheckoutExpirer } from './checkout-expiry';


/** Round half up in whole minor units: (a × b) / c. */
const mulDivRoundHalfUp = (a: number, b: number, c: number) => Math.floor((a * b * 2 + c) / (2 * c));
const NOT_YOURS = 'This payment does not exist, or is not yours.';
const EXPIRED = 'This checkout expired before it was paid, so nothing was charged. Start a new payment.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a payment paid for, from its type and the details its maker wrote (subscriptions.service, stripe-webhooks). */
function purposeOf(payment: PaymentRow): PaymentTransactionItem['purpose'] {
  if (payment.type === 'top-up') return 'top-up';
  const { renewalOf, stripeInvoiceId } = payment.details;
  return typeof renewalOf === 'string' || typeof stripeInvoiceId === 'string' ? 'renewal' : 'subscription';
}

const performerIdOf = (payment: PaymentRow): string | null => {
  const id = payment.details.performerId;
  return typeof id === 'string' && UUID.test(id) ? id : null;
};

const subscriptionTypeOf = (payment: PaymentRow): PaymentTransactionItem['subscriptionType'] => {
  const type = payment.details.subscriptionType;
  return type === 'monthly' || type === 'yearly' ? type : null;
};

export function createPaymentsService(deps: {
  db: Db;
  repo: PaymentsRepo;
  /** The gateway in use and the sandbox's confirmation, as the settings say now. */
  gateways: Pick<CurrentGateway, 'current'>;
  settlement: PaymentSettlement;
  coupons: CouponsService;
  settings: SettingsService;
  appUrl: string;
  log?: Pick<Log, 'error'>;
  /** The clock the checkout expiry reads (tests move it). */
  now?: () => number;
}) {
  const { repo, gateways, settlement } = deps;
  const expireCheckouts = createCheckoutExpirer({ repo, now: deps.now });

  async function checkWalletLimits(credit: number): Promise<void> {
    const settings = await deps.settings.all();
    const [min, max] = [toMinor(settings.minimumWalletPrice), toMinor(settings.maximumWalletPrice)];
    if (credit < min || credit > max) throw unprocessable(`A top-up is between ${plainAmount(min)} and ${plainAmount(max)}. Choose an amount in that range.`);
  }

  /**
   * No real money moves: the sandbox always, Stripe on its test keys too. The keys in force decide for a Stripe
   * payment; with none set now, it is not said to be test money.
   */
  const testModeUnder = (gateway: PaymentGateway, row: Pick<PaymentRow, 'gateway'>) => row.gateway === 'sandbox' || (gateway.name === row.gateway && gateway.testMode);
  const isTestMode = async (row: Pick<PaymentRow, 'gateway'>) => testModeUnder((await gateways.current()).gateway, row);

  async function topUpResultOf(row: PaymentRow): Promise<TopUpResult> {
    const checkoutUrl = row.details.checkoutUrl;
    // A request with the same Idempotency-Key arrived while the first was still opening its checkout.
    if (typeof checkoutUrl !== 'string') throw conflict('This top-up is still being prepared. Try again in a moment.');
    return {
      paymentId: row.id,
      checkoutUrl,
      amount: fromMinor(row.amount),
      credit: fromMinor(row.credit),
      discount: fromMinor(row.credit - row.amount),
      status: row.status,
      testMode: await isTestMode(row),
    };
  }

  /** A coupon covering the whole amount leaves nothing to charge: the top-up is made and credited at once. */
  async function coveredByCoupon(values: Parameters<PaymentsRepo['insertPending']>[0]): Promise<PaymentRow | null> {
    const result = await deps.db.transaction(async (tx) => {
      const row = await createPaymentsRepo(tx).insertPending(values);
      if (!row) return null;
      await createPaymentsRepo(tx).update(row.id, { details: { ...row.details, checkoutUrl: `/payment/success?paymentId=${row.id}` } });
      return settlement.settleIn(tx, { gateway: row.gateway, eventId: `covered:${row.id}`, eventType: 'coupon.covered', payment: { paymentId: row.id }, status: 'succeeded' });
    });
    if (result) settlement.afterCommit(result);
    return result?.payment ?? null;
  }

  /** `gateway` is the one the row was made for: a switch of keys meanwhile does not send it elsewhere. */
  async function openCheckout(gateway: PaymentGateway, row: PaymentRow, description: string, recurring?: CheckoutRequest['recurring']): Promise<PaymentRow> {
    const back = (page: string) => `${deps.appUrl}/payment/${page}?paymentId=${row.id}`;
    try {
      const checkout = await gateway.createCheckout({
        paymentId: row.id,
        amount: row.amount,
        // The wallet currency is the site currency (docs/business-rules.md "Money: the ground rules"); gateways take it in lower case.
        currency: SITE_CURRENCY.toLowerCase(),
        description,
        successUrl: back('success'),
        cancelUrl: back('cancel'),
        userId: row.userId,
        recurring,
      });
      const details = { ...row.details, ...checkout.details, checkoutUrl: checkout.checkoutUrl, ...(checkout.clientSecret ? { clientSecret: checkout.clientSecret } : {}) };
      return await repo.update(row.id, { externalId: checkout.externalId, details });
    } catch (err) {
      deps.log?.error({ err, paymentId: row.id }, 'the gateway did not open a checkout');
      await repo.settle(row.id, 'failed');
      throw serviceUnavailable('The payment service could not be reached. Nothing was charged; please try again.');
    }
  }

  return {
    isTestMode,
    async topUp(userId: string, body: TopUpBody, idempotencyKey?: string): Promise<TopUpResult> {
      const earlier = idempotencyKey ? await repo.findByIdempotencyKey(userId, idempotencyKey) : null;
      if (earlier) return topUpResultOf(earlier);

      const credit = toMinor(body.amount);
      await checkWalletLimits(credit);
      const coupon = body.couponCode ? await deps.coupons.usable(userId, body.couponCode) : null;
      const discount = coupon ? mulDivRoundHalfUp(credit, coupon.percentage, 100) : 0;
      const amount = credit - discount;
      const { gateway } = await gateways.current();
      const values = {
        userId,
        gateway: gateway.name,
        type: 'top-up' as const,
        amount,
        credit,
        couponId: discount > 0 ? coupon!.id : null,
        idempotencyKey: idempotencyKey ?? null,
        details: coupon && discount > 0 ? { couponCode: coupon.code, percentage: coupon.percentage } : {},
      };

      const row = amount === 0 ? await coveredByCoupon(values) : await repo.insertPending(values);
      if (!row) return topUpResultOf((await repo.findByIdempotencyKey(userId, idempotencyKey!))!);
      if (row.status !== 'pending') return topUpResultOf(row);
      return topUpResultOf(await openCheckout(gateway, row, 'Wallet top-up'));
    },

    /** The payment `userId` made earlier with this Idempotency-Key, if any. */
    earlierPayment: (userId: string, idempotencyKey: string) => repo.findByIdempotencyKey(userId, idempotencyKey),

    /**
     * A pending payment of another type (a subscription) with the gateway's checkout opened for it; what it
     * buys is delivered by the fulfiller registered for its type once the gateway confirms.
     */
    async startPayment(values: {
      userId: string;
      type: PaymentRow['type'];
      amount: number;
      details: Record<string, unknown>;
      idempotencyKey?: string;
      description: string;
      /** A subscription the gateway itself charges again each period (Stripe); the sandbox ignores it. */
      recurring?: CheckoutRequest['recurring'];
    }): Promise<PaymentRow> {
      const { description, idempotencyKey, recurring, ...fields } = values;
      const { gateway } = await gateways.current();
      const row = await repo.insertPending({ ...fields, gateway: gateway.name, credit: fields.amount, idempotencyKey: idempotencyKey ?? null });
      if (!row) return (await repo.findByIdempotencyKey(values.userId, idempotencyKey!))!;
      return openCheckout(gateway, row, description, recurring);
    },

    /** One of the fan's own payments, for its checkout page; anyone else's is "not found". */
    async detailOf(userId: string, paymentId: string): Promise<PaymentDetail> {
      const payment = await repo.find(paymentId);
      if (!payment || payment.userId !== userId) throw notFound(NOT_YOURS);
      const secret = payment.details.clientSecret;
      return {
        paymentId: payment.id,
        type: payment.type,
        gateway: payment.gateway,
        status: payment.status,
        amount: fromMinor(payment.amount),
        credit: fromMinor(payment.credit),
        testMode: await isTestMode(payment),
        // The client secret lets a browser confirm the payment: only its owner gets it, only while it can be paid,
        // and only while Stripe is set up (without its keys no webhook would verify, so nothing would be credited).
        clientSecret: payment.gateway === 'stripe' && payment.status === 'pending' && typeof secret === 'string' && (await gateways.current()).stripe ? secret : null,
      };
    },

    /** The sandbox checkout page's card: pays or declines the payment once; later posts answer its state. */
    async confirmSandbox(userId: string, body: SandboxConfirmBody): Promise<PaymentState> {
      const [payment, { sandbox }] = await Promise.all([repo.find(body.paymentId), gateways.current()]);
      if (!sandbox || !payment || payment.userId !== userId || payment.gateway !== 'sandbox') throw notFound(NOT_YOURS);
      // The test card stands for a card charged now: an expired checkout takes no payment any more.
      if (payment.status === 'expired') throw unprocessable(EXPIRED);
      const settled = await settlement.settle(sandbox.outcomeOfCard(payment.id, body.cardNumber));
      if (!settled) throw notFound(NOT_YOURS);
      return this.stateOf(settled.payment);
    },

    async stateOf(payment: PaymentRow): Promise<PaymentState> {
      return {
        paymentId: payment.id,
        status: payment.status,
        amount: fromMinor(payment.amount),
        credit: fromMinor(payment.credit),
        balance: payment.status === 'succeeded' ? fromMinor(await repo.walletBalance(payment.userId)) : null,
        testMode: true,
      };
    },

    expireCheckouts,

    async search(userId: string, query: TransactionSearchQuery): Promise<List<PaymentTransactionItem>> {
      const { rows, total } = await repo.searchOwn(userId, { type: query.type, status: query.status }, toPage(query, transactionSortKeys, 'createdAt'));
      const performerIds = [...new Set(rows.map(({ payment }) => performerIdOf(payment)).filter((id): id is string => id !== null))];
      const people = new Map((await repo.people(performerIds)).map((p) => [p.id, p]));
      const { gateway } = await gateways.current();
      const data = rows.map(({ payment, couponCode }) => {
        const performer = people.get(performerIdOf(payment) ?? '');
        return {
          _id: payment.id,
          type: payment.type,
          purpose: purposeOf(payment),
          subscriptionType: subscriptionTypeOf(payment),
          performer: performer ? { _id: performer.id, name: performer.name || null, username: performer.username } : null,
          gateway: payment.gateway,
          status: payment.status,
          amount: fromMinor(payment.amount),
          credit: fromMinor(payment.credit),
          ...(payment.status === 'refunded' ? { refundedAmount: fromMinor(payment.refundedAmount) } : {}),
          couponCode,
          testMode: testModeUnder(gateway, payment),
          expiresAt: payment.status === 'pending' ? checkoutExpiresAt(payment.createdAt).toISOString() : null,
          createdAt: payment.createdAt.toISOString(),
          updatedAt: payment.updatedAt.toISOString(),
        };
      });
      return { data, total };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
