// The profile's subscribe dialog for the timeline's and a post page's "Subscribe to unlock", loaded once the
// performer's plans are read (subscribe-host.tsx); inside antd's theme, which the pages showing posts do not
// carry around them (they draw without antd).
import type { ComponentProps } from 'react';
import { AntdTheme } from '@/components/app/antd-theme-provider';
import { SubscribeModal } from '@/components/profile/subscribe-modal';

export function SubscribeDialog(props: ComponentProps<typeof SubscribeModal>) {
  return (
    <AntdTheme>
      <SubscribeModal {...props} />
    </AntdTheme>
  );
}
