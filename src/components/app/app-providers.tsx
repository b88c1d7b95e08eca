// antd theme (light/dark from the ui slice, never from the system setting) and the toasts' host inside it.
// antd's CSS comes from the static stylesheet styles/antd.css (antd-stylesheet.tsx), not from each render.
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { ThemeName } from '@/redux/ui/reducer';
import { antdThemeConfig } from './antd-theme';
import { NotifyHost } from './notify-host';

/**
 * On the server antd computes no styles (the page links the stylesheet instead); the markup is the same either
 * way. In the browser its runtime stays on, but finds each component's styles already in the stylesheet.
 */
const zeroRuntime = typeof window === 'undefined';

/** `nonce`: the page's CSP nonce, which antd's runtime style tags must carry (src/lib/csp-nonce.ts). */
export function AppProviders({ theme, nonce, children }: { theme: ThemeName; nonce?: string; children: ReactNode }) {
  return (
    <ConfigProvider
      csp={nonce ? { nonce } : undefined}
      theme={{ ...antdThemeConfig(theme), zeroRuntime }}
    >
      <NotifyHost />
      {children}
    </ConfigProvider>
  );
}
