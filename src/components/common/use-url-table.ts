// A table page's state (current, pageSize, sortBy, sort and filters) lives in the address, so a reload or a
// shared link shows the same rows, and its rows are fetched again whenever that state changes.
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { List } from '@/contracts/common';
import { getResponseError } from '@/lib/notify';
import { applyTableChange, parseTableQuery, toTableQuery, type TableChange, type TableQuery } from '@/lib/table-query';

export interface UrlTable {
  state: TableQuery;
  /** The flat query for the API: paging, sorting and filters. */
  query: Record<string, string>;
  /** False until the router has read the address (a statically optimised page starts with an empty query). */
  ready: boolean;
  change: (change: TableChange) => void;
}

export function useUrlTable(): UrlTable {
  const router = useRouter();
  const state = parseTableQuery(router.query);
  const query = toTableQuery(state);
  const change = (next: TableChange) => {
    void router.push({ pathname: router.pathname, query: toTableQuery(applyTableChange(state, next)) }, undefined, { shallow: true });
  };
  return { state, query, ready: router.isReady, change };
}

export interface RemoteList<T> {
  rows: T[];
  total: number;
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
}

/** Loads a page of rows for `query` once `ready`, again when it changes; `reload` after a row was changed. */
export function useRemoteList<T>(
  load: (query: Record<string, string>) => Promise<{ data: List<T> }>,
  query: Record<string, string>,
  ready = true,
): RemoteList<T> {
  const key = JSON.stringify(query);
  const [page, setPage] = useState<List<T>>({ data: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  // `load` and `query` are new objects each render; the serialised query says when to fetch again.
  const reload = useCallback(async () => {
    // Only the newest request may fill the table: paging quickly must not show an older page last.
    const ticket = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const answer = (await loader.current(JSON.parse(key) as Record<string, string>)).data;
      if (ticket === latest.current) setPage(answer);
    } catch (e) {
      if (ticket === latest.current) setError(getResponseError(e));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [key]);

  useEffect(() => {
    if (ready) void reload();
  }, [reload, ready]);

  return { rows: page.data, total: page.total, loading, error, reload };
}
