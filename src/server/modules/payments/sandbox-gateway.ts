// The sandbox gateway: the embedded default while Stripe has no keys (docs/business-rules.md "Payment gateways"). It
// behaves like Stripe's test mode: the checkout is a page of our own site that posts a test card to
// POST /payment/sandbox/confirm, where the card decides the outcome. No money moves anywhere.
import { unprocessable } from '../../http/errors';
import type { Checkout, CheckoutRequest, GatewayOutcome, PaymentGateway } from './payment-gateway';

/** Stripe's own test numbers, so people who know Stripe's test mode know these. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const sandboxCheckoutPath = (paymentId: string) => `/payment/sandbox/${paymentId}`;

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  readonly testMode: true;
  /** What paying `paymentId` with `cardNumber` gives; a number that is not a test card is a 422. */
  outcomeOfCard(paymentId: string, cardNumber: string): GatewayOutcome;
}

export function createSandboxGateway(): SandboxGateway {
  return {
    name: 'sandbox',
    testMode: true,
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      return { externalId: `sandbox_${request.paymentId}`, checkoutUrl: sandboxCheckoutPath(request.paymentId) };
    },
    outcomeOfCard(paymentId, cardNumber) {
      const digits = cardNumber.replace(/[\s-]/g, '');
      const status = digits === SANDBOX_CARDS.succeeds ? 'succeeded' : digits === SANDBOX_CARDS.declined ? 'failed' : null;
      if (!status) {
        throw unprocessable('Use a test card number: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. This is test mode; no real card is charged.');
      }
      // One confirmation per payment: the payment id is the event id, so a replayed post is recognised.
      return { gateway: 'sandbox', eventId: `confirm:${paymentId}`, eventType: `sandbox.payment.${status}`, payment: { paymentId }, status };
    },
  };
}
