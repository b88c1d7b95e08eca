// The store: one per request on the server (no sagas there), one per tab in the browser (./page-store.ts), with sagas.
// It holds the shell's slices; pages add the others they need (./inject.ts).
import { createImmutableStateInvariantMiddleware, createSerializableStateInvariantMiddleware, type Middleware } from '@reduxjs/toolkit';
import { applyMiddleware, compose, legacy_createStore as createStore, type StoreEnhancer } from 'redux';
import type { Saga } from 'redux-saga';
import { deferredSagas, NO_SAGAS, type SagaHandle } from './deferred-sagas';
import { adoptBrowserStore, sliceSagaAdded, type KeysOf, type SliceSet } from './inject';
import { createRootReducer, type LazyKey, type LazyReducers, type RootState, type StateWith } from './root-reducer';
import { uiStorageMiddleware } from './ui/middleware';

export type { RootState };

type DevToolsCompose = typeof compose;

/**
 * The middleware and, in development, what Redux Toolkit's configureStore added: the checks that no reducer
 * mutates the state and that it stays serialisable (the reducers are plain functions, ./case-reducer.ts), and the
 * browser's Redux DevTools. A production build leaves all three out, and with configureStore its code too.
 */
function storeEnhancer(...middleware: Middleware[]): StoreEnhancer {
  if (process.env.NODE_ENV === 'production') return applyMiddleware(...middleware);
  const devTools = typeof window === 'undefined' ? undefined : (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: DevToolsCompose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  const checks = [createImmutableStateInvariantMiddleware(), createSerializableStateInvariantMiddleware()];
  return (devTools ?? compose)(applyMiddleware(...checks, ...middleware));
}

function createAppStore(preloadedState?: RootState, { sagas = true }: { sagas?: boolean } = {}) {
  const lazyReducers: LazyReducers = {};
  const lazySagas = new Map<LazyKey, Saga<[]>>();
  const saga = sagas ? deferredSagas(lazySagas) : null;
  const middleware = saga ? [saga.middleware, uiStorageMiddleware] : [uiStorageMiddleware];
  const store = createStore(createRootReducer(), preloadedState, storeEnhancer(...middleware));
  saga?.start();
  // Named like redux-saga's Task, whose calls it keeps (./deferred-sagas.ts).
  const sagaTask: SagaHandle = saga ? saga.handle : NO_SAGAS;

  function injectSlices(slices: SliceSet): void {
    const added = slices.filter((slice) => !lazyReducers[slice.key]);
    if (added.length === 0) return;
    for (const slice of added) (lazyReducers as Record<string, unknown>)[slice.key] = slice.reducer;
    store.replaceReducer(createRootReducer({ ...lazyReducers }));
    for (const slice of added) {
      if (!slice.saga || lazySagas.has(slice.key)) continue;
      lazySagas.set(slice.key, slice.saga);
      store.dispatch(sliceSagaAdded(slice.key));
    }
  }

  return Object.assign(store, { sagaTask, injectSlices });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
/** A store known to hold the slices `K`. */
export type StoreWith<K extends LazyKey> = Omit<AppStore, 'getState'> & { getState(): StateWith<K> };

/**
 * A store with the shell's slices, plus `slices` (tests and tools; pages add theirs with withSlices). In the
 * browser it becomes the tab's store and also gets the slices of the pages loaded so far.
 */
export function makeStore<S extends SliceSet = []>(preloadedState?: RootState, slices?: S): StoreWith<KeysOf<S>> {
  const store = createAppStore(preloadedState);
  adoptBrowserStore(store);
  if (slices) store.injectSlices(slices);
  return store as StoreWith<KeysOf<S>>;
}

/**
 * The store of a page request (./page-store.ts): on the server one per request, which getInitialProps fills and
 * the render reads; it starts no sagas. What a server render needs is read in getInitialProps through
 * the services and put in the store with plain actions (./bootstrap.ts, the pages' loaders); the sagas answer
 * what a person does (log in, follow, save, count what is unread), which never happens during a render. Starting
 * the shell's watchers for each request and ending them again was about 2 % of a profile page's CPU. In the
 * browser the tab's one store runs its sagas.
 */
export function makeRequestStore(): AppStore {
  if (typeof window === 'undefined') return createAppStore(undefined, { sagas: false });
  return makeStore();
}
