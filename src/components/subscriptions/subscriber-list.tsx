// /creator/my-subscriber: who subscribes to the logged-in performer, with plan, price, dates and status;
// paging, order and the status/plan filters live in the address, as on every table page.
import { Flex, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { PlainCard } from '@/components/layout/plain-card';
import { ResponsiveTable } from '@/components/common/responsive-table';
import type { SubscriptionItem, SubscriptionType } from '@/contracts/subscriptions';
import { rowTestId } from '@/components/admin/row-test-id';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { PersonCell } from '@/components/common/person-cell';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import type { TableQuery } from '@/lib/table-query';
import { subscriptionService } from '@/services/subscription.api';
import { priceLabel, StateTag, SubscriptionFilters, typeLabels } from './subscription-labels';

const sortOrder = (table: TableQuery, key: string) => (table.sortBy === key ? (table.sort === 'asc' ? 'ascend' : 'descend') : null);

const columns = (table: TableQuery): TableColumnsType<SubscriptionItem> => [
  {
    key: 'user',
    title: 'Subscriber',
    render: (_, { user }) => <PersonCell user={user} fallback="Fan" />,
  },
  { key: 'subscriptionType', title: 'Plan', dataIndex: 'subscriptionType', render: (type: SubscriptionType) => typeLabels[type] },
  { key: 'price', title: 'Price', align: 'right', render: (_, item) => priceLabel(item) },
  { key: 'startedAt', dataIndex: 'startedAt', title: 'Started', sorter: true, sortOrder: sortOrder(table, 'startedAt'), render: (at: string) => formatDate(at) },
  { key: 'expiredAt', dataIndex: 'expiredAt', title: 'Expires', sorter: true, sortOrder: sortOrder(table, 'expiredAt'), render: (at: string) => formatDate(at) },
  { key: 'status', title: 'Status', render: (_, item) => <StateTag item={item} /> },
];

export function SubscriberList() {
  const list = useUrlList(subscriptionService.subscribers);
  const { table } = list;
  const filtered = Object.keys(table.state.filters).length > 0;

  return (
    <PageContainer maxWidth={1040}>
      <PageHead title="Subscribers" />
      <PlainCard title="Subscribers" extra={<Typography.Text type="secondary">{list.total} in all</Typography.Text>} data-testid="subscriber-list">
        <Flex vertical gap={12}>
          <SubscriptionFilters table={table} testId="subscribers" />
          <ResponsiveTable<SubscriptionItem>
            rowKey="_id"
            columns={columns(table.state)}
            dataSource={list.items}
            loading={list.loading}
            locale={{ emptyText: list.error ?? (filtered ? 'No subscribers match these filters.' : 'Nobody subscribes to you yet.') }}
            onRow={(item) => rowTestId(`subscriber-row-${item._id}`)}
            pagination={{ current: table.state.current, pageSize: table.state.pageSize, total: list.total, showSizeChanger: true, hideOnSinglePage: true }}
            onChange={(pagination, _filters, sorter) => table.change({ pagination, sorter: Array.isArray(sorter) ? sorter[0] : sorter })}
            scroll={{ x: 'max-content' }}
          />
        </Flex>
      </PlainCard>
    </PageContainer>
  );
}
