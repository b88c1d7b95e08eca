// Login, social login and logout (docs/product.md, "State and transitions"; landings in "Screens and routes").
import { call, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { LoginBody, TokenResult } from '@/contracts/auth';
import type { Envelope } from '@/contracts/common';
import type { CurrentUser } from '@/contracts/users';
import { getTokenCookie, removeTokenCookie, setTokenCookie } from '@/lib/cookies';
import { landingPath } from '@/lib/landing';
import { LOGIN_PATH } from '@/lib/navigation';
import { preparePassword } from '@/lib/password';
import { currentUser, logIn, logOut } from '@/services/session.api';
import { requestSaga } from '../saga-helpers';
import { updateCurrentUser } from '../user/actions';
import { login, loginFail, loginSocial, loginSuccess, logout, type EndedSession, type SocialLoginPayload } from './actions';

export const LOGIN_FAILED = 'Incorrect credentials!';

interface LoggedIn {
  user: CurrentUser;
  expiresAt: string | null;
}

/** Keeps the token (365 days with remember, else 1) and loads who it belongs to. */
export function* startSession(token: string, expiresAt: string | null, remember: boolean): SagaIterator<LoggedIn> {
  yield call(setTokenCookie, token, remember);
  try {
    const me: Envelope<CurrentUser | null> = yield call(currentUser, { Authorization: token });
    if (!me.data) throw { message: 'We could not load your account. Please try again.' };
    return { user: me.data, expiresAt };
  } catch (error) {
    // A half-made session must not survive: the next page would treat the visitor as logged in.
    yield call(removeTokenCookie);
    throw error;
  }
}

export function* passwordLogin(body: LoginBody): SagaIterator<LoggedIn> {
  const password: string = yield call(preparePassword, body.password);
  const res: Envelope<TokenResult> = yield call(logIn, { ...body, password });
  return (yield call(startSession, res.data.token, res.data.expiresAt, !!body.remember)) as LoggedIn;
}

export function* tokenLogin(payload: SocialLoginPayload): SagaIterator<LoggedIn> {
  return (yield call(startSession, payload.token, payload.expiresAt, !!payload.remember)) as LoggedIn;
}

const onLoggedIn = ({ user, expiresAt }: LoggedIn) => [
  updateCurrentUser(user),
  loginSuccess({ authUser: { _id: user._id, isPerformer: user.isPerformer, roles: user.roles }, expiresAt }),
];

export const loginWorker = requestSaga<LoginBody, LoggedIn>({
  run: passwordLogin,
  success: onLoggedIn,
  failure: (error) => loginFail(error),
  errorToast: LOGIN_FAILED,
  redirect: ({ user }) => landingPath(user),
});

export const loginSocialWorker = requestSaga<SocialLoginPayload, LoggedIn>({
  run: tokenLogin,
  success: onLoggedIn,
  failure: (error) => loginFail(error),
  errorToast: true,
  redirect: ({ user }) => landingPath(user),
});

/** The state was already reset by the reducer; end the server session (its failure changes nothing here). */
export function* endSession(ended?: EndedSession): SagaIterator<void> {
  if (ended) {
    // The server ended it already. The cookie is shared by the browser's tabs and may hold a newer login
    // made in another one since: that one stays, and is never sent to the logout route.
    if (getTokenCookie() === ended.token) yield call(removeTokenCookie);
    return;
  }
  if (getTokenCookie()) {
    try {
      yield call(logOut);
    } catch {
      // An already-expired session is as logged out as it gets.
    }
  }
  yield call(removeTokenCookie);
}

export const logoutWorker = requestSaga<EndedSession | undefined, void>({ run: endSession, redirect: () => LOGIN_PATH });

export function* authSagas(): SagaIterator {
  yield takeLatest(login.type, loginWorker);
  yield takeLatest(loginSocial.type, loginSocialWorker);
  yield takeLatest(logout.type, logoutWorker);
}
