// One page of a list from the API, loaded in the browser and reloaded whenever the query changes. The
// caller may drop items it removed (unbookmark, unfollow) without reloading the page.
import { useCallback, useEffect, useState } from 'react';
import type { Envelope, List } from '@/contracts/common';
import { getResponseError } from '@/lib/errors';

export interface PagedList<T> {
  loading: boolean;
  error: string | null;
  items: T[];
  total: number;
  reload: () => void;
  /** Takes an item off this page (and the total) after the server confirmed its removal. */
  remove: (match: (item: T) => boolean) => void;
}

export function usePagedList<T>(load: (query: Record<string, string>) => Promise<Envelope<List<T>>>, query: Record<string, string>): PagedList<T> {
  const [state, setState] = useState<{ loading: boolean; error: string | null; items: T[]; total: number }>({
    loading: true,
    error: null,
    items: [],
    total: 0,
  });
  const [attempt, setAttempt] = useState(0);
  // The query object is new on every render; its content is what matters.
  const key = JSON.stringify(query);

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load(JSON.parse(key) as Record<string, string>)
      .then((res) => live && setState({ loading: false, error: null, items: res.data.data, total: res.data.total }))
      .catch((e: unknown) => live && setState({ loading: false, error: getResponseError(e), items: [], total: 0 }));
    return () => {
      live = false;
    };
  }, [load, key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const remove = useCallback(
    (match: (item: T) => boolean) =>
      setState((s) => {
        const items = s.items.filter((item) => !match(item));
        return { ...s, items, total: Math.max(0, s.total - (s.items.length - items.length)) };
      }),
    [],
  );
  return { ...state, reload, remove };
}
