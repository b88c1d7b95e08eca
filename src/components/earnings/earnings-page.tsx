// /creator/earning: what the performer earned in a range (totals, a per-day chart and every sale), with
// the range, the type and the table's paging in the address, and the way on to a payout request. Sales paid
// with the sandbox's test cards are marked test money, and so is the test money in what is available.
import { Alert, Flex, Skeleton, Tag, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { PlainCard } from '@/components/layout/plain-card';
import { ResponsiveTable } from '@/components/common/responsive-table';
import Link from '@/components/common/app-link';
import { useState } from 'react';
import { earningTypes } from '@/contracts/list-values';
import type { EarningItem, EarningType } from '@/contracts/wallet';
import { rowTestId } from '@/components/admin/row-test-id';
import { LinkButton } from '@/components/common/link-button';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { useList, useUrlTable } from '@/hooks/use-list';
import { useResource } from '@/hooks/use-resource';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { chargeTypeLabels } from '@/components/wallet/wallet-charges-list';
import { earningService } from '@/services/earning.api';
import { testMoneyNotice } from '@/components/payouts/payout-rules';
import { TestMoneyTag } from '@/components/payouts/test-money-tag';
import { payoutService } from '@/services/payout.api';
import { formatDay, rangeOf } from './earning-range';
import { EarningsChart } from './earnings-chart';
import { EarningsFilters } from './earnings-filters';
import { EarningsTotals } from './earnings-totals';
import { urlTablePaging } from '@/components/common/url-table-paging';

const columns: TableColumnsType<EarningItem> = [
  { key: 'createdAt', title: 'Date', dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
  { key: 'type', title: 'Type', dataIndex: 'type', render: (type: EarningType) => <Tag>{chargeTypeLabels[type]}</Tag> },
  { key: 'user', title: 'From', render: (_, { user }) => user.name || user.username || 'A fan' },
  { key: 'gross', title: 'Gross', dataIndex: 'gross', align: 'right', render: (v: number) => formatPrice(v) },
  {
    key: 'commission',
    title: 'Commission',
    align: 'right',
    render: (_, e) => (
      <span>
        {formatPrice(e.platformShare)} <Typography.Text type="secondary">({e.commission} %)</Typography.Text>
      </span>
    ),
  },
  {
    key: 'net',
    title: 'Net',
    align: 'right',
    render: (_, e) => (
      <Flex gap={4} justify="flex-end" wrap>
        <strong>{formatPrice(e.net)}</strong>
        <TestMoneyTag test={e.testNet} of={e.net} testId={`earning-test-${e._id}`} />
      </Flex>
    ),
  },
];

const isEarningType = (v: string | undefined): v is EarningType => (earningTypes as readonly string[]).includes(v ?? '');

export function EarningsPage() {
  const table = useUrlTable();
  const { state, query, ready, change } = table;
  const [today] = useState(() => new Date());
  const range = rangeOf(state.filters, today);
  const type = isEarningType(state.filters.type) ? state.filters.type : undefined;
  const statsQuery = { ...range, ...(type ? { type } : {}) };

  const stats = useResource(() => earningService.stats(statsQuery), JSON.stringify(statsQuery), { ready });
  const payouts = useResource(() => payoutService.calculate(), 'payouts', { ready });
  const list = useList(earningService.search, { ...query, ...range }, { ready });
  const testMoney = payouts.value ? testMoneyNotice(payouts.value) : null;

  return (
    <PageContainer maxWidth={1040}>
      <PageHead title="Earnings" />
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Earnings
          </Typography.Title>
          <Flex gap={8} wrap>
            <LinkButton href="/creator/payout-request" data-testid="earning-payouts-link">
              Payout requests
            </LinkButton>
            <LinkButton type="primary" href="/creator/payout-request/create" data-testid="earning-request-payout">
              Request a payout
            </LinkButton>
          </Flex>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Net is what you keep after the platform&apos;s commission. Payouts go to the method in your{' '}
          <Link href="/creator/banking">banking settings</Link>.
        </Typography.Paragraph>
        <EarningsFilters range={range} type={type} today={today} onChange={(filters) => change({ filters })} />
        {stats.error ? <Alert type="error" showIcon title={stats.error} data-testid="earning-stats-error" /> : null}
        {testMoney ? <Alert type={payouts.value?.testMoneyPayable ? 'info' : 'warning'} showIcon title={testMoney} data-testid="earning-test-money" /> : null}
        <EarningsTotals stats={stats.value} payouts={payouts.value} loading={stats.loading || payouts.loading} />
        <PlainCard size="small" title={`Net per day, ${formatDay(range.fromDate, true)} to ${formatDay(range.toDate, true)}`}>
          {stats.value ? <EarningsChart daily={stats.value.daily} /> : stats.loading ? <Skeleton active /> : null}
        </PlainCard>
        <PlainCard size="small" title="Sales">
          <ResponsiveTable<EarningItem>
            rowKey="_id"
            columns={columns}
            dataSource={list.items}
            loading={list.loading}
            locale={{ emptyText: list.error ?? 'No sales in this range.' }}
            onRow={(e) => rowTestId(`earning-row-${e._id}`)}
            {...urlTablePaging<EarningItem>({ total: list.total, table })}
            data-testid="earning-table"
          />
        </PlainCard>
      </Flex>
    </PageContainer>
  );
}
