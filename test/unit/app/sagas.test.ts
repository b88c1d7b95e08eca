// Sagas driven through the real store and request helper; only the network (fetch), the router,
// the cookie jar and the toast sink are observed.
import '../../helpers/browser-globals';
import { createHash } from 'node:crypto';
import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { runSaga } from 'redux-saga';
import { navigation } from '@/lib/navigation';
import { bindNotifyApi, type NotifyApi } from '@/lib/notify';
import { login, loginSocial, logout } from '@/redux/auth/actions';
import { loginSocialWorker, loginWorker, logoutWorker } from '@/redux/auth/sagas';
import { updatePasswordWorker, updateUserWorker } from '@/redux/user/sagas';
import { delay } from 'redux-saga/effects';
import { makeStore } from '@/redux/store';
import { setSubscription } from '@/redux/subscription/actions';
import { updatePassword, updateUser } from '@/redux/user/actions';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { currentUserFactory } from '../../helpers/current-user';

let api: ReturnType<typeof fakeApi> | undefined;
let toasts: { kind: string; content: string; duration?: number }[];
let push: jest.SpyInstance;
let cookieSet: jest.SpyInstance;

beforeEach(() => {
  toasts = [];
  const fake: NotifyApi = {
    message: {
      success: ((o: { content: string; duration?: number }) => toasts.push({ kind: 'success', ...o })) as never,
      error: ((o: { content: string; duration?: number }) => toasts.push({ kind: 'error', ...o })) as never,
    },
    notification: { info: () => undefined },
  };
  bindNotifyApi(fake);
  push = jest.spyOn(navigation, 'push').mockResolvedValue(true);
  jest.spyOn(navigation, 'hardRedirect').mockImplementation(() => undefined);
  cookieSet = jest.spyOn(Cookies, 'set');
});

afterEach(() => {
  api?.restore();
  api = undefined;
  bindNotifyApi(null);
  Cookies.remove('token', { path: '/' });
  delete window.__FANSTAGE_CONFIG__;
  jest.restoreAllMocks();
});

const tokenResult = { token: 'tok-abc', expiresAt: '2030-01-01T00:00:00.000Z' };

function loginApi(user = currentUserFactory()) {
  return fakeApi({
    'POST /auth/login': ok(tokenResult),
    'GET /users/me': (call) => (call.headers.authorization === 'tok-abc' ? ok(user) : fail(401, 'no')),
  });
}

describe('login saga (login, redirects, cookie lifetime)', () => {
  it('success: stores the token 365 days with remember, loads the user, logs in and goes home', async () => {
    api = loginApi();
    const store = makeStore();
    store.dispatch(login({ username: 'annfan', password: 'secret-pass', remember: true }));
    expect(store.getState().auth.loginAuth.requesting).toBe(true);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/home'));
    expect(cookieSet).toHaveBeenCalledWith('token', 'tok-abc', expect.objectContaining({ expires: 365 }));
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /auth/login', 'GET /users/me']);
    expect(api.calls[0].body).toEqual({ username: 'annfan', password: 'secret-pass', remember: true });
    const state = store.getState();
    expect(state.auth.loggedIn).toBe(true);
    expect(state.auth.loginAuth).toEqual({ requesting: false, error: null, success: true, data: { expiresAt: tokenResult.expiresAt } });
    expect(state.user.current).toEqual(currentUserFactory());
    expect(toasts).toEqual([]);
  });

  it('without remember the token cookie lasts 1 day', async () => {
    api = loginApi();
    const store = makeStore();
    store.dispatch(login({ username: 'annfan', password: 'secret-pass', remember: false }));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
    expect(cookieSet).toHaveBeenCalledWith('token', 'tok-abc', expect.objectContaining({ expires: 1 }));
  });

  it.each([
    ['a fan without a username', '/user/account', { username: null }],
    ['a performer with both', '/star', { isPerformer: true, username: 'star' }],
    ['a performer without an email', '/creator/account', { isPerformer: true, username: 'star', email: null }],
  ])('redirects %s to %s', async (_label, target, overrides) => {
    api = loginApi(currentUserFactory(overrides));
    const store = makeStore();
    store.dispatch(login({ email: 'ann@example.com', password: 'secret-pass' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(target));
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('sends the SHA-256 of the password when the runtime flag is on', async () => {
    window.__FANSTAGE_CONFIG__ = { hashPasswordOnClient: true, googleClientId: null, googleAuthUrl: '', twitterEnabled: false };
    api = loginApi();
    const store = makeStore();
    store.dispatch(login({ username: 'annfan', password: 'secret-pass' }));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
    expect(api.calls[0].body).toMatchObject({ password: createHash('sha256').update('secret-pass').digest('hex') });
  });

  it('failure: logged out, error stored, server message toasted', async () => {
    api = fakeApi({ 'POST /auth/login': fail(400, 'Verify your email address before logging in.') });
    const store = makeStore();
    store.dispatch(login({ username: 'annfan', password: 'wrong-pass' }));
    await waitFor(() => expect(store.getState().auth.loginAuth.requesting).toBe(false));
    expect(store.getState().auth).toMatchObject({
      loggedIn: false,
      loginAuth: { success: false, error: { statusCode: 400, message: 'Verify your email address before logging in.' } },
    });
    expect(toasts).toEqual([{ kind: 'error', content: 'Verify your email address before logging in.', duration: 3 }]);
    expect(push).not.toHaveBeenCalled();
    expect(cookieSet).not.toHaveBeenCalled();
  });

  it('failure without a server message toasts "Incorrect credentials!"', async () => {
    api = fakeApi({ 'POST /auth/login': { status: 400, body: '' } });
    const store = makeStore();
    store.dispatch(login({ username: 'annfan', password: 'wrong-pass' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ kind: 'error', content: 'Incorrect credentials!', duration: 3 });
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('a token whose user cannot be loaded does not stay behind', async () => {
    api = fakeApi({ 'POST /auth/login': ok(tokenResult), 'GET /users/me': ok(null) });
    const store = makeStore();
    store.dispatch(login({ username: 'annfan', password: 'secret-pass', remember: true }));
    await waitFor(() => expect(store.getState().auth.loginAuth.requesting).toBe(false));
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('every worker waits a 0 ms delay before anything else', () => {
    const workers = [
      loginWorker(login({ username: 'a', password: 'p' })),
      loginSocialWorker(loginSocial({ token: 't', expiresAt: null })),
      logoutWorker(logout()),
      updateUserWorker(updateUser({ name: 'x' })),
      updatePasswordWorker(updatePassword({ password: 'p' })),
    ];
    for (const worker of workers) expect(worker.next().value).toEqual(delay(0));
  });

  it('runs standalone with runSaga: the effects it puts are the login outcome', async () => {
    api = loginApi();
    const dispatched: { type: string }[] = [];
    await runSaga({ dispatch: (a: { type: string }) => dispatched.push(a), getState: () => ({}) }, loginWorker, login({ username: 'annfan', password: 'p' })).toPromise();
    expect(dispatched.map((a) => a.type)).toEqual(['user/updateCurrentUser', 'auth/loginSuccess']);
  });
});

describe('social login saga', () => {
  it('stores the given token, loads the user and redirects like a login', async () => {
    api = loginApi(currentUserFactory({ isPerformer: true, username: 'star' }));
    const store = makeStore();
    store.dispatch(loginSocial({ token: 'tok-abc', expiresAt: null, remember: true }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/star'));
    expect(cookieSet).toHaveBeenCalledWith('token', 'tok-abc', expect.objectContaining({ expires: 365 }));
    expect(store.getState().auth.authUser).toEqual({ _id: 'u-1', isPerformer: true, roles: ['user'] });
  });
});

describe('logout saga', () => {
  async function loggedInStore() {
    api = loginApi();
    const store = makeStore();
    store.dispatch(login({ username: 'annfan', password: 'secret-pass', remember: true }));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
    api.restore();
    push.mockClear();
    return store;
  }

  it('ends the server session, removes the token, resets state and goes to /auth/login', async () => {
    const store = await loggedInStore();
    store.dispatch(setSubscription({ showModal: true }));
    api = fakeApi({ 'POST /auth/logout': ok({ message: 'Logged out' }) });
    store.dispatch(logout());
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(store.getState().user.current._id).toBe('');
    expect(store.getState().subscription.showModal).toBe(false);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/auth/login'));
    expect(api.calls.map((c) => `${c.method} ${c.url} ${c.headers.authorization}`)).toEqual(['POST /auth/logout tok-abc']);
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('a session the server ended (auth/logout on the socket) is forgotten without a server call; a later login works', async () => {
    const store = await loggedInStore();
    api = fakeApi({});
    store.dispatch(logout({ token: 'tok-abc' }));
    expect(store.getState().auth.loggedIn).toBe(false);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/auth/login'));
    expect(api.calls).toEqual([]);
    expect(Cookies.get('token')).toBeUndefined();

    api.restore();
    api = loginApi();
    store.dispatch(login({ username: 'annfan', password: 'secret-pass', remember: false }));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
    expect(Cookies.get('token')).toBe('tok-abc');
  });

  it('when the ended session\'s token was replaced by a newer login in another tab, the newer one stays and is not ended', async () => {
    const store = await loggedInStore();
    Cookies.set('token', 'tok-newer', { path: '/' });
    api = fakeApi({});
    store.dispatch(logout({ token: 'tok-abc' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/auth/login'));
    expect(api.calls).toEqual([]);
    expect(Cookies.get('token')).toBe('tok-newer');
  });

  it('still logs out locally when the server call fails', async () => {
    const store = await loggedInStore();
    api = fakeApi({ 'POST /auth/logout': fail(500, 'Database unavailable') });
    store.dispatch(logout());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/auth/login'));
    expect(Cookies.get('token')).toBeUndefined();
    expect(toasts).toEqual([]);
  });
});

describe('profile and password update sagas (toasts)', () => {
  it('profile update success replaces the user and toasts "Changes saved"', async () => {
    const updated = currentUserFactory({ name: 'Ann Updated' });
    api = fakeApi({ 'PUT /users': ok(updated) });
    const store = makeStore();
    store.dispatch(updateUser({ name: 'Ann Updated' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ kind: 'success', content: 'Changes saved', duration: 3 });
    expect(api.calls[0].body).toEqual({ name: 'Ann Updated' });
    expect(store.getState().user).toMatchObject({ updateSuccess: true, updating: false, error: null, current: updated });
  });

  it('profile update failure toasts the server message', async () => {
    api = fakeApi({ 'PUT /users': fail(409, 'That username is taken. Pick another one.') });
    const store = makeStore();
    store.dispatch(updateUser({ username: 'taken' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ kind: 'error', content: 'That username is taken. Pick another one.', duration: 3 });
    expect(store.getState().user).toMatchObject({ updateSuccess: false, updating: false, error: { statusCode: 409 } });
  });

  it('profile update failure without a message toasts the fallback', async () => {
    api = fakeApi({ 'PUT /users': { status: 500, body: '' } });
    const store = makeStore();
    store.dispatch(updateUser({ name: 'x' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0].content).toBe('Error occurred, please try again later');
  });

  it('password update success and failure', async () => {
    api = fakeApi({ 'PUT /auth/users/me/password': ok({ message: 'Password changed' }) });
    const store = makeStore();
    store.dispatch(updatePassword({ password: 'new-password-1', source: 'performer' }));
    await waitFor(() => expect(store.getState().user.updatedPassword).toBe(true));
    expect(api.calls[0].body).toEqual({ password: 'new-password-1', source: 'performer' });
    expect(toasts).toEqual([{ kind: 'success', content: 'Changes saved', duration: 3 }]);

    api.restore();
    toasts.length = 0;
    api = fakeApi({ 'PUT /auth/users/me/password': { status: 422, body: '' } });
    store.dispatch(updatePassword({ password: 'short' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ kind: 'error', content: 'Error occurred, please try again later', duration: 3 });
    expect(store.getState().user).toMatchObject({ updatedPassword: false, error: { statusCode: 422 } });
    expect(api.calls[0].body).toEqual({ password: 'short', source: 'user' });
  });
});
