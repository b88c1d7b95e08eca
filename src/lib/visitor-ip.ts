// The visitor's address as the page renderer sees it (server side), for the geo-block check.
import type { IncomingMessage } from 'node:http';

/**
 * x-forwarded-for is whatever the client wrote unless a proxy we trust rewrites it, so its first entry is
 * used only when TRUST_PROXY is configured (docs/business-rules.md "Safety"); otherwise the socket address.
 */
export function visitorIp(req: Pick<IncomingMessage, 'headers' | 'socket'> | undefined, trustProxy = process.env.TRUST_PROXY): string | undefined {
  if (!req) return undefined;
  const trusted = !!trustProxy && trustProxy !== 'false' && trustProxy !== '0';
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  if (trusted && first) return first;
  return req.socket?.remoteAddress ?? undefined;
}
