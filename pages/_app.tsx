// The app shell: session bootstrap, page access flags, layout choice, head, the toasts' host. antd's theme is
// not here: the pages that render antd's components wrap themselves in it (withAntdTheme), so the code every
// page loads holds none of antd.
// First: it configures zod before any schema exists (see the module).
import '@/lib/zod-jitless';
import 'nprogress/nprogress.css';
import '../styles/antd.css';
import '../styles/globals.css';
import App, { type AppContext, type AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import Router, { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import ClientOnly from '@/components/app/client-only';
import { IconRuntime } from '@/components/app/icon-runtime';
import { NotifyHost } from '@/components/app/notify-host';
import { layouts } from '@/layouts';
import type { AppPage } from '@/lib/page';
import { documentNonce } from '@/lib/csp-nonce';
import { accessRedirect, chooseLayout, isBlockingLayout } from '@/lib/page-access';
import { selectAuthUser } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { useAppStore, withStore } from '@/redux/page-store';
import type { AppStore } from '@/redux/store';

// Its code (and next/script's) arrives only on sites with a gaCode, after the page is interactive, like the tags.
const Analytics = dynamic(() => import('@/components/app/analytics').then((m) => m.Analytics), { ssr: false });

function layoutFor(store: Pick<AppStore, 'getState'>, page: AppPage, pathname: string) {
  const { settings, ui, auth } = store.getState();
  return chooseLayout({
    maintenanceMode: settings.maintenanceMode,
    isAdmin: !!auth.authUser?.roles.includes('admin'),
    pathname,
    geoBlocked: ui.geoBlocked,
    pageLayout: page.layout,
  });
}

const NO_PAGE_PROPS: Record<string, unknown> = {};

function AppShell({ Component, pageProps }: { Component: AppPage; pageProps: Record<string, unknown> }) {
  const { pathname } = useRouter();
  // Each value on its own: the shell re-renders only when one of these changes, not on every ui or settings
  // update (the browser's first ones come while regions of the page are still hydrating).
  const maintenanceMode = useAppSelector((state) => state.settings.maintenanceMode);
  const gaCode = useAppSelector((state) => state.settings.gaCode);
  const favicon = useAppSelector((state) => state.ui.favicon);
  const siteName = useAppSelector((state) => state.ui.siteName);
  const geoBlocked = useAppSelector((state) => state.ui.geoBlocked);
  const isAdmin = useAppSelector((state) => !!selectAuthUser(state)?.roles.includes('admin'));
  // The nonce the page was served with, for what the analytics tag adds to it later in the browser.
  const [nonce] = useState(documentNonce);
  const layoutName = chooseLayout({ maintenanceMode, isAdmin, pathname, geoBlocked, pageLayout: Component.layout });
  const Layout = layouts[layoutName] ?? layouts.primary;
  // The same element while the page stays the same, so a re-render of the shell (a settings change) does not
  // reach into regions React is still hydrating (src/layouts/hydrate-later.tsx): an update there would make
  // React hydrate them at once, in one blocking task.
  const page = useMemo(
    () => <Layout>{isBlockingLayout(layoutName) ? null : <Component {...pageProps} />}</Layout>,
    [Layout, layoutName, Component, pageProps],
  );

  return (
    <IconRuntime>
      <NotifyHost />
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1" />
        <meta name="robots" content="index,follow" />
        <link rel="icon" href={favicon} />
        <title>{siteName}</title>
      </Head>
      {gaCode ? <Analytics gaCode={gaCode} nonce={nonce} /> : null}
      {page}
      <ClientOnly />
    </IconRuntime>
  );
}

function FanstageApp({ Component, ...rest }: AppProps) {
  const { store, props } = useAppStore(rest);
  return (
    <Provider store={store}>
      <AppShell Component={Component as AppPage} pageProps={props.pageProps ?? NO_PAGE_PROPS} />
    </Provider>
  );
}

FanstageApp.getInitialProps = withStore((store) => async (context: AppContext) => {
  const { ctx } = context;
  const page = context.Component as AppPage;
  const onServer = typeof window === 'undefined';
  if (onServer) {
    // Imported here, not at the top: the browser never runs it, and a static import would put it, its caches
    // and its services in the code every page loads.
    const { bootstrapServerSession, expiredTokenCookie } = await import('@/redux/bootstrap');
    const { invalidSession } = await bootstrapServerSession(store, ctx.req);
    if (invalidSession) ctx.res?.setHeader('Set-Cookie', expiredTokenCookie);
  }

  // A maintenance or geo-block page shows none of the page, so its data is not loaded either, and it is
  // checked before access: a visitor opening a members-only page during maintenance sees the notice.
  if (isBlockingLayout(layoutFor(store, page, ctx.pathname))) return { pageProps: {} };

  const target = accessRedirect(page, store.getState().auth);
  if (target) {
    if (onServer && ctx.res) {
      ctx.res.writeHead(302, { Location: target });
      ctx.res.end();
    } else if (!onServer) {
      void Router.replace(target);
    }
    return { pageProps: {} };
  }

  return await App.getInitialProps(context);
});

export default FanstageApp;
