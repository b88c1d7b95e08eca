// The session cache on its own: TTL, the session's own expiry, the size bound, evictions racing a lookup,
// and evictions carried to another node's cache.
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { AuthUser } from '@/server/http/auth-guard';
import { createSessionCache, type SessionEviction, type SessionEvictionBus } from '@/server/modules/auth/session-cache';
import { createRedisEvictionBus } from '@/server/modules/auth/session-eviction-bus';

/** A Redis server's pub/sub, for connections that publish and subscribe through it. */
function fakeRedisServer() {
  const hub = new EventEmitter();
  const connect = (): Redis => {
    const connection = new EventEmitter() as EventEmitter & Record<string, unknown>;
    const channels = new Set<string>();
    hub.on('message', (channel: string, message: string) => {
      if (channels.has(channel)) connection.emit('message', channel, message);
    });
    Object.assign(connection, {
      duplicate: () => connect(),
      subscribe: async (channel: string) => void channels.add(channel),
      publish: async (channel: string, message: string) => void hub.emit('message', channel, message),
      quit: async () => 'OK',
    });
    return connection as unknown as Redis;
  };
  return { connect };
}

const user = (id: string, sessionId = `s-${id}`): AuthUser => ({ id, sessionId, roles: ['user'], isPerformer: false });
const FAR = Number.MAX_SAFE_INTEGER;

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('createSessionCache', () => {
  test('keeps a session for the TTL, never past the session’s own expiry', () => {
    const c = clock();
    const cache = createSessionCache({ ttlMs: 5000, now: c.now });
    cache.set('a', user('1'), FAR, cache.stamp());
    cache.set('b', user('2'), c.now() + 1000, cache.stamp());
    c.advance(999);
    expect(cache.get('a')?.id).toBe('1');
    expect(cache.get('b')?.id).toBe('2');
    c.advance(1);
    expect(cache.get('b')).toBeNull();
    c.advance(4000);
    expect(cache.get('a')).toBeNull();
  });

  test('holds at most maxEntries, dropping the least recently used', () => {
    const cache = createSessionCache({ maxEntries: 2, now: clock().now });
    cache.set('a', user('1'), FAR, cache.stamp());
    cache.set('b', user('2'), FAR, cache.stamp());
    cache.get('a');
    cache.set('c', user('3'), FAR, cache.stamp());
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')?.id).toBe('1');
    expect(cache.get('c')?.id).toBe('3');
  });

  test('evicts by session and by user; a lookup that began before an eviction is not kept', () => {
    const cache = createSessionCache({ now: clock().now });
    cache.set('a', user('1', 's1'), FAR, cache.stamp());
    cache.set('b', user('1', 's2'), FAR, cache.stamp());
    cache.set('c', user('2', 's3'), FAR, cache.stamp());
    cache.evict({ sessionIds: ['s1'] });
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')?.id).toBe('1');
    cache.evict({ userIds: ['1'] });
    expect(cache.get('b')).toBeNull();
    expect(cache.get('c')?.id).toBe('2');

    const stamp = cache.stamp();
    cache.evict({ sessionIds: ['s4'] });
    cache.set('d', user('3', 's4'), FAR, stamp);
    expect(cache.get('d')).toBeNull();
  });

  test('a TTL of 0 keeps nothing', () => {
    const cache = createSessionCache({ ttlMs: 0, now: clock().now });
    cache.set('a', user('1'), FAR, cache.stamp());
    expect(cache.get('a')).toBeNull();
  });

  test('an eviction reaches the other nodes through the bus', () => {
    const listeners: ((e: SessionEviction) => void)[] = [];
    const bus: SessionEvictionBus = { publish: (e) => listeners.forEach((l) => l(e)), subscribe: (l) => void listeners.push(l) };
    const c = clock();
    const here = createSessionCache({ now: c.now, bus });
    const there = createSessionCache({ now: c.now, bus });
    there.set('a', user('1', 's1'), FAR, there.stamp());
    there.set('b', user('2', 's2'), FAR, there.stamp());
    here.evict({ sessionIds: ['s1'], userIds: ['2'] });
    expect(there.get('a')).toBeNull();
    expect(there.get('b')).toBeNull();
  });

  test('the Redis bus carries an eviction from one node to another', async () => {
    const server = fakeRedisServer();
    const busA = createRedisEvictionBus(server.connect());
    const busB = createRedisEvictionBus(server.connect());
    const c = clock();
    const nodeA = createSessionCache({ now: c.now, bus: busA });
    const nodeB = createSessionCache({ now: c.now, bus: busB });
    nodeB.set('a', user('1', 's1'), FAR, nodeB.stamp());
    nodeB.set('b', user('2', 's2'), FAR, nodeB.stamp());
    nodeA.evict({ sessionIds: ['s1'] });
    expect(nodeB.get('a')).toBeNull();
    expect(nodeB.get('b')?.id).toBe('2');
    await Promise.all([busA.close(), busB.close()]);
  });
});
