// An order as the API shows it: amounts in currency units, the parties by name.
import type { Order } from '@/contracts/orders';
import { fromMinor } from '@/lib/money';
import type { DetailedOrder, Party } from './orders.repo';

const partyOf = (p: Party) => ({ _id: p.id, name: p.name, username: p.username });

export function presentOrder({ order: o, buyer, performer }: DetailedOrder): Order {
  return {
    _id: o.id,
    orderNumber: o.orderNumber,
    buyer: partyOf(buyer),
    performer: partyOf(performer),
    productId: o.productId,
    productType: o.productType,
    productName: o.productName,
    quantity: o.quantity,
    unitPrice: fromMinor(o.unitPrice),
    totalPrice: fromMinor(o.totalPrice),
    status: o.status,
    shippingCode: o.shippingCode,
    deliveryAddress: o.deliveryAddress ?? null,
    transactionId: o.transactionId,
    refundTransactionId: o.refundTransactionId,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
