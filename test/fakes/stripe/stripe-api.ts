// The Stripe API calls Fanstage makes, answered from the fake's memory with Stripe-shaped objects and errors.
import { stripeError } from './stripe-form';
import { missing, newId, now, type Answer, type FakeStripeStore, type StripeObject } from './stripe-store';

type Form = Record<string, unknown>;
type Handler = (store: FakeStripeStore, form: Form, params: string[], query: URLSearchParams) => Answer;

const ok = (body: unknown): Answer => ({ status: 200, body });
const invalid = (message: string, param: string): Answer => ({ status: 400, body: stripeError('invalid_request_error', message, { param, code: 'parameter_missing' }) });
const metadataOf = (form: Form) => (form.metadata as Record<string, string> | undefined) ?? {};

/** What `expand` asks of a subscription's latest invoice: the object itself, or just its id. */
function withLatestInvoice(store: FakeStripeStore, subscription: StripeObject, expand: unknown): StripeObject {
  const wanted = Array.isArray(expand) ? (expand as string[]) : [];
  if (!wanted.some((e) => e.startsWith('latest_invoice'))) return subscription;
  const invoice = { ...store.get(subscription.latest_invoice as string)! };
  if (!wanted.includes('latest_invoice.payments')) delete invoice.payments;
  if (!wanted.includes('latest_invoice.confirmation_secret')) delete invoice.confirmation_secret;
  return { ...subscription, latest_invoice: invoice };
}

function createSubscription(store: FakeStripeStore, form: Form): Answer {
  const customer = store.get(String(form.customer), 'customer');
  if (!customer) return missing('customer', String(form.customer));
  const priceData = (form.items as { price_data?: Record<string, unknown> }[] | undefined)?.[0]?.price_data;
  if (!priceData) return invalid('Missing required param: items[0][price].', 'items[0][price]');
  if (!store.get(String(priceData.product), 'product')) return missing('product', String(priceData.product));
  const recurring = priceData.recurring as Record<string, string> | undefined;
  if (!recurring?.interval) return invalid('Missing required param: items[0][price_data][recurring].', 'items[0][price_data][recurring]');
  const price = { id: newId('price'), object: 'price', currency: priceData.currency, unit_amount: Number(priceData.unit_amount), product: priceData.product, recurring: { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) } };
  const subscription = store.put({
    id: newId('sub'),
    object: 'subscription',
    customer: customer.id,
    status: form.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
    cancel_at_period_end: false,
    metadata: metadataOf(form),
    items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price }] },
    created: now(),
    latest_invoice: null as string | null,
  });
  subscription.latest_invoice = store.newInvoice(subscription, 'subscription_create').id;
  return ok(withLatestInvoice(store, subscription, form.expand));
}


export const stripeApi: [string, RegExp, Handler][] = [
  ['POST', /^\/v1\/customers$/, (s, f) => ok(s.put({ id: newId('cus'), object: 'customer', email: f.email ?? null, name: f.name ?? null, metadata: metadataOf(f), invoice_settings: { default_payment_method: null }, created: now() }))],
  ['GET', /^\/v1\/customers\/([^/]+)$/, (s, _f, [id]) => (s.get(id, 'customer') ? ok(s.get(id)) : missing('customer', id))],
  [
    'POST',
    /^\/v1\/customers\/([^/]+)$/,
    (s, f, [id]) => {
      const customer = s.get(id, 'customer');
      if (!customer) return missing('customer', id);
      const chosen = (f.invoice_settings as Record<string, string> | undefined)?.default_payment_method;
      if (chosen !== undefined) {
        if (chosen && s.get(chosen, 'payment_method')?.customer !== id) return { status: 400, body: stripeError('invalid_request_error', `No such PaymentMethod: '${chosen}' attached to customer '${id}'`, { param: 'invoice_settings[default_payment_method]' }) };
        customer.invoice_settings = { default_payment_method: chosen || null };
      }
      return ok(customer);
    },
  ],
  ['POST', /^\/v1\/products$/, (s, f) => (f.name ? ok(s.put({ id: newId('prod'), object: 'product', name: f.name, metadata: metadataOf(f), active: true })) : invalid('Missing required param: name.', 'name'))],
  [
    'POST',
    /^\/v1\/payment_intents$/,
    (s, f) => {
      if (!f.amount) return invalid('Missing required param: amount.', 'amount');
      if (!f.currency) return invalid('Missing required param: currency.', 'currency');
      if (Number(f.amount) < 50) return { status: 400, body: stripeError('invalid_request_error', 'Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' }) };
      if (f.customer && !s.get(String(f.customer), 'customer')) return missing('customer', String(f.customer));
      return ok(s.newIntent({ amount: Number(f.amount), currency: f.currency, description: f.description ?? null, customer: f.customer ?? null, metadata: metadataOf(f) }));
    },
  ],
  ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (s, _f, [id]) => (s.get(id, 'payment_intent') ? ok(s.get(id)) : missing('payment_intent', id))],
  [
    'POST',
    /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
    (s, f, [id]) => {
      const intent = s.get(id, 'payment_intent');
      if (!intent) return missing('payment_intent', id);
      const method = s.get(String(f.payment_method), 'payment_method');
      if (!method) return missing('PaymentMethod', String(f.payment_method));
      if (method.declines) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
        return { status: 402, body: stripeError('card_error', 'Your card was declined.', { code: 'card_declined', decline_code: 'generic_decline', payment_intent: intent }) };
      }
      Object.assign(intent, { status: 'succeeded', payment_method: method.id, last_payment_error: null });
      return ok(intent);
    },
  ],
  [
    'POST',
    /^\/v1\/setup_intents$/,
    (s, f) => {
      if (f.customer && !s.get(String(f.customer), 'customer')) return missing('customer', String(f.customer));
      const id = newId('seti');
      return ok(s.put({ id, object: 'setup_intent', customer: f.customer ?? null, usage: f.usage ?? 'off_session', status: 'requires_payment_method', client_secret: `${id}_secret_${newId('x')}`, metadata: metadataOf(f) }));
    },
  ],
  [
    'GET',
    /^\/v1\/payment_methods$/,
    (s, _f, _p, q) => {
      const customer = q.get('customer');
      if (customer && !s.get(customer, 'customer')) return missing('customer', customer);
      const data = s.all('payment_method').filter((m) => m.customer === customer && (!q.get('type') || m.type === q.get('type')));
      return ok({ object: 'list', data: data.map(publicMethod), has_more: false, url: '/v1/payment_methods' });
    },
  ],
  ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (s, _f, [id]) => (s.get(id, 'payment_method') ? ok(publicMethod(s.get(id)!)) : missing('PaymentMethod', id))],
  [
    'POST',
    /^\/v1\/payment_methods\/([^/]+)\/attach$/,
    (s, f, [id]) => {
      const method = s.get(id, 'payment_method');
      if (!method) return missing('PaymentMethod', id);
      if (!s.get(String(f.customer), 'customer')) return missing('customer', String(f.customer));
      if (method.customer) return { status: 400, body: stripeError('invalid_request_error', 'The payment method you provided has already been attached to a customer.', { code: 'payment_method_unexpected_state' }) };
      method.customer = f.customer;
      return ok(publicMethod(method));
    },
  ],
  [
    'POST',
    /^\/v1\/payment_methods\/([^/]+)\/detach$/,
    (s, _f, [id]) => {
      const method = s.get(id, 'payment_method');
      if (!method) return missing('PaymentMethod', id);
      if (!method.customer) return { status: 400, body: stripeError('invalid_request_error', 'The payment method you provided is not attached to a customer so detachment is impossible.', { code: 'payment_method_unexpected_state' }) };
      for (const customer of s.all('customer')) {
        const settings = customer.invoice_settings as { default_payment_method: string | null };
        if (settings.default_payment_method === id) settings.default_payment_method = null;
      }
      method.customer = null;
      return ok(publicMethod(method));
    },
  ],
  ['POST', /^\/v1\/subscriptions$/, createSubscription],
  [
    'POST',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (s, f, [id]) => {
      const subscription = s.get(id, 'subscription');
      if (!subscription) return missing('subscription', id);
      if (subscription.status === 'canceled') return { status: 400, body: stripeError('invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.') };
      if (f.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = f.cancel_at_period_end === 'true';
      return ok(subscription);
    },
  ],
  [
    'DELETE',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (s, _f, [id]) => {
      const subscription = s.get(id, 'subscription');
      if (!subscription) return missing('subscription', id);
      Object.assign(subscription, { status: 'canceled', canceled_at: now() });
      return ok(subscription);
    },
  ],
  [
    'GET',
    /^\/v1\/invoice_payments$/,
    (s, f) => {
      const intentId = (f.payment as { payment_intent?: string } | undefined)?.payment_intent;
      const data = s.all('invoice').flatMap((invoice) =>
        (invoice.payments as { data: { payment: { payment_intent: string } }[] }).data.filter((p) => !intentId || p.payment.payment_intent === intentId).map((p) => ({ ...p, invoice: invoice.id })),
      );
      return ok({ object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
    },
  ],
  ['POST', /^\/v1\/accounts$/, (s, f) => ok(s.put({ id: newId('acct'), object: 'account', type: f.type ?? 'standard', email: f.email ?? null, metadata: metadataOf(f), charges_enabled: false, payouts_enabled: false, details_submitted: false }))],
  [
    'POST',
    /^\/v1\/account_links$/,
    (s, f) => {
      if (!s.get(String(f.account), 'account')) return missing('account', String(f.account));
      for (const param of ['refresh_url', 'return_url', 'type']) if (!f[param]) return invalid(`Missing required param: ${param}.`, param);
      return ok({ object: 'account_link', url: `https://connect.stripe.com/setup/e/${f.account}/${newId('link')}`, created: now(), expires_at: now() + 300 });
    },
  ],
];

/** What Stripe shows of a card: never the number, nor whether the fake declines it. */
function publicMethod(method: StripeObject): StripeObject {
  const { declines: _declines, ...shown } = method;
  return shown as StripeObject;
}
