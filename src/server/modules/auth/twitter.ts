// Twitter sign-in over OAuth 1.0a: request token -> user authorizes -> access token -> account details.
import type { AppConfig } from '../../config';
import { AppError, badRequest } from '../../http/errors';
import type { SocialProfile } from './google';
import { authorizationHeader, type OAuth1Credentials } from './oauth1';

type TwitterConfig = Pick<AppConfig, 'TWITTER_CONSUMER_KEY' | 'TWITTER_CONSUMER_SECRET' | 'TWITTER_API_URL'>;

const providerDown = () => new AppError(502, 'We could not reach Twitter. Please try again in a moment.');

export function createTwitterClient(config: TwitterConfig, fetchImpl: typeof fetch = fetch) {
  const api = config.TWITTER_API_URL.replace(/\/$/, '');

  function consumer(): OAuth1Credentials {
    if (!config.TWITTER_CONSUMER_KEY || !config.TWITTER_CONSUMER_SECRET) {
      throw badRequest('Twitter sign-in is not configured on this site.');
    }
    return { consumerKey: config.TWITTER_CONSUMER_KEY, consumerSecret: config.TWITTER_CONSUMER_SECRET };
  }

  async function signedCall(creds: OAuth1Credentials, method: 'GET' | 'POST', url: string, oauthExtra: Record<string, string> = {}) {
    try {
      return await fetchImpl(url, {
        method,
        headers: { authorization: authorizationHeader(creds, { method, url, oauthExtra }), accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw providerDown();
    }
  }

  /** Step 1: a request token bound to our callback URL, and where to send the user to approve it. */
  async function requestToken(callbackUrl: string) {
    const res = await signedCall(consumer(), 'POST', `${api}/oauth/request_token`, { oauth_callback: callbackUrl });
    if (res.status >= 500) throw providerDown();
    const form = new URLSearchParams(await res.text());
    const oauthToken = form.get('oauth_token');
    const oauthTokenSecret = form.get('oauth_token_secret');
    if (!res.ok || !oauthToken || !oauthTokenSecret) {
      throw badRequest('Twitter refused to start the sign-in. Check that this site is allowed as a callback, then try again.');
    }
    return { oauthToken, oauthTokenSecret, url: `${api}/oauth/authenticate?oauth_token=${encodeURIComponent(oauthToken)}` };
  }

  /** Steps 2-3: trade the approved request token for an access token, then read the account with it. */
  async function completeSignIn(request: { oauthToken: string; oauthTokenSecret: string; oauthVerifier: string }): Promise<SocialProfile> {
    const app = consumer();
    const tokenRes = await signedCall({ ...app, token: request.oauthToken, tokenSecret: request.oauthTokenSecret }, 'POST', `${api}/oauth/access_token`, {
      oauth_verifier: request.oauthVerifier,
    });
    if (tokenRes.status >= 500) throw providerDown();
    const access = new URLSearchParams(await tokenRes.text());
    const token = access.get('oauth_token');
    const tokenSecret = access.get('oauth_token_secret');
    if (!tokenRes.ok || !token || !tokenSecret) {
      throw badRequest('Twitter did not confirm this sign-in. Please start the Twitter sign-in again.');
    }
    const meRes = await signedCall({ ...app, token, tokenSecret }, 'GET', `${api}/1.1/account/verify_credentials.json?include_email=true`);
    if (meRes.status >= 500) throw providerDown();
    const me = (await meRes.json().catch(() => null)) as { id_str?: unknown; name?: unknown; screen_name?: unknown; email?: unknown } | null;
    if (!meRes.ok || typeof me?.id_str !== 'string' || !me.id_str) {
      throw badRequest('Twitter did not share your account details. Please try again.');
    }
    const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const name = str(me.name).slice(0, 80);
    const email = str(me.email).toLowerCase() || null;
    return {
      provider: 'twitter',
      providerUserId: me.id_str,
      email,
      // Twitter shares an address only once its owner has confirmed it.
      emailVerified: !!email,
      name,
      firstName: '',
      lastName: '',
      preferredUsername: str(me.screen_name) || null,
    };
  }

  return { requestToken, completeSignIn };
}
export type TwitterClient = ReturnType<typeof createTwitterClient>;
