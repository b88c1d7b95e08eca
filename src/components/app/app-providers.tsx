// antd theme (light/dark from the ui slice, never from the system setting) and the toasts' host inside it.
// antd's CSS comes from the static stylesheet styles/antd.css (antd-stylesheet.tsx), not from each render.
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { ThemeName } from '@/redux/ui/reducer';
import { antdThemeConfig } from './antd-theme';
import { NotifyHost } from './notify-host';

/**
 * antd computes no component styles, on the server or in a production browser: the stylesheet holds every
 * component's styles for both themes (its variables under html[data-theme], which the theme switch sets), and
 * the markup is the same either way. In development antd's class names differ from the stylesheet's, so the
 * browser keeps antd's runtime there.
 */
const zeroRuntime = typeof window === 'undefined' || process.env.NODE_ENV === 'production';

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
