// The payouts desk: where a request's money goes, revealed to admins only and recorded without the details;
// mark paid with the transfer's reference (which the performer sees); the approved requests as a CSV for the
// bank, safe to open in a spreadsheet; suspended accounts paid nothing; every step in the audit log.
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { adminAuditLog } from '@/server/modules/audit/audit.table';
import { earningsOf, outside } from '@/server/modules/ledger/ledger-accounts';
import { postToLedger } from '@/server/modules/ledger/ledger.service';
import { users } from '@/server/modules/users/users.table';
import { authHeader, createCast, createPerformer, loginAs, type Cast } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
const db = () => ctx.database.db;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const BANK = { accountHolderName: 'Luna Rivers', bankName: 'Example Bank', bankCountry: 'US', accountNumber: '9876543210', routingNumber: '021000021', swiftCode: 'CHASUS33' };

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, db(), { name: 'Payee' });
});
afterAll(() => ctx?.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
}

/** A performer with `minor` of real earnings and somewhere to be paid: a bank account or a PayPal address. */
async function payee(method: 'bank_transfer' | 'paypal', names: { name?: string; firstName?: string; lastName?: string } = {}, bank = BANK) {
  const performer = await createPerformer(db(), names);
  const token = await loginAs(ctx.app, performer);
  await db().transaction((tx: Tx) =>
    postToLedger(tx, { kind: 'test-earning', lines: [{ account: outside('stripe'), amount: -50_000 }, { account: earningsOf(performer.id), amount: 50_000 }] }),
  );
  const where =
    method === 'paypal'
      ? await call('PUT', '/performers/payment-gateway-settings', token, { payoutMethod: 'paypal', paypalEmail: `${performer.username}@pay.example.test` })
      : await call('PUT', '/performers/banking-settings', token, bank);
  expect(where.statusCode).toBe(200);
  return { performer, token };
}

async function requested(token: string, amount: number, method: 'bank_transfer' | 'paypal'): Promise<string> {
  const res = await call('POST', '/payout-requests', token, { amount, paymentAccountType: method });
  expect(res.statusCode).toBe(200);
  return res.json().data._id;
}

async function approved(token: string, amount: number, method: 'bank_transfer' | 'paypal'): Promise<string> {
  const id = await requested(token, amount, method);
  expect((await call('POST', `/admin/payout-requests/${id}/approve`, cast.tokens.admin)).statusCode).toBe(200);
  return id;
}

const entriesOf = (targetId: string) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'payout'), eq(adminAuditLog.targetId, targetId)))
    .orderBy(desc(adminAuditLog.createdAt));

describe('who may use the desk', () => {
  it('keeps reveal, paid and the export for admins', async () => {
    const { token } = await payee('paypal');
    const id = await requested(token, 60, 'paypal');
    const routes = [
      ['POST', `/admin/payout-requests/${id}/reveal`, undefined],
      ['POST', `/admin/payout-requests/${id}/paid`, { reference: 'PP-1' }],
      ['GET', '/admin/payout-requests/export.csv', undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      for (const who of [cast.tokens.fan, cast.tokens.owner, token]) expect((await call(method, url, who, payload)).statusCode).toBe(403);
    }
    expect((await call('POST', `/admin/payout-requests/${id}/reveal`, cast.tokens.admin)).statusCode).toBe(200);
    expect((await call('GET', '/admin/payout-requests/export.csv', cast.tokens.admin)).statusCode).toBe(200);
  });

  it('answers bad input with a sentence', async () => {
    const { token } = await payee('paypal');
    const id = await approved(token, 60, 'paypal');
    for (const body of [{}, { reference: '   ' }, { reference: 'x'.repeat(121) }, { reference: 'PP-1', extra: 1 }]) {
      const res = await call('POST', `/admin/payout-requests/${id}/paid`, cast.tokens.admin, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/reference|extra|Unrecognized/i);
    }
    expect((await call('POST', `/admin/payout-requests/${id}/paid`, cast.tokens.admin, {})).json().message).toMatch(/Enter the reference of the transfer/);
    expect((await call('POST', `/admin/payout-requests/${UNKNOWN}/reveal`, cast.tokens.admin)).statusCode).toBe(404);
    expect((await call('POST', '/admin/payout-requests/not-an-id/reveal', cast.tokens.admin)).statusCode).toBe(422);
    const wrongStatus = await call('GET', '/admin/payout-requests/export.csv?status=pending', cast.tokens.admin);
    expect([wrongStatus.statusCode, wrongStatus.json().message]).toEqual([422, expect.stringMatching(/status must be one of approved, paid/)]);
    // Nothing was paid by the refused calls.
    expect((await call('GET', `/payout-requests/${id}/view`, token)).json().data.status).toBe('approved');
  });
});

describe('revealing where the money goes', () => {
  it('gives the admin the decrypted bank details and records who looked, never the details', async () => {
    const { performer, token } = await payee('bank_transfer');
    const id = await requested(token, 75, 'bank_transfer');
    // The queue still says only the method.
    const queue = await call('GET', `/admin/payout-requests?performerId=${performer.id}`, cast.tokens.admin);
    expect(queue.body).not.toContain(BANK.accountNumber);

    const res = await call('POST', `/admin/payout-requests/${id}/reveal`, cast.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({ payoutId: id, method: 'bank_transfer', bank: BANK, paypalEmail: null });

    const [entry] = await entriesOf(id);
    expect(entry).toMatchObject({ action: 'payout.reveal', actorId: cast.admin.id, route: 'POST /api/admin/payout-requests/:id/reveal' });
    expect(entry.summary).toBe(`Revealed where the payout of $75.00 to @${performer.username} goes`);
    const written = JSON.stringify(entry);
    for (const secret of [BANK.accountNumber, BANK.routingNumber, BANK.swiftCode, BANK.bankName]) expect(written).not.toContain(secret);
  });

  it('gives the PayPal address of a PayPal request', async () => {
    const { performer, token } = await payee('paypal');
    const id = await requested(token, 55, 'paypal');
    const res = await call('POST', `/admin/payout-requests/${id}/reveal`, cast.tokens.admin);
    expect(res.json().data).toEqual({ payoutId: id, method: 'paypal', bank: null, paypalEmail: `${performer.username}@pay.example.test` });
    expect(JSON.stringify(await entriesOf(id))).not.toContain('@pay.example.test');
  });
});

describe('marking paid with a reference', () => {
  it('stores the reference, shows it to the performer, mails it and records the step', async () => {
    const { performer, token } = await payee('bank_transfer');
    const id = await approved(token, 90, 'bank_transfer');
    const res = await call('POST', `/admin/payout-requests/${id}/paid`, cast.tokens.admin, { reference: '  WIRE-2026-11-27-0042 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'paid', paidReference: 'WIRE-2026-11-27-0042' });

    expect((await call('GET', `/payout-requests/${id}/view`, token)).json().data).toMatchObject({ status: 'paid', paidReference: 'WIRE-2026-11-27-0042' });
    expect((await call('GET', '/payout-requests/search?status=paid', token)).json().data.data[0]).toMatchObject({ paidReference: 'WIRE-2026-11-27-0042' });
    const mail = ctx.app.services.mailer.sent.filter((m) => m.to === performer.email).at(-1)!;
    expect(mail.subject).toMatch(/on its way/);
    expect(mail.text).toContain('Transfer reference: WIRE-2026-11-27-0042');

    const [paid, approval] = await entriesOf(id);
    expect(paid).toMatchObject({ action: 'payout.paid', before: { status: 'approved' }, after: { status: 'paid', paidReference: 'WIRE-2026-11-27-0042' } });
    expect(paid.summary).toBe(`Marked the payout of $90.00 to @${performer.username} paid, reference WIRE-2026-11-27-0042`);
    expect(approval).toMatchObject({ action: 'payout.approve', before: { status: 'pending' }, after: { status: 'approved' } });
  });

  it('records a rejection with its reason, which the performer is told', async () => {
    const { performer, token } = await payee('paypal');
    const id = await requested(token, 65, 'paypal');
    expect((await call('POST', `/admin/payout-requests/${id}/reject`, cast.tokens.admin, { adminNote: '' })).statusCode).toBe(422);
    expect((await call('POST', `/admin/payout-requests/${id}/reject`, cast.tokens.admin, { adminNote: 'The PayPal address bounced.' })).statusCode).toBe(200);
    expect(ctx.app.services.mailer.sent.filter((m) => m.to === performer.email).at(-1)!.text).toContain('The PayPal address bounced.');
    const [entry] = await entriesOf(id);
    expect(entry).toMatchObject({ action: 'payout.reject', before: { status: 'pending' }, after: { status: 'rejected', adminNote: 'The PayPal address bounced.' } });
  });
});

describe('the CSV for the bank', () => {
  it('lists the approved requests with their decrypted destinations, formulas defused, and records the download', async () => {
    const sly = await payee('bank_transfer', { name: '=HYPERLINK("http://evil.example")', firstName: '', lastName: '' }, { ...BANK, accountHolderName: '+1 Sly, "Fox"', accountNumber: '5550001111' });
    const slyId = await approved(sly.token, 80, 'bank_transfer');
    const pal = await payee('paypal', { firstName: 'Mira', lastName: 'Sol' });
    const palId = await approved(pal.token, 120.5, 'paypal');
    const pending = await payee('paypal');
    const pendingId = await requested(pending.token, 50, 'paypal');

    const res = await call('GET', '/admin/payout-requests/export.csv?status=approved', cast.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payouts-approved-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'payout_id,performer_username,legal_name,amount,currency,method,account_holder_name,bank_name,bank_country,account_number,routing_number,swift_code,paypal_email,requested_at,problem',
    );
    const rowOf = (id: string) => lines.find((line) => line.startsWith(`"${id}"`));
    expect(rowOf(pendingId)).toBeUndefined();
    expect(rowOf(slyId)).toContain(
      [slyId, sly.performer.username, `'=HYPERLINK(""http://evil.example"")`, '80.00', 'USD', 'bank_transfer', `'+1 Sly, ""Fox""`, 'Example Bank', 'US', '5550001111', '021000021', 'CHASUS33', '']
        .map((cell) => `"${cell}"`)
        .join(','),
    );
    expect(rowOf(palId)).toContain(`"${pal.performer.username}","Mira Sol","120.50","USD","paypal","","","","","","","${pal.performer.username}@pay.example.test"`);

    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'payout.export')).orderBy(desc(adminAuditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ actorId: cast.admin.id, targetType: 'payout', route: 'GET /api/admin/payout-requests/export.csv', after: { status: 'approved' } });
    expect(JSON.stringify(entry)).not.toContain('5550001111');
  });
});

describe('suspended accounts', () => {
  const suspend = (id: string, status: 'suspended' | 'active') => db().update(users).set({ status }).where(eq(users.id, id));

  it('are paid nothing: no approval, no payment, while a rejection still gives the money back', async () => {
    const { performer, token } = await payee('paypal');
    const first = await approved(token, 60, 'paypal');
    const second = await requested(token, 70, 'paypal');
    await suspend(performer.id, 'suspended');

    for (const [id, action, body] of [
      [second, 'approve', undefined],
      [first, 'paid', { reference: 'PP-9' }],
    ] as const) {
      const res = await call('POST', `/admin/payout-requests/${id}/${action}`, cast.tokens.admin, body);
      expect([res.statusCode, res.json().message]).toEqual([422, expect.stringMatching(/account is suspended/)]);
    }
    expect((await call('POST', `/admin/payout-requests/${first}/reveal`, cast.tokens.admin)).statusCode).toBe(200);
    expect((await call('POST', `/admin/payout-requests/${second}/reject`, cast.tokens.admin, { adminNote: 'Account suspended.' })).statusCode).toBe(200);

    // A session that outlived the suspension still cannot ask for money.
    await expect(ctx.app.services.payouts.payouts.create(performer.id, { amount: 55, paymentAccountType: 'paypal' })).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/Your account is suspended, so payouts are paused/),
    });

    await suspend(performer.id, 'active');
    expect((await call('POST', `/admin/payout-requests/${first}/paid`, cast.tokens.admin, { reference: 'PP-9' })).statusCode).toBe(200);
  });
});
