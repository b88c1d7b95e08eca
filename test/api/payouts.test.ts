// Payout requests (docs/business-rules.md "Earnings and payouts"): the limits on what a performer may
// ask for, one pending request per performer (also under a race), the money reserved, re-reserved, released
// and paid out through the ledger, the admin's state machine, the emails, and the books agreeing after each.
import type { Tx } from '@/server/db/client';
import { earningsOf, outside, payoutReserveOf, type AccountRef } from '@/server/modules/ledger/ledger-accounts';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { balanceOf as ledgerBalanceOf, postToLedger } from '@/server/modules/ledger/ledger.service';
import { fundWallet } from '../factories/money';
import { authHeader, createCast, createPerformer, createUser, loginAs, type Cast } from '../factories/users';
import { waitFor } from '../helpers/wait-for';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
const db = () => ctx.database.db;
const BANK = { accountHolderName: 'Luna Rivers', bankName: 'Example Bank', bankCountry: 'US', accountNumber: '1234-5678 9', routingNumber: '021000021', swiftCode: 'chasus33' };

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, db(), { name: 'Earner' });
  // The owner earns for real: a 250.00 tip at the default 20 % commission leaves 200.00 net.
  const tipper = await createUser(db());
  await fundWallet(db(), tipper, 25_000);
  expect((await call('POST', `/wallet/charges/tip/${cast.owner.id}`, await loginAs(ctx.app, tipper), { amount: 250 })).statusCode).toBe(200);
  expect((await call('PUT', '/performers/banking-settings', cast.tokens.owner, BANK)).statusCode).toBe(200);
});
afterAll(() => ctx?.close());
afterEach(async () => {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: { ...(token ? authHeader(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
}

const balanceOf = (account: AccountRef) => ledgerBalanceOf(db(), account);
const moneyOf = async (performerId: string) => ({ earnings: await balanceOf(earningsOf(performerId)), reserved: await balanceOf(payoutReserveOf(performerId)) });

/** A performer paid by PayPal whose earnings account holds `minor` of real money, funded from the world like a sale would be. */
async function fundedPerformer(minor: number) {
  const performer = await createPerformer(db());
  const token = await loginAs(ctx.app, performer);
  await db().transaction((tx: Tx) =>
    postToLedger(tx, { kind: 'test-earning', lines: [{ account: outside('stripe'), amount: -minor }, { account: earningsOf(performer.id), amount: minor }] }),
  );
  const gateway = await call('PUT', '/performers/payment-gateway-settings', token, { payoutMethod: 'paypal', paypalEmail: `${performer.username}@pay.example.test` });
  expect(gateway.statusCode).toBe(200);
  return { performer, token };
}

async function request(token: string, amount: number, headers?: Record<string, string>) {
  return call('POST', '/payout-requests', token, { amount, paymentAccountType: 'paypal', requestNote: 'Rent' }, headers);
}
async function pendingRequest(token: string, amount: number): Promise<string> {
  const res = await request(token, amount);
  expect(res.statusCode).toBe(200);
  return res.json().data._id;
}
const mailsTo = (email: string | null) => ctx.app.services.mailer.sent.filter((m) => m.to === email);

describe('who may call what', () => {
  it('keeps the performer routes for performers and the admin routes for admins', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const body = { amount: 60, paymentAccountType: 'paypal' };
    const note = { adminNote: 'A note' };
    const performerRoutes = [
      ['POST', '/payout-requests/calculate', undefined],
      ['GET', '/payout-requests/search', undefined],
      ['GET', '/payout-requests/check/pending-review', undefined],
      ['POST', '/payout-requests', body],
      ['PUT', `/payout-requests/${id}`, body],
      ['DELETE', `/payout-requests/${id}`, undefined],
    ] as const;
    for (const [method, url, payload] of performerRoutes) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, cast.tokens.fan, payload)).statusCode).toBe(403);
      expect((await call(method, url, cast.tokens.admin, payload)).statusCode).toBe(403);
    }
    expect((await call('GET', `/payout-requests/${id}/view`)).statusCode).toBe(401);
    const adminRoutes = [
      ['GET', '/admin/payout-requests', undefined],
      ['POST', `/admin/payout-requests/${id}/approve`, undefined],
      ['POST', `/admin/payout-requests/${id}/reject`, note],
      ['POST', `/admin/payout-requests/${id}/paid`, { reference: 'PP-1' }],
      ['GET', '/admin/ledger/check', undefined],
    ] as const;
    for (const [method, url, payload] of adminRoutes) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, cast.tokens.fan, payload)).statusCode).toBe(403);
      expect((await call(method, url, cast.tokens.owner, payload)).statusCode).toBe(403);
    }
  });

  it('shows the admin that the books agree', async () => {
    const res = await call('GET', '/admin/ledger/check', cast.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ok: true, problems: [] });
    expect(res.json().data.transactions).toBeGreaterThan(0);
  });
});

describe('asking for a payout', () => {
  it('tells the performer what they may ask for', async () => {
    const res = await call('POST', '/payout-requests/calculate', cast.tokens.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ available: 200, availableTestMoney: 0, testMoneyPayable: true, reserved: 0, minimumPayoutAmount: 50, totalEarnedNet: 200, totalPaidOut: 0 });
  });

  it.each([
    ['below the minimum', { amount: 49.99 }, /at least 50\.00/],
    ['above the earnings available', { amount: 200.01 }, /at most 200\.00/],
    ['zero', { amount: 0 }, /more than 0/],
    ['negative', { amount: -60 }, /more than 0/],
    ['fractional cents', { amount: 60.005 }, /two decimals/],
    ['missing', {}, /amount/],
    ['a string', { amount: '60' }, /amount/],
  ])('refuses an amount %s and reserves nothing', async (_case, body, message) => {
    const res = await call('POST', '/payout-requests', cast.tokens.owner, { paymentAccountType: 'bank_transfer', ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(message);
    expect(await moneyOf(cast.owner.id)).toEqual({ earnings: 20_000, reserved: 0 });
    expect((await call('GET', '/payout-requests/check/pending-review', cast.tokens.owner)).json().data).toEqual({ hasPending: false });
  });

  it('needs somewhere to send the money', async () => {
    const { token } = await fundedPerformer(10_000);
    const bank = await call('POST', '/payout-requests', token, { amount: 60, paymentAccountType: 'bank_transfer' });
    expect(bank.statusCode).toBe(422);
    expect(bank.json().message).toMatch(/bank details/);
    const stranger = await createPerformer(db());
    const paypal = await call('POST', '/payout-requests', await loginAs(ctx.app, stranger), { amount: 60, paymentAccountType: 'paypal' });
    expect(paypal.statusCode).toBe(422);
    expect(paypal.json().message).toMatch(/PayPal email/);
  });

  it('reserves the amount, emails the performer, shows it pending and never shows bank details', async () => {
    const mails = mailsTo(cast.owner.email).length;
    const res = await call('POST', '/payout-requests', cast.tokens.owner, { amount: 75.5, paymentAccountType: 'bank_transfer', requestNote: 'For June' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ amount: 75.5, paymentAccountType: 'bank_transfer', status: 'pending', requestNote: 'For June', performerId: cast.owner.id });
    expect(res.body).not.toMatch(/6789|0021|Example Bank|banking|email/i);
    expect(await moneyOf(cast.owner.id)).toEqual({ earnings: 12_450, reserved: 7_550 });
    expect(mailsTo(cast.owner.email).length).toBe(mails + 1);
    expect(mailsTo(cast.owner.email).at(-1)!.text).toMatch(/75\.50/);

    const calc = (await call('POST', '/payout-requests/calculate', cast.tokens.owner)).json().data;
    expect(calc).toMatchObject({ available: 124.5, reserved: 75.5 });
    const pending = (await call('GET', '/payout-requests/check/pending-review', cast.tokens.owner)).json().data;
    expect(pending).toMatchObject({ hasPending: true, request: { _id: res.json().data._id } });

    const second = await call('POST', '/payout-requests', cast.tokens.owner, { amount: 50, paymentAccountType: 'bank_transfer' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already have a payout request waiting for review/);
    expect(await moneyOf(cast.owner.id)).toEqual({ earnings: 12_450, reserved: 7_550 });
  });

  it('lets exactly one of two requests sent at once through', async () => {
    const { performer, token } = await fundedPerformer(30_000);
    const answers = await Promise.all([request(token, 60), request(token, 70)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200)!.json().data.amount * 100;
    expect(await moneyOf(performer.id)).toEqual({ earnings: 30_000 - won, reserved: won });
  });

  it('answers a repeated Idempotency-Key with the same request and reserves once', async () => {
    const { performer, token } = await fundedPerformer(30_000);
    const headers = { 'idempotency-key': 'payout-1' };
    const first = await request(token, 60, headers);
    const again = await request(token, 60, headers);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await moneyOf(performer.id)).toEqual({ earnings: 24_000, reserved: 6_000 });
  });
});

describe('editing and cancelling while pending', () => {
  it('re-reserves the difference, within the same limits, for the owner only', async () => {
    const { performer, token } = await fundedPerformer(20_000);
    const id = await pendingRequest(token, 60);
    const up = await call('PUT', `/payout-requests/${id}`, token, { amount: 150, requestNote: 'More' });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({ amount: 150, requestNote: 'More', status: 'pending' });
    expect(await moneyOf(performer.id)).toEqual({ earnings: 5_000, reserved: 15_000 });
    const down = await call('PUT', `/payout-requests/${id}`, token, { amount: 55.25 });
    expect(down.json().data).toMatchObject({ amount: 55.25, requestNote: 'More' });
    expect(await moneyOf(performer.id)).toEqual({ earnings: 14_475, reserved: 5_525 });

    const tooMuch = await call('PUT', `/payout-requests/${id}`, token, { amount: 200.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toMatch(/at most 200\.00/);
    expect((await call('PUT', `/payout-requests/${id}`, token, { amount: 20 })).statusCode).toBe(422);
    expect((await call('PUT', `/payout-requests/${id}`, token, {})).statusCode).toBe(422);
    expect((await call('PUT', `/payout-requests/${id}`, token, { status: 'cancelled', amount: 60 })).statusCode).toBe(422);
    expect((await call('PUT', `/payout-requests/${id}`, token, { status: 'paid' })).statusCode).toBe(422);
    expect(await moneyOf(performer.id)).toEqual({ earnings: 14_475, reserved: 5_525 });

    expect((await call('PUT', `/payout-requests/${id}`, cast.tokens.otherPerformer, { amount: 60 })).statusCode).toBe(404);
    expect((await call('DELETE', `/payout-requests/${id}`, cast.tokens.otherPerformer)).statusCode).toBe(404);
    expect((await call('GET', `/payout-requests/${id}/view`, cast.tokens.otherPerformer)).statusCode).toBe(404);
    expect((await call('GET', `/payout-requests/${id}/view`, cast.tokens.fan)).statusCode).toBe(404);
    expect((await call('GET', `/payout-requests/${id}/view`, token)).json().data).toMatchObject({ _id: id, amount: 55.25 });
    expect((await call('GET', `/payout-requests/${id}/view`, cast.tokens.admin)).json().data).toMatchObject({ _id: id });
    const search = (await call('GET', '/payout-requests/search', cast.tokens.otherPerformer)).json().data;
    expect(search.data.map((r: { _id: string }) => r._id)).not.toContain(id);
  });

  it.each([
    ['DELETE', undefined],
    ['PUT', { status: 'cancelled' }],
  ] as const)('cancels with %s: the reserve goes back and the request cannot change again', async (method, body) => {
    const { performer, token } = await fundedPerformer(10_000);
    const id = await pendingRequest(token, 80);
    const res = await call(method, `/payout-requests/${id}`, token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', adminNote: 'Cancelled by the performer' });
    expect(await moneyOf(performer.id)).toEqual({ earnings: 10_000, reserved: 0 });
    expect(mailsTo(performer.email).at(-1)!.subject).toMatch(/cancelled/);
    const again = await call('PUT', `/payout-requests/${id}`, token, { amount: 60 });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/rejected; only a pending request/);
    expect((await call('GET', '/payout-requests/check/pending-review', token)).json().data).toEqual({ hasPending: false });
    expect((await request(token, 50)).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('stops a session that keeps changing its request, with a readable 429 that changes nothing', async () => {
    const { performer, token } = await fundedPerformer(20_000);
    const id = await pendingRequest(token, 60);
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    let accepted = 0;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await call('PUT', `/payout-requests/${id}`, token, { amount: 60 + i, requestNote: `Edit ${i}` });
      if (res.statusCode === 429) {
        limited = res;
      } else {
        expect(res.statusCode).toBe(200);
        accepted++;
      }
    }
    expect(limited?.json().message).toMatch(/try again/i);
    const last = 60 + accepted - 1;
    expect((await call('GET', `/payout-requests/${id}/view`, token)).json().data).toMatchObject({ amount: last, requestNote: `Edit ${accepted - 1}` });
    expect(await moneyOf(performer.id)).toEqual({ earnings: 20_000 - last * 100, reserved: last * 100 });
  });
});

describe('the admin’s decisions', () => {
  it('approves, then pays: the money leaves the platform and the performer is told each time', async () => {
    const { performer, token } = await fundedPerformer(20_000);
    const id = await pendingRequest(token, 120);
    const mails = mailsTo(performer.email).length;
    const outBefore = await balanceOf(outside('payouts'));

    expect((await call('POST', `/admin/payout-requests/${id}/paid`, cast.tokens.admin)).statusCode).toBe(422);
    const approved = await call('POST', `/admin/payout-requests/${id}/approve`, cast.tokens.admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('approved');
    expect((await call('POST', `/admin/payout-requests/${id}/approve`, cast.tokens.admin)).statusCode).toBe(422);
    expect((await call('PUT', `/payout-requests/${id}`, token, { amount: 60 })).statusCode).toBe(422);
    expect((await call('DELETE', `/payout-requests/${id}`, token)).statusCode).toBe(422);

    const paid = await call('POST', `/admin/payout-requests/${id}/paid`, cast.tokens.admin, { adminNote: 'Sent on Monday', reference: 'PP-2026-0001' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', adminNote: 'Sent on Monday', paidReference: 'PP-2026-0001' });
    expect(await moneyOf(performer.id)).toEqual({ earnings: 8_000, reserved: 0 });
    expect((await balanceOf(outside('payouts'))) - outBefore).toBe(12_000);
    expect((await call('POST', '/payout-requests/calculate', token)).json().data).toMatchObject({ available: 80, reserved: 0, totalPaidOut: 120 });

    for (const action of ['paid', 'approve'] as const) expect((await call('POST', `/admin/payout-requests/${id}/${action}`, cast.tokens.admin)).statusCode).toBe(422);
    const late = await call('POST', `/admin/payout-requests/${id}/reject`, cast.tokens.admin, { adminNote: 'Too late' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/paid; only a request that is pending or approved/);
    expect(await moneyOf(performer.id)).toEqual({ earnings: 8_000, reserved: 0 });
    expect(mailsTo(performer.email).slice(mails).map((m) => m.subject)).toEqual([
      expect.stringMatching(/approved/),
      expect.stringMatching(/on its way/),
    ]);
    // The admin's steps are in the performer's notifications too; their own request is not news to them.
    const news = await waitFor('the payout notifications', async () => {
      const list = (await call('GET', '/notifications', token)).json().data.data as Array<{ kind: string; text: string; link: string }>;
      return list.length >= 2 && list;
    });
    expect(news.map((n) => [n.kind, n.text, n.link])).toEqual([
      ['payout-status', 'Your payout of $120.00 was sent: Sent on Monday', `/creator/payout-request/${id}`],
      ['payout-status', 'Your payout of $120.00 is approved.', `/creator/payout-request/${id}`],
    ]);
  });

  it('with payout emails switched off, the admin’s steps still notify but mail nothing; the request itself is still confirmed', async () => {
    const { performer, token } = await fundedPerformer(20_000);
    expect((await call('PUT', '/notifications/preferences', token, { email: { 'payout-status': false } })).statusCode).toBe(200);
    const mails = mailsTo(performer.email).length;
    const id = await pendingRequest(token, 70);
    expect((await call('POST', `/admin/payout-requests/${id}/reject`, cast.tokens.admin, { adminNote: 'Wrong account' })).statusCode).toBe(200);
    await waitFor('the rejection notification', async () => {
      const list = (await call('GET', '/notifications', token)).json().data.data as Array<{ text: string }>;
      return list.some((n) => n.text === 'Your payout request of $70.00 was rejected: Wrong account');
    });
    expect(mailsTo(performer.email).slice(mails).map((m) => m.subject)).toEqual([expect.stringMatching(/received your payout request/)]);
  });

  it.each([['pending'], ['approved']])('rejects a %s request with a note and releases its reserve', async (from) => {
    const { performer, token } = await fundedPerformer(20_000);
    const id = await pendingRequest(token, 90);
    if (from === 'approved') expect((await call('POST', `/admin/payout-requests/${id}/approve`, cast.tokens.admin)).statusCode).toBe(200);
    expect((await call('POST', `/admin/payout-requests/${id}/reject`, cast.tokens.admin, {})).statusCode).toBe(422);
    const res = await call('POST', `/admin/payout-requests/${id}/reject`, cast.tokens.admin, { adminNote: 'Details do not match' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', adminNote: 'Details do not match' });
    expect(await moneyOf(performer.id)).toEqual({ earnings: 20_000, reserved: 0 });
    expect(mailsTo(performer.email).at(-1)!.text).toMatch(/Details do not match/);
    expect((await call('POST', `/admin/payout-requests/${id}/paid`, cast.tokens.admin)).statusCode).toBe(422);
  });

  it('answers an unknown request with a 404', async () => {
    const res = await call('POST', '/admin/payout-requests/00000000-0000-4000-8000-000000000000/approve', cast.tokens.admin);
    expect(res.statusCode).toBe(404);
  });

  it('lists the queue by status, and each performer sees only their own requests', async () => {
    const { performer, token } = await fundedPerformer(20_000);
    const id = await pendingRequest(token, 50);
    const queue = (await call('GET', `/admin/payout-requests?status=pending&performerId=${performer.id}`, cast.tokens.admin)).json().data;
    expect(queue).toMatchObject({ total: 1, data: [{ _id: id, status: 'pending', performer: { _id: performer.id } }] });
    const allPending = (await call('GET', '/admin/payout-requests?status=pending&pageSize=100', cast.tokens.admin)).json().data;
    expect(allPending.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect((await call('GET', '/admin/payout-requests?status=nope', cast.tokens.admin)).statusCode).toBe(422);

    const own = (await call('GET', '/payout-requests/search', token)).json().data;
    expect(own).toMatchObject({ total: 1, data: [{ _id: id }] });
    expect((await call('GET', '/payout-requests/search?status=paid', token)).json().data.total).toBe(0);
  });
});
