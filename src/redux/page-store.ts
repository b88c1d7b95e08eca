// How a page request and the browser's tab get their store, and how the state the server filled reaches the
// browser. _app's getInitialProps fills a store (the session bootstrap, the page's loaders) and returns its state
// as the prop `initialState`, which Next.js puts in the page; `useAppStore` hands the render its store and
// hydrates it with that state.
// - Server: one store per request. The render reads the very store getInitialProps filled (found again by the
//   state object it returned), so nothing is made twice or copied.
// - Browser: one store per tab, made at the first render and hydrated with the server's state; after a client-side
//   navigation getInitialProps runs in the browser on that same store, so its state is already the store's own
//   and the render dispatches nothing (root-reducer.ts, HYDRATE, says what a hydration keeps).
import type { AppContext, AppInitialProps } from 'next/app';
import { useMemo } from 'react';
import { HYDRATE, type RootState } from './root-reducer';
import { makeRequestStore, type AppStore } from './store';

const onServer = () => typeof window === 'undefined';

let tabStore: AppStore | null = null;

/** The browser tab's store, made once. */
function browserStore(): AppStore {
  tabStore ??= makeRequestStore();
  return tabStore;
}

/** Server: the store each request's getInitialProps filled, by the state it returned (dropped with that state). */
const filledStores = new WeakMap<RootState, AppStore>();

/** What _app's props carry besides the page's own. */
export interface StoreProps {
  initialState?: RootState;
}

type AppInitial = AppInitialProps & StoreProps;

type ContextWithStore = AppContext['ctx'] & { store?: AppStore };

/** For a page's getInitialProps: the store _app's getInitialProps filled (none when a test calls it bare). */
export const contextStore = (ctx: AppContext['ctx']): AppStore | undefined => (ctx as ContextWithStore).store;

/**
 * _app's getInitialProps with a store: `fill` receives the request's store (the tab's in the browser), which is
 * also put on the page context as `ctx.store`, and what it returns goes out with the store's state.
 */
export function withStore(fill: (store: AppStore) => (context: AppContext) => Promise<AppInitialProps>) {
  return async (context: AppContext): Promise<AppInitial> => {
    const store = onServer() ? makeRequestStore() : browserStore();
    (context.ctx as ContextWithStore).store = store;
    const props = await fill(store)(context);
    const initialState = store.getState();
    if (onServer()) filledStores.set(initialState, store);
    return { ...props, initialState };
  };
}

/** The render's store, hydrated with the state getInitialProps returned; `props` are the rest of _app's props. */
export function useAppStore<P extends object>(appProps: P): { store: AppStore; props: P } {
  const { initialState, ...props } = appProps as P & StoreProps;
  const store = useMemo(() => {
    if (!onServer()) return browserStore();
    return (initialState && filledStores.get(initialState)) ?? makeRequestStore();
  }, [initialState]);
  // During the render, before the page's components read the store (a client-side navigation's new page
  // included). The store getInitialProps filled already holds that state.
  useMemo(() => {
    if (initialState && store.getState() !== initialState) store.dispatch({ type: HYDRATE, payload: initialState });
  }, [store, initialState]);
  return { store, props: props as P };
}
