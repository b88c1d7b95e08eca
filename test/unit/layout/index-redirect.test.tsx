// pages/index.tsx only forwards: /home when logged in, else the login page (302 on the server).
import type { NextPageContext } from 'next';
import Router from 'next/router';
import IndexPage from '../../../pages/index';
import { initialState, loggedInState } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import type { RootState } from '@/redux/root-reducer';

jest.mock('next/router', () => ({ __esModule: true, default: { replace: jest.fn().mockResolvedValue(true) } }));

function serverContext(state: RootState) {
  const res = { writeHead: jest.fn(), end: jest.fn() };
  const ctx = { store: { getState: () => state }, res, pathname: '/', query: {}, AppTree: () => null } as unknown as NextPageContext;
  return { ctx, res };
}

describe('site root', () => {
  it('sends a logged-in visitor to /home with a 302', async () => {
    const { ctx, res } = serverContext(loggedInState(currentUserFactory()));
    await IndexPage.getInitialProps!(ctx);
    expect(res.writeHead).toHaveBeenCalledWith(302, { Location: '/home' });
    expect(res.end).toHaveBeenCalled();
  });

  it('sends an anonymous visitor to the login page', async () => {
    const { ctx, res } = serverContext(initialState());
    await IndexPage.getInitialProps!(ctx);
    expect(res.writeHead).toHaveBeenCalledWith(302, { Location: '/auth/login' });
  });

  it('replaces the route in the browser', async () => {
    const ctx = { store: { getState: () => loggedInState(currentUserFactory()) }, pathname: '/', query: {} } as unknown as NextPageContext;
    await IndexPage.getInitialProps!(ctx);
    expect(Router.replace).toHaveBeenCalledWith('/home');
  });
});
