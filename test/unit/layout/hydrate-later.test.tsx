// The layouts' regions (header, navigation rail and bar, page body, footer, the auth card's top bar) are server-rendered
// Suspense boundaries, which React hydrates after the rest of the page; hydrating the server's HTML of each
// layout, logged in and out, in both themes, matches it exactly and suspends nothing.
import '../../helpers/jsdom-polyfills';
import { act } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { AppProviders } from '@/components/app/app-providers';
import { layouts } from '@/layouts';
import type { RootState } from '@/redux/root-reducer';
import { useAppDispatch } from '@/redux/hooks';
import { makeStore } from '@/redux/store';
import { loadUIValue } from '@/redux/ui/actions';
import type { ThemeName } from '@/redux/ui/reducer';
import { currentUserFactory } from '../../helpers/current-user';
import { initialState, loggedInState } from '../../helpers/render';
import { fakeRouter } from '../../helpers/router';

function siteState(opts: { loggedIn: boolean; theme: ThemeName }): RootState {
  const base = initialState();
  const state: RootState = {
    ...base,
    ui: { ...base.ui, theme: opts.theme, footerPages: [{ _id: 'p-1', slug: 'about-us', title: 'About us' }] },
  };
  return opts.loggedIn ? loggedInState(currentUserFactory({ name: 'Fan One' }), state) : state;
}

function App({ state, Layout, children, shellChild }: { state: RootState; Layout: ComponentType<{ children?: ReactNode }>; children: ReactNode; shellChild?: ReactNode }) {
  const store = makeStore(state as Parameters<typeof makeStore>[0]);
  store.sagaTask.cancel();
  return (
    <Provider store={store}>
      <RouterContext.Provider value={fakeRouter('/home')}>
        <AppProviders theme={state.ui.theme}>
          <Layout>{children}</Layout>
          {shellChild}
        </AppProviders>
      </RouterContext.Provider>
    </Provider>
  );
}

/** Server-rendered Suspense boundaries that finished on the server: `<!--$-->` … `<!--/$-->`. */
const boundaries = (html: string) => html.match(/<!--\$-->/g)?.length ?? 0;

const cases = [
  // Header, navigation rail, page, footer, bottom bar (the rail and bar render nothing for a visitor).
  { layout: 'primary', regions: 5 },
  { layout: 'home', regions: 5 },
  { layout: 'public', regions: 2 },
  { layout: 'blank', regions: 1 },
] as const;

describe.each(cases)('$layout layout', ({ layout, regions }) => {
  it.each([
    { loggedIn: false, theme: 'light' as const },
    { loggedIn: true, theme: 'dark' as const },
  ])('its regions are server-rendered boundaries that hydrate without a mismatch (logged in: $loggedIn, $theme)', async (opts) => {
    const Layout = layouts[layout];
    const tree = (
      <App state={siteState(opts)} Layout={Layout}>
        <p data-testid="page-body">page body</p>
      </App>
    );
    const html = renderToString(tree);
    expect(boundaries(html)).toBe(regions);
    // A boundary that suspended on the server would have sent its fallback (`<!--$!-->` or `<!--$?-->`).
    expect(html).not.toMatch(/<!--\$[!?]-->/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The theme switch is the one part that changes right after hydrating, to the theme the browser holds
    // (the server always renders light); everything else stays exactly as served.
    const withoutThemeSwitch = () => {
      const copy = container.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.fs-hint-anchor').forEach((el) => el.remove());
      return copy.innerHTML;
    };
    const served = withoutThemeSwitch();
    const body = container.querySelector('[data-testid="page-body"]');
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree, {
        onRecoverableError: (error) => errors.push(error),
        onCaughtError: (error) => errors.push(error),
        onUncaughtError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    // The server's nodes were adopted, not replaced by a client render.
    expect(container.querySelector('[data-testid="page-body"]')).toBe(body);
    expect(withoutThemeSwitch()).toBe(served);
    act(() => root.unmount());
    container.remove();
  });
});

// The server never knows the saved theme: it renders light, and the shell's effect (ClientEffects) loads the
// saved one into the store right after the shell hydrates, before the regions do.
function LoadSavedTheme() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loadUIValue());
  }, [dispatch]);
  return null;
}

it('a saved dark theme that reaches the store before the header hydrates changes nothing the server wrote, then shows', async () => {
  const Layout = layouts.primary;
  const serverState = siteState({ loggedIn: false, theme: 'light' });
  const html = renderToString(
    <App state={serverState} Layout={Layout}>
      <p>page body</p>
    </App>,
  );
  localStorage.setItem('theme', 'dark');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(
      container,
      <App state={serverState} Layout={Layout} shellChild={<LoadSavedTheme />}>
        <p>page body</p>
      </App>,
      { onRecoverableError: (error) => errors.push(error) },
    ),
  );
  expect(errors).toEqual([]);
  const toggle = container.querySelector('[data-testid="theme-toggle"]');
  expect(toggle?.getAttribute('aria-pressed')).toBe('true');
  expect(container.textContent).toContain('Switch to light theme');
  act(() => root.unmount());
  container.remove();
  localStorage.removeItem('theme');
});
