import { createCaseReducer } from '../case-reducer';
import type { StoredError } from '@/lib/errors';
import { login, loginFail, loginSocial, loginSuccess, sessionRestored, type AuthUser } from './actions';

export interface AuthState {
  loggedIn: boolean;
  authUser: AuthUser | null;
  loginAuth: {
    requesting: boolean;
    error: StoredError | null;
    data: { expiresAt: string | null } | null;
    success: boolean;
  };
}

export const initialAuthState: AuthState = {
  loggedIn: false,
  authUser: null,
  loginAuth: { requesting: false, error: null, data: null, success: false },
};

export const authReducer = createCaseReducer(initialAuthState, (builder) => {
  builder
    .addCase(sessionRestored, (state, { payload }) => ({ ...state, loggedIn: true, authUser: payload }))
    .addCase(loginSuccess, (state, { payload }) => ({
      ...state,
      loggedIn: true,
      authUser: payload.authUser,
      loginAuth: { requesting: false, error: null, data: { expiresAt: payload.expiresAt }, success: true },
    }))
    .addCase(loginFail, (state, { payload }) => ({
      ...state,
      loggedIn: false,
      authUser: null,
      loginAuth: { requesting: false, error: payload, data: null, success: false },
    }))
    .addMatcher(
      (action) => login.match(action) || loginSocial.match(action),
      (state) => ({ ...state, loginAuth: { requesting: true, error: null, data: null, success: false } }),
    );
});
