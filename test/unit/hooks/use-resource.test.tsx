// useResource: one value fetched once ready, again when its key changes or on reload; only the newest answer
// is kept; a failure becomes the page's sentence (and a toast only when asked).
import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from '@/hooks/use-resource';
import type { LoadOptions } from '@/hooks/load-failure';
import { GENERIC_ERROR } from '@/lib/errors';
import { request } from '@/lib/request';
import { fail, ok } from '../../helpers/fake-api';
import { answer, eachTest, heldRoute, recorded } from './fixtures';

type Item = { _id: string; title: string };
const item = (id: string, title = `Item ${id}`): Item => ({ _id: id, title });

const env = eachTest();

interface Props {
  id: string;
  options?: LoadOptions;
}

/** Renders useResource over GET /items/{id}, recording each load it starts. */
function renderResource(initial: Props) {
  const loads = recorded((id: string) => request<Item>(`/items/${id}`));
  const hook = renderHook(({ id, options }: Props) => useResource(() => loads.load(id), id, options), { initialProps: initial });
  return { ...hook, loads };
}

/** Key "a" is loading when the key becomes "b": both calls wait for the test to answer them. */
async function keyChangedMidLoad() {
  const a = heldRoute();
  const b = heldRoute();
  env.serve({ 'GET /items/a': a.handler, 'GET /items/b': b.handler });
  const { result, rerender, loads } = renderResource({ id: 'a' });
  await waitFor(() => expect(a.held).toHaveLength(1));
  rerender({ id: 'b' });
  await waitFor(() => expect(b.held).toHaveLength(1));
  return { result, a, b, loads };
}

describe('useResource', () => {
  it('is loading with no value until the first answer, then holds it', async () => {
    const route = heldRoute();
    const api = env.serve({ 'GET /items/a': route.handler });
    const { result, loads } = renderResource({ id: 'a' });
    expect(result.current).toMatchObject({ value: null, loading: true, error: null, errorStatus: null });
    await waitFor(() => expect(route.held).toHaveLength(1));
    await answer(route.held[0], ok(item('a')), loads.started[0]);
    expect(result.current).toMatchObject({ value: item('a'), loading: false, error: null, errorStatus: null });
    expect(api.calls).toHaveLength(1);
  });

  it('does not fetch again when it renders again with the same key and a new load function', async () => {
    const api = env.serve({ 'GET /items/a': ok(item('a')) });
    const { result, rerender } = renderResource({ id: 'a' });
    await waitFor(() => expect(result.current.value).toEqual(item('a')));
    rerender({ id: 'a' });
    rerender({ id: 'a' });
    expect(result.current.loading).toBe(false);
    expect(api.calls).toHaveLength(1);
  });

  it("shows the server's message and status when the load fails, with no toast unless asked", async () => {
    env.serve({ 'GET /items/gone': fail(404, 'Video not found') });
    const { result } = renderResource({ id: 'gone' });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ value: null, error: 'Video not found', errorStatus: 404 });
    expect(env.toasts).toEqual([]);
  });

  it("shows the caller's errorText when the server gave no message, and the generic sentence without one", async () => {
    env.serve({ 'GET /items/a': { status: 500 } });
    const withText = renderResource({ id: 'a', options: { errorText: 'Could not load the video' } });
    await waitFor(() => expect(withText.result.current.error).toBe('Could not load the video'));
    expect(withText.result.current.errorStatus).toBe(500);
    const generic = renderResource({ id: 'a' });
    await waitFor(() => expect(generic.result.current.error).toBe(GENERIC_ERROR));
  });

  it('also shows the failure as a toast when asked', async () => {
    env.serve({ 'GET /items/a': fail(500, 'Database is down') });
    const { result } = renderResource({ id: 'a', options: { toast: true } });
    await waitFor(() => expect(result.current.error).toBe('Database is down'));
    expect(env.toasts).toEqual(['Database is down']);
  });

  it('shows no toast for a cancelled request, even when asked', async () => {
    const api = env.serve({ 'GET /items/a': ok(item('a')) });
    const controller = new AbortController();
    controller.abort();
    const { result } = renderHook(() => useResource(() => request<Item>('/items/a', { signal: controller.signal }), 'a', { toast: true }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.value).toBeNull();
    expect(env.toasts).toEqual([]);
    // The request never left: the adapter saw no call.
    expect(api.calls).toHaveLength(0);
  });

  it('reload fetches again: loading meanwhile, the error cleared, the new value shown', async () => {
    const route = heldRoute();
    env.serve({ 'GET /items/a': route.handler });
    const { result, loads } = renderResource({ id: 'a' });
    await waitFor(() => expect(route.held).toHaveLength(1));
    await answer(route.held[0], fail(503, 'Try again soon'), loads.started[0]);
    expect(result.current).toMatchObject({ error: 'Try again soon', errorStatus: 503, loading: false });

    let reloaded: Promise<void> = Promise.resolve();
    act(() => {
      reloaded = result.current.reload();
    });
    expect(result.current).toMatchObject({ loading: true, error: null, errorStatus: null });
    await waitFor(() => expect(route.held).toHaveLength(2));
    await answer(route.held[1], ok(item('a', 'Fresh')), reloaded);
    expect(result.current).toMatchObject({ value: item('a', 'Fresh'), loading: false, error: null });
  });

  it('fetches again when the key changes', async () => {
    const api = env.serve({ 'GET /items/a': ok(item('a')), 'GET /items/b': ok(item('b')) });
    const { result, rerender } = renderResource({ id: 'a' });
    await waitFor(() => expect(result.current.value).toEqual(item('a')));
    rerender({ id: 'b' });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.value).toEqual(item('b')));
    expect(api.calls.map((c) => c.url)).toEqual(['/items/a', '/items/b']);
  });

  it('keeps the newest answer when an older, slower one arrives after it', async () => {
    const { result, a, b, loads } = await keyChangedMidLoad();
    await answer(b.held[0], ok(item('b')), loads.started[1]);
    expect(result.current).toMatchObject({ value: item('b'), loading: false });
    await answer(a.held[0], ok(item('a')), loads.started[0]);
    expect(result.current).toMatchObject({ value: item('b'), loading: false, error: null });
  });

  it('stays loading while the newest load is under way, whatever an older one answers', async () => {
    const { result, a, b, loads } = await keyChangedMidLoad();
    await answer(a.held[0], fail(500, 'Old page failed'), loads.started[0]);
    expect(result.current).toMatchObject({ value: null, loading: true, error: null });
    await answer(b.held[0], ok(item('b')), loads.started[1]);
    expect(result.current).toMatchObject({ value: item('b'), loading: false, error: null });
  });

  it('holds the load back while not ready, and starts it once ready', async () => {
    const api = env.serve({ 'GET /items/a': ok(item('a')) });
    const { result, rerender } = renderResource({ id: 'a', options: { ready: false } });
    rerender({ id: 'a', options: { ready: false } });
    expect(api.calls).toHaveLength(0);
    expect(result.current.value).toBeNull();
    rerender({ id: 'a', options: { ready: true } });
    await waitFor(() => expect(result.current.value).toEqual(item('a')));
    expect(api.calls).toHaveLength(1);
  });

  it('set shows a value without fetching, directly or from the current one', async () => {
    const api = env.serve({ 'GET /items/a': ok(item('a')) });
    const { result } = renderResource({ id: 'a' });
    await waitFor(() => expect(result.current.value).toEqual(item('a')));
    act(() => result.current.set(item('a', 'Saved')));
    expect(result.current.value).toEqual(item('a', 'Saved'));
    act(() => result.current.set((current) => current && { ...current, title: `${current.title}!` }));
    expect(result.current.value).toEqual(item('a', 'Saved!'));
    expect(api.calls).toHaveLength(1);
  });
});
