// Card payments the gateway gave back (docs/money.md "Card refunds"). The gateway reports how much of a payment it
// has refunded in all; the payment keeps that total, so an event processed twice, a later event repeating an
// earlier total, or events arriving out of order each reverse only what no earlier one did. Each refund is one
// database transaction: the gateway event recorded once, the payment row locked, what the payment delivered
// reversed for the newly refunded part (by the reverser its type registered) and the payment marked refunded.
import type { Db, Tx } from '../../db/client';
import type { Log } from '../../log';
import type { BalanceChanged } from '../ledger/balance-events';
import type { GatewayName } from './payment-gateway';
import { createPaymentsRepo, type PaymentRow } from './payments.repo';

/** The part of a payment refunded by one event, in minor units: the total before it and after it. */
export interface RefundedPart {
  before: number;
  after: number;
  /** The ledger key of this part: the same total refunded twice is written once. */
  idempotencyKey: string;
}

export interface Reversal {
  transactionId: string;
  /** The fan's wallet after the reversal (minor units), when it changed, and by how much. */
  wallet?: { balance: number; change: number };
  /** True when the refund ended the access the payment bought, so nothing may renew it. */
  endedAccess?: boolean;
  afterCommit?: () => void;
}

/** Takes back, for a payment of one type, what the newly refunded part of it delivered. */
export type Reverser = (tx: Tx, payment: PaymentRow, part: RefundedPart) => Promise<Reversal>;

export interface GatewayRefund {
  gateway: GatewayName;
  eventId: string;
  eventType: string;
  /** The gateway's id of the payment (Stripe: the PaymentIntent), or ours. */
  payment: { externalId: string } | { paymentId: string };
  /** Minor units refunded so far, all refunds of the payment together. */
  refundedTotal: number;
}

export interface Refunded {
  payment: PaymentRow;
  /** False when the event was seen before or refunded nothing new. */
  changed: boolean;
  reversal?: Reversal;
}

/** Round half up in whole minor units: total × part / whole. */
export const shareOf = (total: number, part: number, whole: number) => (whole === 0 ? 0 : Math.floor((total * part * 2 + whole) / (2 * whole)));

export function createPaymentRefunds(deps: { db: Db; onBalanceChanged?: BalanceChanged; log?: Pick<Log, 'error'> }) {
  const reversers = new Map<PaymentRow['type'], Reverser>();

  async function refundIn(tx: Tx, refund: GatewayRefund): Promise<Refunded | null> {
    const repo = createPaymentsRepo(tx);
    const ref = refund.payment;
    const found = 'paymentId' in ref ? await repo.find(ref.paymentId) : await repo.findByExternalId(refund.gateway, ref.externalId);
    if (!found || found.gateway !== refund.gateway) return null;
    if (!(await repo.recordEvent(refund.gateway, refund.eventId, refund.eventType))) return { payment: found, changed: false };
    // Locked before anything it delivered: two refund events of one payment take turns, and the second sees the first's total.
    const payment = (await repo.lockForRefund(found.id))!;
    if (payment.status !== 'succeeded' && payment.status !== 'refunded') {
      // Nothing was delivered for a payment that never succeeded here, so there is nothing to take back.
      deps.log?.error({ paymentId: payment.id, status: payment.status, eventId: refund.eventId }, 'The gateway refunded a payment that had not succeeded here; nothing was reversed');
      return { payment, changed: false };
    }
    const after = Math.min(refund.refundedTotal, payment.amount);
    if (after <= payment.refundedAmount) return { payment, changed: false };
    const reverse = reversers.get(payment.type);
    // A payment type nobody reverses must never be marked refunded with its delivery standing: roll back.
    if (!reverse) throw new Error(`No one reverses payments of type ${payment.type}.`);
    const reversal = await reverse(tx, payment, { before: payment.refundedAmount, after, idempotencyKey: `refund:payment:${payment.id}:${after}` });
    const refunded = await repo.update(payment.id, { status: 'refunded', refundedAmount: after });
    return { payment: refunded, changed: true, reversal };
  }

  function afterCommit(result: Refunded): void {
    try {
      result.reversal?.afterCommit?.();
    } catch {
      /* the refund stands whatever the follow-up does */
    }
    const wallet = result.reversal?.wallet;
    if (!wallet) return;
    try {
      deps.onBalanceChanged?.(result.payment.userId, wallet.balance, wallet.change);
    } catch {
      /* a page that misses the push reads the balance on its next load */
    }
  }

  return {
    /** Each payment type registers how its delivery is reversed, once, at start-up. */
    register(type: PaymentRow['type'], reverser: Reverser): void {
      if (reversers.has(type)) throw new Error(`Refunds of ${type} payments are reversed already.`);
      reversers.set(type, reverser);
    },

    /** Applies a gateway's refund in a transaction of its own; null when no payment of ours answers to it. */
    async refund(refund: GatewayRefund): Promise<Refunded | null> {
      const result = await deps.db.transaction((tx) => refundIn(tx, refund));
      if (result?.changed) afterCommit(result);
      return result;
    },
  };
}
export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;
