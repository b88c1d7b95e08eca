import { createAction } from '@reduxjs/toolkit';
import type { LoginBody } from '@/contracts/auth';
import { toStoredError } from '@/lib/errors';

/** Who is logged in, as the pages need it for access checks; the full profile lives in user.current. */
export interface AuthUser {
  _id: string;
  isPerformer: boolean;
  roles: string[];
}

export interface LoginSuccessPayload {
  authUser: AuthUser;
  /** When the session ends. The token itself stays in its cookie: state is serialised into the page HTML. */
  expiresAt: string | null;
}

/** A token obtained elsewhere (Google, Twitter, registration): stored, then treated like a password login. */
export interface SocialLoginPayload {
  token: string;
  expiresAt: string | null;
  remember?: boolean;
}

export const login = createAction<LoginBody>('auth/login');
export const loginSocial = createAction<SocialLoginPayload>('auth/loginSocial');
export const loginSuccess = createAction<LoginSuccessPayload>('auth/loginSuccess');
export const loginFail = createAction('auth/loginFail', (error: unknown) => ({ payload: toStoredError(error) }));
/** The server ended the session this page's socket was opened with, and said so over the socket. */
export interface EndedSession {
  token: string;
}
/**
 * Resets every user-bound slice at once (root reducer), then the saga ends the session on the server, or,
 * when the server already ended it (`ended`), only forgets its token.
 */
export const logout = createAction('auth/logout', (ended?: EndedSession) => ({ payload: ended }));
/** The page bootstrap found a valid session cookie. */
export const sessionRestored = createAction<AuthUser>('auth/sessionRestored');
