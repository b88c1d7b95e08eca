// An order's status in words and as a tag (docs/business-rules.md "Orders": processing → shipping →
// delivered; refunded by an admin), and which side of an order a page shows.
import { Tag } from 'antd';
import type { Order, OrderStatus } from '@/contracts/orders';

export const orderStatusLabels: Record<OrderStatus, string> = {
  processing: 'Processing',
  shipping: 'Shipping',
  delivered: 'Delivered',
  refunded: 'Refunded',
};

const colors: Record<OrderStatus, string> = { processing: 'processing', shipping: 'gold', delivered: 'success', refunded: 'default' };

export function OrderStatusTag({ status, testId }: { status: OrderStatus; testId?: string }) {
  return (
    <Tag color={colors[status]} data-testid={testId} data-status={status}>
      {orderStatusLabels[status]}
    </Tag>
  );
}

/** The buyer's orders, or the seller's (the performer's sales). */
export type OrderSide = 'buyer' | 'seller';

export const orderPath = (side: OrderSide, orderId: string) =>
  `${side === 'buyer' ? '/user/orders' : '/creator/my-order'}/${encodeURIComponent(orderId)}`;

export const listPath = (side: OrderSide) => (side === 'buyer' ? '/user/orders' : '/creator/my-order');

/** The other party of the order: the seller for a buyer, the buyer for a seller. */
export function counterpartOf(order: Order, side: OrderSide): string {
  const party = side === 'buyer' ? order.performer : order.buyer;
  return party.name || party.username || (side === 'buyer' ? 'Creator' : 'Buyer');
}
