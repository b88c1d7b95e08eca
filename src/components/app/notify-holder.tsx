// antd's message and notification holders, bound to src/lib/notify.ts once mounted (which shows the toasts
// that waited for them). Loaded by notify-host.tsx on the first toast only. They bring antd's theme along
// (the app shell has none), so the toasts follow the theme as the page's antd components do.
import { message, notification } from 'antd';
import { useEffect } from 'react';
import { bindNotifyApi } from '@/lib/notify';
import { AntdTheme } from './antd-theme-provider';

function Holders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();

  useEffect(() => {
    bindNotifyApi({ message: messageApi, notification: notificationApi });
    return () => bindNotifyApi(null);
  }, [messageApi, notificationApi]);

  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}

export default function NotifyHolder() {
  return (
    <AntdTheme>
      <Holders />
    </AntdTheme>
  );
}
