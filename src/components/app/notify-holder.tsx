// antd's message and notification holders, bound to src/lib/notify.ts once mounted (which shows the toasts
// that waited for them). Loaded by notify-host.tsx on the first toast only.
import { message, notification } from 'antd';
import { useEffect } from 'react';
import { bindNotifyApi } from '@/lib/notify';

export default function NotifyHolder() {
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
