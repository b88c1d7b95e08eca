// Signed addresses of a live session's segments. Like private media links (../signed-url.ts) the signature
// covers what the address names, its expiry and the viewer it was made for, but with a key of its own: a
// live signature opens nothing on the files route, and a file signature nothing here.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignatureCheck, SignedQuery } from '../signed-url';
import { rewritePlaylistUris } from './hls-playlist';

/** How long a segment address stays valid: a player fetches a listed segment within a few seconds. */
export const DEFAULT_SEGMENT_URL_SECONDS = 30;
/**
 * Expiries are rounded up to this step, so playlists fetched a second apart sign a segment with the same
 * address and a player or browser cache that has it does not fetch it again.
 */
const EXPIRY_STEP_SECONDS = 10;

function signingKey(secret: string): Buffer {
  if (!secret) throw new Error('Signing live stream addresses needs a secret (config.jwtSecret).');
  return createHmac('sha256', secret).update('fanstage:live-url:v1').digest();
}

function signature(secret: string, sessionId: string, name: string, expires: number, viewer: string): string {
  return createHmac('sha256', signingKey(secret)).update(`${sessionId}\n${name}\n${expires}\n${viewer}`).digest('base64url');
}

export interface LiveSigner {
  secret: string;
  /** Unix time in seconds. */
  nowSeconds: () => number;
  /** Lifetime of a segment address (default DEFAULT_SEGMENT_URL_SECONDS). */
  segmentUrlSeconds?: number;
}

/** The expiry to sign with now: at least the lifetime away, rounded up to the step. */
export function liveExpiry(signer: LiveSigner): number {
  const ttl = Math.max(1, Math.floor(signer.segmentUrlSeconds ?? DEFAULT_SEGMENT_URL_SECONDS));
  const at = signer.nowSeconds() + ttl;
  return Math.ceil(at / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
}

/** The query string (without "?") that lets `viewerId` (null: anyone) fetch `name` of the session until `expiresAt`. */
export function signLiveQuery(secret: string, sessionId: string, name: string, opts: { expiresAt: number; viewerId: string | null }): string {
  const viewer = opts.viewerId ?? '';
  const params = new URLSearchParams({ expires: String(opts.expiresAt) });
  if (viewer) params.set('viewer', viewer);
  params.set('sig', signature(secret, sessionId, name, opts.expiresAt, viewer));
  return params.toString();
}

export function verifyLiveQuery(secret: string, sessionId: string, name: string, q: SignedQuery, nowSeconds: number): SignatureCheck {
  if (!q.expires || !q.sig) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(q.expires)) return { ok: false, reason: 'invalid' };
  const expires = Number(q.expires);
  const expected = Buffer.from(signature(secret, sessionId, name, expires, q.viewer ?? ''));
  const given = Buffer.from(q.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  // After the signature, so a forged far-future expiry reads as invalid rather than fine.
  if (expires < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, viewerId: q.viewer || null, expiresAt: expires };
}

/**
 * The viewer's copy of a session's playlist: every segment (and key or init file) address becomes
 * `<name>?expires=&viewer=&sig=`, relative, so it resolves against the playlist's own address
 * (/api/live/<sessionId>/index.m3u8) wherever the API is reached from.
 */
export function viewerPlaylist(text: string, opts: { signer: LiveSigner; sessionId: string; viewerId: string | null }): string {
  const expiresAt = liveExpiry(opts.signer);
  return rewritePlaylistUris(text, (uri) => {
    // Only the plain names the pipeline writes are signed; anything else (an absolute address) is not ours.
    if (!/^[A-Za-z0-9._-]+$/.test(uri)) return uri;
    return `${uri}?${signLiveQuery(opts.signer.secret, opts.sessionId, uri, { expiresAt, viewerId: opts.viewerId })}`;
  });
}
