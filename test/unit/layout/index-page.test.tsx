// pages/index.tsx: logged-in people go on to /home (a 302 on the server); visitors get the front page with
// Sign up, Log in, who is live and the featured creators, read with the page.
import '../../helpers/browser-globals';
import type { NextPageContext } from 'next';
import type { ReactNode } from 'react';
import Router from 'next/router';
import { screen, within } from '@testing-library/react';
import IndexPage, { type IndexPageProps } from '../../../pages/index';
import { FEATURED_COUNT } from '@/components/home/load-landing';
import { fail, fakeApi, okList } from '../../helpers/fake-api';
import { initialState, loggedInState, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import type { RootState } from '@/redux/root-reducer';
import { performerFactory } from '../performers/fixtures';
import { streamFactory } from '../live/fixtures';

jest.mock('next/router', () => ({
  __esModule: true,
  ...jest.requireActual('next/router'),
  default: { replace: jest.fn().mockResolvedValue(true) },
}));

// Next's Head collects tags for the document; here its children render where they stand (React puts <title>
// and <meta> in the document's head), so the test can read the page's title and description.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => children }));

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function serverContext(state: RootState) {
  const res = { writeHead: jest.fn(), end: jest.fn() };
  const req = { headers: {}, socket: {} };
  const ctx = { store: { getState: () => state }, req, res, pathname: '/', query: {}, AppTree: () => null } as unknown as NextPageContext;
  return { ctx, res };
}

describe('site root', () => {
  it('sends a logged-in visitor to /home with a 302', async () => {
    const { ctx, res } = serverContext(loggedInState(currentUserFactory()));
    await IndexPage.getInitialProps!(ctx);
    expect(res.writeHead).toHaveBeenCalledWith(302, { Location: '/home' });
    expect(res.end).toHaveBeenCalled();
  });

  it('replaces the route in the browser', async () => {
    const ctx = { store: { getState: () => loggedInState(currentUserFactory()) }, pathname: '/', query: {} } as unknown as NextPageContext;
    await IndexPage.getInitialProps!(ctx);
    expect(Router.replace).toHaveBeenCalledWith('/home');
  });

  it('gives a visitor the front page: Sign up, Log in, who is live and the featured creators', async () => {
    api = fakeApi({
      'GET /performers/top': okList([performerFactory({ _id: 'p-1', username: 'luna', name: 'Luna' }), performerFactory({ _id: 'p-2', username: 'ava', name: 'Ava' })]),
      'GET /streaming/user/search': okList([streamFactory()]),
    });
    const { ctx, res } = serverContext(initialState());
    const props = (await IndexPage.getInitialProps!(ctx)) as IndexPageProps;
    expect(res.writeHead).not.toHaveBeenCalled();
    expect(api.calls.find((c) => c.url === '/performers/top')?.params).toEqual({ limit: String(FEATURED_COUNT) });

    renderWithStore(<IndexPage {...props} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Creators you love, up close');
    expect(screen.getByTestId('landing-signup')).toHaveAttribute('href', '/auth/register');
    expect(screen.getByTestId('landing-login')).toHaveAttribute('href', '/auth/login');
    expect(screen.getByTestId('landing-become-creator')).toHaveAttribute('href', '/auth/model-register');
    expect(screen.getAllByTestId('live-now-item')).toHaveLength(1);
    const featured = screen.getByTestId('landing-featured');
    expect(within(featured).getAllByTestId('performer-name').map((n) => n.textContent)).toEqual(['Luna', 'Ava']);
    expect(within(featured).getByTestId('landing-see-all')).toHaveAttribute('href', '/performers');
    expect(document.title).toContain('Creators you love, up close');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Follow creators you like, subscribe/);
  });

  it('still invites to sign up when the creators could not be read', async () => {
    api = fakeApi({ 'GET /performers/top': fail(500, 'Down'), 'GET /streaming/user/search': fail(500, 'Down') });
    const { ctx } = serverContext(initialState());
    const props = (await IndexPage.getInitialProps!(ctx)) as IndexPageProps;
    expect(props).toEqual({ featured: [], live: [] });

    renderWithStore(<IndexPage {...props} />);
    expect(screen.getByTestId('landing-signup')).toBeInTheDocument();
    expect(screen.queryByTestId('live-now-strip')).toBeNull();
    expect(screen.getByTestId('landing-featured')).toHaveTextContent('Creators are on their way');
  });
});
