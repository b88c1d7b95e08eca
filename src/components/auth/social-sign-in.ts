// Leaving for Google or Twitter and finishing the sign-in when they send the visitor back.
import type { TokenResult } from '@/contracts/auth';
import { clearSocialSignIn, getSocialSignIn, setSocialSignIn } from '@/lib/cookies';
import { authService } from '@/services/auth.api';

export type SocialRole = 'user' | 'performer';
type Query = Record<string, string | string[] | undefined>;

export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
export const TWITTER_CALLBACK_PATH = '/auth/twitter/callback';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
const failure = (message: string) => ({ message });

/** Google's authorization-code consent page; `state` carries the role back to the callback page. */
export function googleAuthorizeUrl({ authUrl, clientId, origin, role }: { authUrl: string; clientId: string; origin: string; role: SocialRole }): string {
  const params = [
    `client_id=${encodeURIComponent(clientId)}`,
    `redirect_uri=${encodeURIComponent(origin + GOOGLE_CALLBACK_PATH)}`,
    'response_type=code',
    'scope=openid%20email%20profile',
    `state=${role}`,
  ].join('&');
  return `${authUrl}${authUrl.includes('?') ? '&' : '?'}${params}`;
}

/** Asks the API for a Twitter request token, keeps it in 1-day cookies and returns where to send the visitor. */
export async function startTwitterSignIn(origin: string, role: SocialRole, login = authService.twitterLogin): Promise<string> {
  const callbackUrl = origin + TWITTER_CALLBACK_PATH;
  const res = await login({ callbackUrl, role });
  setSocialSignIn({ oauthToken: res.data.oauthToken, oauthTokenSecret: res.data.oauthTokenSecret, callbackUrl, role });
  return res.data.url;
}

export async function finishGoogleSignIn(query: Query, origin: string, exchange = authService.googleToken): Promise<TokenResult> {
  if (first(query.error)) throw failure('Google sign-in was cancelled. You can try again from the login page.');
  const code = first(query.code);
  if (!code) throw failure('This Google sign-in link is incomplete. Please start the sign-in again.');
  const role: SocialRole = first(query.state) === 'performer' ? 'performer' : 'user';
  const res = await exchange({ code, redirectUri: origin + GOOGLE_CALLBACK_PATH, role });
  return res.data;
}

export async function finishTwitterSignIn(query: Query, complete = authService.twitterCallback): Promise<TokenResult> {
  if (first(query.denied)) {
    clearSocialSignIn();
    throw failure('Twitter sign-in was cancelled. You can try again from the login page.');
  }
  const saved = getSocialSignIn();
  if (!saved) throw failure('This Twitter sign-in has expired. Please start it again from the login page.');
  const verifier = first(query.oauth_verifier);
  const returned = first(query.oauth_token);
  try {
    if (!verifier || (returned && returned !== saved.oauthToken)) {
      throw failure('This Twitter sign-in link does not match the one we started. Please start the sign-in again.');
    }
    const res = await complete({ oauthToken: saved.oauthToken, oauthTokenSecret: saved.oauthTokenSecret, oauthVerifier: verifier, role: saved.role });
    return res.data;
  } finally {
    // One attempt per request token: the server has already used it up either way.
    clearSocialSignIn();
  }
}
