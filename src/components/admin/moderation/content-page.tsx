// /admin/content: every kind of content, newest first, filtered by kind, moderation state, reports and
// words, with the same decisions as the report queue. Filters, paging and sorting live in the address.
import { Checkbox, Flex, Input, Select, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '@/components/common/responsive-table';
import type { ModeratedItem, ModerationState } from '@/contracts/moderation';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import { moderationService } from '@/services/moderation.api';
import { AdminSection } from '../admin-section';
import { rowTestId } from '../row-test-id';
import { ModeratedItemCell } from './moderated-item-cell';
import { ModerationActions } from './moderation-actions';
import { kindOf, kindOptions, STATE_LABEL } from './moderation-values';

const stateOptions = (['visible', 'hidden', 'removed'] as const satisfies readonly ModerationState[]).map((value) => ({ value, label: STATE_LABEL[value] }));

export function AdminContentPage() {
  const list = useUrlList(moderationService.content);
  const { state, change } = list.table;
  const kind = kindOf(state.filters.kind);

  const columns: TableColumnsType<ModeratedItem> = [
    { key: 'item', title: 'Item', render: (_, item) => <ModeratedItemCell item={item} /> },
    { key: 'reports', title: 'Reports', render: (_, item) => (item.reportCount ? `${item.openReportCount} open of ${item.reportCount}` : 'None') },
    { key: 'createdAt', title: 'Made', dataIndex: 'createdAt', sorter: true, render: (at: string) => formatDate(at) },
    {
      key: 'action',
      title: '',
      align: 'right',
      render: (_, item) => (
        <ModerationActions
          item={item}
          decide={(action, body) => moderationService.moderate(kind, item._id, { action: action === 'dismiss' ? 'restore' : action, ...body })}
          onDone={() => void list.reload()}
        />
      ),
    },
  ];

  return (
    <AdminSection title="Content">
      <Flex gap={12} wrap align="center">
        <Select
          aria-label="Kind"
          value={kind}
          options={kindOptions}
          onChange={(value) => change({ filters: { kind: value === 'feed' ? null : value } })}
          style={{ minWidth: 140 }}
          data-testid="admin-content-kind"
        />
        <Select
          aria-label="Moderation state"
          allowClear
          placeholder="Any state"
          value={state.filters.moderation || undefined}
          options={stateOptions}
          onChange={(value?: string) => change({ filters: { moderation: value ?? null } })}
          style={{ minWidth: 140 }}
          data-testid="admin-content-state"
        />
        <Checkbox checked={state.filters.reported === 'true'} onChange={(e) => change({ filters: { reported: e.target.checked ? 'true' : null } })} data-testid="admin-content-reported">
          Reported only
        </Checkbox>
        <Input.Search
          aria-label="Search the words"
          placeholder="Search the words"
          allowClear
          defaultValue={state.filters.q}
          onSearch={(value) => change({ filters: { q: value.trim() || null } })}
          style={{ maxWidth: 280 }}
          data-testid="admin-content-search"
        />
      </Flex>
      <ResponsiveTable<ModeratedItem>
        rowKey="_id"
        columns={columns}
        primaryColumnKey="item"
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: list.error ?? (kind === 'message' ? 'No reported messages.' : 'Nothing matches these filters.') }}
        onRow={(item) => rowTestId('admin-content-row', { moderation: item.moderation })}
        pagination={{ current: state.current, pageSize: state.pageSize, total: list.total, showSizeChanger: true }}
        onChange={(pagination, _filters, sorter) => change({ pagination, sorter: Array.isArray(sorter) ? sorter[0] : sorter })}
        // Fits the column (the decisions wrap under each other) rather than scrolling sideways: the buttons are
        // what an admin came for, and at max-content they sat past the right edge of a laptop's screen.
      />
    </AdminSection>
  );
}
