// A page wrapped in withAntdTheme keeps what the shell reads from it and renders its antd components in the
// site's theme, following the store's theme, as the app shell's ConfigProvider used to.
import { act, render, screen } from '@testing-library/react';
import { Button, theme } from 'antd';
import { Provider } from 'react-redux';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { ANTD_HASH } from '@/components/common/antd-hash';
import type { AppPage } from '@/lib/page';
import { makeStore } from '@/redux/store';
import { rootReducer } from '@/redux/root-reducer';
import { updateUIValue } from '@/redux/ui/actions';

function Backdrop() {
  const { token } = theme.useToken();
  return <span data-testid="backdrop">{token.colorBgLayout}</span>;
}

const Page: AppPage<{ label: string }> = ({ label }) => (
  <>
    <Button type="primary" data-testid="button">
      {label}
    </Button>
    <Backdrop />
  </>
);
Page.getInitialProps = async () => ({ label: 'Save' });
Page.layout = 'home';
Page.authenticate = true;
Page.onlyPerformer = true;
Page.onlyAdmin = true;

describe('withAntdTheme', () => {
  it("keeps the page's data loader, layout and access flags", () => {
    const Themed = withAntdTheme(Page);
    expect(Themed).not.toBe(Page);
    expect(Themed.getInitialProps).toBe(Page.getInitialProps);
    expect(Themed.layout).toBe('home');
    expect(Themed.authenticate).toBe(true);
    expect(Themed.onlyPerformer).toBe(true);
    expect(Themed.onlyAdmin).toBe(true);
  });

  it("leaves unset flags unset", () => {
    const Bare: AppPage = () => null;
    const Themed = withAntdTheme(Bare);
    expect(Themed.getInitialProps).toBeUndefined();
    expect(Themed.layout).toBeUndefined();
    expect(Themed.authenticate).toBeUndefined();
  });

  it("renders the page's antd components with the theme's classes, following the store's theme", () => {
    const store = makeStore(rootReducer(undefined, { type: '@@init' }));
    store.sagaTask.cancel();
    const Themed = withAntdTheme(Page);
    render(
      <Provider store={store}>
        <Themed label="Save" />
      </Provider>,
    );
    const button = screen.getByTestId('button');
    expect(button).toHaveTextContent('Save');
    expect(button).toHaveClass('ant-btn-primary', CSS_VAR_KEY);
    expect([...button.classList].map((c) => c.replace('css-dev-only-do-not-override-', 'css-'))).toContain(ANTD_HASH);
    expect(screen.getByTestId('backdrop')).toHaveTextContent('#f5f5f5');
    act(() => {
      store.dispatch(updateUIValue({ theme: 'dark' }));
    });
    expect(screen.getByTestId('backdrop')).toHaveTextContent('#000000');
  });
});

describe('a themed page hydrating after the saved theme reached the store', () => {
  it("hydrates in the server's theme and then renders the saved one", async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const serverStore = makeStore(rootReducer(undefined, { type: '@@init' }));
    serverStore.sagaTask.cancel();
    const Themed = withAntdTheme(Page);
    const html = renderToString(
      <Provider store={serverStore}>
        <Themed label="Save" />
      </Provider>,
    );
    expect(html).toContain('#f5f5f5');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const browserStore = makeStore(rootReducer(undefined, updateUIValue({ theme: 'dark' })));
    browserStore.sagaTask.cancel();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={browserStore}>
          <Themed label="Save" />
        </Provider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="backdrop"]')).toHaveTextContent('#000000');
    container.remove();
  });
});
