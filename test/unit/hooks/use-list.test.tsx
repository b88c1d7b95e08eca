// useList: a page of a list for a query, fetched again when the query's content changes, the newest answer
// kept. useUrlTable/useUrlList: the table's paging, sorting and filters read from and written to the address.
import { act, renderHook, waitFor } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { List } from '@/contracts/common';
import type { LoadOptions } from '@/hooks/load-failure';
import { useList, useUrlList, useUrlTable, type UrlListOptions } from '@/hooks/use-list';
import { GENERIC_ERROR } from '@/lib/errors';
import { request } from '@/lib/request';
import { fail, okList, type FakeCall } from '../../helpers/fake-api';
import { fakeRouter } from '../../helpers/render';
import { answer, eachTest, heldRoute, recorded } from './fixtures';

type Row = { _id: string };
const rows = (...ids: string[]): Row[] => ids.map((_id) => ({ _id }));
const ids = (items: Row[]) => items.map((r) => r._id);

const env = eachTest();

const loadRows = (query: Record<string, string>) => request<List<Row>>('/rows', { query });
/** Answers GET /rows with the rows of the page the call asks for (`current`), `total` in all. */
const pageRoute = (pages: Record<string, Row[]>, total: number) => (call: FakeCall) =>
  okList(pages[(call.params as Record<string, string>).current] ?? [], total);

describe('useList', () => {
  interface Props {
    query: Record<string, string>;
    options?: LoadOptions;
  }
  const renderList = (initial: Props) => {
    const loads = recorded(loadRows);
    const hook = renderHook(({ query, options }: Props) => useList(loads.load, query, options), { initialProps: initial });
    return { ...hook, loads };
  };

  it('loads the page its query names, with the query sent to the API', async () => {
    const api = env.serve({ 'GET /rows': pageRoute({ 1: rows('a', 'b') }, 5) });
    const { result } = renderList({ query: { current: '1', status: 'active' } });
    expect(result.current).toMatchObject({ items: [], total: 0, loading: true, error: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ items: rows('a', 'b'), total: 5, error: null });
    expect(api.calls.map((c) => c.params)).toEqual([{ current: '1', status: 'active' }]);
  });

  it('does not fetch again for a new query object with the same content', async () => {
    const api = env.serve({ 'GET /rows': pageRoute({ 1: rows('a') }, 1) });
    const { result, rerender } = renderList({ query: { current: '1' } });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a']));
    rerender({ query: { current: '1' } });
    expect(result.current.loading).toBe(false);
    expect(api.calls).toHaveLength(1);
  });

  it('fetches the new page when the query changes, and an older answer arriving later never shows', async () => {
    const route = heldRoute();
    env.serve({ 'GET /rows': route.handler });
    const { result, rerender, loads } = renderList({ query: { current: '1' } });
    await waitFor(() => expect(route.held).toHaveLength(1));
    rerender({ query: { current: '2' } });
    await waitFor(() => expect(route.held).toHaveLength(2));
    expect(route.held.map((h) => h.call.params)).toEqual([{ current: '1' }, { current: '2' }]);

    await answer(route.held[1], okList(rows('c', 'd'), 4), loads.started[1]);
    expect(result.current).toMatchObject({ items: rows('c', 'd'), total: 4, loading: false });
    await answer(route.held[0], okList(rows('a', 'b'), 4), loads.started[0]);
    expect(result.current).toMatchObject({ items: rows('c', 'd'), total: 4, loading: false });
  });

  it("shows only the error for a page that failed, not the rows of the page before", async () => {
    env.serve({ 'GET /rows': (call) => ((call.params as Record<string, string>).current === '1' ? okList(rows('a'), 9) : fail(500, 'Page two is broken')) });
    const { result, rerender } = renderList({ query: { current: '1' } });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a']));
    rerender({ query: { current: '2' } });
    await waitFor(() => expect(result.current.error).toBe('Page two is broken'));
    expect(result.current).toMatchObject({ items: [], total: 0, loading: false });
    expect(env.toasts).toEqual([]);
  });

  it("uses the caller's errorText or the generic sentence, and a toast only when asked", async () => {
    env.serve({ 'GET /rows': { status: 500 } });
    const quiet = renderList({ query: {}, options: { errorText: 'Could not load the orders' } });
    await waitFor(() => expect(quiet.result.current.error).toBe('Could not load the orders'));
    expect(env.toasts).toEqual([]);
    const loud = renderList({ query: {}, options: { toast: true } });
    await waitFor(() => expect(loud.result.current.error).toBe(GENERIC_ERROR));
    expect(env.toasts).toEqual([GENERIC_ERROR]);
  });

  it('holds the load back while not ready', async () => {
    const api = env.serve({ 'GET /rows': pageRoute({ 1: rows('a') }, 1) });
    const { result, rerender } = renderList({ query: { current: '1' }, options: { ready: false } });
    rerender({ query: { current: '1' }, options: { ready: false } });
    expect(api.calls).toHaveLength(0);
    rerender({ query: { current: '1' }, options: { ready: true } });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a']));
    expect(api.calls).toHaveLength(1);
  });

  it('reload fetches the same page again and shows what changed', async () => {
    let served = rows('a', 'b');
    const api = env.serve({ 'GET /rows': () => okList(served) });
    const { result } = renderList({ query: { current: '1' } });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b']));
    served = rows('b');
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ items: rows('b'), total: 1, loading: false });
    expect(api.calls.map((c) => c.params)).toEqual([{ current: '1' }, { current: '1' }]);
  });

  it('remove takes the matching rows off the page and the total, without fetching', async () => {
    const api = env.serve({ 'GET /rows': okList(rows('a', 'b', 'c'), 10) });
    const { result } = renderList({ query: {} });
    await waitFor(() => expect(result.current.total).toBe(10));
    act(() => result.current.remove((r) => r._id !== 'b'));
    expect(result.current).toMatchObject({ items: rows('b'), total: 8 });
    act(() => result.current.remove((r) => r._id === 'nobody'));
    expect(result.current).toMatchObject({ items: rows('b'), total: 8 });
    expect(api.calls).toHaveLength(1);
  });
});

/** Renders a hook under a router the test can swap (as a navigation would) before rerendering. */
function withRouter(router: NextRouter) {
  const current = { router };
  const wrapper = ({ children }: { children: ReactNode }) => <RouterContext.Provider value={current.router}>{children}</RouterContext.Provider>;
  return { current, wrapper };
}

const notReady = (router: NextRouter): NextRouter => ({ ...router, isReady: false });
const pushed = (router: NextRouter) => (router.push as jest.Mock).mock.calls;

describe('useUrlTable', () => {
  it("reads paging, sorting and filters from the router's query, with defaults for what is missing or bad", () => {
    const { wrapper } = withRouter(fakeRouter('/admin/orders', { current: '3', pageSize: '50', sortBy: 'total', sort: 'asc', status: 'paid', q: '' }));
    const { result } = renderHook(() => useUrlTable(), { wrapper });
    expect(result.current.state).toEqual({ current: 3, pageSize: 50, sortBy: 'total', sort: 'asc', filters: { status: 'paid' } });
    expect(result.current.query).toEqual({ status: 'paid', current: '3', pageSize: '50', sortBy: 'total', sort: 'asc' });
    expect(result.current.ready).toBe(true);

    const bare = withRouter(fakeRouter('/admin/orders', { current: '-1', sort: 'sideways' }));
    const defaults = renderHook(() => useUrlTable(), { wrapper: bare.wrapper });
    expect(defaults.result.current.state).toEqual({ current: 1, pageSize: 12, sortBy: 'updatedAt', sort: 'desc', filters: {} });
  });

  it('is not ready until the router has read the address', () => {
    const { wrapper } = withRouter(notReady(fakeRouter('/admin/orders')));
    const { result } = renderHook(() => useUrlTable(), { wrapper });
    expect(result.current.ready).toBe(false);
  });

  it('writes a change to the address, shallowly, on the same path', () => {
    const router = fakeRouter('/admin/orders', { current: '3', pageSize: '20', status: 'paid' });
    const { wrapper } = withRouter(router);
    const { result } = renderHook(() => useUrlTable(), { wrapper });

    act(() => result.current.change({ pagination: { current: 4, pageSize: 20 } }));
    act(() => result.current.change({ sorter: { columnKey: 'total', order: 'ascend' } }));
    // New filters go back to the first page; an emptied filter leaves the address.
    act(() => result.current.change({ filters: { status: '', type: 'tip' } }));
    expect(pushed(router)).toEqual([
      [{ pathname: '/admin/orders', query: { status: 'paid', current: '4', pageSize: '20', sortBy: 'updatedAt', sort: 'desc' } }, undefined, { shallow: true }],
      [{ pathname: '/admin/orders', query: { status: 'paid', current: '3', pageSize: '20', sortBy: 'total', sort: 'asc' } }, undefined, { shallow: true }],
      [{ pathname: '/admin/orders', query: { type: 'tip', current: '1', pageSize: '20', sortBy: 'updatedAt', sort: 'desc' } }, undefined, { shallow: true }],
    ]);
  });
});

describe('useUrlList', () => {
  const renderUrlList = (router: NextRouter, options?: UrlListOptions) => {
    const routing = withRouter(router);
    const hook = renderHook(() => useUrlList(loadRows, options), { wrapper: routing.wrapper });
    return { ...hook, routing };
  };

  it("loads the rows for the address's page, sort and filters", async () => {
    const api = env.serve({ 'GET /rows': pageRoute({ 2: rows('c', 'd') }, 4) });
    const { result } = renderUrlList(fakeRouter('/admin/orders', { current: '2', pageSize: '2', sortBy: 'total', sort: 'asc', status: 'paid' }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ items: rows('c', 'd'), total: 4, error: null });
    expect(result.current.table.state).toMatchObject({ current: 2, pageSize: 2, sortBy: 'total', sort: 'asc', filters: { status: 'paid' } });
    expect(api.calls.map((c) => c.params)).toEqual([{ status: 'paid', current: '2', pageSize: '2', sortBy: 'total', sort: 'asc' }]);
  });

  it('waits for the router to read the address before loading', async () => {
    const api = env.serve({ 'GET /rows': pageRoute({ 3: rows('e') }, 5) });
    const ready = fakeRouter('/admin/orders', { current: '3' });
    const { result, rerender, routing } = renderUrlList(notReady(fakeRouter('/admin/orders')));
    rerender();
    expect(api.calls).toHaveLength(0);
    expect(result.current.loading).toBe(true);

    routing.current.router = ready;
    rerender();
    await waitFor(() => expect(ids(result.current.items)).toEqual(['e']));
    // Only the address's page was asked for, never the empty query of the router before it was ready.
    expect(api.calls.map((c) => (c.params as Record<string, string>).current)).toEqual(['3']);
  });

  it('a change goes to the address, and the new address brings the new page', async () => {
    env.serve({ 'GET /rows': pageRoute({ 1: rows('a', 'b'), 2: rows('c') }, 3) });
    const router = fakeRouter('/admin/orders', { current: '1', pageSize: '2' });
    const { result, rerender, routing } = renderUrlList(router);
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b']));

    act(() => result.current.table.change({ pagination: { current: 2, pageSize: 2 } }));
    const [[target]] = pushed(router) as [[{ query: Record<string, string> }]];
    expect(target.query).toMatchObject({ current: '2', pageSize: '2' });
    // The router pushes: the address now holds the new query.
    routing.current.router = fakeRouter('/admin/orders', target.query);
    rerender();
    await waitFor(() => expect(ids(result.current.items)).toEqual(['c']));
    expect(result.current.table.state.current).toBe(2);
  });

  it("sends the API's own query when apiQuery maps the address's one", async () => {
    const api = env.serve({ 'GET /rows': okList(rows('a')) });
    const apiQuery = ({ q, ...rest }: Record<string, string>) => ({ ...rest, status: 'open', ...(q ? { keyword: q } : {}) });
    const { result } = renderUrlList(fakeRouter('/admin/reports', { q: 'spam' }), { apiQuery });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(api.calls.map((c) => c.params)).toEqual([{ current: '1', pageSize: '12', sortBy: 'updatedAt', sort: 'desc', status: 'open', keyword: 'spam' }]);
    // The table still shows the address's own filter.
    expect(result.current.table.state.filters).toEqual({ q: 'spam' });
  });

  it('fails like any list: the sentence in place, a toast only when asked', async () => {
    env.serve({ 'GET /rows': fail(403, 'Admins only') });
    const quiet = renderUrlList(fakeRouter('/admin/orders'));
    await waitFor(() => expect(quiet.result.current.error).toBe('Admins only'));
    expect(env.toasts).toEqual([]);
    const loud = renderUrlList(fakeRouter('/admin/orders'), { toast: true, errorText: 'Could not load the orders' });
    await waitFor(() => expect(loud.result.current.error).toBe('Admins only'));
    expect(env.toasts).toEqual(['Admins only']);
  });
});
