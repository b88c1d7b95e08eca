// Each service method hits the route the server exposes (brief: the server routes list).
import { authService } from '@/services/auth.api';
import { settingsService } from '@/services/settings.api';
import { userService } from '@/services/user.api';
import { utilsService } from '@/services/utils.api';
import { fakeApi, ok } from '../../helpers/fake-api';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({}, ok(null));
});
afterEach(() => api.restore());

const lastCall = () => {
  const c = api.calls[api.calls.length - 1];
  return `${c.method} ${c.url}`;
};

it.each<[string, () => Promise<unknown>, string]>([
  ['login', () => authService.login({ username: 'a', password: 'p' }), 'POST /auth/login'],
  ['logout', () => authService.logout(), 'POST /auth/logout'],
  ['register', () => authService.register({ username: 'ann', email: 'a@b.co', password: 'password1' }), 'POST /auth/users/register'],
  ['registerPerformer', () => authService.registerPerformer(new FormData()), 'POST /auth/performers/register'],
  ['updatePassword', () => authService.updatePassword({ password: 'password1' }), 'PUT /auth/users/me/password'],
  ['forgot', () => authService.forgot('a@b.co'), 'POST /auth/users/forgot'],
  ['resetPassword', () => authService.resetPassword({ token: 't', password: 'p' }), 'POST /auth/users/reset-password'],
  ['resendVerification', () => authService.resendVerification('a@b.co'), 'POST /auth/email-verification'],
  ['verifyEmail', () => authService.verifyEmail('t'), 'POST /auth/email-verification/verify'],
  ['googleLogin', () => authService.googleLogin({ tokenId: 'x'.repeat(20) }), 'POST /auth/google/login'],
  ['googleToken', () => authService.googleToken({ code: 'c', redirectUri: 'http://localhost/cb' }), 'POST /auth/google/token'],
  ['twitterLogin', () => authService.twitterLogin({ callbackUrl: 'http://localhost/cb' }), 'POST /auth/twitter/login'],
  ['twitterCallback', () => authService.twitterCallback({ oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' }), 'POST /auth/twitter/callback'],
  ['me', () => userService.me(), 'GET /users/me'],
  ['update', () => userService.update({ name: 'x' }), 'PUT /users'],
  ['uploadAvatar', () => userService.uploadAvatar(new Blob(['x'])), 'POST /users/avatar/upload'],
  ['uploadAvatar for a user', () => userService.uploadAvatar(new Blob(['x']), { userId: 'u-9' }), 'POST /users/u-9/avatar/upload'],
  ['view', () => userService.view('star name'), 'GET /users/view/star%20name'],
  ['search', () => userService.search({ q: 'ann' }), 'GET /users/search'],
  ['getPublic', () => settingsService.getPublic(), 'GET /settings/public'],
  ['getKeys', () => settingsService.getKeys(['siteName']), 'POST /settings/keys'],
  ['adminGet', () => settingsService.adminGet(), 'GET /admin/settings'],
  ['adminUpdate', () => settingsService.adminUpdate({ siteName: 'x' }), 'PUT /admin/settings'],
  ['checkCountryBlock', () => utilsService.checkCountryBlock(), 'GET /block/countries/check'],
])('%s -> %s', async (_name, run, route) => {
  await run();
  expect(lastCall()).toBe(route);
});

it('sends the performer documents as multipart with progress', async () => {
  const form = new FormData();
  form.append('idVerification', new Blob(['id']), 'id.jpg');
  await authService.registerPerformer(form, () => undefined);
  expect(api.calls[0].body).toBeInstanceOf(FormData);
});

it('upload URLs for widgets point at the same-origin API', () => {
  expect(userService.uploadAvatarUrl()).toBe('/api/users/avatar/upload');
  expect(userService.uploadAvatarUrl('u-9')).toBe('/api/users/u-9/avatar/upload');
});

it('the browser never sends the internal secret or an x-client-ip', async () => {
  process.env.INTERNAL_API_SECRET = 'internal-secret-123456';
  try {
    await utilsService.checkCountryBlock('203.0.113.7');
    expect(api.calls[0].headers['x-fanstage-internal']).toBeUndefined();
    expect(api.calls[0].headers['x-client-ip']).toBeUndefined();
    expect(api.calls[0].params).toEqual({ fromServerRequest: 'true' });
  } finally {
    delete process.env.INTERNAL_API_SECRET;
  }
});
