// A socket's address for country blocks: the peer itself unless TRUST_PROXY trusts it, then the address its
// proxies forwarded, exactly as fastify reads req.ip for HTTP requests. Real sockets over a real port.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { createRealtimeServer, type RealtimeServer } from '@/server/realtime/socket-server';

const FORWARDED = '81.2.69.142, 10.0.0.7';

async function addressSeen(trustProxy: string | undefined, headers: Record<string, string>): Promise<string> {
  const http: Server = createServer();
  const io: RealtimeServer = createRealtimeServer(http, { resolveSession: async () => null, trustProxy });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const seen = new Promise<string>((resolve) => io.on('connection', (socket) => resolve(socket.data.clientIp)));
  const client: Socket = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ['websocket'], extraHeaders: headers, forceNew: true });
  try {
    return await seen;
  } finally {
    client.close();
    io.close();
    await new Promise((resolve) => http.close(resolve));
  }
}

describe("a socket's client address", () => {
  it('is the peer when no proxy is trusted, whatever the headers claim', async () => {
    expect(await addressSeen(undefined, { 'x-forwarded-for': FORWARDED })).toBe('127.0.0.1');
    expect(await addressSeen('false', { 'x-forwarded-for': FORWARDED })).toBe('127.0.0.1');
  });

  it('is the forwarded address through trusted proxies: all, a hop count, or a list', async () => {
    expect(await addressSeen('true', { 'x-forwarded-for': FORWARDED })).toBe('81.2.69.142');
    // One hop trusted (the local proxy): the address that proxy saw, 10.0.0.7.
    expect(await addressSeen('1', { 'x-forwarded-for': FORWARDED })).toBe('10.0.0.7');
    expect(await addressSeen('127.0.0.1, 10.0.0.0/8', { 'x-forwarded-for': FORWARDED })).toBe('81.2.69.142');
    expect(await addressSeen('true', {})).toBe('127.0.0.1');
  });
});
