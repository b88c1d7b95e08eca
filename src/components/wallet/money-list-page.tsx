// A fan's list of money movements with its paging and one filter kept in the address; the wallet
// transactions and the payment history pages are both this with their own columns.
import { Flex, Select, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { PlainCard } from '@/components/layout/plain-card';
import { ResponsiveTable } from '@/components/common/responsive-table';
import Link from '@/components/common/app-link';
import type { List } from '@/contracts/common';
import { rowTestId } from '@/components/admin/row-test-id';
import { TitledPage } from '@/components/common/page-container';
import { useUrlList } from '@/hooks/use-list';
import { urlTablePaging } from '@/components/common/url-table-paging';

export interface ListFilter {
  /** The query key the API filters by. */
  key: string;
  label: string;
  options: { value: string; label: string }[];
}

export interface MoneyListPageProps<T> {
  title: string;
  intro: string;
  testId: string;
  columns: TableColumnsType<T>;
  load: (query: Record<string, string>) => Promise<{ data: List<T> }>;
  emptyText: string;
  filter: ListFilter;
  /** The column heading each row's card on a phone (the first column by default). */
  primaryColumnKey?: string;
}

export function MoneyListPage<T extends { _id: string }>({ title, intro, testId, columns, load, emptyText, filter, primaryColumnKey }: MoneyListPageProps<T>) {
  const list = useUrlList(load);
  const { state, change } = list.table;

  return (
    <TitledPage title={title} maxWidth={960}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {intro} <Link href="/wallet">Go to my wallet</Link>
      </Typography.Paragraph>
      <PlainCard size="small">
        <Flex vertical gap={12}>
          <Select
            allowClear
            placeholder={filter.label}
            aria-label={filter.label}
            value={state.filters[filter.key]}
            options={filter.options}
            onChange={(value?: string) => change({ filters: { [filter.key]: value ?? null } })}
            style={{ width: 200, maxWidth: '100%' }}
            data-testid={`${testId}-filter`}
          />
          <ResponsiveTable<T>
            rowKey="_id"
            primaryColumnKey={primaryColumnKey}
            columns={columns}
            dataSource={list.items}
            loading={list.loading}
            locale={{ emptyText: list.error ?? emptyText }}
            onRow={() => rowTestId(`${testId}-row`)}
            {...urlTablePaging<T>(list)}
          />
        </Flex>
      </PlainCard>
    </TitledPage>
  );
}
