// Reads a list page by page (offset/limit) on demand, starting with the first page, and lets the caller
// change it in place (see paged-items.ts). A call while one is under way does nothing.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Envelope, List } from '@/contracts/common';
import { getResponseError } from '@/lib/errors';
import { emptyPaged, isDone, pagedReducer, type PagedItems } from './paged-items';

export type PageLoader<T> = (page: { offset: number; limit: number }) => Promise<Envelope<List<T>>>;

export interface LoadMore<T> extends PagedItems<T> {
  done: boolean;
  loadMore: () => void;
  add: (item: T, at: 'start' | 'end') => void;
  remove: (id: string) => void;
  replace: (item: T) => void;
}

/** `load` must keep its identity between renders (useCallback): a new one starts the list afresh. */
export function useLoadMore<T extends { _id: string }>(load: PageLoader<T>, pageSize: number, { start = true } = {}): LoadMore<T> {
  const [state, dispatch] = useReducer(pagedReducer<T>, undefined, emptyPaged<T>);
  // Read synchronously: two clicks can come before React renders again.
  const busy = useRef(false);
  const held = useRef(0);
  held.current = state.items.length;
  const generation = useRef(0);

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    const ticket = generation.current;
    dispatch({ type: 'loading' });
    load({ offset: held.current, limit: pageSize })
      .then(({ data }) => ticket === generation.current && dispatch({ type: 'page', items: data.data, total: data.total }))
      .catch((e: unknown) => ticket === generation.current && dispatch({ type: 'failed', error: getResponseError(e) }))
      .finally(() => {
        if (ticket === generation.current) busy.current = false;
      });
  }, [load, pageSize]);

  useEffect(() => {
    // A new loader is a new list: answers still on their way for the old one are dropped.
    generation.current += 1;
    busy.current = false;
    held.current = 0;
    dispatch({ type: 'reset' });
    if (start) loadMore();
  }, [loadMore, start]);

  const add = useCallback((item: T, at: 'start' | 'end') => dispatch({ type: 'added', item, at }), []);
  const remove = useCallback((id: string) => dispatch({ type: 'removed', id }), []);
  const replace = useCallback((item: T) => dispatch({ type: 'replaced', item }), []);

  return { ...state, done: isDone(state), loadMore, add, remove, replace };
}
