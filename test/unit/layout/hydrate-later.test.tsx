// The layouts' regions (header, page body, footer, sidebar, the auth card's top bar) are server-rendered
// Suspense boundaries, which React hydrates after the rest of the page; hydrating the server's HTML of each
// layout, logged in and out, in both themes, matches it exactly and suspends nothing.
import '../../helpers/jsdom-polyfills';
import { act } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { AppProviders } from '@/components/app/app-providers';
import { layouts } from '@/layouts';
import type { RootState } from '@/redux/root-reducer';
import { makeStore } from '@/redux/store';
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

function App({ state, Layout, children }: { state: RootState; Layout: ComponentType<{ children?: ReactNode }>; children: ReactNode }) {
  const store = makeStore(state as Parameters<typeof makeStore>[0]);
  store.sagaTask.cancel();
  return (
    <Provider store={store}>
      <RouterContext.Provider value={fakeRouter('/home')}>
        <AppProviders theme={state.ui.theme}>
          <Layout>{children}</Layout>
        </AppProviders>
      </RouterContext.Provider>
    </Provider>
  );
}

/** Server-rendered Suspense boundaries that finished on the server: `<!--$-->` … `<!--/$-->`. */
const boundaries = (html: string) => html.match(/<!--\$-->/g)?.length ?? 0;

const cases = [
  { layout: 'primary', regions: 3 },
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
    const served = container.innerHTML;
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
    expect(container.innerHTML).toBe(served);
    act(() => root.unmount());
    container.remove();
  });
});
