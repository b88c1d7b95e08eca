// The fake Stripe's memory: every object it made, every request it got, and how new objects look.
import { randomBytes } from 'node:crypto';
import { stripeError } from './stripe-form';

export type StripeObject = Record<string, unknown> & { id: string; object: string };
export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, unknown>;
  idempotencyKey?: string;
}
export type Answer = { status: number; body: unknown };

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);
export const missing = (kind: string, id: string): Answer => ({
  status: 404,
  body: stripeError('invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' }),
});

export class FakeStripeStore {
  readonly objects = new Map<string, StripeObject>();
  readonly requests: RecordedRequest[] = [];

  put<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }
  get(id: string, kind?: string): StripeObject | undefined {
    const found = this.objects.get(id);
    return found && (!kind || found.object === kind) ? found : undefined;
  }
  all(kind: string): StripeObject[] {
    return [...this.objects.values()].filter((o) => o.object === kind);
  }

  newIntent(fields: Record<string, unknown>): StripeObject {
    const id = newId('pi');
    return this.put({ id, object: 'payment_intent', status: 'requires_payment_method', client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`, metadata: {}, created: now(), livemode: false, ...fields });
  }

  /** An invoice of a subscription, with the PaymentIntent that pays it. */
  newInvoice(subscription: StripeObject, billingReason: 'subscription_create' | 'subscription_cycle'): StripeObject {
    const item = (subscription.items as { data: { price: { unit_amount: number; currency: string } }[] }).data[0];
    const id = newId('in');
    const intent = this.newIntent({ amount: item.price.unit_amount, currency: item.price.currency, customer: subscription.customer, invoice_id: id });
    return this.put({
      id,
      object: 'invoice',
      customer: subscription.customer,
      billing_reason: billingReason,
      status: 'open',
      amount_due: item.price.unit_amount,
      amount_paid: 0,
      currency: item.price.currency,
      confirmation_secret: { type: 'payment_intent', client_secret: intent.client_secret },
      payments: { object: 'list', data: [{ id: newId('inpay'), object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent.id } }], has_more: false, url: '/v1/invoice_payments' },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      created: now(),
    });
  }
}

