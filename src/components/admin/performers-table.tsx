// /admin/performers: performers by review state (pending first, as that is the work to do), with search.
// Filters, paging and sorting live in the address.
import { Avatar, Flex, Input, Segmented, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResponsiveTable } from '@/components/common/responsive-table';
import Link from '@/components/common/app-link';
import { LinkButton } from '@/components/common/link-button';
import { countryName } from '@/components/common/countries';
import { formatDate } from '@/lib/format-date';
import { verificationStatuses } from '@/contracts/list-values';
import type { AdminPerformer, VerificationStatus } from '@/contracts/performers';
import { adminPerformersService } from '@/services/admin-performers.api';
import { AdminSection } from './admin-section';
import { rowTestId } from './row-test-id';
import { useUrlList } from '@/hooks/use-list';
import { VerificationTag } from './verification-tag';

export const ALL_STATUSES = 'all';
type StatusFilter = VerificationStatus | typeof ALL_STATUSES;

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
  { value: ALL_STATUSES, label: 'All' },
];

/** The filter in the address: pending when absent, "all" for no filter. */
export function statusFilterOf(value: string | undefined): StatusFilter {
  if (value === ALL_STATUSES) return ALL_STATUSES;
  return (verificationStatuses as readonly string[]).includes(value ?? '') ? (value as VerificationStatus) : 'pending';
}

/** The API query for the address' state: "all" sends no status, an absent one means pending. */
export function performersApiQuery(query: Record<string, string>): Record<string, string> {
  const status = statusFilterOf(query.verificationStatus);
  const { verificationStatus: _fromUrl, ...rest } = query;
  return status === ALL_STATUSES ? rest : { ...rest, verificationStatus: status };
}

export const reviewPath = (performer: Pick<AdminPerformer, '_id'>) => `/admin/performers/${encodeURIComponent(performer._id)}`;

const columns: TableColumnsType<AdminPerformer> = [
  {
    key: 'name',
    title: 'Performer',
    dataIndex: 'name',
    sorter: true,
    render: (_, p) => (
      <Flex align="center" gap={8}>
        <Avatar src={p.avatar} alt="" size={32} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Link href={reviewPath(p)}>{p.name}</Link>
          {p.username ? <Typography.Text type="secondary">@{p.username}</Typography.Text> : null}
        </Flex>
      </Flex>
    ),
  },
  { key: 'email', title: 'Email', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
  { key: 'verificationStatus', title: 'Review', dataIndex: 'verificationStatus', render: (s: VerificationStatus) => <VerificationTag status={s} /> },
  { key: 'country', title: 'Country', dataIndex: 'country', render: (c: string | null) => (c ? countryName(c) : '—') },
  { key: 'createdAt', title: 'Signed up', dataIndex: 'createdAt', sorter: true, render: (at: string) => formatDate(at) },
  {
    key: 'action',
    title: '',
    align: 'right',
    render: (_, p) => (
      <LinkButton size="small" href={reviewPath(p)} data-testid="admin-performer-review">
        Review
      </LinkButton>
    ),
  },
];

export function AdminPerformersPage() {
  const list = useUrlList(adminPerformersService.list, { apiQuery: performersApiQuery });
  const { state, change } = list.table;
  const status = statusFilterOf(state.filters.verificationStatus);

  return (
    <AdminSection title="Performers">
      <Flex gap={12} wrap align="center">
        <Segmented<StatusFilter>
          options={statusOptions}
          value={status}
          onChange={(value) => change({ filters: { verificationStatus: value === 'pending' ? undefined : value } })}
          data-testid="admin-performers-status"
        />
        <Input.Search
          key={state.filters.q ?? ''}
          defaultValue={state.filters.q}
          placeholder="Name or username"
          allowClear
          onSearch={(q) => change({ filters: { q: q.trim() || undefined } })}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
          data-testid="admin-performers-search"
        />
      </Flex>
      <ResponsiveTable<AdminPerformer>
        rowKey="_id"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: list.error ?? (status === 'pending' ? 'Nobody is waiting for review.' : 'No performers match.') }}
        onRow={(p) => rowTestId('admin-performer-row', { username: p.username ?? p._id })}
        pagination={{ current: state.current, pageSize: state.pageSize, total: list.total, showSizeChanger: true }}
        onChange={(pagination, _filters, sorter) => change({ pagination, sorter: Array.isArray(sorter) ? sorter[0] : sorter })}
        scroll={{ x: 'max-content' }}
      />
    </AdminSection>
  );
}
