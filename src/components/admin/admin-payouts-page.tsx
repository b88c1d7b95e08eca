// /admin/payout-requests: the payout queue (pending first) and the decisions the state machine allows:
// pending → approved → paid (with the transfer's reference), pending|approved → rejected with a note the
// performer is emailed. Where the money goes shows after a Reveal, per row; the approved requests download as a
// CSV for the bank. A request funded (partly) by test money, paid with the sandbox's test cards, says how much:
// no real money stands behind it.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Tag, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import dynamic from 'next/dynamic';
import { ResponsiveTable } from '@/components/common/responsive-table';
import Link from '@/components/common/app-link';
import { useState } from 'react';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import type { PayoutRequestItem, PayoutStatus } from '@/contracts/payouts';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { adminMoneyService, payoutDecisionsFrom, type PayoutDecision } from '@/services/admin-money.api';
import { AdminSection } from './admin-section';
import { TestMoneyTag } from '@/components/payouts/test-money-tag';
import { PayoutDestinationCell } from './payout-destination';
import { PayoutRejectModal } from './payout-reject-modal';
import { rowTestId } from './row-test-id';
import { statusFilterOf, statusFilterQuery, type StatusFilter } from './status-filter';

export const PAYOUT_DONE: Record<PayoutDecision, string> = {
  approve: 'Payout approved: mark it paid once the money is sent.',
  paid: 'Payout marked paid.',
  reject: 'Payout rejected: the amount is back in the performer’s earnings.',
};
const DECISION_FAILED = 'Could not save the decision, please try again later';
export const CSV_READY = 'Payouts CSV downloaded: it holds bank details, so delete it once the transfers are made.';
const CSV_FAILED = 'Could not download the payouts CSV, please try again later';

const PayoutPaidModal = dynamic(() => import('./payout-paid-modal').then((m) => m.PayoutPaidModal));

const statusLabels: Record<PayoutStatus, string> = { pending: 'Pending', approved: 'Approved', paid: 'Paid', rejected: 'Rejected' };
const statusColors: Record<PayoutStatus, string> = { pending: 'warning', approved: 'processing', paid: 'success', rejected: 'error' };
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
  onApprove: (payout: PayoutRequestItem) => void;
  onPaid: (payout: PayoutRequestItem) => void;
  onReject: (payout: PayoutRequestItem) => void;
}

function PayoutActions({ payout, busy, onApprove, onPaid, onReject }: ActionsProps) {
  const allowed = payoutDecisionsFrom[payout.status];
  if (allowed.length === 0) return null;
  const id = payout._id;
  return (
    <Flex gap={8} wrap justify="flex-end">
      {allowed.includes('approve') ? (
        <Button size="small" type="primary" loading={busy} onClick={() => onApprove(payout)} data-testid={`admin-payout-approve-${id}`}>
          Approve
        </Button>
      ) : null}
      {allowed.includes('paid') ? (
        <Button size="small" type="primary" loading={busy} onClick={() => onPaid(payout)} data-testid={`admin-payout-paid-${id}`}>
          Mark paid
        </Button>
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
  const [paying, setPaying] = useState<PayoutRequestItem | null>(null);
  const [downloading, setDownloading] = useState(false);

  async function decide(payout: PayoutRequestItem, decision: PayoutDecision, text?: string) {
    setBusyId(payout._id);
    try {
      if (decision === 'paid') await adminMoneyService.markPayoutPaid(payout._id, text ?? '');
      else await adminMoneyService.decidePayout(payout._id, decision, text);
      notifySuccess(PAYOUT_DONE[decision]);
      setRejecting(null);
      setPaying(null);
      await list.reload();
    } catch (e) {
      notifyError(errorMessageOr(e, DECISION_FAILED));
    } finally {
      setBusyId(null);
    }
  }

  async function downloadCsv() {
    setDownloading(true);
    try {
      const csv = await adminMoneyService.payoutsCsv();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      link.download = `payouts-approved-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
      notifySuccess(CSV_READY);
    } catch (e) {
      notifyError(errorMessageOr(e, CSV_FAILED));
    } finally {
      setDownloading(false);
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
    { key: 'method', title: 'Method', render: (_, p) => <PayoutDestinationCell key={p._id} payout={p} /> },
    { key: 'status', title: 'Status', dataIndex: 'status', render: (s: PayoutStatus) => <Tag color={statusColors[s]}>{statusLabels[s]}</Tag> },
    { key: 'createdAt', title: 'Requested', dataIndex: 'createdAt', sorter: true, render: (at: string) => formatDate(at) },
    { key: 'notes', title: 'Notes', render: (_, p) => <Notes payout={p} /> },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_, p) => <PayoutActions payout={p} busy={busyId === p._id} onApprove={(row) => void decide(row, 'approve')} onPaid={setPaying} onReject={setRejecting} />,
    },
  ];

  return (
    <AdminSection title="Payout requests">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Approve a request, reveal where the money goes (or download the approved ones for the bank), send it, then mark it paid with the
        transfer’s reference. Rejecting returns the amount to the performer’s earnings. A request marked test money was earned with the
        sandbox’s test cards: no real money was paid in for that part.
      </Typography.Paragraph>
      <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void downloadCsv()} style={{ alignSelf: 'flex-start' }} data-testid="admin-payout-csv">
        Download CSV for the bank
      </Button>
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
      {paying ? (
        <PayoutPaidModal
          payout={paying}
          sending={busyId === paying._id}
          onSend={(reference) => void decide(paying, 'paid', reference)}
          onClose={() => setPaying(null)}
        />
      ) : null}
      <PayoutRejectModal
        open={rejecting !== null}
        sending={rejecting !== null && busyId === rejecting._id}
        onSend={(note) => rejecting && void decide(rejecting, 'reject', note)}
        onClose={() => setRejecting(null)}
      />
    </AdminSection>
  );
}
