// DELETE /admin/users/{id}: deletion on request erases the account's personal data and files and keeps its
// money records (ledger, payments, earnings, payout requests) pointing at the same id (docs/accounts.md
// "Suspending and deleting accounts").
import { and, eq } from 'drizzle-orm';
import { addresses } from '@/server/modules/addresses/addresses.table';
import { adminAuditLog } from '@/server/modules/audit/audit.table';
import { sessions, socialAccounts } from '@/server/modules/auth/auth.table';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { ledgerAccounts } from '@/server/modules/ledger/ledger.table';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { SANDBOX_CARDS } from '@/server/modules/payments/sandbox-gateway';
import { performers } from '@/server/modules/performers/performers.table';
import { createPerformer, createUser, loginAs, type Cast } from '../factories/users';
import { freshIp, userRow } from '../helpers/accounts';
import { apiRequests } from '../helpers/api-requests';
import { useAppWithCast } from '../helpers/cast-app';
import { ADDRESS } from '../helpers/route-fixtures';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));
const { call } = apiRequests(() => ctx);
const db = () => ctx.database.db;

/** A new fan, logged in, with `amount` in the wallet (paid through the sandbox). */
async function fundedFan(overrides: Parameters<typeof createUser>[1] = {}, amount = 20) {
  const fan = await createUser(db(), overrides);
  const token = await loginAs(ctx.app, fan);
  const { paymentId } = (await call('POST', '/payment/wallet/top-up', token, { amount })).json().data;
  expect((await call('POST', '/payment/sandbox/confirm', token, { paymentId, cardNumber: SANDBOX_CARDS.succeeds })).statusCode).toBe(200);
  return { fan, token };
}

async function storedPicture(folder: string): Promise<string> {
  const stored = await ctx.app.services.storage.save(Buffer.from('RIFF....WEBP'), { visibility: 'public', folder, ext: 'webp', contentType: 'image/webp' });
  return stored.key;
}

it('erases a fan\'s personal data, sessions and files, keeps their money records, and they cannot log in', async () => {
  const avatarKey = await storedPicture('avatars');
  const { fan, token } = await fundedFan({ gender: 'female', country: 'GB', avatarKey });
  expect((await call('POST', '/addresses/create', token, ADDRESS)).statusCode).toBe(200);
  await db().insert(socialAccounts).values({ provider: 'google', providerUserId: `g-${fan.id}`, userId: fan.id });

  const res = await call('DELETE', `/admin/users/${fan.id}`, cast.tokens.admin, { reason: 'Asked by email to close the account.' });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ status: 'deleted', name: 'Deleted account', firstName: '', lastName: '' });

  const row = await userRow(db(), fan.id);
  expect(row).toMatchObject({ status: 'deleted', passwordHash: null, avatarKey: null, gender: null, country: null, firstName: '', lastName: '' });
  expect(row.deletedAt).not.toBeNull();
  expect(row.username).toMatch(/^deleted_[0-9a-f]{22}$/);
  expect(row.email).toBe(`deleted-${fan.id.replace(/-/g, '')}@deleted.invalid`);
  expect(JSON.stringify(row)).not.toContain(fan.username!);
  expect(await ctx.app.services.storage.stat(avatarKey)).toBeNull();
  expect(await db().select().from(addresses).where(eq(addresses.userId, fan.id))).toEqual([]);
  expect(await db().select().from(socialAccounts).where(eq(socialAccounts.userId, fan.id))).toEqual([]);
  expect(await db().select().from(sessions).where(eq(sessions.userId, fan.id))).toEqual([]);

  // Money records stay, on the same id.
  expect(row.balance).toBe(2000);
  expect(await db().select().from(paymentTransactions).where(eq(paymentTransactions.userId, fan.id))).toHaveLength(1);
  expect(await db().select().from(ledgerAccounts).where(and(eq(ledgerAccounts.ownerId, fan.id), eq(ledgerAccounts.kind, 'wallet')))).toEqual([expect.objectContaining({ balance: 2000 })]);

  expect((await call('GET', '/users/me', token)).statusCode).toBe(401);
  for (const login of [fan.username, fan.email, row.username]) {
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: login, password: fan.password }, remoteAddress: freshIp() });
    expect(refused.statusCode).toBe(400);
  }

  const [entry] = await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'user.delete'), eq(adminAuditLog.targetId, fan.id)));
  expect(entry).toMatchObject({ targetType: 'user', summary: `Deleted @${fan.username}: Asked by email to close the account.`, before: { status: 'active' }, after: { status: 'deleted' } });
  // The account view still opens for the records it keeps.
  expect((await call('GET', `/admin/users/${fan.id}`, cast.tokens.admin)).json().data.money.balance).toBe(20);
});

it('erases a performer\'s profile, documents and banking, keeps their earnings, and takes them out of discovery', async () => {
  const idKey = (await ctx.app.services.storage.save(Buffer.from('id'), { visibility: 'private', folder: 'documents', ext: 'png', contentType: 'image/png' })).key;
  const creator = await createPerformer(db(), {
    name: 'Erasable Creator',
    performer: { bio: 'My life story', city: 'Paris', height: '170', idVerificationKey: idKey, bankingCiphertext: 'cipher', paymentGateway: { payoutMethod: 'paypal', paypalEmail: 'me@pay.example.test' } },
  });
  const tipper = await fundedFan();
  expect((await call('POST', `/wallet/charges/tip/${creator.id}`, tipper.token, { amount: 10 })).statusCode).toBe(200);

  // Without a body too.
  expect((await call('DELETE', `/admin/users/${creator.id}`, cast.tokens.admin)).statusCode).toBe(200);
  const [profile] = await db().select().from(performers).where(eq(performers.userId, creator.id));
  expect(profile).toMatchObject({ bio: '', city: null, height: null, idVerificationKey: null, bankingCiphertext: null, paymentGateway: { payoutMethod: 'bank', paypalEmail: null } });
  expect(await ctx.app.services.storage.stat(idKey)).toBeNull();
  expect((await call('GET', `/performers/${creator.id}`)).statusCode).toBe(404);
  expect(((await call('GET', '/performers/user/search?q=Erasable')).json().data.data as unknown[]).length).toBe(0);
  // Whatever the performer earned stays on record.
  const earned = await db().select().from(earnings).where(eq(earnings.performerId, creator.id));
  expect(earned).toHaveLength(1);
  expect(await db().select().from(ledgerAccounts).where(and(eq(ledgerAccounts.ownerId, creator.id), eq(ledgerAccounts.kind, 'earnings')))).toHaveLength(1);
});

it('refuses to delete the admin\'s own account', async () => {
  const res = await call('DELETE', `/admin/users/${cast.admin.id}`, cast.tokens.admin);
  expect(res.statusCode).toBe(422);
  expect((await userRow(db(), cast.admin.id)).status).toBe('active');
});
