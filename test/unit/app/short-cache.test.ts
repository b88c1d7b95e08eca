/**
 * @jest-environment node
 */
// The page renderer's short-lived answers: expiry, the size bound and the version that drops them.
import { createShortCache } from '@/lib/short-cache';

function setup(maxEntries = 10) {
  let time = 1_000;
  let version = 0;
  const cache = createShortCache<string>({ ttlMs: 2_000, maxEntries, version: () => version, now: () => time });
  const calls: string[] = [];
  const load = (key: string, answer = `${key}@${time}`) =>
    cache.get(key, async () => {
      calls.push(key);
      return answer;
    });
  return {
    cache,
    calls,
    load,
    later: (ms: number) => (time += ms),
    bump: () => (version += 1),
  };
}

describe('short-lived answer cache', () => {
  it('answers from memory within the TTL and asks again once it has passed', async () => {
    const c = setup();
    expect(await c.load('a')).toBe('a@1000');
    c.later(1_999);
    expect(await c.load('a')).toBe('a@1000');
    c.later(1);
    expect(await c.load('a')).toBe('a@3000');
    expect(c.calls).toEqual(['a', 'a']);
  });

  it('a new version drops what was kept', async () => {
    const c = setup();
    await c.load('a');
    c.bump();
    await c.load('a');
    expect(c.calls).toEqual(['a', 'a']);
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const c = setup(2);
    await c.load('a');
    await c.load('b');
    await c.load('c');
    await c.load('b');
    await c.load('a');
    expect(c.calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('does not keep a failure', async () => {
    const c = setup();
    await expect(c.cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await c.load('a')).toBe('a@1000');
    expect(c.calls).toEqual(['a']);
  });
});
