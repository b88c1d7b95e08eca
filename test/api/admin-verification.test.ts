// Verification by admins: verify names the admin who did it, and a verification can be revoked with a reason
// (the performer is rejected with it, emailed, and taken off the listings); each decision is in the audit log.
import { and, desc, eq } from 'drizzle-orm';
import { adminAuditLog } from '@/server/modules/audit/audit.table';
import { performers } from '@/server/modules/performers/performers.table';
import { authHeader, createCast, createPerformer, loginAs, type Cast } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
const db = () => ctx.database.db;
const UNKNOWN = '7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11';

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx.app, db());
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, payload, headers: token ? authHeader(token) : {} });
const rowOf = async (id: string) => (await db().select().from(performers).where(eq(performers.userId, id)))[0];
const searchIds = async (q: string) => ((await call('GET', `/performers/user/search?q=${q}`)).json().data.data as { _id: string }[]).map((p) => p._id);
const lastEntry = async (id: string) =>
  (await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.targetType, 'performer'), eq(adminAuditLog.targetId, id))).orderBy(desc(adminAuditLog.createdAt)).limit(1))[0];
const REASON = { reason: 'The ID document has expired.' };

it('keeps revoke for admins and answers bad input with a sentence', async () => {
  const performer = await createPerformer(db());
  for (const token of [undefined, cast.tokens.fan, cast.tokens.owner, await loginAs(ctx.app, performer)]) {
    expect((await call('POST', `/admin/performers/${performer.id}/revoke`, token, REASON)).statusCode).toBe(token ? 403 : 401);
  }
  for (const body of [{}, { reason: 'no' }, { reason: 'x'.repeat(1001) }, { ...REASON, extra: 1 }]) {
    expect((await call('POST', `/admin/performers/${performer.id}/revoke`, cast.tokens.admin, body)).statusCode).toBe(422);
  }
  expect((await call('POST', `/admin/performers/${performer.id}/revoke`, cast.tokens.admin, {})).json().message).toMatch(/why the verification is revoked/);
  expect((await call('POST', `/admin/performers/${UNKNOWN}/revoke`, cast.tokens.admin, REASON)).statusCode).toBe(404);
  expect((await rowOf(performer.id)).verificationStatus).toBe('verified');

  const pending = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
  const notVerified = await call('POST', `/admin/performers/${pending.id}/revoke`, cast.tokens.admin, REASON);
  expect([notVerified.statusCode, notVerified.json().message]).toEqual([422, expect.stringMatching(/no verification to revoke/)]);
});

it('verify records who verified and when, shown on the review, and in the audit log', async () => {
  const performer = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
  const res = await call('POST', `/admin/performers/${performer.id}/verify`, cast.tokens.admin);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ verificationStatus: 'verified', verifiedAt: expect.any(String), verifiedBy: { _id: cast.admin.id, username: cast.admin.username } });
  expect(await rowOf(performer.id)).toMatchObject({ verifiedBy: cast.admin.id, verifiedAt: expect.any(Date) });
  expect((await call('GET', `/admin/performers/${performer.id}`, cast.tokens.admin)).json().data.verifiedBy).toEqual({ _id: cast.admin.id, username: cast.admin.username });
  expect(await lastEntry(performer.id)).toMatchObject({
    action: 'performer.verify',
    before: { verificationStatus: 'pending' },
    after: { verificationStatus: 'verified' },
    summary: `Verified @${performer.username}`,
  });
});

it('revoke rejects the performer with the reason, emails them and takes them off the listings', async () => {
  const performer = await createPerformer(db(), { name: 'Vega Revoked' });
  expect(await searchIds('vega')).toEqual([performer.id]);
  const res = await call('POST', `/admin/performers/${performer.id}/revoke`, cast.tokens.admin, REASON);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ verificationStatus: 'rejected', rejectionReason: REASON.reason, verifiedAt: null });
  expect(await rowOf(performer.id)).toMatchObject({ verificationStatus: 'rejected', verifiedBy: cast.admin.id });

  expect(await searchIds('vega')).toEqual([]);
  expect((await call('GET', `/performers/${performer.id}`, await loginAs(ctx.app, cast.fan))).statusCode).toBe(404);
  const mail = ctx.app.services.mailer.sent.filter((m) => m.to === performer.email).at(-1)!;
  expect(mail.subject).toBe('Your Fanstage performer account is no longer verified');
  expect(mail.text).toContain(REASON.reason);
  expect((await call('GET', '/performers/me', await loginAs(ctx.app, performer))).json().data).toMatchObject({ verificationStatus: 'rejected', rejectionReason: REASON.reason });

  expect(await lastEntry(performer.id)).toMatchObject({
    action: 'performer.revoke',
    before: { verificationStatus: 'verified' },
    after: { verificationStatus: 'rejected', rejectionReason: REASON.reason },
    summary: `Revoked the verification of @${performer.username}: ${REASON.reason}`,
  });
  // Revoked once is revoked: a second time there is nothing left to revoke.
  expect((await call('POST', `/admin/performers/${performer.id}/revoke`, cast.tokens.admin, REASON)).statusCode).toBe(422);
});
