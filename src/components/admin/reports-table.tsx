// /admin/reports: the moderation queue. Open reports first; resolving one (or reopening it) is one click.
import { Button, Flex, Segmented, Tag, Typography, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '@/components/common/responsive-table';
import Link from 'next/link';
import { useState } from 'react';
import { formatDate } from '@/lib/format-date';
import type { AdminReport } from '@/contracts/social';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { adminPerformersService, type ReportStatus } from '@/services/admin-performers.api';
import { AdminSection } from './admin-section';
import { rowTestId } from './row-test-id';
import { useUrlList } from '@/hooks/use-list';

const ALL = 'all';
type StatusFilter = ReportStatus | typeof ALL;

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: ALL, label: 'All' },
];

/** Open when absent from the address, "all" for no filter. */
export function reportStatusOf(value: string | undefined): StatusFilter {
  return value === 'resolved' || value === ALL ? value : 'open';
}

export function reportsApiQuery(query: Record<string, string>): Record<string, string> {
  const status = reportStatusOf(query.status);
  const { status: _fromUrl, ...rest } = query;
  return status === ALL ? rest : { ...rest, status };
}

const REPORT_UPDATE_FAILED = 'Could not update the report, please try again later';
const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** Where the reported thing can be seen. Performers have a profile page; kinds added later fall back to text. */
function targetLink(report: AdminReport) {
  if (report.target === 'performer') return <Link href={`/${encodeURIComponent(report.targetId)}`}>Performer profile</Link>;
  return <Typography.Text>{categoryLabel(report.target)}</Typography.Text>;
}

function StatusButton({ report, onDone }: { report: AdminReport; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const next: ReportStatus = report.status === 'open' ? 'resolved' : 'open';
  async function toggle() {
    setBusy(true);
    try {
      await adminPerformersService.setReportStatus(report._id, next);
      notifySuccess(next === 'resolved' ? 'Report resolved' : 'Report reopened');
      onDone();
    } catch (e) {
      notifyError(errorMessageOr(e, REPORT_UPDATE_FAILED));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" type={next === 'resolved' ? 'primary' : 'default'} loading={busy} onClick={() => void toggle()} data-testid={next === 'resolved' ? 'admin-report-resolve' : 'admin-report-reopen'}>
      {next === 'resolved' ? 'Resolve' : 'Reopen'}
    </Button>
  );
}

export function AdminReportsPage() {
  const list = useUrlList(adminPerformersService.reports, { apiQuery: reportsApiQuery });
  const { state, change } = list.table;
  const status = reportStatusOf(state.filters.status);

  const columns: TableColumnsType<AdminReport> = [
    { key: 'createdAt', title: 'Reported', dataIndex: 'createdAt', sorter: true, render: (at: string) => formatDate(at) },
    {
      key: 'reporter',
      title: 'By',
      render: (_, r) => (r.reporter.username ? `${r.reporter.name} (@${r.reporter.username})` : r.reporter.name),
    },
    { key: 'target', title: 'About', render: (_, r) => targetLink(r) },
    { key: 'category', title: 'Category', dataIndex: 'category', render: (c: string) => <Tag>{categoryLabel(c)}</Tag> },
    {
      key: 'description',
      title: 'Description',
      dataIndex: 'description',
      render: (d: string) => <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: 'more' }} style={{ margin: 0, maxWidth: 420 }}>{d}</Typography.Paragraph>,
    },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      render: (s: ReportStatus) => <Tag color={s === 'open' ? 'warning' : 'success'}>{s === 'open' ? 'Open' : 'Resolved'}</Tag>,
    },
    { key: 'action', title: '', align: 'right', render: (_, r) => <StatusButton report={r} onDone={() => void list.reload()} /> },
  ];

  return (
    <AdminSection title="Reports">
      <Flex gap={12} wrap align="center">
        <Segmented<StatusFilter>
          options={statusOptions}
          value={status}
          onChange={(value) => change({ filters: { status: value === 'open' ? undefined : value } })}
          data-testid="admin-reports-status"
        />
      </Flex>
      <ResponsiveTable<AdminReport>
        rowKey="_id"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: list.error ?? (status === 'open' ? 'No open reports.' : 'No reports.') }}
        onRow={(r) => rowTestId('admin-report-row', { status: r.status })}
        pagination={{ current: state.current, pageSize: state.pageSize, total: list.total, showSizeChanger: true }}
        onChange={(pagination, _filters, sorter) => change({ pagination, sorter: Array.isArray(sorter) ? sorter[0] : sorter })}
        scroll={{ x: 'max-content' }}
      />
    </AdminSection>
  );
}
