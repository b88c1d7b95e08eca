// The seller moves an order along: processing → shipping (with the shipping code) → delivered. The API
// decides which moves are allowed; its sentence is shown as it is when it refuses one.
import { Alert, Button, Flex, Input, Select } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useState } from 'react';
import type { Order, OrderStatus } from '@/contracts/orders';
import { ordersContract } from '@/components/common/contracts-on-demand';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { orderService } from '@/services/order.api';
import { orderStatusLabels } from './order-status';

export const ORDER_SAVE_FAILED = 'Could not update the order, please try again';

/** Only an admin refunds, so the seller is offered the delivery steps. */
const sellerStatuses: OrderStatus[] = ['processing', 'shipping', 'delivered'];

export function OrderSellerForm({ order, onSaved }: { order: Order; onSaved: (order: Order) => void }) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [shippingCode, setShippingCode] = useState(order.shippingCode ?? '');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const unchanged = status === order.status && shippingCode.trim() === (order.shippingCode ?? '');

  async function save() {
    setProblem(null);
    // The API's rule, fetched on first use (offline, say so and send nothing).
    const contract = await ordersContract.load().catch((e: Error) => e);
    if (contract instanceof Error) {
      setProblem(contract.message);
      return;
    }
    const parsed = contract.updateOrderBody.safeParse({ status, shippingCode: status === 'shipping' ? shippingCode : undefined });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? ORDER_SAVE_FAILED);
      return;
    }
    setSaving(true);
    try {
      const saved = (await orderService.update(order._id, parsed.data)).data;
      notifySuccess(`Order ${orderStatusLabels[saved.status].toLowerCase()}`);
      onSaved(saved);
    } catch (e) {
      const message = errorMessageOr(e, ORDER_SAVE_FAILED);
      setProblem(message);
      notifyError(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Flex vertical gap={12} data-testid="order-seller-form">
      <Flex vertical gap={4}>
        <Typography.Text strong>Status</Typography.Text>
        <Select<OrderStatus>
          value={status}
          onChange={(next) => {
            setStatus(next);
            setProblem(null);
          }}
          options={sellerStatuses.map((value) => ({ value, label: orderStatusLabels[value] }))}
          disabled={order.status === 'refunded'}
          aria-label="Order status"
          style={{ width: 220, maxWidth: '100%' }}
          data-testid="order-status-select"
        />
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Text strong>Shipping code</Typography.Text>
        <Input
          value={shippingCode}
          onChange={(e) => setShippingCode(e.target.value)}
          disabled={status !== 'shipping'}
          placeholder={status === 'shipping' ? 'The carrier’s tracking code' : 'Added when the order ships'}
          maxLength={100}
          aria-label="Shipping code"
          style={{ maxWidth: 360 }}
          data-testid="order-shipping-code"
        />
      </Flex>
      {problem ? <Alert type="error" showIcon title={problem} data-testid="order-save-problem" /> : null}
      <div>
        <Button type="primary" loading={saving} disabled={unchanged || order.status === 'refunded'} onClick={() => void save()} data-testid="order-save">
          Save
        </Button>
      </div>
    </Flex>
  );
}
