// Every slice a page can add (src/redux/page-slices), for tests that render components outside their pages.
import type { SliceSet } from '@/redux/inject';
import { liveChatSlices } from '@/redux/page-slices/live-chat';
import { messagingSlices } from '@/redux/page-slices/messaging';
import { privateRequestSlices } from '@/redux/page-slices/private-requests';
import type { Action } from '@reduxjs/toolkit';
import { createRootReducer, type LazyKey, type LazyReducers, type RootState, type StateWith } from '@/redux/root-reducer';

export const ALL_PAGE_SLICES = [...messagingSlices, ...liveChatSlices, ...privateRequestSlices] as const;

/** The reducers of `slices` by key, for createRootReducer. */
export const reducersOf = (slices: SliceSet): LazyReducers => Object.fromEntries(slices.map((s) => [s.key, s.reducer]));

/** The state of a store holding every slice. */
export type FullState = StateWith<LazyKey>;

/** The root reducer of a store that holds every page's slices. */
export const fullRootReducer = createRootReducer(reducersOf(ALL_PAGE_SLICES)) as (state: RootState | undefined, action: Action) => FullState;

/** The state of a store holding every slice, each as it starts. */
export const fullInitialState = (): FullState => fullRootReducer(undefined, { type: '@@init' });
