// The STUN and TURN servers a private show's two browsers use to reach each other, from the configuration.
// TURN credentials follow coturn's `use-auth-secret` scheme (the TURN REST API): the username is
// `<expiry in unix seconds>:<user id>` and the credential is base64(HMAC-SHA1(shared secret, username)).
// coturn, given the same secret as `static-auth-secret`, checks the signature and the expiry itself, so
// nothing is stored and a leaked credential stops working when it expires.
import { createHmac } from 'node:crypto';
import type { IceServer, IceServersResult } from '@/contracts/streams';

export interface IceConfig {
  stunUrls: readonly string[];
  turnUrls: readonly string[];
  /** coturn's static-auth-secret; TURN servers are handed out only with it. */
  turnSecret?: string;
  /** How long a TURN credential works. */
  ttlSeconds: number;
}

/** coturn's time-limited credential for `userId`, valid until `expiresAt` (unix seconds). */
export function turnCredential(secret: string, userId: string, expiresAt: number): { username: string; credential: string } {
  const username = `${expiresAt}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** A configuration that lists TURN servers must give their secret: without it no credential would work. */
export function checkIceConfig(config: IceConfig): void {
  if (config.turnUrls.length > 0 && !config.turnSecret) {
    throw new Error('TURN_URLS is set but TURN_SECRET is not: give the static-auth-secret of the TURN servers (coturn use-auth-secret), or leave TURN_URLS empty.');
  }
}

/** The servers for one participant at `now`: STUN as configured, TURN with a credential of their own. */
export function iceServersFor(config: IceConfig, userId: string, now: Date): IceServersResult {
  const servers: IceServer[] = [];
  if (config.stunUrls.length) servers.push({ urls: [...config.stunUrls] });
  if (!config.turnUrls.length || !config.turnSecret) return { iceServers: servers, expiresAt: null };
  const expiresAt = Math.floor(now.getTime() / 1000) + config.ttlSeconds;
  servers.push({ urls: [...config.turnUrls], ...turnCredential(config.turnSecret, userId, expiresAt) });
  return { iceServers: servers, expiresAt: new Date(expiresAt * 1000).toISOString() };
}
