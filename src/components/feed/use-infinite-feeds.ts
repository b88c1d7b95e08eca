// Posts loaded page by page (offset/limit) and appended, for infinite scrolling. One page at a time: a
// second call while one is under way does nothing.
import { useCallback, useRef, useState } from 'react';
import type { Envelope, List } from '@/contracts/common';
import type { Feed } from '@/contracts/feeds';
import { getResponseError } from '@/lib/errors';

export const FEED_PAGE_SIZE = 10;

export type FeedPageLoader = (query: { offset: number; limit: number }) => Promise<Envelope<List<Feed>>>;

export interface InfiniteFeeds {
  items: Feed[];
  total: number;
  loading: boolean;
  error: string | null;
  /** At least one page has arrived. */
  started: boolean;
  /** Every post has arrived. */
  done: boolean;
  loadMore: () => void;
  /** Puts these posts in place of the loaded ones with the same ids (a post read again after unlocking). */
  replace: (feeds: readonly Feed[]) => void;
}

export function useInfiniteFeeds(load: FeedPageLoader): InfiniteFeeds {
  const [state, setState] = useState({ items: [] as Feed[], total: 0, loading: false, error: null as string | null, started: false });
  // Read synchronously: a sentinel can report twice before React re-renders.
  const busy = useRef(false);
  const offset = useRef(0);
  const done = state.started && state.items.length >= state.total;

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load({ offset: offset.current, limit: FEED_PAGE_SIZE })
      .then(({ data }) => {
        offset.current += data.data.length;
        setState((s) => {
          // A post moved up a page between calls arrives twice: keep the first.
          const seen = new Set(s.items.map((f) => f._id));
          const fresh = data.data.filter((f) => !seen.has(f._id));
          // An empty page means the end even if the total said more (posts deleted meanwhile).
          const total = data.data.length ? data.total : s.items.length + fresh.length;
          return { items: [...s.items, ...fresh], total, loading: false, error: null, started: true };
        });
      })
      .catch((e: unknown) => setState((s) => ({ ...s, loading: false, error: getResponseError(e) })))
      .finally(() => {
        busy.current = false;
      });
  }, [load]);

  const replace = useCallback((feeds: readonly Feed[]) => {
    const fresh = new Map(feeds.map((f) => [f._id, f]));
    setState((s) => ({ ...s, items: s.items.map((f) => fresh.get(f._id) ?? f) }));
  }, []);

  return { ...state, done, loadMore, replace };
}
