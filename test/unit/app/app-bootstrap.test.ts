/**
 * @jest-environment node
 */
// pages/_app getInitialProps on the server: session bootstrap, access flags, layout gate, no sagas.
import type { AppContext } from 'next/app';
import type { ComponentType } from 'react';
import type { AppPage } from '@/lib/page';
import { clearBootstrapCache } from '@/redux/bootstrap';
import { initialSettingsState } from '@/redux/settings/reducer';
import { updateUser } from '@/redux/user/actions';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { currentUserFactory } from '../../helpers/current-user';

// The layouts belong to the UI; here only which one is chosen matters.
jest.mock('@/layouts', () => ({ layouts: {} }));
const FanstageApp = require('../../../pages/_app').default as {
  getInitialProps(ctx: AppContext): Promise<{ pageProps: Record<string, unknown>; initialState: import('@/redux/store').RootState }>;
};

class FakeResponse {
  statusCode = 200;
  headers: Record<string, unknown> = {};
  ended = false;
  setHeader(name: string, value: unknown) {
    this.headers[name.toLowerCase()] = value;
  }
  writeHead(status: number, headers: Record<string, string>) {
    this.statusCode = status;
    for (const [k, v] of Object.entries(headers)) this.setHeader(k, v);
    return this;
  }
  end() {
    this.ended = true;
  }
  get headersSent() {
    return this.ended;
  }
  get finished() {
    return this.ended;
  }
  get writableEnded() {
    return this.ended;
  }
}

function appContext(page: AppPage, opts: { cookie?: string; pathname?: string } = {}) {
  const req = { headers: opts.cookie ? { cookie: opts.cookie } : {}, socket: { remoteAddress: '127.0.0.1' } };
  const res = new FakeResponse();
  const pathname = opts.pathname ?? '/somewhere';
  const ctx = { req, res, pathname, query: {}, asPath: pathname, AppTree: (() => null) as ComponentType };
  return { context: { Component: page, ctx, router: {}, AppTree: ctx.AppTree } as unknown as AppContext, res };
}

let api: ReturnType<typeof fakeApi> | undefined;
// Each case plays a different API; the bootstrap's shared answers must not carry over.
beforeEach(() => clearBootstrapCache());
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

function serverApi(opts: { user?: ReturnType<typeof currentUserFactory> | 'dead'; maintenanceMode?: boolean } = {}) {
  return fakeApi({
    'GET /settings/public': ok({ ...initialSettingsState, maintenanceMode: !!opts.maintenanceMode }),
    'GET /block/countries/check': ok({ blocked: false, countryCode: null }),
    'GET /users/me': opts.user === 'dead' ? fail(401, 'Your session has ended.') : ok(opts.user ?? null),
    'GET /posts/search': ok({ data: [], total: 0 }),
  });
}

const page = (flags: Partial<AppPage> = {}, getInitialProps?: AppPage['getInitialProps']): AppPage => {
  const Page = (() => null) as AppPage;
  Object.assign(Page, flags);
  if (getInitialProps) Page.getInitialProps = getInitialProps;
  return Page;
};

describe('_app getInitialProps on the server (session bootstrap)', () => {
  it('an open page renders for an anonymous visitor with the page props', async () => {
    api = serverApi();
    const { context, res } = appContext(page({}, async () => ({ hello: 'world' })));
    const props = await FanstageApp.getInitialProps(context);
    expect(res.ended).toBe(false);
    expect(props.pageProps).toEqual({ hello: 'world' });
    expect(props.initialState.auth.loggedIn).toBe(false);
  });

  it('authenticate: an anonymous visitor is redirected to /auth/login with a 302', async () => {
    api = serverApi();
    const { context, res } = appContext(page({ authenticate: true }));
    await FanstageApp.getInitialProps(context);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login');
    expect(res.ended).toBe(true);
  });

  it('authenticate: an invalid session clears the token cookie and redirects', async () => {
    api = serverApi({ user: 'dead' });
    const { context, res } = appContext(page({ authenticate: true }), { cookie: 'token=dead' });
    await FanstageApp.getInitialProps(context);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers['set-cookie'])).toMatch(/^token=; Path=\/; Max-Age=0/);
  });

  it('onlyPerformer: a fan is redirected, a performer gets in with the session restored', async () => {
    api = serverApi({ user: currentUserFactory() });
    const fan = appContext(page({ authenticate: true, onlyPerformer: true }), { cookie: 'token=t' });
    await FanstageApp.getInitialProps(fan.context);
    expect(fan.res.headers.location).toBe('/auth/login');

    api.restore();
    api = serverApi({ user: currentUserFactory({ isPerformer: true, username: 'star' }) });
    const performer = appContext(page({ authenticate: true, onlyPerformer: true }), { cookie: 'token=t' });
    const props = await FanstageApp.getInitialProps(performer.context);
    expect(performer.res.ended).toBe(false);
    expect(props.initialState.auth).toMatchObject({ loggedIn: true, authUser: { isPerformer: true } });
    expect(props.initialState.user.current.username).toBe('star');
  });

  it('onlyAdmin lets only admins in', async () => {
    api = serverApi({ user: currentUserFactory({ roles: ['user'] }) });
    const fan = appContext(page({ onlyAdmin: true }), { cookie: 'token=t' });
    await FanstageApp.getInitialProps(fan.context);
    expect(fan.res.headers.location).toBe('/auth/login');

    api.restore();
    api = serverApi({ user: currentUserFactory({ roles: ['user', 'admin'] }) });
    const admin = appContext(page({ onlyAdmin: true }), { cookie: 'token=t' });
    await FanstageApp.getInitialProps(admin.context);
    expect(admin.res.ended).toBe(false);
  });

  it('runs no saga: an action one would answer, dispatched by a page on the server, sends nothing', async () => {
    api = serverApi({ user: currentUserFactory({ name: 'Ann Fan' }) });
    const withSaga = page({}, async (ctx) => {
      (ctx as unknown as { store: { dispatch(a: unknown): void } }).store.dispatch(updateUser({ name: 'Saved by a saga' }));
      return { started: true };
    });
    const { context } = appContext(withSaga, { cookie: 'token=t' });
    const props = await FanstageApp.getInitialProps(context);
    expect(props.pageProps).toEqual({ started: true });
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(props.initialState.user.current.name).toBe('Ann Fan');
  });

  it('under maintenance a visitor gets no page data; the login page still loads', async () => {
    api = serverApi({ maintenanceMode: true });
    const loader = jest.fn(async () => ({ secret: 'page data' }));
    const visitor = appContext(page({}, loader), { pathname: '/home' });
    const props = await FanstageApp.getInitialProps(visitor.context);
    expect(props.pageProps).toEqual({});
    expect(loader).not.toHaveBeenCalled();

    const loginPage = appContext(page({}, loader), { pathname: '/auth/login' });
    expect((await FanstageApp.getInitialProps(loginPage.context)).pageProps).toEqual({ secret: 'page data' });
  });
});
