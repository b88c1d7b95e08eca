/**
 * @jest-environment node
 */
// The server-side session bootstrap against a stand-in API (the request helper's adapter).
import { initialSettingsState } from '@/redux/settings/reducer';
import { markSettingsChanged } from '@/lib/settings-changes';
import { bootstrapServerSession, clearBootstrapCache, FOOTER_PAGES_CACHE_MS } from '@/redux/bootstrap';
import { makeStore } from '@/redux/store';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { currentUserFactory } from '../../helpers/current-user';

const settings = { ...initialSettingsState, siteName: 'Stage', logoUrl: '/logo.png', favicon: '/fav.png', maintenanceMode: true };
const req = (cookie?: string) => ({ headers: cookie ? { cookie } : {}, socket: { remoteAddress: '203.0.113.7' } }) as never;

let api: ReturnType<typeof fakeApi> | undefined;
let logged: jest.SpyInstance;
beforeEach(() => {
  // Each case plays a different API; answers the bootstrap keeps between renders must not leak across.
  clearBootstrapCache();
  process.env.INTERNAL_API_SECRET = 'internal-secret-123456';
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api?.restore();
  delete process.env.INTERNAL_API_SECRET;
  jest.restoreAllMocks();
});

const staticPage = (slug: string, title: string) => ({ _id: `id-${slug}`, slug, title, shortDescription: '', content: '# long text', type: 'page', createdAt: '', updatedAt: '' });
const footerAnswer = ok({ data: [staticPage('about-us', 'About us'), staticPage('help', 'Help')], total: 2 });

function serverApi(me: Parameters<typeof fakeApi>[0][string]) {
  return fakeApi({
    'GET /settings/public': ok(settings),
    'GET /block/countries/check': ok({ blocked: true, countryCode: 'XX' }),
    'GET /users/me': me,
    'GET /posts/search': footerAnswer,
  });
}

describe('server session bootstrap', () => {
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
    // The footer's static pages come with the page, reduced to what a link needs.
    expect(state.ui.footerPages).toEqual([
      { _id: 'id-about-us', slug: 'about-us', title: 'About us' },
      { _id: 'id-help', slug: 'help', title: 'Help' },
    ]);
    expect(api.calls.find((c) => c.url === '/posts/search')?.params).toMatchObject({ pageSize: '20' });
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

describe('answers shared between page renders', () => {
  const countCalls = (url: string) => api!.calls.filter((c) => c.url === url).length;
  const visitor = (ip: string, cookie?: string) =>
    ({ headers: cookie ? { cookie } : {}, socket: { remoteAddress: ip } }) as never;

  it('settings and the geo-block verdict are asked once for renders close together; the session every time', async () => {
    const user = currentUserFactory();
    api = serverApi(ok(user));
    for (let i = 0; i < 3; i += 1) {
      const store = makeStore();
      await bootstrapServerSession(store, visitor('203.0.113.7', 'token=tok-1'));
      expect(store.getState().settings).toEqual(settings);
      expect(store.getState().ui.geoBlocked).toBe(true);
      expect(store.getState().auth.loggedIn).toBe(true);
    }
    expect(countCalls('/settings/public')).toBe(1);
    expect(countCalls('/block/countries/check')).toBe(1);
    expect(countCalls('/posts/search')).toBe(1);
    expect(countCalls('/users/me')).toBe(3);
  });

  it('footer pages are asked again once their few seconds are over, and a failure leaves them to the browser', async () => {
    const clock = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    let up = true;
    api = fakeApi({
      'GET /settings/public': ok(settings),
      'GET /block/countries/check': ok({ blocked: false, countryCode: null }),
      'GET /posts/search': () => (up ? footerAnswer : fail(500, 'down')),
    });
    await bootstrapServerSession(makeStore(), visitor('203.0.113.7'));
    clock.mockReturnValue(1_000_000 + FOOTER_PAGES_CACHE_MS - 1);
    await bootstrapServerSession(makeStore(), visitor('203.0.113.7'));
    expect(countCalls('/posts/search')).toBe(1);

    up = false;
    clock.mockReturnValue(1_000_000 + FOOTER_PAGES_CACHE_MS);
    const store = makeStore();
    await bootstrapServerSession(store, visitor('203.0.113.7'));
    expect(countCalls('/posts/search')).toBe(2);
    expect(store.getState().ui.footerPages).toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('footer pages'), expect.anything());
  });

  it('concurrent renders share one call in flight', async () => {
    api = serverApi(ok(null));
    await Promise.all([0, 1, 2, 3].map(() => bootstrapServerSession(makeStore(), visitor('203.0.113.7'))));
    expect(countCalls('/settings/public')).toBe(1);
    expect(countCalls('/block/countries/check')).toBe(1);
  });

  it('each visitor address gets its own geo-block verdict', async () => {
    api = fakeApi({
      'GET /settings/public': ok(settings),
      'GET /block/countries/check': (call) => ok({ blocked: call.headers['x-client-ip'] === '198.51.100.9', countryCode: null }),
    });
    const blocked = makeStore();
    await bootstrapServerSession(blocked, visitor('198.51.100.9'));
    const open = makeStore();
    await bootstrapServerSession(open, visitor('203.0.113.7'));
    expect(blocked.getState().ui.geoBlocked).toBe(true);
    expect(open.getState().ui.geoBlocked).toBe(false);
  });

  it('a settings change in this process is seen by the very next render', async () => {
    let maintenanceMode = false;
    let blocked = false;
    api = fakeApi({
      'GET /settings/public': () => ok({ ...settings, maintenanceMode }),
      'GET /block/countries/check': () => ok({ blocked, countryCode: 'GB' }),
    });
    const before = makeStore();
    await bootstrapServerSession(before, visitor('203.0.113.7'));
    expect(before.getState().settings.maintenanceMode).toBe(false);

    maintenanceMode = true;
    blocked = true;
    markSettingsChanged();
    const after = makeStore();
    await bootstrapServerSession(after, visitor('203.0.113.7'));
    expect(after.getState().settings.maintenanceMode).toBe(true);
    expect(after.getState().ui.geoBlocked).toBe(true);
  });

  it('a failed call is not kept: the next render asks again', async () => {
    let up = false;
    api = fakeApi({
      'GET /settings/public': () => (up ? ok(settings) : fail(500, 'down')),
      'GET /block/countries/check': ok({ blocked: false, countryCode: null }),
    });
    const first = makeStore();
    await bootstrapServerSession(first, visitor('203.0.113.7'));
    expect(first.getState().settings).toEqual(initialSettingsState);
    up = true;
    const second = makeStore();
    await bootstrapServerSession(second, visitor('203.0.113.7'));
    expect(second.getState().settings).toEqual(settings);
  });
});
