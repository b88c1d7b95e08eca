import { HYDRATE } from '@/redux/root-reducer';
import { AVATAR_PLACEHOLDER } from '@/contracts/users';
import { login, loginFail, loginSocial, loginSuccess, logout, sessionRestored } from '@/redux/auth/actions';
import { authReducer, initialAuthState } from '@/redux/auth/reducer';
import { rootReducer, type RootState } from '@/redux/root-reducer';
import { updateSettings } from '@/redux/settings/actions';
import { initialSettingsState, settingsReducer } from '@/redux/settings/reducer';
import { privateSettingKeys } from '@/contracts/settings';
import { setSocketStatus } from '@/redux/socket/actions';
import { resetSubscription, setSubscription } from '@/redux/subscription/actions';
import { initialSubscriptionState, subscriptionReducer } from '@/redux/subscription/reducer';
import { updateUIValue } from '@/redux/ui/actions';
import { initialUIState } from '@/redux/ui/reducer';
import {
  setUpdating,
  setBalance,
  updateBalance,
  updateCurrentUser,
  updateCurrentUserAvatar,
  updateCurrentUserCover,
  updatePassword,
  updatePasswordFail,
  updatePasswordSuccess,
  updateUser,
  updateUserFail,
  updateUserSuccess,
} from '@/redux/user/actions';
import { initialUserState, userReducer } from '@/redux/user/reducer';
import { currentUserFactory } from '../../helpers/current-user';
import { DOCUMENTED_SETTING_DEFAULTS } from '../../helpers/documented-settings';

const authUser = { _id: 'u-1', isPerformer: false, roles: ['user'] };

describe('auth reducer (login)', () => {
  it('starts logged out', () => {
    expect(authReducer(undefined, { type: '@@init' })).toEqual({
      loggedIn: false,
      authUser: null,
      loginAuth: { requesting: false, error: null, data: null, success: false },
    });
  });

  it('login request sets requesting and clears the previous outcome', () => {
    const failed = authReducer(initialAuthState, loginFail({ message: 'x' }));
    const s = authReducer(failed, login({ username: 'ann', password: 'p', remember: false }));
    expect(s.loginAuth).toEqual({ requesting: true, error: null, data: null, success: false });
    expect(authReducer(initialAuthState, loginSocial({ token: 't', expiresAt: null })).loginAuth.requesting).toBe(true);
  });

  it('login success sets loggedIn and stores the data', () => {
    const s = authReducer(authReducer(initialAuthState, login({ username: 'a', password: 'p' })), loginSuccess({ authUser, expiresAt: '2030-01-01T00:00:00.000Z' }));
    expect(s.loggedIn).toBe(true);
    expect(s.authUser).toEqual(authUser);
    expect(s.loginAuth).toEqual({ requesting: false, error: null, data: { expiresAt: '2030-01-01T00:00:00.000Z' }, success: true });
  });

  it('login failure sets loggedIn false and stores the error', () => {
    const loggedIn = authReducer(initialAuthState, loginSuccess({ authUser, expiresAt: null }));
    const s = authReducer(loggedIn, loginFail({ statusCode: 400, error: 'Bad Request', message: 'Incorrect credentials!' }));
    expect(s.loggedIn).toBe(false);
    expect(s.authUser).toBeNull();
    expect(s.loginAuth).toEqual({ requesting: false, error: { statusCode: 400, message: 'Incorrect credentials!' }, data: null, success: false });
  });

  it('a restored session logs in without touching the login form state', () => {
    const s = authReducer(initialAuthState, sessionRestored(authUser));
    expect(s.loggedIn).toBe(true);
    expect(s.loginAuth).toEqual(initialAuthState.loginAuth);
  });
});

describe('user reducer (current user)', () => {
  it('starts with the placeholder avatar and an empty wallet', () => {
    const s = userReducer(undefined, { type: '@@init' });
    expect(s.current.avatar).toBe(AVATAR_PLACEHOLDER);
    expect(s.current.balance).toBe(0);
    expect(s).toMatchObject({ error: null, updateSuccess: false, updating: false, updatedPassword: false });
  });

  it('full replace swaps the whole user', () => {
    const first = userReducer(initialUserState, updateCurrentUser(currentUserFactory({ name: 'First', bio: 'old' })));
    const second = userReducer(first, updateCurrentUser(currentUserFactory({ _id: 'u-2', name: 'Second', bio: null })));
    expect(second.current).toEqual(currentUserFactory({ _id: 'u-2', name: 'Second', bio: null }));
  });

  it('full replace without an avatar keeps the placeholder', () => {
    expect(userReducer(initialUserState, updateCurrentUser(currentUserFactory({ avatar: '' }))).current.avatar).toBe(AVATAR_PLACEHOLDER);
  });

  it('replaces avatar and cover alone', () => {
    const s0 = userReducer(initialUserState, updateCurrentUser(currentUserFactory()));
    const s1 = userReducer(s0, updateCurrentUserAvatar('/files/new-avatar.jpg'));
    const s2 = userReducer(s1, updateCurrentUserCover('/files/cover.jpg'));
    expect(s2.current).toEqual({ ...s0.current, avatar: '/files/new-avatar.jpg', cover: '/files/cover.jpg' });
  });

  it('profile update: request, success (updateSuccess, error cleared), failure', () => {
    const failed = userReducer(initialUserState, updateUserFail({ message: 'Username is taken' }));
    expect(failed).toMatchObject({ updating: false, updateSuccess: false, error: { message: 'Username is taken' } });
    const requested = userReducer(failed, updateUser({ name: 'New' }));
    expect(requested).toMatchObject({ updating: true, updateSuccess: false });
    const done = userReducer(requested, updateUserSuccess(currentUserFactory({ name: 'New' })));
    expect(done).toMatchObject({ updating: false, updateSuccess: true, error: null });
    expect(done.current.name).toBe('New');
    // Success on its own clears an earlier error.
    expect(userReducer(failed, updateUserSuccess(currentUserFactory())).error).toBeNull();
  });

  it('password update success and failure', () => {
    const requested = userReducer(initialUserState, updatePassword({ password: 'new-password' }));
    expect(requested).toMatchObject({ updating: true, updatedPassword: false });
    expect(userReducer(requested, updatePasswordSuccess())).toMatchObject({ updating: false, updatedPassword: true, error: null });
    expect(userReducer(requested, updatePasswordFail({ message: 'Too short' }))).toMatchObject({
      updating: false,
      updatedPassword: false,
      error: { message: 'Too short' },
    });
  });

  it('balance change adds the token amount', () => {
    const s0 = userReducer(initialUserState, updateCurrentUser(currentUserFactory({ balance: 2.95 })));
    const s1 = userReducer(s0, updateBalance({ token: 0.1 }));
    expect(s1.current.balance).toBe(3.05);
    expect(userReducer(s1, updateBalance({ token: -1.05 })).current.balance).toBe(2);
  });

  it('a balance read from the server replaces the shown one', () => {
    const s0 = userReducer(initialUserState, updateCurrentUser(currentUserFactory({ balance: 85.02 })));
    expect(userReducer(s0, setBalance(35.02)).current.balance).toBe(35.02);
  });

  it('setUpdating sets the flag', () => {
    expect(userReducer(initialUserState, setUpdating(true)).updating).toBe(true);
  });
});

describe('settings reducer', () => {
  it("starts from the site's defaults, without the private settings", () => {
    expect(initialSettingsState).toMatchObject(DOCUMENTED_SETTING_DEFAULTS);
    for (const secret of privateSettingKeys) expect(initialSettingsState).not.toHaveProperty(secret);
  });

  it('is replaced wholesale', () => {
    const incoming = { ...initialSettingsState, siteName: 'Other', minimumTipPrice: 5 };
    const s = settingsReducer({ ...initialSettingsState, gaCode: 'G-OLD' }, updateSettings(incoming));
    expect(s).toEqual(incoming);
    expect(s.gaCode).toBe('');
  });
});

describe('subscription reducer', () => {
  it('defaults to monthly with the modal closed', () => {
    expect(subscriptionReducer(undefined, { type: '@@init' })).toEqual({ showModal: false, performer: null, subscriptionType: 'monthly' });
  });
  it('sets and resets', () => {
    const s = subscriptionReducer(initialSubscriptionState, setSubscription({ showModal: true, subscriptionType: 'yearly' }));
    expect(s).toEqual({ showModal: true, performer: null, subscriptionType: 'yearly' });
    expect(subscriptionReducer(s, resetSubscription())).toEqual(initialSubscriptionState);
  });
});

describe('root reducer', () => {
  const loggedInState = () => {
    let s = rootReducer(undefined, { type: '@@init' });
    s = rootReducer(s, updateCurrentUser(currentUserFactory()));
    s = rootReducer(s, loginSuccess({ authUser, expiresAt: null }));
    s = rootReducer(s, setSubscription({ showModal: true }));
    s = rootReducer(s, setSocketStatus('connected'));
    s = rootReducer(s, updateSettings({ ...initialSettingsState, siteName: 'My Site' }));
    s = rootReducer(s, updateUIValue({ theme: 'dark' }));
    return s;
  };

  it('logout resets every user-bound slice to its initial state', () => {
    const s = rootReducer(loggedInState(), logout());
    expect(s.auth).toEqual(initialAuthState);
    expect(s.user).toEqual(initialUserState);
    expect(s.subscription).toEqual(initialSubscriptionState);
    expect(s.socket.status).toBe('initialized');
  });

  it('logout keeps the site settings and the visitor theme', () => {
    const s = rootReducer(loggedInState(), logout());
    expect(s.settings.siteName).toBe('My Site');
    expect(s.ui.theme).toBe('dark');
  });

  it('hydration takes the server state but keeps the live socket status', () => {
    const client = rootReducer(rootReducer(undefined, { type: '@@init' }), setSocketStatus('connected'));
    const server: RootState = { ...loggedInState(), socket: { status: 'initialized' } };
    const s = rootReducer(client, { type: HYDRATE, payload: server } as never);
    expect(s.auth.loggedIn).toBe(true);
    expect(s.user.current._id).toBe('u-1');
    expect(s.socket.status).toBe('connected');
    expect(s.ui).toEqual({ ...initialUIState, theme: 'dark' });
  });
});
