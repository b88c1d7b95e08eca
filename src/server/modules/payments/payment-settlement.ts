// Turns a gateway's outcome into "payment X succeeded (or failed)" exactly once (docs/business-rules.md "Money: the ground rules"): the
// gateway event is recorded (unique per gateway and event), the payment leaves `pending` by a conditional
// update, and what the payment buys is delivered, all in one database transaction. A replay, a second
// confirmation racing the first, or an event for a payment already ended changes nothing.
import type { Db, Tx } from '../../db/client';
import type { BalanceChanged } from '../ledger/balance-events';
import type { GatewayOutcome } from './payment-gateway';
import { createPaymentsRepo, type PaymentRow } from './payments.repo';

export interface Delivery {
  /** The ledger transaction that paid for it. */
  transactionId: string;
  /** The fan's wallet after this payment, when it changed (minor units), and by how much. */
  wallet?: { balance: number; change: number };
  /** Work that must wait until the payment's transaction has committed (scheduling a job). */
  afterCommit?: () => void;
}

/** Delivers what a succeeded payment of one type pays for (credit a wallet, start a subscription ...). */
export type Fulfiller = (tx: Tx, payment: PaymentRow) => Promise<Delivery>;

export type { BalanceChanged };

export interface Settled {
  payment: PaymentRow;
  /** False when this outcome had been processed before, or the payment had already ended. */
  changed: boolean;
}

export function createPaymentSettlement(deps: { db: Db; onBalanceChanged?: BalanceChanged }) {
  const fulfillers = new Map<PaymentRow['type'], Fulfiller>();

  /** Settles inside the caller's transaction; null when no payment answers to the outcome. */
  async function settleIn(tx: Tx, outcome: GatewayOutcome): Promise<(Settled & { delivery?: Delivery }) | null> {
    const repo = createPaymentsRepo(tx);
    const ref = outcome.payment;
    const payment = 'paymentId' in ref ? await repo.find(ref.paymentId) : await repo.findByExternalId(outcome.gateway, ref.externalId);
    if (!payment || payment.gateway !== outcome.gateway) return null;
    const firstTime = await repo.recordEvent(outcome.gateway, outcome.eventId, outcome.eventType);
    const ended = firstTime ? await repo.settle(payment.id, outcome.status) : null;
    if (!ended) return { payment: (await repo.find(payment.id))!, changed: false };
    if (outcome.status !== 'succeeded') return { payment: ended, changed: true };

    const fulfil = fulfillers.get(ended.type);
    // A payment type nobody delivers must never be marked paid: refuse, and the transaction rolls back.
    if (!fulfil) throw new Error(`No one delivers payments of type ${ended.type}.`);
    const delivery = await fulfil(tx, ended);
    const paid = await repo.update(ended.id, { transactionId: delivery.transactionId });
    return { payment: paid, changed: true, delivery };
  }

  return {
    /** Each payment type registers what a succeeded payment delivers, once, at start-up. */
    register(type: PaymentRow['type'], fulfiller: Fulfiller): void {
      if (fulfillers.has(type)) throw new Error(`Payments of type ${type} are delivered already.`);
      fulfillers.set(type, fulfiller);
    },

    settleIn,

    /** Settles in a transaction of its own, then tells the fan's open pages about a new balance. */
    async settle(outcome: GatewayOutcome): Promise<Settled | null> {
      const result = await deps.db.transaction((tx) => settleIn(tx, outcome));
      if (result) afterCommit(result);
      return result && { payment: result.payment, changed: result.changed };
    },

    /** For callers that settled with settleIn inside their own transaction, once it has committed. */
    afterCommit,
  };

  function afterCommit(result: { payment: PaymentRow; delivery?: Delivery }): void {
    try {
      result.delivery?.afterCommit?.();
    } catch {
      /* the commit stands whatever the follow-up does */
    }
    const wallet = result.delivery?.wallet;
    if (!wallet) return;
    // The money is in; a page that misses this push still reads the balance on its next load.
    try {
      deps.onBalanceChanged?.(result.payment.userId, wallet.balance, wallet.change);
    } catch {
      /* the commit stands whatever the listener does */
    }
  }
}
export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
