// Which proxies' forwarding headers the server believes (TRUST_PROXY), for HTTP requests (fastify's trustProxy)
// and for socket handshakes alike, so a visitor's country is read from the same address on both.
import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** TRUST_PROXY: "true", a hop count, or a comma-separated list of proxy addresses/CIDRs; unset or "false" trusts none. */
export function parseTrustProxy(value?: string): TrustProxy {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/**
 * The address a request came from: the peer's own address, or, through trusted proxies, the nearest address
 * in X-Forwarded-For that no trusted proxy vouches for (what fastify answers as req.ip).
 */
export function clientAddressResolver(setting?: string): (req: IncomingMessage) => string {
  const trust = parseTrustProxy(setting);
  const peer = (req: IncomingMessage) => req.socket?.remoteAddress ?? '';
  if (trust === false) return peer;
  const check = trust === true ? () => true : typeof trust === 'function' ? trust : proxyaddr.compile(trust.split(',').map((s) => s.trim()));
  return (req) => (req.socket ? proxyaddr(req, check) : '');
}
