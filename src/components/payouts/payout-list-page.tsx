// /creator/payout-request: the performer's payout requests (status filter and paging in the address) and
// the way to ask for one, closed with the reason while a request is still waiting for review.
import { Alert, Button, Flex, Select, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { PlainCard } from '@/components/layout/plain-card';
import { ResponsiveTable } from '@/components/common/responsive-table';
import Link from '@/components/common/app-link';
import { payoutStatuses } from '@/contracts/list-values';
import type { PayoutMethod, PayoutRequestItem, PayoutStatus } from '@/contracts/payouts';
import { rowTestId } from '@/components/admin/row-test-id';
import { LinkButton } from '@/components/common/link-button';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import { useResource } from '@/hooks/use-resource';
import { formatPrice } from '@/lib/money';
import { payoutService } from '@/services/payout.api';
import { ONE_PENDING_REASON, payoutPath } from './payout-paths';
import { payoutMethodLabels, payoutStatusLabels } from './payout-rules';
import { PayoutStatusTag } from './payout-status-tag';
import { TestMoneyTag } from './test-money-tag';
import { urlTablePaging } from '@/components/common/url-table-paging';

export { ONE_PENDING_REASON, payoutPath };

const columns: TableColumnsType<PayoutRequestItem> = [
  { key: 'createdAt', title: 'Requested', dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
  {
    key: 'amount',
    title: 'Amount',
    align: 'right',
    render: (_, item) => (
      <Flex gap={4} justify="flex-end" wrap>
        {formatPrice(item.amount)}
        <TestMoneyTag test={item.testFunded} of={item.amount} testId={`payout-test-${item._id}`} />
      </Flex>
    ),
  },
  { key: 'method', title: 'Method', dataIndex: 'paymentAccountType', render: (m: PayoutMethod) => payoutMethodLabels[m] },
  { key: 'status', title: 'Status', render: (_, item) => <PayoutStatusTag item={item} /> },
  { key: 'updatedAt', title: 'Updated', dataIndex: 'updatedAt', render: (at: string) => formatDate(at) },
  {
    key: 'view',
    title: 'Details',
    render: (_, item) => (
      <Link href={payoutPath(item._id)} data-testid={`payout-view-${item._id}`}>
        {item.status === 'pending' ? 'View or edit' : 'View'}
      </Link>
    ),
  },
];

const statusOptions = payoutStatuses.map((value) => ({ value, label: payoutStatusLabels[value] }));

function CreateButton() {
  const pending = useResource(() => payoutService.pendingReview(), 'pending-review');
  const waiting = pending.value?.hasPending ? pending.value.request : undefined;
  if (pending.loading || waiting) {
    return (
      <Flex vertical gap={8} align="flex-end">
        <Button type="primary" disabled aria-describedby={waiting ? 'payout-create-reason' : undefined} data-testid="payout-create">
          Request a payout
        </Button>
        {waiting ? (
          <Typography.Text type="secondary" id="payout-create-reason" data-testid="payout-create-reason">
            {ONE_PENDING_REASON} <Link href={payoutPath(waiting._id)}>Open it</Link>
          </Typography.Text>
        ) : null}
      </Flex>
    );
  }
  return (
    <LinkButton type="primary" href="/creator/payout-request/create" data-testid="payout-create">
      Request a payout
    </LinkButton>
  );
}

export function PayoutListPage() {
  const list = useUrlList(payoutService.search);
  const { state, change } = list.table;
  const status = (payoutStatuses as readonly string[]).includes(state.filters.status ?? '') ? (state.filters.status as PayoutStatus) : undefined;

  return (
    <PageContainer maxWidth={960}>
      <PageHead title="Payout requests" />
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-start" wrap gap={8}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Payout requests
          </Typography.Title>
          <CreateButton />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          The amount of a request is held from your earnings until it is paid. Payouts go to the method in your{' '}
          <Link href="/creator/banking">banking settings</Link>. See <Link href="/creator/earning">your earnings</Link>.
        </Typography.Paragraph>
        <PlainCard size="small">
          <Flex vertical gap={12}>
            <Select
              allowClear
              placeholder="All statuses"
              aria-label="Status"
              value={status}
              options={statusOptions}
              onChange={(value?: PayoutStatus) => change({ filters: { status: value ?? null } })}
              style={{ width: 200, maxWidth: '100%' }}
              data-testid="payout-status-filter"
            />
            {list.error ? <Alert type="error" showIcon title={list.error} /> : null}
            <ResponsiveTable<PayoutRequestItem>
              rowKey="_id"
              columns={columns}
              dataSource={list.items}
              loading={list.loading}
              locale={{ emptyText: status ? 'No payout requests with this status.' : 'You have not requested a payout yet.' }}
              onRow={(item) => rowTestId(`payout-row-${item._id}`)}
              {...urlTablePaging<PayoutRequestItem>(list)}
            />
          </Flex>
        </PlainCard>
      </Flex>
    </PageContainer>
  );
}
