// /creator/followers: who follows the logged-in performer (GET /follows/followers), searchable by name or
// username; paging, order and search live in the address, as on every table page.
import { Input, type TableProps } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { PlainCard } from '@/components/layout/plain-card';
import { ResponsiveTable } from '@/components/common/responsive-table';
import { useRouter } from 'next/router';
import type { HTMLAttributes } from 'react';
import type { FollowerItem } from '@/contracts/social';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { PersonCell } from '@/components/common/person-cell';
import { useList } from '@/hooks/use-list';
import { applyTableChange, parseTableQuery, toTableQuery, type TableChange, type TableQuery } from '@/lib/table-query';
import { followService } from '@/services/follow.api';

const SORT_BY = 'createdAt';
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const columns = (table: TableQuery): TableProps<FollowerItem>['columns'] => [
  {
    key: 'user',
    title: 'Follower',
    render: (_, { user }) => <PersonCell user={user} fallback="Profile" />,
  },
  {
    key: SORT_BY,
    dataIndex: SORT_BY,
    title: 'Following since',
    sorter: true,
    sortOrder: table.sortBy === SORT_BY ? (table.sort === 'asc' ? 'ascend' : 'descend') : null,
    render: (value: string) => dateFormat.format(new Date(value)),
  },
];

export function FollowersTable() {
  const router = useRouter();
  const table = parseTableQuery(router.query, { sortBy: SORT_BY });
  const list = useList(followService.followers, toTableQuery(table));
  const go = (next: TableQuery) => void router.push({ pathname: router.pathname, query: toTableQuery(next) });

  return (
    <PageContainer maxWidth={960}>
      <PageHead title="Followers" />
      <PlainCard title="Followers" extra={<Typography.Text type="secondary">{list.total} in all</Typography.Text>}>
        <Input.Search
          key={table.filters.q ?? ''}
          allowClear
          placeholder="Search by name or username"
          defaultValue={table.filters.q}
          maxLength={100}
          onSearch={(q) => go(applyTableChange(table, { filters: { q: q.trim() } }))}
          style={{ maxWidth: 360, marginBottom: 16 }}
          data-testid="followers-search"
        />
        <ResponsiveTable<FollowerItem>
          rowKey="_id"
          loading={list.loading}
          dataSource={list.items}
          columns={columns(table)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: list.error ?? (table.filters.q ? 'No followers match this search.' : 'Nobody follows you yet.') }}
          onRow={() => ({ 'data-testid': 'follower-item' }) as HTMLAttributes<HTMLElement>}
          pagination={{ current: table.current, pageSize: table.pageSize, total: list.total, showSizeChanger: true, hideOnSinglePage: true }}
          onChange={(pagination, _filters, sorter) => go(applyTableChange(table, { pagination, sorter: Array.isArray(sorter) ? sorter[0] : sorter } as TableChange))}
        />
      </PlainCard>
    </PageContainer>
  );
}
