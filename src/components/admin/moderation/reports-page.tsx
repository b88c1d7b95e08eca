// /admin/reports: the moderation queue. Each report shows the item in place (its picture or words, where to
// open it, its author) with the decisions beside it; open reports first, resolved ones say what was done.
import { Flex, Segmented, Tag, Typography, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '@/components/common/responsive-table';
import type { ModerationReport } from '@/contracts/moderation';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import { moderationService } from '@/services/moderation.api';
import { AdminSection } from '../admin-section';
import { rowTestId } from '../row-test-id';
import { ModeratedItemCell } from './moderated-item-cell';
import { ModerationActions } from './moderation-actions';
import { RESOLUTION_LABEL } from './moderation-values';

const ALL = 'all';
type StatusFilter = ModerationReport['status'] | typeof ALL;

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

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

function Outcome({ report }: { report: ModerationReport }) {
  if (report.status === 'open' || !report.resolution) return <Tag color="warning">Open</Tag>;
  return (
    <Flex vertical gap={2}>
      <Tag color="success">{RESOLUTION_LABEL[report.resolution]}</Tag>
      {report.resolutionNote ? <Typography.Text type="secondary">{report.resolutionNote}</Typography.Text> : null}
      {report.resolvedAt ? (
        <Typography.Text type="secondary">
          {formatDate(report.resolvedAt)}
          {report.resolvedBy ? ` by ${report.resolvedBy.name}` : ''}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

export function AdminReportsPage() {
  const list = useUrlList(moderationService.reports, { apiQuery: reportsApiQuery });
  const { state, change } = list.table;
  const status = reportStatusOf(state.filters.status);

  const columns: TableColumnsType<ModerationReport> = [
    {
      key: 'item',
      title: 'Reported',
      render: (_, r) => (r.item ? <ModeratedItemCell item={r.item} /> : <Typography.Text type="secondary">This item no longer exists.</Typography.Text>),
    },
    {
      key: 'report',
      title: 'Report',
      render: (_, r) => (
        <Flex vertical gap={4} style={{ maxWidth: 360 }}>
          <Flex gap={6} wrap align="center">
            <Tag>{categoryLabel(r.category)}</Tag>
            {r.item && r.item.openReportCount > 1 ? <Tag color="error">{r.item.openReportCount} open reports</Tag> : null}
          </Flex>
          <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: 'more' }} style={{ margin: 0 }}>
            {r.description}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            {r.reporter.username ? `${r.reporter.name} (@${r.reporter.username})` : r.reporter.name}, {formatDate(r.createdAt)}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'createdAt', title: 'Sent', dataIndex: 'createdAt', sorter: true, render: (at: string) => formatDate(at) },
    { key: 'status', title: 'Outcome', render: (_, r) => <Outcome report={r} /> },
    {
      key: 'action',
      title: '',
      align: 'right',
      render: (_, r) =>
        r.status === 'open' ? (
          <ModerationActions
            item={r.item}
            withDismiss
            decide={(action, body) => moderationService.resolve(r._id, { action: action === 'restore' ? 'dismiss' : action, ...body })}
            onDone={() => void list.reload()}
          />
        ) : null,
    },
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
      <ResponsiveTable<ModerationReport>
        rowKey="_id"
        columns={columns}
        primaryColumnKey="item"
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: list.error ?? (status === 'open' ? 'No open reports.' : 'No reports.') }}
        onRow={(r) => rowTestId('admin-report-row', { status: r.status })}
        pagination={{ current: state.current, pageSize: state.pageSize, total: list.total, showSizeChanger: true }}
        onChange={(pagination, _filters, sorter) => change({ pagination, sorter: Array.isArray(sorter) ? sorter[0] : sorter })}
        // Fits the column (the decisions wrap under each other) rather than scrolling sideways: the buttons are
        // what an admin came for, and at max-content they sat past the right edge of a laptop's screen.
      />
    </AdminSection>
  );
}
