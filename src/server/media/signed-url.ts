// Short-lived signed addresses for private media. The signature covers the key, the expiry and the
// viewer id, so none of them can be changed; no session token ever appears in a media URL.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_PRIVATE_URL_SECONDS = 5 * 60;
/** Longer links would outlive the sessions and purchases they were made for. */
export const MAX_PRIVATE_URL_SECONDS = 24 * 60 * 60;

export interface SignedQuery {
  expires?: string;
  viewer?: string;
  sig?: string;
}

export type SignatureCheck = { ok: true; viewerId: string | null; expiresAt: number } | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

/** A key of its own derived from the app secret, so a media signature can never pass as a session token signature. */
function signingKey(secret: string): Buffer {
  if (!secret) throw new Error('Signing media URLs needs a secret (config.jwtSecret).');
  return createHmac('sha256', secret).update('fanstage:media-url:v1').digest();
}

function signature(secret: string, key: string, expires: number, viewer: string): string {
  return createHmac('sha256', signingKey(secret)).update(`${key}\n${expires}\n${viewer}`).digest('base64url');
}

export function signQuery(secret: string, key: string, opts: { expiresAt: number; viewerId?: string }): string {
  const viewer = opts.viewerId ?? '';
  const params = new URLSearchParams({ expires: String(opts.expiresAt) });
  if (viewer) params.set('viewer', viewer);
  params.set('sig', signature(secret, key, opts.expiresAt, viewer));
  return params.toString();
}

/** `nowSeconds` is unix time in seconds. */
export function verifyQuery(secret: string, key: string, q: SignedQuery, nowSeconds: number): SignatureCheck {
  if (!q.expires || !q.sig) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(q.expires)) return { ok: false, reason: 'invalid' };
  const expires = Number(q.expires);
  const expected = Buffer.from(signature(secret, key, expires, q.viewer ?? ''));
  const given = Buffer.from(q.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  // Checked after the signature so a forged far-future expiry is reported as invalid, not as fine.
  if (expires < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, viewerId: q.viewer || null, expiresAt: expires };
}
