// Login, logout, sessions, fan registration, password change and password reset.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { authTokens, sessions } from '@/server/modules/auth/auth.table';
import { users } from '@/server/modules/users/users.table';
import { authHeader, createUser, DEFAULT_PASSWORD, loginAs } from '../factories/users';
import { countSessions, countUsers, freshIp, lastLink, mailsTo, tokenLifetimeSeconds, userRow } from '../helpers/accounts';
import { useTestApp } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
useTestApp((made) => (ctx = made));

const DAY = 86_400;
const db = () => ctx.database.db;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: freshIp() });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeader(token) });
const setRequireVerification = (on: boolean) => ctx.app.services.settings.update({ requireEmailVerification: on });

describe('POST /api/auth/login', () => {
  test('logs in by username or by email (any case) and the token opens /users/me', async () => {
    const user = await createUser(db());
    for (const login of [user.username!, user.email!, user.email!.toUpperCase()]) {
      const res = await post('/api/auth/login', { username: login, password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(200);
      const { token } = res.json().data;
      const current = await me(token);
      expect(current.json().data._id).toBe(user.id);
    }
    const byEmailField = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(byEmailField.statusCode).toBe(200);
  });

  test('remember gives a 365-day session, otherwise one day', async () => {
    const user = await createUser(db());
    const remembered = (await post('/api/auth/login', { username: user.username, password: user.password, remember: true })).json().data;
    const brief = (await post('/api/auth/login', { username: user.username, password: user.password })).json().data;
    expect(tokenLifetimeSeconds(remembered.token)).toBe(365 * DAY);
    expect(tokenLifetimeSeconds(brief.token)).toBe(DAY);
    expect(new Date(remembered.expiresAt).getTime() - Date.now()).toBeGreaterThan(364 * DAY * 1000);
    expect(new Date(brief.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(DAY * 1000);
  });

  test('a wrong password and an unknown account get the same 400', async () => {
    const user = await createUser(db());
    const wrong = await post('/api/auth/login', { username: user.username, password: 'Wrong-password-1' });
    const unknown = await post('/api/auth/login', { username: 'nobody_here_at_all', password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Incorrect credentials!');
    expect(await countSessions(db(), user.id)).toBe(0);
  });

  test('a social-only account (no password) cannot log in with any password', async () => {
    const user = await createUser(db(), { passwordHash: null });
    const res = await post('/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(400);
  });

  test('an inactive account is refused with a sentence', async () => {
    const user = await createUser(db(), { status: 'inactive' });
    const res = await post('/api/auth/login', { username: user.username, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/deactivated/);
    expect(await countSessions(db(), user.id)).toBe(0);
  });

  test('with requireEmailVerification, an unverified address cannot log in until verified', async () => {
    const unverified = await createUser(db(), { verifiedEmail: false });
    const verified = await createUser(db());
    expect((await post('/api/auth/login', { username: unverified.username, password: unverified.password })).statusCode).toBe(200);
    await setRequireVerification(true);
    try {
      const refused = await post('/api/auth/login', { username: unverified.username, password: unverified.password });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Please verify your email address before logging in. We can send the link again.');
      expect((await post('/api/auth/login', { username: verified.username, password: verified.password })).statusCode).toBe(200);
      // A wrong password still answers 400: the verification message is only for the right password.
      expect((await post('/api/auth/login', { username: unverified.username, password: 'Not-the-password' })).statusCode).toBe(400);
    } finally {
      await setRequireVerification(false);
    }
  });

  test('bad input is a 4xx with a message and creates no session', async () => {
    const user = await createUser(db());
    const cases = [{}, { username: user.username }, { password: 'x' }, { username: '', password: 'x' }, { username: user.username, password: 5 }];
    for (const payload of cases) {
      const res = await post('/api/auth/login', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/^Please check the request/);
    }
    const notJson = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: 'username=a', headers: { 'content-type': 'text/plain' } });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    expect(await countSessions(db(), user.id)).toBe(0);
  });

  test('password guessing on one account is rate-limited', async () => {
    const user = await createUser(db());
    const remoteAddress = freshIp();
    const attempt = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password }, remoteAddress });
    for (let i = 0; i < 10; i++) expect((await attempt(`Guess-${i}-abc`)).statusCode).toBe(400);
    const blocked = await attempt(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
    // Another client address is not affected.
    expect((await post('/api/auth/login', { username: user.username, password: user.password })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  test('a token signed with another secret, or with no session behind it, is refused', async () => {
    const user = await createUser(db());
    const forged = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await me(forged)).statusCode).toBe(401);
    const noSession = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect((await me(noSession)).statusCode).toBe(401);
    expect((await me('not-a-token')).statusCode).toBe(401);
  });

  test('an expired session row ends the token even though its signature is still valid', async () => {
    const user = await createUser(db());
    const token = await loginAs(ctx.app, user);
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  test('a deactivated user is logged out everywhere at once', async () => {
    const user = await createUser(db());
    const token = await loginAs(ctx.app, user);
    await db().update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  test('ends this session only', async () => {
    const user = await createUser(db());
    const laptop = await loginAs(ctx.app, user);
    const phone = await loginAs(ctx.app, user);
    const res = await post('/api/auth/logout', {}, authHeader(laptop));
    expect(res.statusCode).toBe(200);
    const after = await me(laptop);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/log in again/);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, authHeader(laptop))).statusCode).toBe(401);
  });

  test('anonymous logout is a 401', async () => {
    expect((await post('/api/auth/logout', {})).statusCode).toBe(401);
  });
});

describe('POST /api/auth/users/register', () => {
  const body = (n: string) => ({ username: `fan_${n}`, email: `fan_${n}@example.test`, password: 'Secret-pass-1', name: 'New Fan' });

  test('creates a fan and emails a verification link; no session: the client logs in with what was typed', async () => {
    const res = await post('/api/auth/users/register', body('one'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({ message: expect.stringMatching(/sent a message to fan_one@example\.test/), verifyEmailFirst: false });
    const login = (await post('/api/auth/login', { username: 'fan_one@example.test', password: 'Secret-pass-1' })).json().data;
    expect(tokenLifetimeSeconds(login.token)).toBe(DAY);
    const current = (await me(login.token)).json().data;
    expect(current).toMatchObject({ username: 'fan_one', email: 'fan_one@example.test', isPerformer: false, verifiedEmail: false, name: 'New Fan' });
    const row = await userRow(db(), current._id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const link = lastLink(ctx.app.services.mailer, 'fan_one@example.test', '/auth/verify-email');
    expect(link.url.startsWith('http://localhost:3000/auth/verify-email?token=')).toBe(true);
  });

  test('a taken username is a 409 that says what to do, and creates nothing', async () => {
    const existing = await createUser(db());
    const before = await countUsers(db());
    const sameUsername = await post('/api/auth/users/register', { ...body('three'), username: existing.username!.toUpperCase() });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe('That username is taken. Choose another one.');
    expect(await countUsers(db())).toBe(before);
  });

  test('bad input is a 422 with the field named, and creates nothing', async () => {
    const before = await countUsers(db());
    const mails = ctx.app.services.mailer.sent.length;
    const cases: [object, RegExp][] = [
      [{ ...body('four'), password: 'short' }, /password: Password must be at least 8 characters/],
      [{ ...body('five'), email: 'not-an-email' }, /email: Enter a valid email address/],
      [{ ...body('six'), username: 'bad name!' }, /username: Username may use only letters/],
      [{ ...body('seven'), username: undefined }, /username/],
      [{ ...body('eight'), gender: 'robot' }, /gender/],
      // Profiles live at /{username}: a site page's name would hide the profile for good.
      [{ ...body('ten'), username: 'Performers' }, /username: This username is taken by a page of the site/],
      [{ ...body('eleven'), username: 'home' }, /username: This username is taken by a page of the site/],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/auth/users/register', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(message);
    }
    expect(await countUsers(db())).toBe(before);
    expect(ctx.app.services.mailer.sent.length).toBe(mails);
  });

  test('with requireEmailVerification there is no token until the address is verified', async () => {
    await setRequireVerification(true);
    try {
      const res = await post('/api/auth/users/register', body('nine'));
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.verifyEmailFirst).toBe(true);
      expect(data.message).toMatch(/open the link in it to verify your address, then log in/);
      expect((await post('/api/auth/login', { username: 'fan_nine', password: 'Secret-pass-1' })).statusCode).toBe(403);
      const { token } = lastLink(ctx.app.services.mailer, 'fan_nine@example.test', '/auth/verify-email');
      expect((await post('/api/auth/email-verification/verify', { token })).statusCode).toBe(200);
      expect((await post('/api/auth/login', { username: 'fan_nine', password: 'Secret-pass-1' })).statusCode).toBe(200);
    } finally {
      await setRequireVerification(false);
    }
  });

  test('registration is rate-limited per address', async () => {
    const remoteAddress = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/users/register', payload: { email: 'bad' }, remoteAddress });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('PUT /api/auth/users/me/password', () => {
  const change = (token: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/auth/users/me/password', payload, headers: authHeader(token) });

  test('sets the new password and logs out every other session', async () => {
    const user = await createUser(db());
    const current = await loginAs(ctx.app, user);
    const other = await loginAs(ctx.app, user);
    const res = await change(current, { password: 'Brand-new-pass-2', source: 'user' });
    expect(res.statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { username: user.username, password: user.password })).statusCode).toBe(400);
    expect((await post('/api/auth/login', { username: user.username, password: 'Brand-new-pass-2' })).statusCode).toBe(200);
  });

  test('performers change theirs the same way (source performer)', async () => {
    const user = await createUser(db(), { isPerformer: true });
    const token = await loginAs(ctx.app, user);
    expect((await change(token, { password: 'Performer-pass-3', source: 'performer' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { username: user.username, password: 'Performer-pass-3' })).statusCode).toBe(200);
  });

  test('anonymous is 401; a bad password is 422 and changes nothing', async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/auth/users/me/password', payload: { password: 'Whatever-123' } })).statusCode).toBe(401);
    const user = await createUser(db());
    const token = await loginAs(ctx.app, user);
    const before = (await userRow(db(), user.id)).passwordHash;
    for (const payload of [{ password: 'short' }, {}, { password: 'Long-enough-1', source: 'admin' }]) {
      const res = await change(token, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/^Please check the request/);
    }
    expect((await userRow(db(), user.id)).passwordHash).toBe(before);
  });
});

describe('forgot and reset password', () => {
  test('answers the same whether or not the address has an account, and mails only real accounts', async () => {
    const user = await createUser(db());
    const known = await post('/api/auth/users/forgot', { email: user.email });
    const unknown = await post('/api/auth/users/forgot', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(mailsTo(ctx.app.services.mailer, user.email!)).toHaveLength(1);
    expect(mailsTo(ctx.app.services.mailer, 'nobody@example.test')).toHaveLength(0);
    expect((await post('/api/auth/users/forgot', { email: 'nope' })).statusCode).toBe(422);
  });

  test('the emailed link sets a new password once and ends every session', async () => {
    const user = await createUser(db());
    const session = await loginAs(ctx.app, user);
    await post('/api/auth/users/forgot', { email: user.email });
    const { url, token } = lastLink(ctx.app.services.mailer, user.email!, '/auth/reset-password');
    expect(url.startsWith('http://localhost:3000/auth/reset-password?token=')).toBe(true);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only a hash of the token is stored.
    const stored = await db().select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(token);

    const res = await post('/api/auth/users/reset-password', { token, password: 'After-reset-pass-4' });
    expect(res.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { username: user.username, password: user.password })).statusCode).toBe(400);
    expect((await post('/api/auth/login', { username: user.username, password: 'After-reset-pass-4' })).statusCode).toBe(200);

    const again = await post('/api/auth/users/reset-password', { token, password: 'Another-pass-5' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link has already been used. Ask for a new password reset link.');
    expect((await post('/api/auth/login', { username: user.username, password: 'After-reset-pass-4' })).statusCode).toBe(200);
  });

  test('an expired or unknown link is refused with a sentence and changes nothing', async () => {
    const user = await createUser(db());
    await post('/api/auth/users/forgot', { email: user.email });
    const { token } = lastLink(ctx.app.services.mailer, user.email!, '/auth/reset-password');
    await db().update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, user.id));
    const before = (await userRow(db(), user.id)).passwordHash;
    const expired = await post('/api/auth/users/reset-password', { token, password: 'Too-late-pass-6' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This link has expired. Ask for a new password reset link.');
    const unknown = await post('/api/auth/users/reset-password', { token: 'x'.repeat(43), password: 'Too-late-pass-6' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/not valid/);
    expect((await post('/api/auth/users/reset-password', { token: 'short', password: 'Too-late-pass-6' })).statusCode).toBe(422);
    expect((await post('/api/auth/users/reset-password', { token, password: 'short' })).statusCode).toBe(422);
    expect((await userRow(db(), user.id)).passwordHash).toBe(before);
  });

  test('a reset link cannot be used to verify an email, nor the other way round', async () => {
    const user = await createUser(db(), { verifiedEmail: false });
    await post('/api/auth/users/forgot', { email: user.email });
    const { token } = lastLink(ctx.app.services.mailer, user.email!, '/auth/reset-password');
    expect((await post('/api/auth/email-verification/verify', { token })).statusCode).toBe(400);
    expect((await userRow(db(), user.id)).verifiedEmail).toBe(false);
  });
});

describe('social sign-in when the site has not configured it', () => {
  test('Google and Twitter say so with a 400', async () => {
    const google = await post('/api/auth/google/login', { tokenId: 'a'.repeat(40) });
    expect(google.statusCode).toBe(400);
    expect(google.json().message).toBe('Google sign-in is not configured on this site.');
    const code = await post('/api/auth/google/token', { code: 'abc', redirectUri: 'http://localhost:3000/auth/google' });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe('Google sign-in is not configured on this site.');
    const twitter = await post('/api/auth/twitter/login', { callbackUrl: 'http://localhost:3000/auth/twitter' });
    expect(twitter.statusCode).toBe(400);
    expect(twitter.json().message).toBe('Twitter sign-in is not configured on this site.');
    const callback = await post('/api/auth/twitter/callback', { oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' });
    expect(callback.statusCode).toBe(400);
  });
});
