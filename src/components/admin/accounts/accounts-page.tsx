// /admin/users: every account (fans, creators, admins) by name, username or email, filtered by kind and
// status (button groups, which wrap on a phone and keep the route lighter than dropdowns). Filters, paging
// and sorting live in the address; each row opens the account.
import { Avatar, Flex, Input, Radio, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import Link from '@/components/common/app-link';
import { LinkButton } from '@/components/common/link-button';
import { ResponsiveTable } from '@/components/common/responsive-table';
import type { AccountStatus, AdminUser } from '@/contracts/users';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import { adminAccountsService } from '@/services/admin-accounts.api';
import { AdminSection } from '../admin-section';
import { rowTestId } from '../row-test-id';
import { AccountStatusTag } from './account-status-tag';

const ALL = 'all';
export const accountKinds = ['fan', 'performer', 'admin'] as const;
// Written out rather than imported from the contract, whose zod schemas would otherwise load with the page.
const accountStatuses = ['active', 'suspended', 'deleted', 'inactive'] as const satisfies readonly AccountStatus[];
type AccountKind = (typeof accountKinds)[number];

const kindOptions = [
  { value: ALL, label: 'Everyone' },
  { value: 'fan', label: 'Fans' },
  { value: 'performer', label: 'Creators' },
  { value: 'admin', label: 'Admins' },
];
const statusOptions = [
  { value: ALL, label: 'Any' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'deleted', label: 'Deleted' },
  { value: 'inactive', label: 'Deactivated' },
];

const oneOf = <T extends string>(value: string | undefined, values: readonly T[]): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The API query for the address' filters: `kind` becomes the performer flag or the admin role. */
export function accountsApiQuery(query: Record<string, string>): Record<string, string> {
  const { kind: rawKind, status: rawStatus, ...rest } = query;
  const kind = oneOf<AccountKind>(rawKind, accountKinds);
  const status = oneOf<AccountStatus>(rawStatus, accountStatuses);
  return {
    ...rest,
    ...(kind === 'fan' && { isPerformer: 'false' }),
    ...(kind === 'performer' && { isPerformer: 'true' }),
    ...(kind === 'admin' && { role: 'admin' }),
    ...(status && { status }),
  };
}

export const accountPath = (account: Pick<AdminUser, '_id'>) => `/admin/users/${encodeURIComponent(account._id)}`;

const kindOf = (u: AdminUser) => (u.roles.includes('admin') ? 'Admin' : u.isPerformer ? 'Creator' : 'Fan');

const columns: TableColumnsType<AdminUser> = [
  {
    key: 'name',
    title: 'Name',
    dataIndex: 'name',
    sorter: true,
    render: (_, u) => (
      <Flex align="center" gap={8}>
        <Avatar src={u.avatar} alt="" size={32} />
        <Link href={accountPath(u)}>{u.name || u.username || u._id}</Link>
      </Flex>
    ),
  },
  { key: 'username', title: 'Username', dataIndex: 'username', sorter: true, render: (name: string | null) => (name ? `@${name}` : '—') },
  { key: 'email', title: 'Email', dataIndex: 'email', render: (email: string | null) => <Typography.Text style={{ wordBreak: 'break-all' }}>{email ?? '—'}</Typography.Text> },
  { key: 'kind', title: 'Kind', render: (_, u) => kindOf(u) },
  { key: 'status', title: 'Status', dataIndex: 'status', render: (s: AccountStatus) => <AccountStatusTag status={s} /> },
  { key: 'createdAt', title: 'Joined', dataIndex: 'createdAt', sorter: true, render: (at: string) => formatDate(at) },
  {
    key: 'action',
    title: '',
    align: 'right',
    render: (_, u) => (
      <LinkButton size="small" href={accountPath(u)} data-testid="admin-account-open">
        Open
      </LinkButton>
    ),
  },
];

export function AdminAccountsPage() {
  const list = useUrlList(adminAccountsService.search, { apiQuery: accountsApiQuery });
  const { state, change } = list.table;
  const kind = oneOf<AccountKind>(state.filters.kind, accountKinds) ?? ALL;
  const status = oneOf<AccountStatus>(state.filters.status, accountStatuses) ?? ALL;
  const pick = (filter: 'kind' | 'status') => (value: string) => change({ filters: { [filter]: value === ALL ? undefined : value } });

  return (
    <AdminSection title="Accounts">
      <Flex gap={12} wrap align="center">
        <Input.Search
          key={state.filters.q ?? ''}
          defaultValue={state.filters.q}
          placeholder="Name, username or email"
          aria-label="Search accounts"
          allowClear
          onSearch={(q) => change({ filters: { q: q.trim() || undefined } })}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
          data-testid="admin-accounts-search"
        />
        <Radio.Group
          optionType="button"
          value={kind}
          options={kindOptions}
          onChange={(e) => pick('kind')(e.target.value as string)}
          aria-label="Kind of account"
          data-testid="admin-accounts-kind"
        />
        <Radio.Group
          optionType="button"
          value={status}
          options={statusOptions}
          onChange={(e) => pick('status')(e.target.value as string)}
          aria-label="Status"
          data-testid="admin-accounts-status"
        />
      </Flex>
      <ResponsiveTable<AdminUser>
        rowKey="_id"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: list.error ?? 'No accounts match.' }}
        onRow={(u) => rowTestId('admin-account-row', { username: u.username ?? u._id })}
        pagination={{ current: state.current, pageSize: state.pageSize, total: list.total, showSizeChanger: true }}
        onChange={(pagination, _filters, sorter) => change({ pagination, sorter: Array.isArray(sorter) ? sorter[0] : sorter })}
        scroll={{ x: 'max-content' }}
      />
    </AdminSection>
  );
}
