// Email verification: the link from registration, resending, and the link that confirms a new address.
import { eq } from 'drizzle-orm';
import { authTokens } from '@/server/modules/auth/auth.table';
import { authHeader, createUser, loginAs } from '../factories/users';
import { freshIp, lastLink, mailsTo, userRow } from '../helpers/accounts';
import { useTestApp } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
useTestApp((made) => (ctx = made));

const db = () => ctx.database.db;
const mailer = () => ctx.app.services.mailer;
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
const verify = (token: string) => post('/api/auth/email-verification/verify', { token });
const resend = (email: string) => post('/api/auth/email-verification', { email });

test('the link sent at registration verifies the address, once', async () => {
  expect((await post('/api/auth/users/register', { username: 'verify_me', email: 'verify_me@example.test', password: 'Secret-pass-1' })).statusCode).toBe(200);
  const session = await loginAs(ctx.app, { username: 'verify_me', email: null, password: 'Secret-pass-1' });
  const userId = (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeader(session) })).json().data._id;
  const { url, token } = lastLink(mailer(), 'verify_me@example.test', '/auth/verify-email');
  expect(url.startsWith('http://localhost:3000/auth/verify-email?token=')).toBe(true);
  expect((await userRow(db(), userId)).verifiedEmail).toBe(false);

  const ok = await verify(token);
  expect(ok.statusCode).toBe(200);
  expect(ok.json().data.message).toMatch(/verified/);
  expect((await userRow(db(), userId)).verifiedEmail).toBe(true);

  const again = await verify(token);
  expect(again.statusCode).toBe(400);
  expect(again.json().message).toBe('This link has already been used. Ask for a new verification link.');
});

test('with requireEmailVerification on: refused at login, resend, verify, then in', async () => {
  await ctx.app.services.settings.update({ requireEmailVerification: true });
  try {
    const user = await createUser(db(), { verifiedEmail: false });
    const login = () => post('/api/auth/login', { username: user.username!, password: user.password });
    expect((await login()).statusCode).toBe(403);
    expect((await resend(user.email!)).statusCode).toBe(200);
    const { token } = lastLink(mailer(), user.email!, '/auth/verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
  } finally {
    await ctx.app.services.settings.update({ requireEmailVerification: false });
  }
});

test('resending answers the same for unknown, verified and unverified addresses; only the last gets mail', async () => {
  const verified = await createUser(db());
  const unverified = await createUser(db(), { verifiedEmail: false });
  const answers = await Promise.all([resend('ghost@example.test'), resend(verified.email!), resend(unverified.email!.toUpperCase())]);
  for (const res of answers) expect(res.statusCode).toBe(200);
  expect(answers[1].json()).toEqual(answers[0].json());
  expect(answers[2].json()).toEqual(answers[0].json());
  expect(mailsTo(mailer(), 'ghost@example.test')).toHaveLength(0);
  expect(mailsTo(mailer(), verified.email!)).toHaveLength(0);
  expect(mailsTo(mailer(), unverified.email!)).toHaveLength(1);
});

test('resending takes no account id: an id in the body is ignored', async () => {
  const victim = await createUser(db(), { verifiedEmail: false });
  const res = await post('/api/auth/email-verification', { email: 'attacker@example.test', userId: victim.id } as object);
  // Unknown keys are stripped: the answer is the ordinary one and nothing goes to the victim.
  expect(res.statusCode).toBe(200);
  expect(mailsTo(mailer(), victim.email!)).toHaveLength(0);
  expect((await resend('not-an-email')).statusCode).toBe(422);
});

test('a new address waits for its link; once it is opened, links for the old address stop working', async () => {
  const user = await createUser(db(), { verifiedEmail: false });
  await resend(user.email!);
  const oldLink = lastLink(mailer(), user.email!, '/auth/verify-email');
  const token = await loginAs(ctx.app, user);

  const changed = await ctx.app.inject({ method: 'PUT', url: '/api/users', payload: { email: 'Moved.Here@Example.test' }, headers: authHeader(token) });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().data).toMatchObject({ email: user.email, verifiedEmail: false, pendingEmail: 'moved.here@example.test' });

  const newLink = lastLink(mailer(), 'moved.here@example.test', '/auth/verify-email');
  expect((await verify(newLink.token)).statusCode).toBe(200);
  expect(await userRow(db(), user.id)).toMatchObject({ email: 'moved.here@example.test', verifiedEmail: true, pendingEmail: null });

  // The link for the old address must not verify anything now.
  const refused = await verify(oldLink.token);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toMatch(/no longer on the account/);
});

test('a verified user who saves the same email keeps it verified and gets no mail', async () => {
  const user = await createUser(db());
  const token = await loginAs(ctx.app, user);
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/users', payload: { email: user.email!.toUpperCase() }, headers: authHeader(token) });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.verifiedEmail).toBe(true);
  expect(mailsTo(mailer(), user.email!)).toHaveLength(0);
});

test('an expired or unknown verification link is a 400 and verifies nothing', async () => {
  const user = await createUser(db(), { verifiedEmail: false });
  await resend(user.email!);
  const { token } = lastLink(mailer(), user.email!, '/auth/verify-email');
  await db().update(authTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(authTokens.userId, user.id));
  const expired = await verify(token);
  expect(expired.statusCode).toBe(400);
  expect(expired.json().message).toBe('This link has expired. Ask for a new verification link.');
  expect((await verify('y'.repeat(43))).statusCode).toBe(400);
  expect((await verify('short')).statusCode).toBe(422);
  expect((await post('/api/auth/email-verification/verify', {})).statusCode).toBe(422);
  expect((await userRow(db(), user.id)).verifiedEmail).toBe(false);
});

test('verification links expire after 24 hours', async () => {
  const user = await createUser(db(), { verifiedEmail: false });
  await resend(user.email!);
  const [row] = await db().select().from(authTokens).where(eq(authTokens.userId, user.id));
  const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
  expect(hours).toBeGreaterThan(23.9);
  expect(hours).toBeLessThanOrEqual(24.01);
});
