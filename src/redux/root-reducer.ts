// The root reducer: the shell's slices, which every page carries, plus the slices the open pages added
// (src/redux/inject.ts). A page that needs the conversations, the messages, a live chat or the private-show
// requests adds their slice when it loads; until then the key is absent from the state, and its selectors read
// the slice's initial state.
import type { Action, Reducer } from '@reduxjs/toolkit';
import { logout } from './auth/actions';
import { authReducer } from './auth/reducer';
import type { ConversationState } from './conversation/reducer';
import { followReducer } from './follow/reducer';
import type { MessageState } from './message/reducer';
import type { PrivateRequestState } from './private-request/reducer';
import { settingsReducer } from './settings/reducer';
import { socketReducer } from './socket/reducer';
import type { StreamMessageState } from './stream-message/reducer';
import { subscriptionReducer } from './subscription/reducer';
import { uiReducer } from './ui/reducer';
import { unreadMessagesReducer } from './unread-messages/reducer';
import { unreadNotificationsReducer } from './unread-notifications/reducer';
import { userReducer } from './user/reducer';

const shellReducers = {
  auth: authReducer,
  user: userReducer,
  settings: settingsReducer,
  ui: uiReducer,
  subscription: subscriptionReducer,
  socket: socketReducer,
  follow: followReducer,
  unreadMessages: unreadMessagesReducer,
  unreadNotifications: unreadNotificationsReducer,
};

export type ShellState = { [K in keyof typeof shellReducers]: ReturnType<(typeof shellReducers)[K]> };

/** The slices pages add (src/redux/page-slices), by key. A new one is declared here, by type only. */
export interface LazyState {
  conversation: ConversationState;
  message: MessageState;
  streamMessage: StreamMessageState;
  privateRequest: PrivateRequestState;
}
export type LazyKey = keyof LazyState;
export type LazyReducers = { [K in LazyKey]?: Reducer<LazyState[K]> };

/** The state of any page: the shell's slices, and those of the added slices this store holds. */
export type RootState = ShellState & Partial<LazyState>;
/** The state of a store known to hold the slices `K` (a page that added them, a test). */
export type StateWith<K extends LazyKey> = RootState & Pick<LazyState, K>;

/** Dispatched with the state a page's getInitialProps filled, into the store that renders it (./page-store.ts). */
export const HYDRATE = 'store/hydrate';

/** Keys the server fills while it renders a page; the browser takes them from its HYDRATE. */
const SERVER_KEYS: ReadonlySet<string> = new Set(['auth', 'user', 'settings', 'ui', 'subscription', 'follow']);

interface HydrateAction extends Action<typeof HYDRATE> {
  payload: RootState;
}
const isHydrate = (action: Action): action is HydrateAction => action.type === HYDRATE;

type AnyState = Record<string, unknown>;

/**
 * combineReducers, except that a key without a reducer is kept as it is: state sent by the server for a slice
 * this browser has not added yet waits there until the slice is added, which then starts from it.
 */
function combine(reducers: Record<string, Reducer>, state: AnyState | undefined, action: Action): AnyState {
  let next: AnyState | undefined;
  for (const key of Object.keys(reducers)) {
    const before = state?.[key];
    const after = reducers[key](before, action);
    if (after === before && next === undefined) continue;
    next ??= { ...state };
    next[key] = after;
  }
  return next ?? state ?? {};
}

/** The root reducer over the shell's slices and the added ones in `lazy`. */
export function createRootReducer(lazy: LazyReducers = {}): Reducer<RootState> {
  const reducers = { ...shellReducers, ...lazy } as Record<string, Reducer>;
  return (state: RootState | undefined, action: Action): RootState => {
    if (isHydrate(action)) {
      // The page bootstrap's state wins for what the server fills; the rest is this browser's own (the live
      // socket status, the unread count the socket keeps, the conversations, messages, live chats and
      // private-show requests), never rendered on the server and kept live by the socket. A key only the
      // server sent is kept for its slice.
      const merged: AnyState = { ...action.payload };
      for (const [key, value] of Object.entries(state ?? {})) if (!SERVER_KEYS.has(key)) merged[key] = value;
      return combine(reducers, merged, action) as RootState;
    }
    if (logout.match(action) && state) {
      // Everything about the user goes; site settings and the visitor's display choices stay.
      return combine(reducers, { settings: state.settings, ui: state.ui }, action) as RootState;
    }
    return combine(reducers, state as AnyState | undefined, action) as RootState;
  };
}

/** The shell's root reducer (no slice added). */
export const rootReducer = createRootReducer();
