/**
 * @jest-environment node
 */
// pages/_document getInitialProps on the server: a page rendered through the document carries no antd CSS of
// its own (antd's styles are the static stylesheet styles/antd.css), only the nonce and the runtime config.
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { DocumentContext, DocumentInitialProps } from 'next/document';
import type { ComponentType } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { AppProviders } from '@/components/app/app-providers';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { makeStore } from '@/redux/store';
import type { ThemeName } from '@/redux/ui/reducer';
import { fakeRouter } from '../../helpers/router';
import FanstageDocument from '../../../pages/_document';
import LoginPage from '../../../pages/auth/login';

/** The log-in page inside the app's store, router and antd providers, as _app renders it. */
function loginApp(theme: ThemeName): ComponentType {
  return function App() {
    const store = makeStore();
    store.sagaTask.cancel();
    return (
      <Provider store={store}>
        <RouterContext.Provider value={fakeRouter('/auth/login')}>
          <AppProviders theme={theme}>
            <LoginPage />
          </AppProviders>
        </RouterContext.Provider>
      </Provider>
    );
  };
}

function documentContext(App: ComponentType, requestHeaders: Record<string, string> = {}): DocumentContext {
  const ctx = {
    req: { headers: requestHeaders },
    pathname: '/auth/login',
    query: {},
    asPath: '/auth/login',
    AppTree: App,
    renderPage: (options?: { enhanceApp?: (app: ComponentType) => ComponentType }) => {
      const Enhanced = options?.enhanceApp ? options.enhanceApp(App) : App;
      return { html: renderToString(<Enhanced />), head: [] };
    },
    defaultGetInitialProps: async (c: DocumentContext): Promise<DocumentInitialProps> => {
      const page = await c.renderPage();
      return { html: page.html, head: page.head, styles: [] };
    },
  };
  return ctx as unknown as DocumentContext;
}

/** Everything the document puts around the page's markup in the head (Next's `styles`). */
const headStyles = (props: DocumentInitialProps) => renderToStaticMarkup(<>{props.styles}</>);

describe('_document', () => {
  it.each(['light', 'dark'] as const)('renders the %s log-in page with antd classes and no inline antd CSS', async (theme) => {
    const props = await FanstageDocument.getInitialProps(documentContext(loginApp(theme)));
    expect(props.html).toContain('data-testid="login-submit"');
    expect(props.html).toMatch(/class="[^"]*\bant-btn\b/);
    // Every component carries the one class the stylesheet's variables are scoped to, whatever the theme.
    expect(props.html).toMatch(new RegExp(`class="[^"]*\\bant-btn\\b[^"]*\\b${CSS_VAR_KEY}\\b`));
    for (const markup of [props.html, headStyles(props)]) {
      expect(markup).not.toContain('<style');
      expect(markup).not.toMatch(/\.ant-btn\s*\{|--ant-color-primary/);
    }
  });

  it("takes the nonce of the page's policy, which the server put on the request", async () => {
    const policy = "default-src 'self'; script-src 'self' 'nonce-cGFnZS1ub25jZQ==' 'strict-dynamic'; style-src 'self' 'nonce-cGFnZS1ub25jZQ=='";
    const props = await FanstageDocument.getInitialProps(documentContext(loginApp('light'), { 'content-security-policy': policy }));
    expect(props.nonce).toBe('cGFnZS1ub25jZQ==');
    const unprotected = await FanstageDocument.getInitialProps(documentContext(loginApp('light')));
    expect(unprotected.nonce).toBeUndefined();
  });

  it('hands the runtime config to the page', async () => {
    process.env.HASH_PASSWORD_ON_CLIENT = 'true';
    try {
      const props = await FanstageDocument.getInitialProps(documentContext(loginApp('light')));
      expect(props.runtimeConfig.hashPasswordOnClient).toBe(true);
    } finally {
      delete process.env.HASH_PASSWORD_ON_CLIENT;
    }
  });
});
