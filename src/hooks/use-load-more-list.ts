// The "load more" variant of use-list.ts: a list read page by page (offset/limit) and appended, on a button
// or as the end of the list scrolls into view, which the viewer may also change in place (see
// paged-items.ts). A call while one is under way does nothing. Failures are handled as in every loading hook.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Envelope, List } from '@/contracts/common';
import { loadFailure, type LoadOptions } from './load-failure';
import { emptyPaged, isDone, pagedReducer, type PagedItems } from './paged-items';

export type PageLoader<T> = (page: { offset: number; limit: number }) => Promise<Envelope<List<T>>>;

export interface LoadMoreList<T> extends PagedItems<T> {
  /** Every item has arrived. */
  done: boolean;
  loadMore: () => void;
  add: (item: T, at: 'start' | 'end') => void;
  remove: (id: string) => void;
  /** Puts these items in place of the held ones with the same ids (an item read again after a change). */
  replace: (...items: T[]) => void;
}

export interface LoadMoreOptions<T = unknown> extends Omit<LoadOptions, 'ready'> {
  /** False waits for the first `loadMore` (infinite scroll: the end of the list in view asks for it). */
  start?: boolean;
  /**
   * The first page as the server rendered it: the list starts with it and reads on from there, so the browser's
   * first render is the server's. Read once; a new `load` starts afresh without it.
   */
  initial?: List<T> | null;
}

/** `load` must keep its identity between renders (useCallback): a new one starts the list afresh. */
export function useLoadMoreList<T extends { _id: string }>(load: PageLoader<T>, pageSize: number, options: LoadMoreOptions<T> = {}): LoadMoreList<T> {
  const { start = true, initial } = options;
  const [state, dispatch] = useReducer(pagedReducer<T>, undefined, () =>
    initial ? pagedReducer(emptyPaged<T>(), { type: 'page', items: initial.data, total: initial.total }) : emptyPaged<T>(),
  );
  // The loader (and start) the initial page belongs to: the effect below leaves the list alone for them.
  const startedWith = useRef<{ load: PageLoader<T>; start: boolean } | null>(initial ? { load, start } : null);
  // Read synchronously: two clicks (or two sentinel reports) can come before React renders again.
  const busy = useRef(false);
  const held = useRef(0);
  held.current = state.items.length;
  const generation = useRef(0);
  const settings = useRef(options);
  settings.current = options;

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    const ticket = generation.current;
    dispatch({ type: 'loading' });
    load({ offset: held.current, limit: pageSize })
      .then(({ data }) => ticket === generation.current && dispatch({ type: 'page', items: data.data, total: data.total }))
      .catch((e: unknown) => ticket === generation.current && dispatch({ type: 'failed', error: loadFailure(e, settings.current).message }))
      .finally(() => {
        if (ticket === generation.current) busy.current = false;
      });
  }, [load, pageSize]);

  useEffect(() => {
    if (startedWith.current?.load === load && startedWith.current.start === start) return;
    startedWith.current = null;
    // A new loader is a new list: answers still on their way for the old one are dropped.
    generation.current += 1;
    busy.current = false;
    held.current = 0;
    dispatch({ type: 'reset' });
    if (start) loadMore();
  }, [load, loadMore, start]);

  const add = useCallback((item: T, at: 'start' | 'end') => dispatch({ type: 'added', item, at }), []);
  const remove = useCallback((id: string) => dispatch({ type: 'removed', id }), []);
  const replace = useCallback((...items: T[]) => items.forEach((item) => dispatch({ type: 'replaced', item })), []);

  return { ...state, done: isDone(state), loadMore, add, remove, replace };
}
