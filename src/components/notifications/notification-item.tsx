// One notification in the list: who caused it (their picture, or the site's bell for its own news), the
// sentence, how long ago, and a mark while unread. The whole line opens what it is about; opening marks it read.
import { BellOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Flex, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import type { ReactNode } from 'react';
import { timeAgo } from '@/components/comments/time-ago';
import type { Notification } from '@/contracts/notifications';

export function NotificationItem({ notification, now, onOpen }: { notification: Notification; now: number; onOpen: (n: Notification) => void }) {
  const { token } = theme.useToken();
  const { actor, read, link } = notification;
  const body: ReactNode = (
    <Flex gap={12} align="flex-start" style={{ padding: '12px 16px', minWidth: 0 }}>
      <Avatar src={actor?.avatar || undefined} icon={actor ? <UserOutlined /> : <BellOutlined />} alt="" size={40} style={{ flex: 'none' }} />
      <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
        {actor ? (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {actor.name || actor.username}
          </Typography.Text>
        ) : null}
        <Typography.Text strong={!read} style={{ overflowWrap: 'anywhere' }}>
          {notification.text}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          <time dateTime={notification.createdAt}>{timeAgo(notification.createdAt, now)}</time>
        </Typography.Text>
      </Flex>
      {read ? null : <Badge status="processing" aria-label="Unread" data-testid="notification-unread-mark" style={{ marginTop: 6 }} />}
    </Flex>
  );
  const style = {
    display: 'block',
    color: 'inherit',
    background: read ? 'transparent' : token.colorPrimaryBg,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
  };
  const open = () => onOpen(notification);
  return (
    <li style={{ listStyle: 'none' }} data-testid="notification-item" data-read={read}>
      {link ? (
        <Link href={link} style={style} onClick={open}>
          {body}
        </Link>
      ) : (
        <div role="button" tabIndex={0} style={{ ...style, cursor: 'pointer' }} onClick={open} onKeyDown={(e) => (e.key === 'Enter' ? open() : undefined)}>
          {body}
        </div>
      )}
    </li>
  );
}
