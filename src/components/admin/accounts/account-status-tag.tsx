// An account's status as a coloured tag: active, suspended by an admin, deleted on request, or deactivated.
import { Tag } from 'antd';
import type { AccountStatus } from '@/contracts/users';

const looks: Record<AccountStatus, { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  suspended: { color: 'red', label: 'Suspended' },
  deleted: { color: 'default', label: 'Deleted' },
  inactive: { color: 'orange', label: 'Deactivated' },
};

export function AccountStatusTag({ status }: { status: AccountStatus }) {
  const { color, label } = looks[status];
  return (
    <Tag color={color} data-testid="admin-account-status" data-status={status}>
      {label}
    </Tag>
  );
}
