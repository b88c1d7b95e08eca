import { combineReducers, type Action } from '@reduxjs/toolkit';
import { HYDRATE } from 'next-redux-wrapper';
import { logout } from './auth/actions';
import { authReducer } from './auth/reducer';
import { conversationReducer } from './conversation/reducer';
import { followReducer } from './follow/reducer';
import { messageReducer } from './message/reducer';
import { privateRequestReducer } from './private-request/reducer';
import { settingsReducer } from './settings/reducer';
import { socketReducer } from './socket/reducer';
import { streamMessageReducer } from './stream-message/reducer';
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
  streamMessage: streamMessageReducer,
  privateRequest: privateRequestReducer,
});

export type RootState = ReturnType<typeof combined>;

interface HydrateAction extends Action<typeof HYDRATE> {
  payload: RootState;
}
const isHydrate = (action: Action): action is HydrateAction => action.type === HYDRATE;

export function rootReducer(state: RootState | undefined, action: Action): RootState {
  if (isHydrate(action)) {
    // The page bootstrap's state wins; the live socket status is this browser's own, and so are the
    // conversations and messages, and the live sessions' chats and private-show requests (never rendered on
    // the server, kept live by the socket).
    return {
      ...action.payload,
      socket: state?.socket ?? action.payload.socket,
      conversation: state?.conversation ?? action.payload.conversation,
      message: state?.message ?? action.payload.message,
      streamMessage: state?.streamMessage ?? action.payload.streamMessage,
      privateRequest: state?.privateRequest ?? action.payload.privateRequest,
    };
  }
  if (logout.match(action) && state) {
    // Everything about the user goes; site settings and the visitor's display choices stay.
    return combined({ settings: state.settings, ui: state.ui } as RootState, action);
  }
  return combined(state, action);
}
