import type { FastifyRequest } from 'fastify';
import { clientIp, countryOf } from '@/server/modules/block/client-ip';

describe('client address and country', () => {
  it('a request whose connection closed before it was read has no address and no country, and does not throw', () => {
    // Under load a client may hang up before fastify reads the socket's address: req.ip is then undefined.
    const closed = { headers: {}, ip: undefined } as unknown as FastifyRequest;
    expect(clientIp(closed, 'secret')).toBe('');
    expect(countryOf(clientIp(closed, 'secret'))).toBeNull();
    expect(countryOf(undefined)).toBeNull();
  });

  it('a public address has its country; a private one has none', () => {
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(countryOf('10.0.0.1')).toBeNull();
  });
});
