// Orders as the API answers them, for the order pages' tests.
import type { Order } from '@/contracts/orders';

export const ORDER_ID = '3b9d6f1a-2c4e-4a8b-9d0f-1e2a3b4c5d6e';
export const PRODUCT_ID = '8c7b6a59-4e3d-4c2b-8a19-0f1e2d3c4b5a';

export function orderFactory(overrides: Partial<Order> = {}): Order {
  return {
    _id: ORDER_ID,
    orderNumber: 'FS-1001',
    buyer: { _id: 'fan-1', name: 'Fan One', username: 'fanone' },
    performer: { _id: 'perf-1', name: 'Zoe', username: 'zoe' },
    productId: PRODUCT_ID,
    productType: 'physical',
    productName: 'Signed mug',
    quantity: 2,
    unitPrice: 12.5,
    totalPrice: 25,
    status: 'processing',
    shippingCode: null,
    deliveryAddress: { recipientName: 'Fan One', phone: '', country: 'US', state: 'CA', city: 'Oakland', streetAddress: '1 Main St', zipCode: '94601' },
    transactionId: 't-1',
    refundTransactionId: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}
