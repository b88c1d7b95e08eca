/**
 * @jest-environment node
 */
// The directory and a performer's profile render on the server (no window, no effects) to the same
// content the browser then takes over.
import Loadable from 'next/dist/shared/lib/loadable.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { AppProviders } from '@/components/app/app-providers';
import { makeStore } from '@/redux/store';
import { performerFactory } from './fixtures';
import PerformersPage from '../../../pages/performers';
import ProfilePage from '../../../pages/[profileId]';

const router = { pathname: '/', route: '/', asPath: '/', query: {}, basePath: '', isReady: true, push: jest.fn(), prefetch: jest.fn(), events: { on: jest.fn(), off: jest.fn() } } as unknown as NextRouter;

function serverRender(page: ReactElement): string {
  const store = makeStore();
  store.sagaTask.cancel();
  return renderToString(
    <Provider store={store}>
      <RouterContext.Provider value={router}>
        <AppProviders theme="dark">{page}</AppProviders>
      </RouterContext.Provider>
    </Provider>,
  );
}

describe('server render', () => {
  // Next's server loads every next/dynamic module before rendering, so the parts a page loads on demand
  // (the directory's filter panel when the address holds filters) render in place.
  beforeAll(() => Loadable.preloadAll());

  it('the directory with a chosen filter names it and shows the cards', () => {
    const luna = performerFactory();
    const html = serverRender(<PerformersPage search={{ gender: 'female', q: 'luna' }} load={{ state: 'found', result: { data: [luna], total: 1 } }} />);
    expect(html).toContain('data-testid="performer-card"');
    expect(html).toContain('data-username="luna"');
    // The contract's own labels stand in for the option lists until the browser fetches them.
    expect(html).toContain('Female');
    expect(html).toContain('value="luna"');
    expect(html).toContain('data-testid="performer-filters"');
    expect(html).not.toContain('performer-filters-loading');
  });

  it('the directory without filters leaves the panel out and its order as a plain button', () => {
    const html = serverRender(<PerformersPage search={{}} load={{ state: 'found', result: { data: [performerFactory()], total: 1 } }} />);
    expect(html).toContain('data-testid="performer-filters-toggle"');
    expect(html).not.toContain('data-testid="performer-filters"');
    expect(html).toMatch(/<button[^>]*data-testid="performer-sort"/);
  });

  it('a performer profile with its actions', () => {
    const html = serverRender(<ProfilePage origin="https://fans.example.com" load={{ state: 'performer', performer: performerFactory({ welcomeVideo: '/v.mp4', height: '164_166', country: 'GB' }) }} />);
    for (const id of ['profile-name', 'profile-follow', 'profile-bookmark', 'profile-report', 'profile-subscribe', 'profile-welcome-video']) {
      expect(html).toContain(`data-testid="${id}"`);
    }
    // The details are laid out by CSS alone, the same on the server and in the browser at any width.
    expect(html).toMatch(/<dl style="display:grid;grid-template-columns:repeat\(auto-fill, minmax\(min\(100%, 220px\), 1fr\)\)/);
    // The tab bar is there; the shown tab's list (read in the browser) loads its code there too.
    expect(html).toContain('data-testid="profile-tab-posts"');
    expect(html).toContain('data-testid="profile-tab-loading"');
  });
});
