// A small, short-lived cache of async answers for the page renderer: one call answers every render that
// asks for the same key within `ttlMs`, concurrent asks share the call in flight, failures are never kept,
// and a change of `version()` (settings written in this process) drops every entry at once.

export interface ShortCacheOptions {
  ttlMs: number;
  /** Oldest entries go first once this many keys are held. */
  maxEntries: number;
  /** Entries remembered under another version are stale. */
  version?: () => number;
  now?: () => number;
}

interface Entry<T> {
  at: number;
  version: number;
  value: Promise<T>;
}

export interface ShortCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createShortCache<T>(options: ShortCacheOptions): ShortCache<T> {
  const { ttlMs, maxEntries } = options;
  const version = options.version ?? (() => 0);
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();

  return {
    get(key, load) {
      const current = version();
      const hit = entries.get(key);
      if (hit && hit.version === current && now() - hit.at < ttlMs) return hit.value;
      if (hit) entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      const entry: Entry<T> = { at: now(), version: current, value };
      entries.set(key, entry);
      // A failed call is not an answer: the next render asks again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
