/**
 * @jest-environment node
 */
// The server-side session bootstrap against a stand-in API (the request helper's adapter).
import { initialSettingsState } from '@/redux/settings/reducer';
import { bootstrapServerSession } from '@/redux/bootstrap';
import { makeStore } from '@/redux/store';
import { fail, fakeApi, ok } from './helpers/fake-api';
import { currentUserFactory } from '../components/helpers/users';

const settings = { ...initialSettingsState, siteName: 'Stage', logoUrl: '/logo.png', favicon: '/fav.png', maintenanceMode: true };
const req = (cookie?: string) => ({ headers: cookie ? { cookie } : {}, socket: { remoteAddress: '203.0.113.7' } }) as never;

let api: ReturnType<typeof fakeApi> | undefined;
let logged: jest.SpyInstance;
beforeEach(() => {
  process.env.INTERNAL_API_SECRET = 'internal-secret-123456';
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api?.restore();
  delete process.env.INTERNAL_API_SECRET;
  jest.restoreAllMocks();
});

function serverApi(me: Parameters<typeof fakeApi>[0][string]) {
  return fakeApi({
    'GET /settings/public': ok(settings),
    'GET /block/countries/check': ok({ blocked: true, countryCode: 'XX' }),
    'GET /users/me': me,
  });
}

describe('server session bootstrap (spec §4)', () => {
  it('restores the session from the token cookie and loads settings and the geo-block verdict', async () => {
    const user = currentUserFactory({ isPerformer: true, roles: ['user'] });
    api = serverApi(ok(user));
    const store = makeStore();
    const result = await bootstrapServerSession(store, req('theme=x; token=tok-1'));
    expect(result).toEqual({ invalidSession: false });
    const state = store.getState();
    expect(state.settings).toEqual(settings);
    expect(state.ui).toMatchObject({ siteName: 'Stage', logo: '/logo.png', favicon: '/fav.png', geoBlocked: true });
    expect(state.auth).toMatchObject({ loggedIn: true, authUser: { _id: 'u-1', isPerformer: true, roles: ['user'] } });
    expect(state.user.current).toEqual(user);

    const me = api.calls.find((c) => c.url === '/users/me');
    expect(me?.headers.authorization).toBe('tok-1');
    expect(me?.baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    const block = api.calls.find((c) => c.url === '/block/countries/check');
    expect(block?.params).toEqual({ fromServerRequest: 'true' });
    expect(block?.headers['x-client-ip']).toBe('203.0.113.7');
    expect(block?.headers['x-fanstage-internal']).toBe('internal-secret-123456');
  });

  it('an anonymous visitor is not looked up', async () => {
    api = serverApi(ok(null));
    const store = makeStore();
    expect(await bootstrapServerSession(store, req())).toEqual({ invalidSession: false });
    expect(api.calls.some((c) => c.url === '/users/me')).toBe(false);
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('a token the API refuses is an invalid session', async () => {
    api = serverApi(fail(401, 'Your session has ended. Please log in again.'));
    const store = makeStore();
    expect(await bootstrapServerSession(store, req('token=dead'))).toEqual({ invalidSession: true });
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('an API failure is not a reason to log anyone out', async () => {
    api = serverApi(fail(500, 'Database unavailable'));
    const store = makeStore();
    expect(await bootstrapServerSession(store, req('token=tok-1'))).toEqual({ invalidSession: false });
    expect(logged).toHaveBeenCalled();
  });

  it('keeps the defaults when settings cannot be loaded, and never sends x-client-ip without the secret', async () => {
    delete process.env.INTERNAL_API_SECRET;
    api = fakeApi({ 'GET /settings/public': fail(500, 'down'), 'GET /block/countries/check': ok({ blocked: false, countryCode: null }) });
    const store = makeStore();
    await bootstrapServerSession(store, req());
    expect(store.getState().settings).toEqual(initialSettingsState);
    const block = api.calls.find((c) => c.url === '/block/countries/check');
    expect(block?.headers['x-client-ip']).toBeUndefined();
    expect(block?.headers['x-fanstage-internal']).toBeUndefined();
  });
});
