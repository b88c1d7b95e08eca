// /admin/users/[id]: one account read whole (profile, money, subscriptions, purchases, reports, sessions)
// with Suspend, Reactivate and Delete. After each action the page shows what the server answered.
import { ArrowLeftOutlined, DeleteOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { Avatar, Button, Descriptions, Flex, Skeleton } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { LinkButton } from '@/components/common/link-button';
import { PlainCard } from '@/components/layout/plain-card';
import type { AccountProfile } from '@/contracts/admin-accounts';
import { useResource } from '@/hooks/use-resource';
import { formatDate } from '@/lib/format-date';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { adminAccountsService } from '@/services/admin-accounts.api';
import { AdminSection } from '../admin-section';
import { AccountSections } from './account-sections';
import { AccountStatusTag } from './account-status-tag';

// The dialogs (antd Form and the contract's rule) load on the first press of Suspend or Delete.
const SuspendModal = dynamic(() => import('./suspend-modal').then((m) => m.SuspendModal));
const DeleteModal = dynamic(() => import('./delete-modal').then((m) => m.DeleteModal));

export const ACCOUNT_SUSPENDED = 'Account suspended: they are logged out and we emailed them the reason.';
export const ACCOUNT_REACTIVATED = 'Account reactivated: they can log in again.';
export const ACCOUNT_DELETED = 'Account deleted: personal data erased, money records kept.';
const ACTION_FAILED = 'Could not change the account, please try again later';

type Action = 'suspend' | 'reactivate' | 'delete';

function Profile({ profile }: { profile: AccountProfile }) {
  const kind = profile.roles.includes('admin') ? 'Admin' : profile.isPerformer ? 'Creator' : 'Fan';
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={16} wrap>
        <Avatar src={profile.avatar} alt="" size={64} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0, wordBreak: 'break-word' }}>
            {profile.name || profile.username}
          </Typography.Title>
          {profile.username ? <Typography.Text type="secondary">@{profile.username}</Typography.Text> : null}
        </Flex>
        <AccountStatusTag status={profile.status} />
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'email', label: 'Email', children: <span style={{ wordBreak: 'break-all' }}>{`${profile.email ?? '—'}${profile.email && !profile.verifiedEmail ? ' (not verified)' : ''}`}</span> },
          { key: 'kind', label: 'Kind', children: kind },
          { key: 'roles', label: 'Roles', children: profile.roles.join(', ') },
          { key: 'joined', label: 'Joined', children: formatDate(profile.createdAt) },
          { key: 'lastLogin', label: 'Last login', children: formatDate(profile.lastLoginAt) },
          ...(profile.status === 'suspended'
            ? [
                { key: 'suspendedAt', label: 'Suspended on', children: formatDate(profile.suspendedAt) },
                { key: 'reason', label: 'Reason', children: <span data-testid="admin-account-suspended-reason">{profile.suspendedReason}</span> },
              ]
            : []),
          ...(profile.deletedAt ? [{ key: 'deletedAt', label: 'Deleted on', children: formatDate(profile.deletedAt) }] : []),
        ]}
      />
    </Flex>
  );
}

export function AccountPage({ id }: { id: string }) {
  const { value: view, error: loadError, reload } = useResource(() => adminAccountsService.get(id), id);
  const [sending, setSending] = useState<Action | null>(null);
  const [asking, setAsking] = useState<'suspend' | 'delete' | null>(null);

  async function act(action: Action, reason = '') {
    setSending(action);
    try {
      if (action === 'suspend') await adminAccountsService.suspend(id, reason);
      else if (action === 'reactivate') await adminAccountsService.reactivate(id);
      else await adminAccountsService.remove(id);
      setAsking(null);
      notifySuccess({ suspend: ACCOUNT_SUSPENDED, reactivate: ACCOUNT_REACTIVATED, delete: ACCOUNT_DELETED }[action]);
    } catch (e) {
      notifyError(errorMessageOr(e, ACTION_FAILED));
    } finally {
      // Read the account again: its status, and the sessions an action ended.
      await reload();
      setSending(null);
    }
  }

  let body;
  if (loadError && !view) {
    body = <ResultOnDemand status="error" title="This account could not be loaded" subTitle={loadError} extra={<Button onClick={() => void reload()}>Try again</Button>} />;
  } else if (!view) {
    body = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  } else {
    const { profile } = view;
    const username = profile.username ?? profile._id;
    body = (
      <Flex vertical gap={16}>
        <PlainCard data-testid="admin-account-profile">
          <Profile profile={profile} />
        </PlainCard>
        {profile.status === 'deleted' ? null : (
          <Flex gap={8} wrap justify="flex-end">
            {profile.status === 'suspended' || profile.status === 'inactive' ? (
              <Button icon={<UndoOutlined />} loading={sending === 'reactivate'} disabled={sending !== null} onClick={() => void act('reactivate')} data-testid="admin-reactivate">
                Reactivate
              </Button>
            ) : (
              <Button danger icon={<StopOutlined />} disabled={sending !== null} onClick={() => setAsking('suspend')} data-testid="admin-suspend">
                Suspend
              </Button>
            )}
            <Button danger type="primary" icon={<DeleteOutlined />} disabled={sending !== null} onClick={() => setAsking('delete')} data-testid="admin-delete">
              Delete
            </Button>
          </Flex>
        )}
        <AccountSections view={view} />
        {asking === 'suspend' ? (
          <SuspendModal open sending={sending === 'suspend'} username={username} onSend={(reason) => void act('suspend', reason)} onClose={() => setAsking(null)} />
        ) : null}
        {asking === 'delete' ? <DeleteModal open sending={sending === 'delete'} username={username} onConfirm={() => void act('delete')} onClose={() => setAsking(null)} /> : null}
      </Flex>
    );
  }

  return (
    <AdminSection title="Account" maxWidth={1040}>
      <div>
        <LinkButton href="/admin/users" icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0 }}>
          Accounts
        </LinkButton>
      </div>
      {body}
    </AdminSection>
  );
}
