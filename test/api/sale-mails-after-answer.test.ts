// A purchase's sale emails need lookups of their own (the buyer and the performer, the order of a product).
// They run once the buyer has the answer, never while the request is still answering
// (http/after-answer.ts): the answer is written before the first of those lookups reaches the database, and
// every mail still goes out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { MailMessage } from '@/server/mail/mailer';
import { createFeed } from '../factories/content';
import { createProduct } from '../factories/products';
import { authHeader, type TestUser } from '../factories/users';
import { useSaleApp } from '../helpers/sale-app';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(60_000);

let ctx: TestContext;
let performer: TestUser;
let fan: TestUser;
let fanToken: string;
let base: string;
/** What happened, in order: statements as they are sent, and `answered` when a response ends. */
const events: string[] = [];
/** Resolves each awaited mail as the mailer is handed it. */
const awaited = new Map<string, (mail: MailMessage) => void>();

const SALE_PEOPLE = /^select "id", "email", "name", "username" from "users" where "users"\."id" = any\(/;

function tapStatements(client: { query: (...args: unknown[]) => unknown }) {
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const first = args[0];
    events.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return query(...args);
  };
}

useSaleApp({ performer: 'Luna After', fan: 'Sam After' }, async (made) => {
  ({ ctx, performer, fan, fanToken } = made);
  const client = (ctx.database.db as unknown as { $client: unknown }).$client;
  if (ctx.database.kind === 'pglite') tapStatements(client as PGlite as unknown as { query: (...args: unknown[]) => unknown });
  else {
    const pool = client as Pool;
    for (const open of (pool as unknown as { _clients: PoolClient[] })._clients) tapStatements(open as unknown as { query: (...args: unknown[]) => unknown });
    pool.on('connect', (added) => tapStatements(added as unknown as { query: (...args: unknown[]) => unknown }));
  }
  const mailer = ctx.app.services.mailer;
  const send = mailer.send.bind(mailer);
  mailer.send = async (mail: MailMessage) => {
    const result = await send(mail);
    if (mail.to) awaited.get(mail.to)?.(mail);
    return result;
  };

  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  ctx.app.server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      events.push('answered');
      return end(...args);
    }) as ServerResponse['end'];
  });
});

/** A promise of the next mail to `to`. */
const nextMailTo = (to: string) => new Promise<MailMessage>((resolve) => awaited.set(to, resolve));

async function buy(path: string, key: string, body?: object) {
  events.length = 0;
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...authHeader(fanToken), 'idempotency-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status).toBe(200);
  return res.json();
}

it('looks up the people of a sale only after the buyer has the answer, and tells the performer', async () => {
  const post = await createFeed(ctx.database.db, performer, { access: 'sale', price: 995 });
  const mail = nextMailTo(performer.email!);
  await buy(`/wallet/charges/feed/${post.id}`, 'after-post-1');
  expect((await mail).subject).toContain('Sam After bought your post');
  const answered = events.indexOf('answered');
  const lookup = events.findIndex((e) => SALE_PEOPLE.test(e));
  expect({ answered: answered >= 0, lookup: lookup >= 0 }).toEqual({ answered: true, lookup: true });
  expect(lookup).toBeGreaterThan(answered);
});

it('sends a tip’s mail after the answer too', async () => {
  const mail = nextMailTo(performer.email!);
  await buy(`/wallet/charges/tip/${performer.id}`, 'after-tip-1', { amount: 20 });
  expect((await mail).subject).toContain('Sam After sent you a tip of 20.00');
  expect(events.findIndex((e) => SALE_PEOPLE.test(e))).toBeGreaterThan(events.indexOf('answered'));
});

it('sends a digital product’s download link to the buyer, its order read after the answer', async () => {
  const product = await createProduct(ctx.database.db, performer, { type: 'digital', name: 'After Pack', price: 500 });
  const toBuyer = nextMailTo(fan.email!);
  const paid = await buy(`/wallet/charges/product/${product.id}`, 'after-product-1', { quantity: 1 });
  expect((await toBuyer).text).toContain(`/user/orders/${paid.data.order._id}`);
  const answered = events.indexOf('answered');
  expect(events.findIndex((e) => SALE_PEOPLE.test(e))).toBeGreaterThan(answered);
  // The order the mail names is read again after the answer, not before.
  const orderReads = events.map((e, i) => [e, i] as const).filter(([e]) => /from "orders"/.test(e) && /"transaction_id" =/.test(e));
  expect(orderReads.at(-1)![1]).toBeGreaterThan(answered);
});
