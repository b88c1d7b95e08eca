import { combineReducers, type Action } from '@reduxjs/toolkit';
import { HYDRATE } from 'next-redux-wrapper';
import { logout } from './auth/actions';
import { authReducer } from './auth/reducer';
import { conversationReducer } from './conversation/reducer';
import { followReducer } from './follow/reducer';
import { messageReducer } from './message/reducer';
import { settingsReducer } from './settings/reducer';
import { socketReducer } from './socket/reducer';
import { subscriptionReducer } from './subscription/reducer';
import { uiReducer } from './ui/reducer';
import { userReducer } from './user/reducer';

const combined = combineReducers({
  auth: authReducer,
  user: userReducer,
  settings: settingsReducer,
  ui: uiReducer,
  subscription: subscriptionReducer,
  socket: socketReducer,
  follow: followReducer,
  conversation: conversationReducer,
  message: messageReducer,
});

export type RootState = ReturnType<typeof combined>;

interface HydrateAction extends Action<typeof HYDRATE> {
  payload: RootState;
}
const isHydrate = (action: Action): action is HydrateAction => action.type === HYDRATE;

export function rootReducer(state: RootState | undefined, action: Action): RootState {
  if (isHydrate(action)) {
    // The page bootstrap's state wins; the live socket status is this browser's own, and so are the
    // conversations and messages (never rendered on the server, kept live by the socket).
    return {
      ...action.payload,
      socket: state?.socket ?? action.payload.socket,
      conversation: state?.conversation ?? action.payload.conversation,
      message: state?.message ?? action.payload.message,
    };
  }
  if (logout.match(action) && state) {
    // Everything about the user goes; site settings and the visitor's display choices stay.
    return combined({ settings: state.settings, ui: state.ui } as RootState, action);
  }
  return combined(state, action);
}
