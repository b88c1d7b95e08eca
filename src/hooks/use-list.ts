// The one way to load a page of a list in a component: `useList` for a page whose paging lives in state,
// `useUrlList` for a table page whose paging, sorting and filters live in the address (a reload or a shared
// link shows the same rows). For a list read by appending pages ("load more", infinite scroll) see
// use-load-more-list.ts; for a single value, use-resource.ts.
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import type { List } from '@/contracts/common';
import { applyTableChange, parseTableQuery, toTableQuery, type TableChange, type TableQuery } from '@/lib/table-query';
import type { LoadOptions } from './load-failure';
import { useResource } from './use-resource';

export type ListLoader<T> = (query: Record<string, string>) => Promise<{ data: List<T> }>;

export interface PagedList<T> {
  items: T[];
  total: number;
  loading: boolean;
  error: string | null;
  /** Fetch the page again (after a row was changed). */
  reload: () => Promise<void>;
  /** Takes items off this page (and the total) after the server confirmed their removal. */
  remove: (match: (item: T) => boolean) => void;
}

const EMPTY: List<never> = { data: [], total: 0 };

/** Loads the page `query` names once `ready`, again when its content changes; an older answer never shows last. */
export function useList<T>(load: ListLoader<T>, query: Record<string, string>, options?: LoadOptions): PagedList<T> {
  // The query object is new on every render; its content is what matters.
  const key = JSON.stringify(query);
  const page = useResource(() => load(JSON.parse(key) as Record<string, string>), key, options);
  const { set } = page;
  const remove = useCallback(
    (match: (item: T) => boolean) =>
      set((current) => {
        if (!current) return current;
        const data = current.data.filter((item) => !match(item));
        return { data, total: Math.max(0, current.total - (current.data.length - data.length)) };
      }),
    [set],
  );
  // A page that failed to load shows nothing but its error: rows of another page would pass for it.
  const { data, total } = (page.error === null && page.value) || EMPTY;
  return { items: data, total, loading: page.loading, error: page.error, reload: page.reload, remove };
}

export interface UrlTable {
  state: TableQuery;
  /** The flat query for the API: paging, sorting and filters. */
  query: Record<string, string>;
  /** False until the router has read the address (a statically optimised page starts with an empty query). */
  ready: boolean;
  change: (change: TableChange) => void;
}

/** A table's state (current, pageSize, sortBy, sort and filters) read from and written to the address. */
export function useUrlTable(defaults?: Partial<Omit<TableQuery, 'filters'>>): UrlTable {
  const router = useRouter();
  const state = parseTableQuery(router.query, defaults);
  const query = toTableQuery(state);
  const change = (next: TableChange) => {
    void router.push({ pathname: router.pathname, query: toTableQuery(applyTableChange(state, next)) }, undefined, { shallow: true });
  };
  return { state, query, ready: router.isReady, change };
}

export interface UrlListOptions extends Omit<LoadOptions, 'ready'> {
  /** The API's query for the address's one, when they differ (a filter renamed, a default status added). */
  apiQuery?: (query: Record<string, string>) => Record<string, string>;
}

/** A table page: its state in the address and the rows for it, fetched once the router has read the address. */
export function useUrlList<T>(load: ListLoader<T>, { apiQuery, ...options }: UrlListOptions = {}): PagedList<T> & { table: UrlTable } {
  const table = useUrlTable();
  const list = useList(load, apiQuery ? apiQuery(table.query) : table.query, { ...options, ready: table.ready });
  return { ...list, table };
}
