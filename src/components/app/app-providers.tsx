// antd theme (light/dark from the ui slice, never from the system setting) and toasts bound to it.
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { bindNotifyApi } from '@/lib/notify';
import type { ThemeName } from '@/redux/ui/reducer';

function NotifyBridge() {
  const { message, notification } = AntdApp.useApp();
  useEffect(() => {
    bindNotifyApi({ message, notification });
    return () => bindNotifyApi(null);
  }, [message, notification]);
  return null;
}

/** `nonce`: the page's CSP nonce, which antd's runtime style tags must carry (src/lib/csp-nonce.ts). */
export function AppProviders({ theme, nonce, children }: { theme: ThemeName; nonce?: string; children: ReactNode }) {
  return (
    <ConfigProvider
      csp={nonce ? { nonce } : undefined}
      theme={{
        algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        // One CSS-variable scope per theme: with a shared key, the server-rendered light variables kept
        // overriding the dark ones the browser added after reading the saved theme.
        cssVar: { key: `fs-${theme}` },
      }}
    >
      <AntdApp component={false}>
        <NotifyBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
