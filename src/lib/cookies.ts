// The cookies the client keeps: the session token (lifetimes in docs/product.md, "Constants and limits")
// and the short-lived Twitter sign-in cookies. Browser-side through js-cookie; the server reads the raw
// Cookie header.
import Cookies from 'js-cookie';
import { REMEMBER_DAYS, SESSION_DAYS, SOCIAL_COOKIE_DAYS, TOKEN_COOKIE } from '@/contracts/shell-values';

const isSecurePage = () => typeof window !== 'undefined' && window.location.protocol === 'https:';
const baseAttributes = () => ({ path: '/', sameSite: 'lax' as const, secure: isSecurePage() });

export function setTokenCookie(token: string, remember: boolean): void {
  Cookies.set(TOKEN_COOKIE, token, { ...baseAttributes(), expires: remember ? REMEMBER_DAYS : SESSION_DAYS });
}

export function getTokenCookie(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function removeTokenCookie(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

/** The Twitter OAuth 1.0a hand-over between leaving for the provider and coming back. */
export interface SocialSignIn {
  oauthToken: string;
  oauthTokenSecret: string;
  callbackUrl: string;
  role: 'user' | 'performer';
}
const socialKeys = ['oauthToken', 'oauthTokenSecret', 'callbackUrl', 'role'] as const;

export function setSocialSignIn(values: SocialSignIn): void {
  for (const key of socialKeys) Cookies.set(key, values[key], { ...baseAttributes(), expires: SOCIAL_COOKIE_DAYS });
}

export function getSocialSignIn(): SocialSignIn | null {
  const [oauthToken, oauthTokenSecret, callbackUrl, role] = socialKeys.map((k) => Cookies.get(k));
  if (!oauthToken || !oauthTokenSecret) return null;
  return { oauthToken, oauthTokenSecret, callbackUrl: callbackUrl ?? '', role: role === 'performer' ? 'performer' : 'user' };
}

export function clearSocialSignIn(): void {
  for (const key of socialKeys) Cookies.remove(key, { path: '/' });
}

/** A cookie's value from a raw Cookie request header (server side). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return raw || undefined;
    }
  }
  return undefined;
}

/** Set-Cookie value that deletes the token cookie (server side, for a session found invalid). */
export const expiredTokenCookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
