// useLoadMoreList: pages appended from offset = items held, done once the total arrived, one call at a time,
// changes in place (add, remove, replace), start:false waiting for the first loadMore, and a new loader
// starting the list afresh without the old one's late answers.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { List } from '@/contracts/common';
import { useLoadMoreList, type LoadMoreOptions, type PageLoader } from '@/hooks/use-load-more-list';
import { GENERIC_ERROR } from '@/lib/errors';
import { request } from '@/lib/request';
import { fail, okList, type FakeCall } from '../../helpers/fake-api';
import { answer, eachTest, heldRoute, recorded } from './fixtures';

type Post = { _id: string; text: string };
const post = (id: string, text = `Post ${id}`): Post => ({ _id: id, text });
const ids = (items: Post[]) => items.map((p) => p._id);

const env = eachTest();

const ALL = ['a', 'b', 'c', 'd', 'e'].map((id) => post(id));
const paramsOf = (call: FakeCall) => ({ offset: Number(call.params.offset), limit: Number(call.params.limit) });
/** GET /posts serving the slice of `all` the call asks for. */
const sliceRoute = (all: Post[]) => (call: FakeCall) => {
  const { offset, limit } = paramsOf(call);
  return okList(all.slice(offset, offset + limit), all.length);
};

const loader = (path: string): PageLoader<Post> => (page) => request<List<Post>>(path, { query: page });

interface Props {
  load: PageLoader<Post>;
  options?: LoadMoreOptions<Post>;
}
const renderLoadMore = (load: PageLoader<Post>, options?: LoadMoreOptions<Post>, pageSize = 2) =>
  renderHook((props: Props) => useLoadMoreList(props.load, pageSize, props.options), { initialProps: { load, options } as Props });

describe('useLoadMoreList', () => {
  it('loads the first page at once, then appends the next from the items held, until done', async () => {
    const api = env.serve({ 'GET /posts': sliceRoute(ALL) });
    const { result } = renderLoadMore(loader('/posts'));
    expect(result.current).toMatchObject({ loading: true, started: false, done: false });
    await waitFor(() => expect(result.current.started).toBe(true));
    expect(result.current).toMatchObject({ items: ALL.slice(0, 2), total: 5, loading: false, done: false, error: null });

    act(() => result.current.loadMore());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b', 'c', 'd']));
    expect(result.current.done).toBe(false);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(result.current).toMatchObject({ items: ALL, total: 5, loading: false });
    expect(api.calls.map(paramsOf)).toEqual([
      { offset: 0, limit: 2 },
      { offset: 2, limit: 2 },
      { offset: 4, limit: 2 },
    ]);
  });

  it('is done with an empty list', async () => {
    env.serve({ 'GET /posts': okList([]) });
    const { result } = renderLoadMore(loader('/posts'));
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(result.current).toMatchObject({ items: [], total: 0, started: true });
  });

  it('asks once while a page is on its way, however often loadMore is called', async () => {
    const route = heldRoute();
    env.serve({ 'GET /posts': route.handler });
    const loads = recorded(loader('/posts'));
    const { result } = renderLoadMore(loads.load);
    await waitFor(() => expect(route.held).toHaveLength(1));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    expect(loads.started).toHaveLength(1);
    await answer(route.held[0], okList(ALL.slice(0, 2), 5), loads.started[0]);
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    expect(loads.started).toHaveLength(2);
    await waitFor(() => expect(route.held).toHaveLength(2));
    expect(paramsOf(route.held[1].call)).toEqual({ offset: 2, limit: 2 });
  });

  it('with start: false, loads nothing until the first loadMore', async () => {
    const api = env.serve({ 'GET /posts': sliceRoute(ALL) });
    const load = loader('/posts');
    const { result, rerender } = renderLoadMore(load, { start: false });
    rerender({ load, options: { start: false } });
    expect(result.current).toMatchObject({ items: [], loading: false, started: false, done: false });
    expect(api.calls).toHaveLength(0);
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b']));
    expect(api.calls.map(paramsOf)).toEqual([{ offset: 0, limit: 2 }]);
  });

  it('keeps the items held when a page fails, with the sentence, and loadMore tries that page again', async () => {
    let broken = true;
    const api = env.serve({ 'GET /posts': (call) => (broken && paramsOf(call).offset === 2 ? fail(503, 'Feed is resting') : sliceRoute(ALL)(call)) });
    const { result } = renderLoadMore(loader('/posts'));
    await waitFor(() => expect(result.current.started).toBe(true));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBe('Feed is resting'));
    expect(result.current).toMatchObject({ items: ALL.slice(0, 2), loading: false, done: false });
    expect(env.toasts).toEqual([]);

    broken = false;
    act(() => result.current.loadMore());
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b', 'c', 'd']));
    expect(api.calls.map((c) => paramsOf(c).offset)).toEqual([0, 2, 2]);
  });

  it("uses the caller's errorText or the generic sentence, and a toast only when asked", async () => {
    env.serve({ 'GET /posts': { status: 500 } });
    const quiet = renderLoadMore(loader('/posts'), { errorText: 'Could not load the feed' });
    await waitFor(() => expect(quiet.result.current.error).toBe('Could not load the feed'));
    expect(env.toasts).toEqual([]);
    const loud = renderLoadMore(loader('/posts'), { toast: true });
    await waitFor(() => expect(loud.result.current.error).toBe(GENERIC_ERROR));
    expect(env.toasts).toEqual([GENERIC_ERROR]);
  });

  it('shows no toast for a cancelled request, even when asked', async () => {
    const api = env.serve({ 'GET /posts': sliceRoute(ALL) });
    const controller = new AbortController();
    controller.abort();
    const load: PageLoader<Post> = (page) => request<List<Post>>('/posts', { query: page, signal: controller.signal });
    const { result } = renderLoadMore(load, { toast: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items).toEqual([]);
    expect(env.toasts).toEqual([]);
    expect(api.calls).toHaveLength(0);
  });

  it('add puts a new item first, or last once the list is read to its end', async () => {
    env.serve({ 'GET /posts': sliceRoute(ALL) });
    const { result } = renderLoadMore(loader('/posts'), undefined, 5);
    await waitFor(() => expect(result.current.done).toBe(true));
    act(() => result.current.add(post('new'), 'start'));
    act(() => result.current.add(post('last'), 'end'));
    // Already held: not added twice.
    act(() => result.current.add(post('a', 'again'), 'start'));
    expect(ids(result.current.items)).toEqual(['new', 'a', 'b', 'c', 'd', 'e', 'last']);
    expect(result.current.items[1]).toEqual(post('a'));
    expect(result.current).toMatchObject({ total: 7, done: true });
  });

  it('an item added first moves the next page on by one, as the server list moved', async () => {
    const api = env.serve({ 'GET /posts': sliceRoute(ALL) });
    const { result } = renderLoadMore(loader('/posts'));
    await waitFor(() => expect(result.current.started).toBe(true));
    act(() => result.current.add(post('new'), 'start'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(paramsOf(api.calls[1])).toEqual({ offset: 3, limit: 2 });
  });

  it('remove and replace change the held items in place, without fetching', async () => {
    const api = env.serve({ 'GET /posts': sliceRoute(ALL) });
    const { result } = renderLoadMore(loader('/posts'), undefined, 3);
    await waitFor(() => expect(result.current.started).toBe(true));
    act(() => result.current.remove('b'));
    expect(result.current).toMatchObject({ items: [post('a'), post('c')], total: 4 });
    act(() => result.current.remove('nobody'));
    expect(result.current.total).toBe(4);
    act(() => result.current.replace(post('a', 'Edited'), post('c', 'Also edited'), post('zzz')));
    expect(result.current.items).toEqual([post('a', 'Edited'), post('c', 'Also edited')]);
    expect(api.calls).toHaveLength(1);
  });

  it("a new loader starts the list afresh, and the old list's late answer is dropped", async () => {
    const old = heldRoute();
    env.serve({ 'GET /old': old.handler, 'GET /new': sliceRoute(ALL) });
    const loads = recorded(loader('/old'));
    const { result, rerender } = renderLoadMore(loads.load);
    await waitFor(() => expect(old.held).toHaveLength(1));

    rerender({ load: loader('/new') });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b']));
    await answer(old.held[0], okList([post('stale')], 9), loads.started[0]);
    expect(result.current).toMatchObject({ items: ALL.slice(0, 2), total: 5, loading: false });

    // The old list's answer did not leave the new list busy either: the next page is asked for.
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b', 'c', 'd']));
  });

  it("the old list's late failure neither shows nor frees the new list for a second call while its page is on the way", async () => {
    const old = heldRoute();
    const fresh = heldRoute();
    env.serve({ 'GET /old': old.handler, 'GET /new': fresh.handler });
    const oldLoads = recorded(loader('/old'));
    const { result, rerender } = renderLoadMore(oldLoads.load);
    await waitFor(() => expect(old.held).toHaveLength(1));
    const freshLoads = recorded(loader('/new'));
    rerender({ load: freshLoads.load });
    expect(freshLoads.started).toHaveLength(1);

    await answer(old.held[0], fail(500, 'Old feed failed'), oldLoads.started[0]);
    expect(result.current).toMatchObject({ items: [], error: null, loading: true });
    act(() => result.current.loadMore());
    expect(freshLoads.started).toHaveLength(1);
    await waitFor(() => expect(fresh.held).toHaveLength(1));
    await answer(fresh.held[0], okList(ALL.slice(0, 2), 5), freshLoads.started[0]);
    expect(result.current).toMatchObject({ items: ALL.slice(0, 2), total: 5, loading: false });
  });

  it('a new loader drops what the old list held', async () => {
    const api = env.serve({ 'GET /old': sliceRoute([post('x'), post('y')]), 'GET /new': sliceRoute(ALL) });
    const { result, rerender } = renderLoadMore(loader('/old'));
    await waitFor(() => expect(ids(result.current.items)).toEqual(['x', 'y']));
    rerender({ load: loader('/new') });
    expect(result.current).toMatchObject({ items: [], started: false });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b']));
    expect(paramsOf(api.calls[1])).toEqual({ offset: 0, limit: 2 });
  });

  it('starts with the page the server rendered, asks nothing for it, and reads on from the items held', async () => {
    const api = env.serve({ 'GET /posts': sliceRoute(ALL), 'GET /new': sliceRoute([post('x')]) });
    const load = loader('/posts');
    const { result, rerender } = renderLoadMore(load, { start: false, initial: { data: ALL.slice(0, 2), total: 5 } });
    expect(result.current).toMatchObject({ items: ALL.slice(0, 2), total: 5, started: true, loading: false, done: false });
    rerender({ load, options: { start: false, initial: { data: ALL.slice(0, 2), total: 5 } } });
    expect(api.calls).toEqual([]);

    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b', 'c', 'd']));
    expect(api.calls.map(paramsOf)).toEqual([{ offset: 2, limit: 2 }]);

    // Another loader is another list: the server's page was this one's only.
    rerender({ load: loader('/new'), options: { start: true, initial: { data: ALL.slice(0, 2), total: 5 } } });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['x']));
  });
});
