// Carries session-cache evictions between app nodes over Redis pub/sub, so a session ended on one node is
// refused at once on the others too (without it they follow within the cache's TTL). A lost message costs
// only that: the TTL still bounds how long another node may accept the ended session.
import type { Redis } from 'ioredis';
import type { Log } from '../../log';
import type { SessionEviction, SessionEvictionBus } from './session-cache';

const CHANNEL = 'fanstage:session-evictions';

export function createRedisEvictionBus(redis: Redis, log?: Pick<Log, 'warn'>): SessionEvictionBus & { close(): Promise<void> } {
  // A connection in subscriber mode can do nothing else, so listening takes a connection of its own.
  const subscriber = redis.duplicate();
  const listeners: ((eviction: SessionEviction) => void)[] = [];
  const ready = subscriber.subscribe(CHANNEL).catch((err: unknown) => log?.warn({ err }, 'Could not listen for ended sessions of other nodes; they reach this node within the session cache TTL.'));
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANNEL) return;
    let eviction: SessionEviction;
    try {
      eviction = JSON.parse(message) as SessionEviction;
    } catch {
      return;
    }
    for (const listener of listeners) listener(eviction);
  });
  return {
    publish(eviction) {
      redis.publish(CHANNEL, JSON.stringify(eviction)).catch((err: unknown) => log?.warn({ err }, 'Could not tell other nodes about ended sessions; they follow within the session cache TTL.'));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      await ready;
      await subscriber.quit().catch(() => undefined);
    },
  };
}
