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

export function AppProviders({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  return (
    <ConfigProvider theme={{ algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm }}>
      <AntdApp component={false}>
        <NotifyBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
