// What a component rendered by a page has around it in the app: antd's theme (which a page that renders
// antd's components gets from withAntdTheme) and the toasts' host (which the app shell renders). The shell
// itself does not use this module, so that antd's ConfigProvider stays out of the code every page loads;
// tests render components inside it.
import type { ReactNode } from 'react';
import type { ThemeName } from '@/redux/ui/reducer';
import { AntdThemeProvider } from './antd-theme-provider';
import { NotifyHost } from './notify-host';

/** `nonce`: the page's CSP nonce, which antd's runtime style tags must carry (src/lib/csp-nonce.ts). */
export function AppProviders({ theme, nonce, children }: { theme: ThemeName; nonce?: string; children: ReactNode }) {
  return (
    <AntdThemeProvider theme={theme} nonce={nonce}>
      <NotifyHost />
      {children}
    </AntdThemeProvider>
  );
}
