// Site settings (docs/product.md, "Entities", with the defaults of "Constants and limits") and maintenance mode.
import { authHeader, createAdmin, createPerformer, createUser, loginAs } from '../factories/users';
import { DOCUMENTED_SETTING_DEFAULTS } from '../helpers/documented-settings';
import { createTestApp, type TestContext } from '../helpers/test-app';

/** The public site settings, with their defaults where docs/product.md ("Constants and limits") gives one. */
const PUBLIC_SETTINGS_DEFAULTS = {
  siteName: expect.any(String),
  logoUrl: expect.any(String),
  darkmodeLogoUrl: expect.any(String),
  favicon: '/favicon.ico',
  menus: expect.any(Array),
  gaCode: '',
  maintenanceMode: false,
  agoraAppId: expect.any(String),
  agoraEnable: expect.any(Boolean),
  ...DOCUMENTED_SETTING_DEFAULTS,
};

let ctx: TestContext;
let fanToken: string;
let performerToken: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  [fanToken, performerToken, adminToken] = await Promise.all([
    createUser(db).then((u) => loginAs(ctx.app, u)),
    createPerformer(db).then((u) => loginAs(ctx.app, u)),
    createAdmin(db).then((u) => loginAs(ctx.app, u)),
  ]);
});
afterAll(() => ctx?.close());

const getPublic = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/settings/public' });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>;
};
const putSettings = (payload: unknown, token?: string) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: payload as object, headers: token ? authHeader(token) : {} });

describe('GET /api/settings/public', () => {
  it('serves every public setting with its default, in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(0);
    expect(body.data).toEqual(PUBLIC_SETTINGS_DEFAULTS);
  });

  it('never reveals the blocked countries', async () => {
    await putSettings({ blockedCountries: ['GB'] }, adminToken).then((r) => expect(r.statusCode).toBe(200));
    const data = await getPublic();
    expect(data).not.toHaveProperty('blockedCountries');
    expect(JSON.stringify(data)).not.toContain('GB');
    await putSettings({ blockedCountries: [] }, adminToken);
  });
});

describe('POST /api/settings/keys', () => {
  const postKeys = (keys: unknown, token?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/settings/keys', payload: { keys }, headers: token ? authHeader(token) : {} });

  it('returns the asked keys only', async () => {
    const res = await postKeys(['minimumTipPrice', 'paymentGateway']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: { minimumTipPrice: 10, paymentGateway: 'stripe' } });
  });

  it('answers the keys it knows and leaves unknown ones out, without failing the lookup', async () => {
    const res = await postKeys(['siteName', 'databasePassword', 'someOtherClientsKey']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: { siteName: 'Fanstage' } });
    const onlyUnknown = await postKeys(['notASetting']);
    expect(onlyUnknown.json()).toEqual({ status: 0, data: {} });
  });

  it('refuses what cannot be a key at all', async () => {
    for (const keys of [[42], [''], ['x'.repeat(101)], Array.from({ length: 201 }, (_, i) => `k${i}`), 'siteName']) {
      const res = await postKeys(keys);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/\.$/);
    }
  });

  it('refuses an empty list', async () => {
    const res = await postKeys([]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Ask for at least one key');
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/settings/keys', payload: {} });
    expect(missing.statusCode).toBe(422);
  });

  it('leaves private keys out for everyone but admins', async () => {
    await putSettings({ blockedCountries: ['FR'] }, adminToken).then((r) => expect(r.statusCode).toBe(200));
    for (const token of [undefined, fanToken, performerToken]) {
      const res = await postKeys(['siteName', 'blockedCountries'], token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ siteName: 'Fanstage' });
    }
    const admin = await postKeys(['siteName', 'blockedCountries'], adminToken);
    expect(admin.json().data).toEqual({ siteName: 'Fanstage', blockedCountries: ['FR'] });
    await putSettings({ blockedCountries: [] }, adminToken);
  });
});

describe('PUT /api/admin/settings', () => {
  it('is for admins only', async () => {
    const anonymous = await putSettings({ siteName: 'Hacked' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toMatch(/log in/i);
    for (const token of [fanToken, performerToken]) {
      const res = await putSettings({ siteName: 'Hacked' }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only administrators can do this.');
    }
    expect((await getPublic()).siteName).toBe('Fanstage');
  });

  it('lets an admin change settings, and everyone sees the change', async () => {
    const res = await putSettings({ siteName: 'My Fan Site', minimumTipPrice: 5, menus: [{ title: 'Help', path: '/help' }] }, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ siteName: 'My Fan Site', minimumTipPrice: 5, blockedCountries: [] });
    const data = await getPublic();
    expect(data).toMatchObject({ siteName: 'My Fan Site', minimumTipPrice: 5, menus: [{ title: 'Help', path: '/help', section: 'footer', isNewTab: false }] });
    await putSettings({ siteName: 'Fanstage', minimumTipPrice: 10, menus: [] }, adminToken);
  });

  it.each([
    ['a negative price', { minimumTipPrice: -5 }, 'minimumTipPrice'],
    ['a price given as text', { minimumTipPrice: '5' }, 'minimumTipPrice'],
    ['an empty site name', { siteName: '' }, 'siteName'],
    ['a bad country code', { blockedCountries: ['gb'] }, 'Country codes are two capital letters'],
    ['an unknown key', { databasePassword: 'x' }, 'databasePassword'],
    ['nothing to change', {}, 'Send at least one setting to change'],
  ])('refuses %s with a readable 422 and changes nothing', async (_what, payload, mentioned) => {
    const before = await getPublic();
    // A valid change sent alongside must not be applied either.
    const res = await putSettings(Object.keys(payload).length ? { siteName: 'Changed', ...payload } : payload, adminToken);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(res.json().message).toContain(mentioned);
    expect(res.json().message).toMatch(/^Please check the request\./);
    expect(await getPublic()).toEqual(before);
  });
});

describe('maintenance mode', () => {
  afterAll(() => putSettings({ maintenanceMode: false }, adminToken));

  it('closes the site to visitors, fans and performers, but not to admins or the pages maintenance needs', async () => {
    const someone = await createUser(ctx.database.db);
    const viewUrl = `/api/users/view/${someone.id}`;
    expect((await ctx.app.inject({ method: 'GET', url: viewUrl })).statusCode).toBe(200);

    expect((await putSettings({ maintenanceMode: true }, adminToken)).statusCode).toBe(200);

    for (const headers of [{}, authHeader(fanToken), authHeader(performerToken)]) {
      const res = await ctx.app.inject({ method: 'GET', url: viewUrl, headers });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ statusCode: 503, message: 'The site is down for maintenance. Please come back a little later.' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: viewUrl, headers: authHeader(adminToken) })).statusCode).toBe(200);

    const settings = await getPublic();
    expect(settings.maintenanceMode).toBe(true);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: authHeader(fanToken) });
    expect(me.statusCode).toBe(200);

    expect((await putSettings({ maintenanceMode: false }, adminToken)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: viewUrl })).statusCode).toBe(200);
  });
});
