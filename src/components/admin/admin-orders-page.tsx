// /admin/orders: every order on the site, filtered by status or a product name / order number, with Refund
// for those not yet refunded. A refund reverses the sale in the ledger; the server refuses one the
// performer's earnings no longer cover, and says so.
import { Button, Flex, Input, Popconfirm, Select, Tag, type TableColumnsType } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { ResponsiveTable } from '@/components/common/responsive-table';
import { useState } from 'react';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { orderStatuses } from '@/contracts/list-values';
import type { Order, OrderStatus } from '@/contracts/orders';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { adminMoneyService } from '@/services/admin-money.api';
import { AdminSection } from './admin-section';
import { rowTestId } from './row-test-id';

export const ORDER_REFUNDED = 'Order refunded: the buyer has the money back in their wallet.';
const REFUND_FAILED = 'Could not refund the order, please try again later';

const statusLabels: Record<OrderStatus, string> = { processing: 'Processing', shipping: 'Shipping', delivered: 'Delivered', refunded: 'Refunded' };
const statusColors: Record<OrderStatus, string> = { processing: 'processing', shipping: 'blue', delivered: 'success', refunded: 'default' };
const statusOptions = orderStatuses.map((s) => ({ value: s, label: statusLabels[s] }));

const partyLabel = (p: Order['buyer']) => (p.username ? `${p.name ?? p.username} (@${p.username})` : (p.name ?? '—'));
export const isRefundable = (o: Order) => o.status !== 'refunded';

function RefundButton({ order, busy, onRefund }: { order: Order; busy: boolean; onRefund: (o: Order) => void }) {
  if (!isRefundable(order)) return null;
  return (
    <Popconfirm
      title="Refund this order?"
      description={`${formatPrice(order.totalPrice)} goes back to the buyer's wallet and is taken from the performer's earnings.`}
      okText="Refund"
      okButtonProps={{ danger: true, 'data-testid': `admin-order-refund-confirm-${order._id}` }}
      onConfirm={() => onRefund(order)}
    >
      <Button size="small" danger loading={busy} data-testid={`admin-order-refund-${order._id}`}>
        Refund
      </Button>
    </Popconfirm>
  );
}

export function AdminOrdersPage() {
  const list = useUrlList(adminMoneyService.orders);
  const { state, change } = list.table;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [search, setSearch] = useState(state.filters.q ?? '');

  async function refund(order: Order) {
    setBusyId(order._id);
    try {
      await adminMoneyService.refundOrder(order._id);
      notifySuccess(ORDER_REFUNDED);
      await list.reload();
    } catch (e) {
      notifyError(errorMessageOr(e, REFUND_FAILED));
    } finally {
      setBusyId(null);
    }
  }

  const columns: TableColumnsType<Order> = [
    { key: 'orderNumber', title: 'Order', dataIndex: 'orderNumber' },
    {
      key: 'product',
      title: 'Product',
      render: (_, o) => (
        <Flex vertical>
          <Typography.Text>{o.productName}</Typography.Text>
          <Typography.Text type="secondary">
            {o.quantity} × {formatPrice(o.unitPrice)} · {o.productType === 'digital' ? 'Digital' : 'Physical'}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'buyer', title: 'Buyer', render: (_, o) => partyLabel(o.buyer) },
    { key: 'seller', title: 'Seller', render: (_, o) => partyLabel(o.performer) },
    { key: 'totalPrice', title: 'Total', dataIndex: 'totalPrice', align: 'right', sorter: true, render: (t: number) => formatPrice(t) },
    { key: 'status', title: 'Status', dataIndex: 'status', render: (s: OrderStatus) => <Tag color={statusColors[s]}>{statusLabels[s]}</Tag> },
    { key: 'createdAt', title: 'Ordered', dataIndex: 'createdAt', sorter: true, render: (at: string) => formatDate(at) },
    { key: 'actions', title: '', align: 'right', render: (_, o) => <RefundButton order={o} busy={busyId === o._id} onRefund={(row) => void refund(row)} /> },
  ];

  return (
    <AdminSection title="Orders">
      <Flex gap={12} wrap>
        <Select
          allowClear
          placeholder="Status"
          aria-label="Status"
          value={state.filters.status}
          options={statusOptions}
          onChange={(value?: string) => change({ filters: { status: value ?? null } })}
          style={{ width: 180, maxWidth: '100%' }}
          data-testid="admin-order-status"
        />
        <Input.Search
          allowClear
          placeholder="Product name or order number"
          aria-label="Search orders"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(value) => change({ filters: { q: value.trim() || null } })}
          style={{ width: 320, maxWidth: '100%' }}
          data-testid="admin-order-search"
        />
      </Flex>
      <ResponsiveTable<Order>
        rowKey="_id"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: list.error ?? 'No orders found.' }}
        onRow={(o) => rowTestId(`admin-order-row-${o._id}`, { status: o.status })}
        pagination={{ current: state.current, pageSize: state.pageSize, total: list.total, showSizeChanger: true }}
        onChange={(pagination, _filters, sorter) => change({ pagination, sorter: Array.isArray(sorter) ? sorter[0] : sorter })}
        scroll={{ x: 'max-content' }}
      />
    </AdminSection>
  );
}
