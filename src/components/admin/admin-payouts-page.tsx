// /admin/payout-requests: the payout queue (pending first) and the decisions the state machine allows:
// pending → approved → paid, pending|approved → rejected with a note the performer is emailed. A request
// funded (partly) by test money, paid with the sandbox's test cards, says how much: no real money stands behind it.
import { Button, Flex, Popconfirm, Segmented, Tag, Typography, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '@/components/common/responsive-table';
import Link from 'next/link';
import { useState } from 'react';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import type { PayoutRequestItem, PayoutStatus } from '@/contracts/payouts';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { adminMoneyService, payoutDecisionsFrom, type PayoutDecision } from '@/services/admin-money.api';
import { AdminSection } from './admin-section';
import { TestMoneyTag } from '@/components/payouts/test-money-tag';
import { PayoutRejectModal } from './payout-reject-modal';
import { rowTestId } from './row-test-id';
import { statusFilterOf, statusFilterQuery, type StatusFilter } from './status-filter';

export const PAYOUT_DONE: Record<PayoutDecision, string> = {
  approve: 'Payout approved: mark it paid once the money is sent.',
  paid: 'Payout marked paid.',
  reject: 'Payout rejected: the amount is back in the performer’s earnings.',
};
const DECISION_FAILED = 'Could not save the decision, please try again later';

const statusLabels: Record<PayoutStatus, string> = { pending: 'Pending', approved: 'Approved', paid: 'Paid', rejected: 'Rejected' };
const statusColors: Record<PayoutStatus, string> = { pending: 'warning', approved: 'processing', paid: 'success', rejected: 'error' };
const methodLabels: Record<PayoutRequestItem['paymentAccountType'], string> = { bank_transfer: 'Bank transfer', paypal: 'PayPal' };
const PAYOUT_STATUSES = Object.keys(statusLabels) as PayoutStatus[];
const DEFAULT_STATUS: PayoutStatus = 'pending';

const filterOptions: { value: StatusFilter<PayoutStatus>; label: string }[] = [...PAYOUT_STATUSES.map((s) => ({ value: s, label: statusLabels[s] })), { value: 'all', label: 'All' }];

function performerOf(p: PayoutRequestItem) {
  const label = p.performer.username ? `${p.performer.name ?? p.performer.username} (@${p.performer.username})` : (p.performer.name ?? 'Performer');
  return <Link href={`/admin/performers/${encodeURIComponent(p.performerId)}`}>{label}</Link>;
}

function Notes({ payout }: { payout: PayoutRequestItem }) {
  if (!payout.requestNote && !payout.adminNote) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical style={{ maxWidth: 320 }}>
      {payout.requestNote ? <Typography.Text>Performer: {payout.requestNote}</Typography.Text> : null}
      {payout.adminNote ? <Typography.Text type="secondary">Admin: {payout.adminNote}</Typography.Text> : null}
    </Flex>
  );
}

interface ActionsProps {
  payout: PayoutRequestItem;
  busy: boolean;
  onDecide: (payout: PayoutRequestItem, decision: PayoutDecision) => void;
  onReject: (payout: PayoutRequestItem) => void;
}

function PayoutActions({ payout, busy, onDecide, onReject }: ActionsProps) {
  const allowed = payoutDecisionsFrom[payout.status];
  if (allowed.length === 0) return null;
  const id = payout._id;
  return (
    <Flex gap={8} wrap justify="flex-end">
      {allowed.includes('approve') ? (
        <Button size="small" type="primary" loading={busy} onClick={() => onDecide(payout, 'approve')} data-testid={`admin-payout-approve-${id}`}>
          Approve
        </Button>
      ) : null}
      {allowed.includes('paid') ? (
        <Popconfirm
          title="Mark this payout paid?"
          description={`Only once ${formatPrice(payout.amount)} has been sent: this cannot be undone.${
            payout.testFunded > 0 ? ` ${formatPrice(payout.testFunded)} of it is test money: no real money was paid in for that part.` : ''
          }`}
          okText="Mark paid"
          okButtonProps={{ 'data-testid': `admin-payout-paid-confirm-${id}` }}
          onConfirm={() => onDecide(payout, 'paid')}
        >
          <Button size="small" type="primary" loading={busy} data-testid={`admin-payout-paid-${id}`}>
            Mark paid
          </Button>
        </Popconfirm>
      ) : null}
      <Button size="small" danger disabled={busy} onClick={() => onReject(payout)} data-testid={`admin-payout-reject-${id}`}>
        Reject
      </Button>
    </Flex>
  );
}

export function AdminPayoutsPage() {
  const list = useUrlList(adminMoneyService.payouts, { apiQuery: (query) => statusFilterQuery(query, PAYOUT_STATUSES, DEFAULT_STATUS) });
  const { state, change } = list.table;
  const status = statusFilterOf(state.filters.status, PAYOUT_STATUSES, DEFAULT_STATUS);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PayoutRequestItem | null>(null);

  async function decide(payout: PayoutRequestItem, decision: PayoutDecision, adminNote?: string) {
    setBusyId(payout._id);
    try {
      await adminMoneyService.decidePayout(payout._id, decision, adminNote);
      notifySuccess(PAYOUT_DONE[decision]);
      setRejecting(null);
      await list.reload();
    } catch (e) {
      notifyError(errorMessageOr(e, DECISION_FAILED));
    } finally {
      setBusyId(null);
    }
  }

  const columns: TableColumnsType<PayoutRequestItem> = [
    { key: 'performer', title: 'Performer', render: (_, p) => performerOf(p) },
    {
      key: 'amount',
      title: 'Amount',
      align: 'right',
      render: (_, p) => (
        <Flex vertical align="flex-end" gap={2}>
          {formatPrice(p.amount)}
          <TestMoneyTag test={p.testFunded} of={p.amount} testId={`admin-payout-test-${p._id}`} />
        </Flex>
      ),
    },
    { key: 'method', title: 'Method', dataIndex: 'paymentAccountType', render: (m: PayoutRequestItem['paymentAccountType']) => methodLabels[m] },
    { key: 'status', title: 'Status', dataIndex: 'status', render: (s: PayoutStatus) => <Tag color={statusColors[s]}>{statusLabels[s]}</Tag> },
    { key: 'createdAt', title: 'Requested', dataIndex: 'createdAt', sorter: true, render: (at: string) => formatDate(at) },
    { key: 'notes', title: 'Notes', render: (_, p) => <Notes payout={p} /> },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_, p) => <PayoutActions payout={p} busy={busyId === p._id} onDecide={(row, d) => void decide(row, d)} onReject={setRejecting} />,
    },
  ];

  return (
    <AdminSection title="Payout requests">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Approve a request, send the money by the performer’s chosen method, then mark it paid. Rejecting returns the amount to the performer’s
        earnings. A request marked test money was earned with the sandbox’s test cards: no real money was paid in for that part.
      </Typography.Paragraph>
      <Segmented<StatusFilter<PayoutStatus>>
        options={filterOptions}
        value={status}
        onChange={(value) => change({ filters: { status: value === DEFAULT_STATUS ? undefined : value } })}
        data-testid="admin-payout-status"
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <ResponsiveTable<PayoutRequestItem>
        rowKey="_id"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: list.error ?? 'No payout requests here.' }}
        onRow={(p) => rowTestId(`admin-payout-row-${p._id}`, { status: p.status })}
        pagination={{ current: state.current, pageSize: state.pageSize, total: list.total, showSizeChanger: true }}
        onChange={(pagination, _filters, sorter) => change({ pagination, sorter: Array.isArray(sorter) ? sorter[0] : sorter })}
        scroll={{ x: 'max-content' }}
      />
      <PayoutRejectModal
        open={rejecting !== null}
        sending={rejecting !== null && busyId === rejecting._id}
        onSend={(note) => rejecting && void decide(rejecting, 'reject', note)}
        onClose={() => setRejecting(null)}
      />
    </AdminSection>
  );
}
