// The buyer's orders (/user/orders) and the performer's sales (/creator/my-order): product, the other
// party, quantity, total, status and date, with paging, the status filter and a search kept in the address.
import { Flex, Input, Select, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { PlainCard } from '@/components/layout/plain-card';
import { ResponsiveTable } from '@/components/common/responsive-table';
import Link from '@/components/common/app-link';
import { orderStatuses } from '@/contracts/list-values';
import type { Order, OrderStatus } from '@/contracts/orders';
import { rowTestId } from '@/components/admin/row-test-id';
import { TitledPage } from '@/components/common/page-container';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { orderService } from '@/services/order.api';
import { counterpartOf, OrderStatusTag, orderPath, orderStatusLabels, type OrderSide } from './order-status';
import { urlTablePaging } from '@/components/common/url-table-paging';

const texts: Record<OrderSide, { title: string; intro: string; empty: string; counterpart: string }> = {
  buyer: { title: 'My orders', intro: 'Products you bought, newest first.', empty: 'You have not ordered anything yet.', counterpart: 'Seller' },
  seller: { title: 'Store orders', intro: 'Orders of your products: ship physical ones and add their shipping code.', empty: 'No orders yet.', counterpart: 'Buyer' },
};

function columnsFor(side: OrderSide): TableColumnsType<Order> {
  return [
    {
      key: 'product',
      title: 'Product',
      render: (_, order) => (
        <Flex vertical>
          <Link href={orderPath(side, order._id)} style={{ overflowWrap: 'anywhere' }} data-testid={`order-link-${order._id}`}>
            {order.productName}
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            #{order.orderNumber}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'counterpart', title: texts[side].counterpart, render: (_, order) => counterpartOf(order, side) },
    { key: 'quantity', title: 'Quantity', dataIndex: 'quantity', align: 'right' },
    { key: 'totalPrice', title: 'Total', dataIndex: 'totalPrice', align: 'right', render: (total: number) => formatPrice(total) },
    { key: 'status', title: 'Status', dataIndex: 'status', render: (status: OrderStatus, order) => <OrderStatusTag status={status} testId={`order-status-${order._id}`} /> },
    { key: 'createdAt', title: 'Date', dataIndex: 'createdAt', render: (at: string) => formatDate(at) },
  ];
}

const statusOptions = orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] }));

export function OrdersList({ side }: { side: OrderSide }) {
  const list = useUrlList(side === 'buyer' ? orderService.purchases : orderService.sales);
  const { state, change } = list.table;
  const text = texts[side];

  return (
    <TitledPage title={text.title} maxWidth={1080}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {text.intro}{' '}
        {side === 'buyer' ? <Link href="/user/addresses">Manage my delivery addresses</Link> : null}
      </Typography.Paragraph>
      <PlainCard size="small">
        <Flex vertical gap={12}>
          <Flex gap={8} wrap>
            <Select
              allowClear
              placeholder="All statuses"
              aria-label="Status"
              value={state.filters.status}
              options={statusOptions}
              onChange={(value?: string) => change({ filters: { status: value ?? null } })}
              style={{ width: 180, maxWidth: '100%' }}
              data-testid="orders-status-filter"
            />
            <Input.Search
              key={state.filters.q ?? ''}
              allowClear
              placeholder="Order number or product"
              aria-label="Search orders"
              defaultValue={state.filters.q}
              maxLength={100}
              onSearch={(value) => change({ filters: { q: value.trim() || null } })}
              style={{ width: 280, maxWidth: '100%' }}
              data-testid="orders-search"
            />
          </Flex>
          <ResponsiveTable<Order>
            rowKey="_id"
            columns={columnsFor(side)}
            dataSource={list.items}
            loading={list.loading}
            locale={{ emptyText: list.error ?? text.empty }}
            onRow={(order) => rowTestId(`order-row-${order._id}`, { status: order.status })}
            {...urlTablePaging<Order>(list)}
          />
        </Flex>
      </PlainCard>
    </TitledPage>
  );
}
