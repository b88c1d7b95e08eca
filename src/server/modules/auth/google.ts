// Google sign-in: verifies ID tokens against Google's published keys, and trades an authorization
// code for one. Every endpoint comes from config so tests run against a local fake provider.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AppConfig } from '../../config';
import { AppError, badRequest } from '../../http/errors';

export interface SocialProfile {
  provider: 'google' | 'twitter';
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  firstName: string;
  lastName: string;
  /** A username the provider suggests (Twitter's screen name), used when it is valid and free. */
  preferredUsername: string | null;
}

type GoogleConfig = Pick<AppConfig, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_TOKEN_URL' | 'GOOGLE_JWKS_URL' | 'GOOGLE_ISSUER'>;

const notConfigured = () => badRequest('Google sign-in is not configured on this site.');
const providerDown = () => new AppError(502, 'We could not reach Google. Please try again in a moment.');

export function createGoogleClient(config: GoogleConfig, fetchImpl: typeof fetch = fetch) {
  const jwks = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL));
  // Google issues tokens with and without the scheme in `iss`.
  const issuers = [config.GOOGLE_ISSUER];
  if (config.GOOGLE_ISSUER === 'https://accounts.google.com') issuers.push('accounts.google.com');

  async function verifyIdToken(idToken: string): Promise<SocialProfile> {
    if (!config.GOOGLE_CLIENT_ID) throw notConfigured();
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, { issuer: issuers, audience: config.GOOGLE_CLIENT_ID, algorithms: ['RS256'] }));
    } catch (e) {
      const code = (e as { code?: string }).code;
      // Unreachable or broken key endpoint (a network TypeError, a timeout, a non-200 answer) is not the user's fault.
      if (e instanceof TypeError || code === 'ERR_JWKS_TIMEOUT' || code === 'ERR_JOSE_GENERIC') throw providerDown();
      throw badRequest('Google could not confirm this sign-in. Please try signing in with Google again.');
    }
    if (typeof payload.sub !== 'string' || !payload.sub) throw badRequest('Google did not say who signed in. Please try again.');
    const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const email = str(payload.email).toLowerCase() || null;
    const firstName = str(payload.given_name).slice(0, 80);
    const lastName = str(payload.family_name).slice(0, 80);
    return {
      provider: 'google',
      providerUserId: payload.sub,
      email,
      emailVerified: !!email && (payload.email_verified === true || payload.email_verified === 'true'),
      name: (str(payload.name) || `${firstName} ${lastName}`.trim()).slice(0, 80),
      firstName,
      lastName,
      preferredUsername: null,
    };
  }

  /** Authorization-code flow: the code the page received on its redirect URI, traded for an ID token. */
  async function exchangeCode(code: string, redirectUri: string): Promise<SocialProfile> {
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) throw notConfigured();
    let res: Response;
    try {
      res = await fetchImpl(config.GOOGLE_TOKEN_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          code,
          client_id: config.GOOGLE_CLIENT_ID,
          client_secret: config.GOOGLE_CLIENT_SECRET,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw providerDown();
    }
    if (res.status >= 500) throw providerDown();
    const body = (await res.json().catch(() => null)) as { id_token?: unknown } | null;
    if (!res.ok || typeof body?.id_token !== 'string') {
      throw badRequest('Google did not accept this sign-in code. It may have expired: please sign in with Google again.');
    }
    return verifyIdToken(body.id_token);
  }

  return { verifyIdToken, exchangeCode };
}
export type GoogleClient = ReturnType<typeof createGoogleClient>;
