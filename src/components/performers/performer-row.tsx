// A performer as one line of a list (bookmarks, following): picture, name, @username, price, and the
// list's own action on the right.
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import type { ReactNode } from 'react';
import type { PublicPerformer } from '@/contracts/performers';
import { LiveBadge } from '@/components/live/live-badge';
import { formatPrice } from '@/lib/money';
import { profilePath } from './profile-path';

export function PerformerRow({ performer, action, testId }: { performer: PublicPerformer; action: ReactNode; testId: string }) {
  const { token, cssVar } = theme.useToken();
  const href = profilePath(performer);
  return (
    <Flex
      align="center"
      gap={12}
      wrap
      data-testid={testId}
      data-username={performer.username ?? ''}
      style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${cssVar.colorBorderSecondary}` }}
    >
      <Link href={href} tabIndex={-1} aria-hidden>
        <Avatar src={performer.avatar} icon={<UserOutlined />} size={48} alt="" />
      </Link>
      <div style={{ flex: '1 1 160px', minWidth: 0 }}>
        <Link href={href} className="fs-tap-block" style={{ color: cssVar.colorText }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {performer.name || performer.username}
          </Typography.Text>
        </Link>
        <Flex gap={8} wrap align="center">
          {performer.username ? <Typography.Text type="secondary">@{performer.username}</Typography.Text> : null}
          <Typography.Text type="secondary">{formatPrice(performer.monthlyPrice)} / month</Typography.Text>
          {performer.isStreaming ? <LiveBadge performer={performer} testId="performer-row-live" /> : null}
        </Flex>
      </div>
      {action}
    </Flex>
  );
}
