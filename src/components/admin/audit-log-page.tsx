// /admin/audit-log: what admins did, newest first (docs/admin.md "Audit log"): when, who, the action, its
// target and a sentence; a row's Details show the fields it changed, before and after. Filters (action, target
// type, admin, days, words) live in the address, so a filtered view can be shared or reloaded. Times and days
// are UTC, as the API reads them.
import { Button, Flex, Input, Select, Tag, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useState } from 'react';
import { ResponsiveTable } from '@/components/common/responsive-table';
import type { AuditEntry } from '@/contracts/admin-audit';
import { useUrlList } from '@/hooks/use-list';
import { adminAuditService } from '@/services/admin-audit.api';
import { AdminSection } from './admin-section';
import { AuditDiff } from './audit-diff';
import { rowTestId } from './row-test-id';

const when = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
export const formatWhen = (iso: string) => `${when.format(new Date(iso))} UTC`;

const FILTER_WIDTH = { width: 200, maxWidth: '100%' };

function TextFilter({ name, label, value, onSearch }: { name: string; label: string; value?: string; onSearch: (value: string | null) => void }) {
  const [text, setText] = useState(value ?? '');
  return (
    <Input.Search
      allowClear
      placeholder={label}
      aria-label={label}
      value={text}
      maxLength={name === 'q' ? 100 : name === 'targetType' ? 40 : 80}
      onChange={(e) => setText(e.target.value)}
      onSearch={(next) => onSearch(next.trim() || null)}
      style={name === 'q' ? { width: 280, maxWidth: '100%' } : FILTER_WIDTH}
      data-testid={`audit-filter-${name}`}
    />
  );
}

/** The log reads newest first only: the table's default sort (updatedAt) is not one of its keys. */
const newestFirst = (query: Record<string, string>) => ({ ...query, sortBy: 'createdAt', sort: 'desc' });

export function AuditLogPage() {
  const list = useUrlList(adminAuditService.entries, { apiQuery: newestFirst });
  const { state, change } = list.table;
  const filters = state.filters;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const setFilter = (key: string, value: string | null) => change({ filters: { [key]: value } });

  // The admins named on this page (and the one filtered on): enough to pick one without another call.
  const admins = new Map(list.items.map((e) => [e.actorId, e.actorName || e.actorId]));
  if (filters.actorId && !admins.has(filters.actorId)) admins.set(filters.actorId, filters.actorId);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: TableColumnsType<AuditEntry> = [
    { key: 'createdAt', title: 'When', dataIndex: 'createdAt', render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatWhen(at)}</span> },
    {
      key: 'actor',
      title: 'Admin',
      render: (_, e) => (
        <Button type="link" style={{ paddingInline: 0 }} onClick={() => setFilter('actorId', e.actorId)} data-testid={`audit-actor-${e._id}`}>
          {e.actorName || e.actorId}
        </Button>
      ),
    },
    { key: 'action', title: 'Action', dataIndex: 'action', render: (action: string) => <Tag style={{ marginInlineEnd: 0 }}>{action}</Tag> },
    {
      key: 'target',
      title: 'Target',
      render: (_, e) => (
        <Flex vertical style={{ overflowWrap: 'anywhere', maxWidth: 240 }}>
          <Typography.Text>{e.targetType}</Typography.Text>
          {e.targetId ? <Typography.Text type="secondary">{e.targetId}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      key: 'summary',
      title: 'Summary',
      render: (_, e) => (
        <Flex vertical gap={8} align="flex-start" style={{ maxWidth: 460, overflowWrap: 'anywhere' }}>
          <Typography.Text>{e.summary}</Typography.Text>
          {open.has(e._id) ? <AuditDiff entry={e} /> : null}
          <Button size="small" onClick={() => toggle(e._id)} aria-expanded={open.has(e._id)} data-testid={`audit-details-${e._id}`}>
            {open.has(e._id) ? 'Hide details' : 'Details'}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <AdminSection title="Audit log">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Every change an admin makes is written here, with who, when and what changed, and cannot be edited or deleted. Revealing or
        downloading payout details is recorded too. Times and days are in UTC.
      </Typography.Paragraph>
      <Flex gap={12} wrap>
        <TextFilter key={`action-${filters.action ?? ''}`} name="action" label="Action, e.g. payout.paid" value={filters.action} onSearch={(v) => setFilter('action', v)} />
        <TextFilter key={`targetType-${filters.targetType ?? ''}`} name="targetType" label="Target type, e.g. payout" value={filters.targetType} onSearch={(v) => setFilter('targetType', v)} />
        <Select
          allowClear
          placeholder="Admin"
          aria-label="Admin"
          value={filters.actorId}
          options={[...admins].map(([value, label]) => ({ value, label }))}
          onChange={(value?: string) => setFilter('actorId', value ?? null)}
          style={FILTER_WIDTH}
          data-testid="audit-filter-actor"
        />
        <Input
          type="date"
          aria-label="From day"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => setFilter('from', e.target.value || null)}
          style={FILTER_WIDTH}
          data-testid="audit-filter-from"
        />
        <Input
          type="date"
          aria-label="To day"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => setFilter('to', e.target.value || null)}
          style={FILTER_WIDTH}
          data-testid="audit-filter-to"
        />
        <TextFilter key={`q-${filters.q ?? ''}`} name="q" label="Words in the summary" value={filters.q} onSearch={(v) => setFilter('q', v)} />
      </Flex>
      <ResponsiveTable<AuditEntry>
        rowKey="_id"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: list.error ?? 'No entries match.' }}
        onRow={(e) => rowTestId(`audit-row-${e._id}`, { action: e.action })}
        pagination={{ current: state.current, pageSize: state.pageSize, total: list.total, showSizeChanger: true }}
        onChange={(pagination) => change({ pagination })}
        scroll={{ x: 'max-content' }}
      />
    </AdminSection>
  );
}
