// antd's theme (light/dark from the ui slice, never from the system setting) for what renders antd's
// components: the pages that do (withAntdTheme, with-antd-theme.tsx), the account menu, the phone drawer and
// the toasts, each of which loads this with its own code. The app shell itself renders no antd component and
// carries none of antd's code; antd's CSS comes from the static stylesheet styles/antd.css
// (antd-stylesheet.tsx), not from each render.
import { ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/common/use-hydrated';
import { documentNonce } from '@/lib/csp-nonce';
import { useAppSelector } from '@/redux/hooks';
import type { ThemeName } from '@/redux/ui/reducer';
import { selectTheme } from '@/redux/ui/selectors';
import { antdThemeConfig } from './antd-theme-config';
import { ANTD_ZERO_RUNTIME } from './antd-zero-runtime';

/** `nonce`: the page's CSP nonce, which antd's runtime style tags must carry (src/lib/csp-nonce.ts). */
export function AntdThemeProvider({ theme, nonce, children }: { theme: ThemeName; nonce?: string; children: ReactNode }) {
  return (
    <ConfigProvider csp={nonce ? { nonce } : undefined} theme={{ ...antdThemeConfig(theme), zeroRuntime: ANTD_ZERO_RUNTIME }}>
      {children}
    </ConfigProvider>
  );
}

/** The theme the server renders pages in: the saved one is only known in the browser. */
const SERVER_THEME: ThemeName = 'light';

/**
 * The theme from the store and the nonce the page was served with. While React hydrates the server's HTML it is
 * the server's theme: a page region may hydrate after the saved theme reached the store, and antd writes some
 * theme colours into attributes (the empty-state picture's fills), which hydration keeps as the server wrote
 * them (use-hydrated.ts); React renders the saved theme right after.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const saved = useAppSelector(selectTheme);
  const theme = useHydrated() ? saved : SERVER_THEME;
  const [nonce] = useState(documentNonce);
  return (
    <AntdThemeProvider theme={theme} nonce={nonce}>
      {children}
    </AntdThemeProvider>
  );
}
