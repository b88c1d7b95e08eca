// A page that renders antd's components gets antd's theme from this wrapper instead of from the app shell,
// so pages drawn without antd (and the shell on every page) do not load antd's ConfigProvider and theme code.
import type { AppPage } from '@/lib/page';
import { AntdTheme } from './antd-theme-provider';

/**
 * `Page` inside antd's theme, with the page's static fields (its data loader, layout and access flags: what
 * pages/_app.tsx, src/lib/page-access.ts and Next read from a page component).
 */
export function withAntdTheme<P extends object, IP = P>(Page: AppPage<P, IP>): AppPage<P, IP> {
  function ThemedPage(props: P) {
    return (
      <AntdTheme>
        <Page {...props} />
      </AntdTheme>
    );
  }
  return Object.assign(ThemedPage, Page);
}
