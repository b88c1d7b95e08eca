/**
 * @jest-environment node
 */
// A page request's store on the server (src/redux/page-store.ts): it starts no saga (an action a saga would
// answer calls nothing), getInitialProps fills it, and the render reads that same store, with the page's slices.
import type { AppContext } from 'next/app';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { HYDRATE } from '@/redux/root-reducer';
import { follow } from '@/redux/follow/actions';
import { network } from '@/lib/http-core';
import { updateUIValue } from '@/redux/ui/actions';
import { messagingSlices } from '@/redux/page-slices/messaging';
import { contextStore, useAppStore, withStore } from '@/redux/page-store';
import type { RootState } from '@/redux/root-reducer';
import { makeRequestStore, type AppStore } from '@/redux/store';

afterEach(() => jest.restoreAllMocks());

it('a server store starts no saga: what a saga would answer sends nothing', async () => {
  const sent = jest.spyOn(network, 'fetch');
  const store = makeRequestStore();
  expect(store.sagaTask.isRunning()).toBe(false);
  await expect(store.sagaTask.toPromise()).resolves.toBeUndefined();
  store.dispatch(follow('a0000000-0000-4000-8000-000000000001'));
  await new Promise((resolve) => setImmediate(resolve));
  expect(sent).not.toHaveBeenCalled();
});

/** Renders `useAppStore` with _app's props as Next.js hands them over, and tells what it gave. */
function renderedStore(appProps: Record<string, unknown>) {
  let seen: { store: AppStore; props: Record<string, unknown> } | undefined;
  function Probe() {
    seen = useAppStore(appProps);
    return null;
  }
  renderToString(createElement(Probe));
  return seen!;
}

it('the render reads the store getInitialProps filled: one store per request, nothing copied', async () => {
  const ctx = { pathname: '/luna', query: {}, AppTree: () => null } as unknown as AppContext['ctx'];
  const getInitialProps = withStore((store) => async () => {
    store.dispatch(updateUIValue({ siteName: 'Fanstage test' }));
    return { pageProps: { from: 'page' } };
  });
  const { initialState, pageProps } = await getInitialProps({ ctx } as AppContext);
  const filled = contextStore(ctx)!;
  expect(filled.getState()).toBe(initialState);
  expect(initialState!.ui.siteName).toBe('Fanstage test');

  const dispatched = jest.spyOn(filled, 'dispatch');
  const { store, props } = renderedStore({ pageProps, initialState });
  expect(store).toBe(filled);
  expect(dispatched).not.toHaveBeenCalled();
  expect(props).toEqual({ pageProps: { from: 'page' } });
  store.injectSlices(messagingSlices);
  expect(store.getState()).toHaveProperty('conversation.list.data', []);
  expect(store.sagaTask.isRunning()).toBe(false);
});

it('a render without a filled store of its own makes one and hydrates it with the state it was given', () => {
  const elsewhere = makeRequestStore();
  elsewhere.dispatch(updateUIValue({ siteName: 'Sent over' }));
  // A copy, as when the state has been through JSON: no store was filled with this very object.
  const sent = JSON.parse(JSON.stringify(elsewhere.getState())) as RootState;
  const { store } = renderedStore({ pageProps: {}, initialState: sent });
  expect(store).not.toBe(elsewhere);
  expect(store.getState().ui.siteName).toBe('Sent over');
  expect(store.sagaTask.isRunning()).toBe(false);
});

it('HYDRATE puts the state a server filled into a store, which then takes the page\'s slices', () => {
  const filled = makeRequestStore();
  filled.dispatch(updateUIValue({ siteName: 'Fanstage test' }));

  const render = makeRequestStore();
  render.dispatch({ type: HYDRATE, payload: filled.getState() });
  expect(render.getState().ui.siteName).toBe('Fanstage test');
  render.injectSlices(messagingSlices);
  expect(render.getState()).toHaveProperty('conversation.list.data', []);
  expect(render.sagaTask.isRunning()).toBe(false);
});
