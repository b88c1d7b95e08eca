// antd's CSS-in-JS styles for server-rendered pages (used by pages/_document.tsx only).
// Computing antd's styles is the expensive part of SSR: a fresh cache per request cut throughput ~8x
// (docs/architecture.md, "Known pitfalls"). So the computed styles live in one process-wide store, and
// each request gets a thin cache over it that records which entries its render touched; the page's <style>
// then holds exactly those, as it would with a fresh cache. Concurrent renders never share a record of keys.
import { createCache, extractStyle } from '@ant-design/cssinjs';

type CacheEntity = ReturnType<typeof createCache>;

/** The computed styles of every component and theme seen so far; grows to components x themes, then stops. */
const shared = createCache();

/** Extracted CSS per set of touched entries: pages of one kind touch the same set. */
const extracted = new Map<string, string>();
const MAX_EXTRACTED = 200;

export interface RequestStyles {
  /** Give to StyleProvider for this render. */
  cache: CacheEntity;
  /** The styles the render used, as plain CSS (antd's cache-path marker included for client hydration). */
  css(): string;
}

export function createRequestStyles(): RequestStyles {
  const used = new Set<string>();
  const cache = createCache();
  cache.cache = shared.cache;
  cache.updateTimes = shared.updateTimes;
  const opUpdate = cache.opUpdate.bind(cache);
  const opGet = cache.opGet.bind(cache);
  cache.opUpdate = (key, valueFn) => {
    used.add(key);
    opUpdate(key, valueFn);
  };
  cache.opGet = (key) => {
    used.add(key);
    return opGet(key);
  };

  return {
    cache,
    css() {
      const keys = [...used].filter((k) => shared.cache.has(k)).sort();
      const signature = keys.join('\n');
      const hit = extracted.get(signature);
      if (hit !== undefined) return hit;
      const view = createCache();
      for (const key of keys) {
        view.cache.set(key, shared.cache.get(key)!);
        view.updateTimes.set(key, shared.updateTimes.get(key) ?? 0);
      }
      const css = extractStyle(view, true);
      if (extracted.size >= MAX_EXTRACTED) extracted.delete(extracted.keys().next().value!);
      extracted.set(signature, css);
      return css;
    },
  };
}
