// Slices that only some pages need (the conversations and messages, a live chat, the private-show requests)
// are not part of the shell every page loads: the pages that show them add them to the store, with their
// sagas, through `withSlices` (./with-slices.ts; the bundles are in ./page-slices). A slice is added once per store: its reducer
// joins the root reducer and its saga starts under the root saga (a server's store runs no sagas: there only the
// reducer joins).
//
// When it happens, so the server's render and the browser's hydration see the same state:
// - in the browser, when the page's module is evaluated, before its first render: into the tab's store if it
//   exists (a client-side navigation), else into the store when it is made (the first page of the tab);
// - on the server, where a store lives for one request, when the page renders, before anything in it reads
//   the store. The state the server sends holds the shell's slices (serialised before the page renders), and
//   the browser keeps its own for the added keys (root-reducer.ts, HYDRATE).
import { createAction, type Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { LazyKey, LazyState } from './root-reducer';

export interface LazySlice<K extends LazyKey = LazyKey> {
  key: K;
  reducer: Reducer<LazyState[K]>;
  /** Started once, when the slice is added. */
  saga?: Saga<[]>;
}

/** A slice of any key (each with its own state's reducer). */
export type AnyLazySlice = { [K in LazyKey]: LazySlice<K> }[LazyKey];

/** Any slices, as a page lists them. */
export type SliceSet = readonly AnyLazySlice[];

/** The keys of a slice list (for a store's type once it holds them). */
export type KeysOf<S extends SliceSet> = S[number]['key'];

export const lazySlice = <K extends LazyKey>(key: K, reducer: Reducer<LazyState[K]>, saga?: Saga<[]>): LazySlice<K> => ({ key, reducer, saga });

/** Dispatched when a slice with a saga is added; the root saga starts that saga (see ./sagas.ts). */
export const sliceSagaAdded = createAction<LazyKey>('store/sliceSagaAdded');

/** What the store offers (store.ts). */
export interface SliceHost {
  /** Adds the slices the store does not hold yet and starts their sagas; the others are left as they are. */
  injectSlices(slices: SliceSet): void;
}

const registered = new Map<LazyKey, AnyLazySlice>();
let browserStore: SliceHost | null = null;

const inBrowser = () => typeof window !== 'undefined';

/**
 * Browser: the slices of a page module loaded in this tab, added to the tab's store now, or when it is made.
 * On the server it does nothing: stores there live for one request, and the page's render adds its slices.
 */
export function registerSlices(slices: SliceSet): void {
  if (!inBrowser()) return;
  for (const slice of slices) registered.set(slice.key, slice);
  browserStore?.injectSlices(slices);
}

/** Browser: the store just made is the tab's store; it gets the slices of the pages already loaded. */
export function adoptBrowserStore(store: SliceHost): void {
  if (!inBrowser()) return;
  browserStore = store;
  store.injectSlices([...registered.values()]);
}
