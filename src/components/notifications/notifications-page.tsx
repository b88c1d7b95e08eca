// /notifications: the viewer's notifications, newest first, with new ones arriving on top, a filter for the
// unread ones, "Mark all as read", and "Load more" for older pages.
import { Button, Empty, Flex, Segmented, Skeleton } from 'antd';
import { TitledPage } from '@/components/common/page-container';
import { PlainCard } from '@/components/layout/plain-card';
import type { Notification } from '@/contracts/notifications';
import { NotificationItem } from './notification-item';
import { useNotificationList, type NotificationFilter } from './use-notification-list';

const FILTERS: Array<{ label: string; value: NotificationFilter }> = [
  { label: 'All', value: 'all' },
  { label: 'Unread', value: 'unread' },
];

export function NotificationsPage() {
  const list = useNotificationList();
  const anyUnread = list.items.some((n) => !n.read);
  const open = (n: Notification) => {
    if (!n.read) void list.markOneRead(n._id);
  };
  const now = Date.now();

  return (
    <TitledPage title="Notifications" maxWidth={720}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Segmented options={FILTERS} value={list.filter} onChange={(v) => list.setFilter(v)} data-testid="notification-filter" />
        <Button onClick={() => void list.markAllRead()} disabled={!anyUnread} data-testid="notifications-mark-all">
          Mark all as read
        </Button>
      </Flex>
      <PlainCard bodyStyle={{ padding: 0 }}>
        {list.items.length > 0 ? (
          <ul style={{ margin: 0, padding: 0 }} data-testid="notification-list">
            {list.items.map((n) => (
              <NotificationItem key={n._id} notification={n} now={now} onOpen={open} />
            ))}
          </ul>
        ) : list.loading ? (
          <Skeleton active avatar style={{ padding: 16 }} />
        ) : list.failed ? (
          <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
            <span>The notifications could not be loaded.</span>
            <Button onClick={list.reload}>Try again</Button>
          </Flex>
        ) : (
          <Empty
            style={{ padding: 24 }}
            description={list.filter === 'unread' ? 'You have read all your notifications.' : 'No notifications yet. News about your account shows up here.'}
            data-testid="notifications-empty"
          />
        )}
      </PlainCard>
      {list.hasMore && list.items.length > 0 ? (
        <Flex justify="center">
          <Button onClick={list.loadMore} loading={list.loading} data-testid="notifications-load-more">
            Load more
          </Button>
        </Flex>
      ) : null}
    </TitledPage>
  );
}
