// Google (ID token and authorization code) and Twitter (OAuth 1.0a) sign-in against a local fake
// provider that speaks both protocols and checks every signature.
import { eq } from 'drizzle-orm';
import { authorizationHeader, signRequest } from '@/server/modules/auth/oauth1';
import { performers } from '@/server/modules/performers/performers.table';
import { authHeader, createUser } from '../factories/users';
import { countUsers, freshIp } from '../helpers/accounts';
import { startFakeOAuthProvider, type FakeOAuthProvider } from '../fakes/oauth-provider';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let fake: FakeOAuthProvider;
beforeAll(async () => {
  fake = await startFakeOAuthProvider();
  ctx = await createTestApp(fake.env);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const db = () => ctx.database.db;
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
const me = async (token: string) => (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeader(token) })).json().data;

test('the OAuth 1.0a signer reproduces the documented example signature', () => {
  // Twitter's "Creating a signature" walkthrough, which follows RFC 5849 section 3.4.
  const params = signRequest(
    {
      consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
      consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
      token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
      tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
    },
    {
      method: 'POST',
      url: 'https://api.twitter.com/1.1/statuses/update.json?include_entities=true',
      form: { status: 'Hello Ladies + Gentlemen, a signed OAuth request!' },
      nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
      timestamp: 1318622958,
    },
  );
  expect(params.oauth_signature).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
});

describe('Google with an ID token (POST /auth/google/login)', () => {
  test('creates a fan on first sign-in and finds the same account afterwards', async () => {
    const tokenId = await fake.google.idToken({ sub: 'g-100', email: 'Gina@Example.test', email_verified: true, name: 'Gina G', given_name: 'Gina', family_name: 'G' });
    const res = await post('/api/auth/google/login', { tokenId });
    expect(res.statusCode).toBe(200);
    const user = await me(res.json().data.token);
    // No username yet: the client sends them to complete the account.
    expect(user).toMatchObject({ email: 'gina@example.test', verifiedEmail: true, username: null, name: 'Gina G', isPerformer: false });
    const users = await countUsers(db());

    const again = await post('/api/auth/google/login', { tokenId: await fake.google.idToken({ sub: 'g-100', email: 'gina@example.test', email_verified: true }) });
    expect((await me(again.json().data.token))._id).toBe(user._id);
    expect(await countUsers(db())).toBe(users);
  });

  test('role performer creates a performer awaiting review', async () => {
    const tokenId = await fake.google.idToken({ sub: 'g-200', email: 'perf@example.test', email_verified: true, name: 'Perf' });
    const res = await post('/api/auth/google/login', { tokenId, role: 'performer' });
    expect(res.statusCode).toBe(200);
    const user = await me(res.json().data.token);
    expect(user).toMatchObject({ isPerformer: true, performer: { verificationStatus: 'pending' } });
    const [profile] = await db().select().from(performers).where(eq(performers.userId, user._id));
    expect(profile.idVerificationKey).toBeNull();
  });

  test('an address Google has not verified is kept unverified', async () => {
    const res = await post('/api/auth/google/login', { tokenId: await fake.google.idToken({ sub: 'g-300', email: 'unsure@example.test', email_verified: false }) });
    expect(res.statusCode).toBe(200);
    expect(await me(res.json().data.token)).toMatchObject({ email: 'unsure@example.test', verifiedEmail: false });
  });

  test('links an existing verified account with the same verified email', async () => {
    const existing = await createUser(db(), { email: 'linked@example.test' });
    const res = await post('/api/auth/google/login', { tokenId: await fake.google.idToken({ sub: 'g-400', email: 'linked@example.test', email_verified: true }) });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().data.token))._id).toBe(existing.id);
  });

  test('never links to an account whose address is unproven on either side', async () => {
    await createUser(db(), { email: 'squatted@example.test', verifiedEmail: false });
    const before = await countUsers(db());
    const res = await post('/api/auth/google/login', { tokenId: await fake.google.idToken({ sub: 'g-500', email: 'squatted@example.test', email_verified: true }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already registered/);
    await createUser(db(), { email: 'owner@example.test' });
    const unverifiedClaim = await post('/api/auth/google/login', { tokenId: await fake.google.idToken({ sub: 'g-501', email: 'owner@example.test', email_verified: false }) });
    expect(unverifiedClaim.statusCode).toBe(409);
    expect(await countUsers(db())).toBe(before + 1);
  });

  test('refuses a forged signature, a wrong audience or issuer and an expired token', async () => {
    const before = await countUsers(db());
    const claims = { sub: 'g-666', email: 'mallory@example.test', email_verified: true };
    const tokens = [
      await fake.google.idToken(claims, { rogueKey: true }),
      await fake.google.idToken(claims, { audience: 'someone-elses-client-id' }),
      await fake.google.idToken(claims, { issuer: 'https://evil.example' }),
      await fake.google.idToken(claims, { expiresInSeconds: -120 }),
      'not.a.jwt-but-long-enough',
    ];
    for (const tokenId of tokens) {
      const res = await post('/api/auth/google/login', { tokenId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Google could not confirm this sign-in. Please try signing in with Google again.');
    }
    expect(fake.google.jwksHits).toBeGreaterThan(0);
    expect(await countUsers(db())).toBe(before);
    expect((await post('/api/auth/google/login', { tokenId: 'x' })).statusCode).toBe(422);
    expect((await post('/api/auth/google/login', { tokenId: await fake.google.idToken(claims), role: 'admin' })).statusCode).toBe(422);
  });

  test('an inactive account cannot sign in through Google', async () => {
    await createUser(db(), { email: 'gone@example.test', status: 'inactive' });
    const res = await post('/api/auth/google/login', { tokenId: await fake.google.idToken({ sub: 'g-700', email: 'gone@example.test', email_verified: true }) });
    expect(res.statusCode).toBe(403);
  });
});

describe('Google with an authorization code (POST /auth/google/token)', () => {
  const redirectUri = 'http://localhost:3000/auth/google/callback';

  test('trades the code for an ID token and signs in', async () => {
    const code = fake.google.issueCode({ sub: 'g-800', email: 'coder@example.test', email_verified: true, name: 'Coder' }, redirectUri);
    const res = await post('/api/auth/google/token', { code, redirectUri });
    expect(res.statusCode).toBe(200);
    expect(await me(res.json().data.token)).toMatchObject({ email: 'coder@example.test', name: 'Coder' });
    // A code works once.
    const replay = await post('/api/auth/google/token', { code, redirectUri });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/did not accept this sign-in code/);
  });

  test('refuses an unknown code or a different redirect address', async () => {
    const code = fake.google.issueCode({ sub: 'g-801', email: 'x@example.test', email_verified: true }, redirectUri);
    expect((await post('/api/auth/google/token', { code, redirectUri: 'http://localhost:3000/elsewhere' })).statusCode).toBe(400);
    expect((await post('/api/auth/google/token', { code: 'made-up', redirectUri })).statusCode).toBe(400);
    expect((await post('/api/auth/google/token', { code, redirectUri: 'not a url' })).statusCode).toBe(422);
  });
});

describe('Twitter (OAuth 1.0a)', () => {
  const callbackUrl = 'http://localhost:3000/auth/twitter/callback';

  async function startTwitter(role?: 'user' | 'performer') {
    const res = await post('/api/auth/twitter/login', { callbackUrl, ...(role ? { role } : {}) });
    expect(res.statusCode).toBe(200);
    return res.json().data as { oauthToken: string; oauthTokenSecret: string; url: string };
  }

  test('full sign-in: request token, approval, access token, account details', async () => {
    const rejectedBefore = fake.twitter.rejected;
    const started = await startTwitter();
    expect(started.url).toBe(`${fake.url}/twitter/oauth/authenticate?oauth_token=${started.oauthToken}`);
    const oauthVerifier = fake.twitter.approve(started.oauthToken, { id_str: '42', screen_name: 'tweety_bird', name: 'Tweety', email: 'tweety@example.test' });
    const res = await post('/api/auth/twitter/callback', { ...started, oauthVerifier });
    expect(res.statusCode).toBe(200);
    const user = await me(res.json().data.token);
    expect(user).toMatchObject({ username: 'tweety_bird', name: 'Tweety', email: 'tweety@example.test', verifiedEmail: true, isPerformer: false });
    // Every signed call was accepted by the provider's signature check.
    expect(fake.twitter.rejected).toBe(rejectedBefore);

    // Signing in again finds the same account.
    const second = await startTwitter();
    const verifier2 = fake.twitter.approve(second.oauthToken, { id_str: '42', screen_name: 'tweety_bird', name: 'Tweety' });
    const again = await post('/api/auth/twitter/callback', { ...second, oauthVerifier: verifier2 });
    expect((await me(again.json().data.token))._id).toBe(user._id);
  });

  test('a performer without an email, whose screen name is taken, gets neither', async () => {
    await createUser(db(), { username: 'taken_name' });
    const started = await startTwitter('performer');
    const oauthVerifier = fake.twitter.approve(started.oauthToken, { id_str: '43', screen_name: 'taken_name', name: 'Copycat' });
    // The role chosen at the start wins over the one the callback sends.
    const res = await post('/api/auth/twitter/callback', { ...started, oauthVerifier, role: 'user' });
    expect(res.statusCode).toBe(200);
    expect(await me(res.json().data.token)).toMatchObject({ username: null, email: null, isPerformer: true, performer: { verificationStatus: 'pending' } });
  });

  test('a callback with the wrong secret, a replay or an unknown token is refused', async () => {
    const started = await startTwitter();
    const oauthVerifier = fake.twitter.approve(started.oauthToken, { id_str: '44', screen_name: 'someone44', name: 'S' });
    const wrongSecret = await post('/api/auth/twitter/callback', { ...started, oauthTokenSecret: 'guessed', oauthVerifier });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().message).toMatch(/expired or was already used/);
    expect((await post('/api/auth/twitter/callback', { ...started, oauthVerifier })).statusCode).toBe(200);
    expect((await post('/api/auth/twitter/callback', { ...started, oauthVerifier })).statusCode).toBe(400);
    expect((await post('/api/auth/twitter/callback', { oauthToken: 'nope', oauthTokenSecret: 'nope', oauthVerifier: 'nope' })).statusCode).toBe(400);
  });

  test('a wrong verifier is rejected by Twitter and creates no account', async () => {
    const before = await countUsers(db());
    const started = await startTwitter();
    fake.twitter.approve(started.oauthToken, { id_str: '45', screen_name: 'someone45', name: 'S' });
    const res = await post('/api/auth/twitter/callback', { ...started, oauthVerifier: 'forged-verifier' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/did not confirm this sign-in/);
    expect(await countUsers(db())).toBe(before);
  });

  test('the fake provider refuses a request signed with the wrong secret (so the tests above prove the signer)', async () => {
    const url = `${fake.url}/twitter/oauth/request_token`;
    const sign = (consumerSecret: string) =>
      authorizationHeader({ consumerKey: fake.twitter.consumerKey, consumerSecret }, { method: 'POST', url, oauthExtra: { oauth_callback: callbackUrl } });
    const bad = await fetch(url, { method: 'POST', headers: { authorization: sign('not-the-secret') } });
    expect(bad.status).toBe(401);
    const good = await fetch(url, { method: 'POST', headers: { authorization: sign(fake.env.TWITTER_CONSUMER_SECRET) } });
    expect(good.status).toBe(200);
  });

  test('bad input is a 422', async () => {
    expect((await post('/api/auth/twitter/login', { callbackUrl: 'nope' })).statusCode).toBe(422);
    expect((await post('/api/auth/twitter/login', { callbackUrl, role: 'admin' })).statusCode).toBe(422);
    expect((await post('/api/auth/twitter/callback', { oauthToken: 'a' })).statusCode).toBe(422);
  });
});
