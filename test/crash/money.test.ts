// SIGKILL in the middle of moving money: many wallet purchases at once, top-up settlements, and an admin's
// payout decisions. After each kill a server starts again on the same database, and the books must hold:
// the ledger re-derives every balance, nothing is half-written (a purchase without its ledger entries,
// earning or order, a payment paid without its credit, a payout moved without its reserve), every answer the
// server gave before dying is durable, and sending the cut-off requests again completes them exactly once.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { codeOf, earningsOf, outside, payoutReserveOf } from '@/server/modules/ledger/ledger-accounts';
import { PAYOUTS_OUT } from '@/server/modules/payouts/payout-ledger';
import { postToLedger } from '@/server/modules/ledger/ledger.service';
import { feeds } from '@/server/modules/feeds/feeds.table';
import { fundWallet, walletBalance } from '../factories/money';
import { createProduct } from '../factories/products';
import { createAdmin, createPerformer, createUser, type TestUser } from '../factories/users';
import { call, createDeployment, killMidway, login, queryRows, startServer, type Answer, type CrashServer, type Deployment, type Outcome } from './support/crash-node';

let deployment: Deployment;
let server: CrashServer;
let admin: TestUser;
let adminToken: string;
const db = () => deployment.database.db;

const rows = (query: ReturnType<typeof sql>) => queryRows(deployment, query);

beforeAll(async () => {
  deployment = await createDeployment();
  server = await startServer(deployment);
  admin = await createAdmin(db());
  adminToken = await login(server, admin);
});
afterAll(async () => {
  await deployment?.close();
});

const answered = <T>(outcomes: Outcome<T>[]) => outcomes.filter((o): o is { answer: Answer<T> } => 'answer' in o);
const cutOff = <T>(outcomes: Outcome<T>[]) => outcomes.filter((o) => 'broken' in o).length;

/** The books after a restart, as the server itself reports them to an admin and as re-derived here. */
async function expectBooksBalanced() {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
  const check = await call<{ ok: boolean; problems: string[] }>(server, 'GET', '/admin/ledger/check', { token: adminToken });
  expect(check.status).toBe(200);
  expect(check.body.data).toMatchObject({ ok: true, problems: [] });
}

describe('killed during many concurrent wallet purchases', () => {
  it('keeps every purchase whole and lets the cut-off ones complete exactly once', async () => {
    const PRICE = 500;
    const sellers = [await createPerformer(db()), await createPerformer(db())];
    const posts = await db()
      .insert(feeds)
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          performerId: sellers[i % 2].id,
          type: 'text',
          text: `Crash sale post ${i}`,
          access: 'sale' as const,
          price: PRICE,
          status: 'published' as const,
          publishedAt: new Date(),
        })),
      )
      .returning({ id: feeds.id });
    const products: { id: string }[] = [];
    for (let i = 0; i < 4; i++) products.push(await createProduct(db(), sellers[i % 2], { type: 'digital', price: 750 }));

    const buyers = [];
    for (let i = 0; i < 4; i++) {
      const fan = await createUser(db());
      await fundWallet(db(), fan, posts.length * PRICE + products.length * 750);
      buyers.push({ fan, token: await login(server, fan) });
    }
    // Every request has its Idempotency-Key, as a client that retries after a broken connection sends.
    const requests = buyers.flatMap(({ fan, token }) => [
      ...posts.map((post) => ({ fan, token, url: `/wallet/charges/feed/${post.id}`, key: randomUUID(), body: undefined as object | undefined })),
      ...products.map((product) => ({ fan, token, url: `/wallet/charges/product/${product.id}`, key: randomUUID(), body: { quantity: 1 } })),
    ]);
    const send = (r: (typeof requests)[number]) => () =>
      call<{ transactionId: string }>(server, 'POST', r.url, { token: r.token, body: r.body ?? {}, headers: { 'idempotency-key': r.key } });

    const outcomes = await killMidway(deployment, server, requests.map(send), 20);
    const before = answered(outcomes);
    expect(before.every((o) => o.answer.status === 200)).toBe(true);
    // The kill came in the middle: some purchases were answered, some were cut off.
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(cutOff(outcomes)).toBeGreaterThan(0);

    server = await startServer(deployment);
    await expectBooksBalanced();
    await expectPurchasesWhole();
    // Every purchase the server confirmed before it died is there.
    const committed = new Set((await rows(sql`select id from ledger_transactions where kind = 'purchase'`)).map((r) => r.id));
    for (const o of before) expect(committed.has(o.answer.body.data!.transactionId)).toBe(true);
    for (const { fan } of buyers) {
      const [{ spent }] = await rows(sql`select coalesce(sum(gross), 0)::int as spent from earnings where user_id = ${fan.id}`);
      expect(await walletBalance(db(), fan)).toBe(posts.length * PRICE + products.length * 750 - Number(spent));
    }

    // The client sends the cut-off requests again, with their keys: each completes once, the answered ones replay.
    const retried = await Promise.all(requests.map((r) => send(r)()));
    expect(retried.map((a) => a.status)).toEqual(requests.map(() => 200));
    for (const [i, o] of outcomes.entries()) if ('answer' in o) expect(retried[i].body.data!.transactionId).toBe(o.answer.body.data!.transactionId);
    await expectBooksBalanced();
    await expectPurchasesWhole();
    const [{ n }] = await rows(sql`select count(*)::int as n from earnings where source_type in ('feed', 'product')`);
    expect(n).toBe(requests.length);
    for (const { fan } of buyers) expect(await walletBalance(db(), fan)).toBe(0);
  });
});

/** Every purchase has its ledger transaction, its earning, its record and (for a product) its order, and nothing else exists alone. */
async function expectPurchasesWhole() {
  // A purchase transaction without its earning, or an earning without its transaction.
  expect(await rows(sql`select t.id from ledger_transactions t where t.kind = 'purchase' and not exists (select 1 from earnings e where e.transaction_id = t.id)`)).toEqual([]);
  expect(await rows(sql`select e.id from earnings e where not exists (select 1 from ledger_transactions t where t.id = e.transaction_id)`)).toEqual([]);
  // The buyer's wallet paid exactly the earning's gross in that transaction.
  expect(
    await rows(sql`
      select e.id from earnings e
      join ledger_accounts a on a.code = 'wallet:' || e.user_id::text
      left join ledger_entries l on l.transaction_id = e.transaction_id and l.account_id = a.id
      group by e.id, e.gross having coalesce(sum(l.amount), 0) <> -e.gross`),
  ).toEqual([]);
  // A bought post is recorded as bought, and a recorded purchase was paid for.
  expect(
    await rows(sql`select e.id from earnings e where e.source_type = 'feed' and not exists (select 1 from purchased_items p where p.user_id = e.user_id and p.item_type = 'feed' and p.item_id = e.source_id)`),
  ).toEqual([]);
  expect(
    await rows(sql`select p.id from purchased_items p where not exists (select 1 from earnings e where e.user_id = p.user_id and e.source_type = p.item_type and e.source_id = p.item_id)`),
  ).toEqual([]);
  // A product sale has its order, and an order its sale.
  expect(await rows(sql`select e.id from earnings e where e.source_type = 'product' and not exists (select 1 from orders o where o.transaction_id = e.transaction_id)`)).toEqual([]);
  expect(await rows(sql`select o.id from orders o where not exists (select 1 from earnings e where e.transaction_id = o.transaction_id)`)).toEqual([]);
}

describe('killed while top-ups are being settled', () => {
  it('credits each paid top-up once, and a confirmation sent again settles the rest', async () => {
    const fan = await createUser(db());
    const token = await login(server, fan);
    const payments: string[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await call<{ paymentId: string; status: string }>(server, 'POST', '/payment/wallet/top-up', { token, body: { amount: 10 } });
      expect(res.status).toBe(200);
      expect(res.body.data!.status).toBe('pending');
      payments.push(res.body.data!.paymentId);
    }
    const confirm = (paymentId: string) => () => call<{ status: string }>(server, 'POST', '/payment/sandbox/confirm', { token, body: { paymentId, cardNumber: '4242 4242 4242 4242' } });

    const outcomes = await killMidway(deployment, server, payments.map(confirm), 2);
    expect(answered(outcomes).every((o) => o.answer.status === 200 && o.answer.body.data!.status === 'succeeded')).toBe(true);
    expect(cutOff(outcomes)).toBeGreaterThan(0);

    server = await startServer(deployment);
    await expectBooksBalanced();
    const settled = await expectTopUpsWhole(fan, payments);
    // What the server answered as paid stayed paid.
    for (const [i, o] of outcomes.entries()) if ('answer' in o) expect(settled.get(payments[i])).toBe('succeeded');

    // The fan's page confirms again: the pending ones settle now, the paid ones are not credited twice.
    for (let round = 0; round < 2; round++) {
      const again = await Promise.all(payments.map((id) => confirm(id)()));
      expect(again.map((a) => [a.status, a.body.data?.status])).toEqual(payments.map(() => [200, 'succeeded']));
    }
    await expectBooksBalanced();
    const after = await expectTopUpsWhole(fan, payments);
    expect([...after.values()]).toEqual(payments.map(() => 'succeeded'));
    expect(await walletBalance(db(), fan)).toBe(payments.length * 1000);
  });
});

/** Each payment is pending with no credit, or succeeded with exactly one top-up in the ledger (its own) and one gateway event. */
async function expectTopUpsWhole(fan: TestUser, payments: string[]): Promise<Map<string, string>> {
  const states = new Map<string, string>();
  let credited = 0;
  for (const id of payments) {
    const [payment] = await rows(sql`select status, transaction_id, credit from payment_transactions where id = ${id}`);
    const credits = await rows(sql`select id from ledger_transactions where kind = 'top-up' and reference = ${`payment:${id}`}`);
    const events = await rows(sql`select id from gateway_events where event_id = ${`confirm:${id}`}`);
    if (payment.status === 'succeeded') {
      expect(credits.map((c) => c.id)).toEqual([payment.transaction_id]);
      expect(events).toHaveLength(1);
      credited += Number(payment.credit);
    } else {
      expect(payment).toMatchObject({ status: 'pending', transaction_id: null });
      expect(credits).toEqual([]);
      expect(events).toEqual([]);
    }
    states.set(id, String(payment.status));
  }
  expect(await walletBalance(db(), fan)).toBe(credited);
  return states;
}

describe('killed while an admin moves payout requests', () => {
  const AMOUNT = 10_000;

  it('keeps every request and its reserve consistent through approve and paid, and the moves can be sent again', async () => {
    const requests: { id: string; performerId: string }[] = [];
    for (let i = 0; i < 16; i++) {
      const performer = await createPerformer(db());
      await db().transaction((tx: Tx) =>
        postToLedger(tx, { kind: 'test-earning', lines: [{ account: outside('stripe'), amount: -AMOUNT }, { account: earningsOf(performer.id), amount: AMOUNT }] }),
      );
      const token = await login(server, performer);
      expect((await call(server, 'PUT', '/performers/payment-gateway-settings', { token, body: { payoutMethod: 'paypal', paypalEmail: `${performer.username}@pay.example.test` } })).status).toBe(200);
      const res = await call<{ _id: string }>(server, 'POST', '/payout-requests', { token, body: { amount: AMOUNT / 100, paymentAccountType: 'paypal' } });
      expect(res.status).toBe(200);
      requests.push({ id: res.body.data!._id, performerId: performer.id });
    }
    // Marking paid names the transfer's reference, as the admin's dialog asks for it.
    const move = (action: 'approve' | 'paid') => (r: { id: string }) => () =>
      call<{ status: string }>(server, 'POST', `/admin/payout-requests/${r.id}/${action}`, { token: adminToken, ...(action === 'paid' && { body: { reference: `BANK-${r.id.slice(0, 8)}` } }) });

    for (const action of ['approve', 'paid'] as const) {
      const done = action === 'approve' ? 'approved' : 'paid';
      // Killed at the first uncommitted write seen: each move is one short transaction, and its answer waits
      // for the performer's email, so by the time answers arrive every move may have committed.
      const outcomes = await killMidway(deployment, server, requests.map(move(action)), 0);
      expect(answered(outcomes).every((o) => o.answer.status === 200 && o.answer.body.data!.status === done)).toBe(true);
      expect(cutOff(outcomes)).toBeGreaterThan(0);

      server = await startServer(deployment);
      await expectBooksBalanced();
      const states = await expectPayoutsWhole(requests, AMOUNT);
      for (const [i, o] of outcomes.entries()) if ('answer' in o) expect(states[i]).toBe(done);

      // The admin clicks again on the ones that did not move; those that did refuse a second move.
      const again = await Promise.all(requests.map((r) => move(action)(r)()));
      for (const [i, answer] of again.entries()) expect(answer.status).toBe(states[i] === done ? 422 : 200);
      await expectBooksBalanced();
      expect(await expectPayoutsWhole(requests, AMOUNT)).toEqual(requests.map(() => done));
    }
    const [{ out }] = await rows(sql`select coalesce(sum(e.amount), 0)::bigint as out from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.code = ${codeOf(PAYOUTS_OUT)}`);
    expect(Number(out)).toBe(requests.length * AMOUNT);
  });
});

/** Each request's reserve matches its state: held while pending or approved, paid out once when paid. */
async function expectPayoutsWhole(requests: { id: string; performerId: string }[], amount: number): Promise<string[]> {
  const states: string[] = [];
  for (const r of requests) {
    const [row] = await rows(sql`select status, reserve_transaction_id, settle_transaction_id from payout_requests where id = ${r.id}`);
    const [reserve] = await rows(sql`select coalesce(sum(balance), 0)::bigint as held from ledger_accounts where code = ${codeOf(payoutReserveOf(r.performerId))}`);
    const paid = await rows(sql`select id from ledger_transactions where kind = 'payout-paid' and reference = ${`payout:${r.id}`}`);
    expect(row.reserve_transaction_id).not.toBeNull();
    if (row.status === 'paid') {
      expect(Number(reserve.held)).toBe(0);
      expect(paid.map((p) => p.id)).toEqual([row.settle_transaction_id]);
    } else {
      expect(['pending', 'approved']).toContain(row.status);
      expect(Number(reserve.held)).toBe(amount);
      expect(paid).toEqual([]);
      expect(row.settle_transaction_id).toBeNull();
    }
    states.push(String(row.status));
  }
  return states;
}
