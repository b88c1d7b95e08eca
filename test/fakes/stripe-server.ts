// A local stand-in for Stripe's API, speaking its form-encoded requests and JSON answers for exactly the calls
// Fanstage makes: customers, products, payment_intents, setup_intents, payment_methods, subscriptions, invoice_payments, accounts
// and account_links. It keeps objects in memory, honours Idempotency-Key, refuses a wrong secret key, and answers
// errors the way Stripe does. Tests drive the other side (a fan paying, Stripe renewing) with its helpers, which
// deliver signed webhooks to the app (see stripe-events.ts).
import http from 'node:http';
import { listenLocally } from './local-server';
import { stripeApi } from './stripe/stripe-api';
import { parseStripeForm, stripeError } from './stripe/stripe-form';
import { FakeStripeStore, newId, type Answer } from './stripe/stripe-store';

export { FakeStripeStore };
export type { StripeObject } from './stripe/stripe-store';

export const FAKE_STRIPE_KEY = 'sk_test_fanstage_fake_0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec_fanstage_fake_0123456789';


export interface FakeStripe {
  url: string;
  store: FakeStripeStore;
  /** Answer every API call with 500 (Stripe down) while true. */
  failing: boolean;
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripeServer(): Promise<FakeStripe> {
  const store = new FakeStripeStore();
  const replies = new Map<string, Answer>();
  const fake = { store, failing: false };
  const server = http.createServer(async (req, res) => {
    const send = (answer: Answer) => res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(answer.body));
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = parseStripeForm(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : body);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    store.requests.push({ method: req.method ?? '', path: url.pathname, form, idempotencyKey });
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return send({ status: 401, body: stripeError('invalid_request_error', 'Invalid API Key provided.') });
    }
    if (fake.failing) return send({ status: 500, body: stripeError('api_error', 'Something went wrong on our end.') });
    const replayKey = idempotencyKey && `${req.method} ${url.pathname} ${idempotencyKey}`;
    if (replayKey && replies.has(replayKey)) return send(replies.get(replayKey)!);
    const match = stripeApi.map(([method, pattern, handler]) => ({ method, m: url.pathname.match(pattern), handler })).find((r) => r.method === req.method && r.m);
    const answer = match ? match.handler(store, form, match.m!.slice(1), url.searchParams) : { status: 404, body: stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`) };
    if (replayKey && answer.status < 500) replies.set(replayKey, answer);
    send(answer);
  });
  return Object.assign(fake, await listenLocally(server));
}
