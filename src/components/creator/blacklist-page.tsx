// /creator/blacklist: the users this performer blocked (paging in the address), unblocking, and blocking
// someone new by username. A blocked user cannot see the performer anywhere (docs/business-rules.md "Safety").
import { Avatar, Button, Flex, Popconfirm, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { PlainCard } from '@/components/layout/plain-card';
import { ResponsiveTable } from '@/components/common/responsive-table';
import { useState } from 'react';
import { rowTestId } from '@/components/admin/row-test-id';
import { TitledPage } from '@/components/common/page-container';
import { useUrlList } from '@/hooks/use-list';
import type { BlockedUserItem } from '@/contracts/social';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { blockService } from '@/services/block.api';
import { BlockUserForm } from './block-user-form';
import { formatDate } from '@/lib/format-date';
import { urlTablePaging } from '@/components/common/url-table-paging';

export const UNBLOCK_FAILED = 'Could not unblock this user, please try again later';
export const USER_UNBLOCKED = 'User unblocked';

function UnblockButton({ item, onDone }: { item: BlockedUserItem; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  async function unblock() {
    setBusy(true);
    try {
      await blockService.unblockUser(item.user._id);
      notifySuccess(USER_UNBLOCKED);
      onDone();
    } catch (e) {
      notifyError(errorMessageOr(e, UNBLOCK_FAILED));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Popconfirm
      title={`Unblock ${item.user.name}?`}
      description="They will be able to see your profile again."
      onConfirm={unblock}
      okText="Unblock"
      okButtonProps={{ 'data-testid': 'blacklist-unblock-confirm' }}
    >
      <Button size="small" loading={busy} data-testid="blacklist-unblock">
        Unblock
      </Button>
    </Popconfirm>
  );
}

export function BlacklistPage() {
  const list = useUrlList(blockService.users);
  const { state, change } = list.table;

  const columns: TableColumnsType<BlockedUserItem> = [
    {
      key: 'user',
      title: 'User',
      render: (_, { user }) => (
        <Flex align="center" gap={8}>
          <Avatar src={user.avatar} alt="" size={32} />
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {user.name}
            </Typography.Text>
            {user.username ? <Typography.Text type="secondary">@{user.username}</Typography.Text> : null}
          </Flex>
        </Flex>
      ),
    },
    { key: 'reason', title: 'Reason', dataIndex: 'reason', ellipsis: true, render: (reason: string) => reason || '—' },
    { key: 'createdAt', title: 'Blocked on', dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
    { key: 'action', title: '', align: 'right', render: (_, item) => <UnblockButton item={item} onDone={() => void list.reload()} /> },
  ];

  return (
    <TitledPage title="Blacklist" maxWidth={960}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        People you block cannot see your profile or find you in search, and they stop following you.
      </Typography.Paragraph>
      <PlainCard size="small" title="Block a user">
        <BlockUserForm onBlocked={() => (state.current === 1 ? void list.reload() : change({ pagination: { current: 1 } }))} />
      </PlainCard>
      <PlainCard size="small" title="Blocked users">
        <ResponsiveTable<BlockedUserItem>
          rowKey="_id"
          columns={columns}
          dataSource={list.items}
          loading={list.loading}
          locale={{ emptyText: list.error ?? 'You have not blocked anyone.' }}
          onRow={() => rowTestId('blacklist-row')}
          {...urlTablePaging<BlockedUserItem>(list)}
        />
      </PlainCard>
    </TitledPage>
  );
}
