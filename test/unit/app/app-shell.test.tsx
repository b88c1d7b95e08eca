// pages/_app rendered in the browser: layout choice, client-only appendix, theme, analytics.
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { AppPage } from '@/lib/page';
import { rootReducer, type RootState } from '@/redux/root-reducer';
import { initialSettingsState } from '@/redux/settings/reducer';
import { fakeRouter } from '../../helpers/router';
import { currentUserFactory } from '../../helpers/current-user';

jest.mock('@/layouts', () => {
  const make = (name: string) =>
    function Layout({ children }: { children?: ReactNode }) {
      return <div data-testid={`layout-${name}`}>{children}</div>;
    };
  const names = ['primary', 'public', 'blank', 'home', 'maintenance', 'geoBlock'];
  return { layouts: Object.fromEntries(names.map((n) => [n, make(n)])) };
});

const FanstageApp = require('../../../pages/_app').default as (props: Record<string, unknown>) => ReactNode;

const Page: AppPage = () => <p>page content</p>;

function state(patch: (s: RootState) => RootState = (s) => s): RootState {
  return patch(rootReducer(undefined, { type: '@@init' }));
}

/** Renders and lets the client-only appendix (a dynamic import) load. */
async function renderApp(opts: { page?: AppPage; pathname?: string; initialState?: RootState }) {
  const router = fakeRouter(opts.pathname ?? '/home');
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
    <RouterContext.Provider value={router}>
      <FanstageApp Component={opts.page ?? Page} pageProps={{}} router={router} initialState={opts.initialState ?? state()} />
    </RouterContext.Provider>,
    );
    await new Promise((r) => setTimeout(r, 0));
  });
  return result as ReturnType<typeof render>;
}

beforeEach(() => localStorage.clear());

describe('app shell layout choice', () => {
  it('uses the primary layout by default and renders the page', async () => {
    await renderApp({});
    expect(screen.getByTestId('layout-primary')).toHaveTextContent('page content');
  });

  it("uses the page's named layout", async () => {
    const Blank: AppPage = () => <p>blank page</p>;
    Blank.layout = 'blank';
    await renderApp({ page: Blank });
    expect(screen.getByTestId('layout-blank')).toHaveTextContent('blank page');
  });

  it('maintenance mode shows the maintenance layout without the page to visitors', async () => {
    await renderApp({ initialState: state((s) => ({ ...s, settings: { ...initialSettingsState, maintenanceMode: true } })) });
    expect(screen.getByTestId('layout-maintenance')).toBeEmptyDOMElement();
    expect(screen.queryByText('page content')).toBeNull();
  });

  it('maintenance mode lets admins through and keeps the login page open', async () => {
    const admin = state((s) => ({
      ...s,
      settings: { ...initialSettingsState, maintenanceMode: true },
      auth: { ...s.auth, loggedIn: true, authUser: { _id: 'a', isPerformer: false, roles: ['admin'] } },
      user: { ...s.user, current: currentUserFactory({ roles: ['admin'] }) },
    }));
    const { unmount } = await renderApp({ initialState: admin });
    expect(screen.getByTestId('layout-primary')).toHaveTextContent('page content');
    unmount();
    await renderApp({ pathname: '/auth/login', initialState: state((s) => ({ ...s, settings: { ...initialSettingsState, maintenanceMode: true } })) });
    expect(screen.getByTestId('layout-primary')).toHaveTextContent('page content');
  });

  it('a blocked country gets the geo-block layout without the page', async () => {
    await renderApp({ initialState: state((s) => ({ ...s, ui: { ...s.ui, geoBlocked: true } })) });
    expect(screen.getByTestId('layout-geoBlock')).toBeEmptyDOMElement();
  });
});

describe('client-only appendix', () => {
  it('brings back the theme saved before a reload and applies it to the page', async () => {
    localStorage.setItem('theme', 'dark');
    await renderApp({});
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });

  it('keeps the light theme without a saved choice (no system detection)', async () => {
    document.documentElement.dataset.theme = 'dark';
    // Even a system that prefers dark does not change the choice.
    window.matchMedia = jest.fn().mockReturnValue({ matches: true, addListener: jest.fn(), removeListener: jest.fn() });
    await renderApp({});
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });
});

describe('analytics', () => {
  const gaScripts = () => document.querySelectorAll('script[src*="googletagmanager"]');

  it('loads no tracker without a gaCode', async () => {
    await renderApp({});
    await act(async () => undefined);
    expect(gaScripts()).toHaveLength(0);
  });

  it("loads the tracker when a gaCode is set, both tags with the page's CSP nonce", async () => {
    const served = document.createElement('script');
    served.setAttribute('nonce', 'Z2Etbm9uY2U=');
    document.head.append(served);
    try {
      await renderApp({ initialState: state((s) => ({ ...s, settings: { ...initialSettingsState, gaCode: 'G-TEST123' } })) });
      await waitFor(() => expect(gaScripts().length).toBeGreaterThan(0));
      expect(gaScripts()[0].getAttribute('src')).toContain('id=G-TEST123');
      expect(gaScripts()[0].getAttribute('nonce')).toBe('Z2Etbm9uY2U=');
      expect(document.getElementById('ga-init')?.getAttribute('nonce')).toBe('Z2Etbm9uY2U=');
    } finally {
      served.remove();
    }
  });
});

describe('re-renders of the shell', () => {
  it('a theme or other ui change after load does not render the page again (regions still hydrating keep their props)', async () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('collapsed', 'true');
    let renders = 0;
    const Counted: AppPage = () => {
      renders += 1;
      return <p>counted page</p>;
    };
    await renderApp({ page: Counted });
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(screen.getByTestId('layout-primary')).toHaveTextContent('counted page');
    expect(renders).toBe(1);
  });
});
