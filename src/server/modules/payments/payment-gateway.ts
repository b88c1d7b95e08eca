// What every payment gateway offers the payments service (docs/business-rules.md "Payment gateways"). The sandbox is the
// embedded default; Stripe fits the same shape: createCheckout makes a PaymentIntent (its id is the
// externalId, its client secret goes to our own checkout page) and readEvent verifies a webhook's signature
// and names the payment it settles. The payments service alone turns an outcome into money, exactly once.

export type GatewayName = 'sandbox' | 'stripe';

export interface CheckoutRequest {
  /** Our payment_transactions id; the gateway keeps it (Stripe: metadata) so its events point back to it. */
  paymentId: string;
  /** Minor units to charge. */
  amount: number;
  /** ISO 4217, lower case as Stripe expects ("usd"). */
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** Who pays: Stripe keeps subscriptions and cards on the fan's Customer. */
  userId?: string;
  /** A subscription: the gateway charges this amount again every `days` days until cancelled (Stripe). */
  recurring?: { days: number; performerId: string; subscriptionType: 'monthly' | 'yearly' };
}

export interface Checkout {
  /** The gateway's id for this payment (unique per gateway): PaymentIntent id, sandbox reference ... */
  externalId: string;
  /** Where the fan pays. Always a page of our site; Stripe's card form is mounted inside it. */
  checkoutUrl: string;
  /** Handed to the browser when the gateway needs it (Stripe's PaymentIntent client secret). */
  clientSecret?: string;
  /** More to keep on the payment (Stripe: the subscription it opened). */
  details?: Record<string, unknown>;
}

/**
 * A gateway's word that a payment ended one way or the other. `eventId` is unique per gateway and is
 * recorded in gateway_events, so the same confirmation processed twice changes nothing the second time.
 */
export interface GatewayOutcome {
  gateway: GatewayName;
  eventId: string;
  eventType: string;
  /** Which payment: ours (`paymentId`) when the gateway echoes it, else the gateway's `externalId`. */
  payment: { paymentId: string } | { externalId: string };
  status: 'succeeded' | 'failed';
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Shown on every payment screen and answer: no real money moves. */
  readonly testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * A verified webhook as an outcome, or null for events that settle nothing. Throws when the signature does
   * not verify. Gateways that confirm through our own pages (the sandbox) have no webhooks.
   */
  readEvent?(rawBody: string | Buffer, headers: Record<string, string | string[] | undefined>): Promise<GatewayOutcome | null>;
}
