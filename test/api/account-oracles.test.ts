// Nobody learns which email addresses have accounts: registration (fan and performer) answers the same for
// a known and an unknown address and mails the owner of a known one; an email change answers the same for
// a free and a taken address, keeps the account's address until the link is opened, and mails the owner of
// a taken one instead of sending a link.
import { eq } from 'drizzle-orm';
import { users } from '@/server/modules/users/users.table';
import { authHeader, createUser, loginAs, type TestUser } from '../factories/users';
import { countUsers, freshIp, lastLink, mailsTo, userRow } from '../helpers/accounts';
import { useTestApp } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';
import { ACCOUNT_MAILS_PER_ADDRESS } from '@/server/mail/recipient-budget';

let ctx: TestContext;
useTestApp((made) => (ctx = made));

const db = () => ctx.database.db;
const mailer = () => ctx.app.services.mailer;
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
const register = (email: string, username: string, password = 'Chosen-pass-1') =>
  post('/api/auth/users/register', { username, email, password, name: 'Someone' });
const login = (username: string, password: string) => post('/api/auth/login', { username, password });
const putUser = (token: string, payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/users', payload, headers: authHeader(token), remoteAddress: freshIp() });
const me = async (token: string) => (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeader(token) })).json().data;
const verify = (token: string) => post('/api/auth/email-verification/verify', { token });
/** An answer with the address it repeats replaced, so answers for two addresses can be compared. */
const answerFor = (res: { statusCode: number; json(): { data: unknown } }, email: string) => ({
  statusCode: res.statusCode,
  body: JSON.parse(JSON.stringify(res.json()).split(email).join('<address>')),
});
let n = 0;
const fresh = () => `nobody_${Date.now().toString(36)}_${++n}`;

describe('registration', () => {
  test.each([false, true])('answers a known and an unknown address alike (verification required: %s); the owner is mailed', async (required) => {
    await ctx.app.services.settings.update({ requireEmailVerification: required });
    try {
      const owner = await createUser(db());
      const handle = fresh();
      const before = await countUsers(db());
      const known = await register(owner.email!.toUpperCase(), `${handle}_a`);
      const unknown = await register(`${handle}@example.test`, `${handle}_b`);

      expect(answerFor(known, owner.email!)).toEqual(answerFor(unknown, `${handle}@example.test`));
      expect(known.statusCode).toBe(200);
      expect(known.json().data).toEqual({ message: expect.any(String), verifyEmailFirst: required });
      expect(JSON.stringify(known.json())).not.toMatch(/token|expiresAt/);

      // Only the unknown address got an account and a verification link; the owner got a notice.
      expect(await countUsers(db())).toBe(before + 1);
      expect(lastLink(mailer(), `${handle}@example.test`, '/auth/verify-email').token).not.toBe('');
      const notice = mailsTo(mailer(), owner.email!);
      expect(notice).toHaveLength(1);
      expect(notice[0].subject).toMatch(/tried to sign up/);
      expect(notice[0].text).toContain('http://localhost:3000/auth/forgot-password');
      expect(notice[0].text).not.toContain('verify-email');

      // The owner's account is untouched: their password still works and the one just typed does not.
      expect((await login(owner.email!, owner.password)).statusCode).toBe(200);
      expect((await login(owner.email!, 'Chosen-pass-1')).statusCode).toBe(400);
    } finally {
      await ctx.app.services.settings.update({ requireEmailVerification: false });
    }
  });

  test('two sign-ups with one new address at once make one account and answer alike', async () => {
    const email = `${fresh()}@example.test`;
    const before = await countUsers(db());
    const answers = await Promise.all([register(email, fresh()), register(email, fresh())]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0].json()).toEqual(answers[1].json());
    expect(await countUsers(db())).toBe(before + 1);
    expect(mailsTo(mailer(), email).map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Verify your email/), expect.stringMatching(/tried to sign up/)]),
    );
  });

  test('a deactivated account is not mailed, and the answer is the same', async () => {
    const owner = await createUser(db(), { status: 'inactive' });
    const handle = fresh();
    const known = await register(owner.email!, `${handle}_a`);
    const unknown = await register(`${handle}@example.test`, `${handle}_b`);
    expect(answerFor(known, owner.email!)).toEqual(answerFor(unknown, `${handle}@example.test`));
    expect(mailsTo(mailer(), owner.email!)).toHaveLength(0);
  });
});

describe('changing the email address', () => {
  async function someone(): Promise<{ user: TestUser; token: string }> {
    const user = await createUser(db());
    return { user, token: await loginAs(ctx.app, user) };
  }

  test('answers a free and a taken address alike; the account keeps its address, pending until the link is opened', async () => {
    const a = await someone();
    const b = await someone();
    const owner = await createUser(db());
    const free = `${fresh()}@example.test`;

    const toFree = await putUser(a.token, { email: free });
    const toTaken = await putUser(b.token, { email: owner.email!.toUpperCase() });
    expect(toFree.statusCode).toBe(200);
    expect(toTaken.statusCode).toBe(200);
    const shape = (data: Record<string, unknown>, user: TestUser, requested: string) => ({
      email: data.email === user.email,
      verifiedEmail: data.verifiedEmail,
      pendingEmail: data.pendingEmail === requested,
      keys: Object.keys(data).sort(),
    });
    expect(shape(toTaken.json().data, b.user, owner.email!)).toEqual(shape(toFree.json().data, a.user, free));
    expect(toFree.json().data).toMatchObject({ email: a.user.email, verifiedEmail: true, pendingEmail: free });
    expect(toTaken.json().data).toMatchObject({ email: b.user.email, verifiedEmail: true, pendingEmail: owner.email });
    expect(await me(b.token)).toMatchObject({ email: b.user.email, pendingEmail: owner.email });

    // The free address gets a link; the owner of the taken one a notice with no link, and no account changes.
    expect(lastLink(mailer(), free, '/auth/verify-email').token).not.toBe('');
    const notice = mailsTo(mailer(), owner.email!);
    expect(notice).toHaveLength(1);
    expect(notice[0].subject).toMatch(/asked to use your address/);
    expect(notice[0].text).not.toContain('verify-email');
    expect((await userRow(db(), owner.id)).email).toBe(owner.email);
    expect((await userRow(db(), b.user.id)).email).toBe(b.user.email);
    // Logging in still goes by the current address only.
    expect((await login(free, a.user.password)).statusCode).toBe(400);
    expect((await login(a.user.email!, a.user.password)).statusCode).toBe(200);
  });

  test('opening the link moves the account to the new address, verified, and tells the old address', async () => {
    const { user, token } = await someone();
    const next = `${fresh()}@example.test`;
    await putUser(token, { email: next });
    const link = lastLink(mailer(), next, '/auth/verify-email');
    const opened = await verify(link.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.message).toBe(`Your email address is now ${next}. Thank you for confirming it.`);
    expect(await me(token)).toMatchObject({ email: next, verifiedEmail: true, pendingEmail: null });
    expect(mailsTo(mailer(), user.email!).map((m) => m.subject)).toEqual([expect.stringMatching(/email address was changed/)]);
    expect((await login(next, user.password)).statusCode).toBe(200);
    const again = await verify(link.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
  });

  test('an address another account took meanwhile is refused at the link, and the account keeps its own', async () => {
    const { user, token } = await someone();
    const wanted = `${fresh()}@example.test`;
    await putUser(token, { email: wanted });
    const link = lastLink(mailer(), wanted, '/auth/verify-email');
    await createUser(db(), { email: wanted });

    const refused = await verify(link.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Another account started using .* so your address stays/);
    expect(await me(token)).toMatchObject({ email: user.email, verifiedEmail: true, pendingEmail: null });
  });

  test('only the newest request works: a link for an address replaced since is refused', async () => {
    const { user, token } = await someone();
    const first = `${fresh()}@example.test`;
    const second = `${fresh()}@example.test`;
    await putUser(token, { email: first });
    const oldLink = lastLink(mailer(), first, '/auth/verify-email');
    await putUser(token, { email: second });
    const refused = await verify(oldLink.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/replaced or cancelled/);
    expect((await userRow(db(), user.id)).email).toBe(user.email);
    expect((await verify(lastLink(mailer(), second, '/auth/verify-email').token)).statusCode).toBe(200);
    expect((await userRow(db(), user.id)).email).toBe(second);
  });

  test('saving the current address again sends nothing and keeps a pending request; an expired request is not shown', async () => {
    const { user, token } = await someone();
    const next = `${fresh()}@example.test`;
    await putUser(token, { email: next });
    const mails = mailer().sent.length;
    const same = await putUser(token, { email: user.email!.toUpperCase(), name: 'Renamed' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ name: 'Renamed', email: user.email, pendingEmail: next });
    expect(mailer().sent.length).toBe(mails);

    await db().update(users).set({ pendingEmailExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    expect((await me(token)).pendingEmail).toBeNull();
  });
});

describe('mails one address may receive', () => {
  test('sign-up notices, reset links and verification links to one address stop at its budget, answers unchanged', async () => {
    const owner = await createUser(db());
    const unverified = await createUser(db(), { verifiedEmail: false });
    const asks = [
      () => register(owner.email!, `${fresh()}_x`),
      () => post('/api/auth/users/forgot', { email: owner.email }),
    ];
    // Each from a new client address, as someone with many addresses would send them.
    const answers = [];
    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS + 3; i++) answers.push(await asks[i % 2]());
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    // The answers past the budget are the answers before it.
    expect(answerFor(answers.at(-1)!, owner.email!)).toEqual(answerFor(answers.at(-3)!, owner.email!));
    expect(answerFor(answers.at(-2)!, owner.email!)).toEqual(answerFor(answers[0], owner.email!));
    expect(mailsTo(mailer(), owner.email!)).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS);

    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS + 2; i++) {
      expect((await post('/api/auth/email-verification', { email: unverified.email })).statusCode).toBe(200);
    }
    expect(mailsTo(mailer(), unverified.email!)).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS);
  });
});
