// Where a visitor is. x-client-ip is trusted only from the app's own server-side calls, which prove
// themselves with the internal secret; forwarding headers only through fastify's trustProxy setting.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import geoip from 'geoip-country';
import { INTERNAL_SECRET_HEADER } from '@/contracts/common';

export { INTERNAL_SECRET_HEADER };

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The visitor's address; empty when the connection closed before the request was read (req.ip is then undefined). */
export function clientIp(req: FastifyRequest, internalSecret: string): string {
  const presented = req.headers[INTERNAL_SECRET_HEADER];
  const forwarded = req.headers['x-client-ip'];
  if (typeof presented === 'string' && typeof forwarded === 'string' && internalSecret && sameSecret(presented, internalSecret)) {
    return forwarded.trim();
  }
  return req.ip ?? '';
}

/** ISO country code of an IP, or null for private, loopback and unknown addresses. */
export function countryOf(ip: string | undefined): string | null {
  if (!ip) return null;
  const normalised = ip.replace(/^::ffff:/, '');
  return geoip.lookup(normalised)?.country ?? null;
}
