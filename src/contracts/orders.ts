// Product orders (POST /wallet/charges/product/{id}; docs/business-rules.md "Orders"). Buying a product
// creates an order: digital ones are delivered at once, physical ones go processing → shipping (with a
// shipping code) → delivered. Only the seller moves the status, only an admin refunds, and the buyer may
// change the delivery address while the order is processing. Amounts are currency units here.
import { z } from 'zod';
import { addressFields, deliveryLines } from './addresses';
import { pagedQuery, sortableBy } from './common';
import { orderStatuses } from './list-values';
import { MAX_ORDER_QUANTITY } from './shell-values';

export { orderStatuses };
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatus = z.enum(orderStatuses, { error: () => `status must be one of ${orderStatuses.join(', ')}` });

// Kept apart from the schemas, so the app shell loads no zod (shell-values.ts).
export { MAX_ORDER_QUANTITY };

/** POST /wallet/charges/product/{id}: the body is optional for a digital product (one item, no address). */
export const productChargeBody = z
  .object({
    quantity: z
      .number('quantity must be a whole number, like 1')
      .int('quantity must be a whole number, like 1')
      .min(1, 'quantity must be 1 or more')
      .max(MAX_ORDER_QUANTITY, `quantity can be at most ${MAX_ORDER_QUANTITY}`)
      .default(1),
    /** Required for a physical product: one of the buyer's own addresses. */
    addressId: z.uuid('addressId must be a valid id').optional(),
  })
  .strict();
export type ProductChargeBody = z.infer<typeof productChargeBody>;

/** Where a physical order goes, copied from the address book when bought. */
export const deliveryAddress = z.object(deliveryLines);
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

const party = z.object({ _id: z.string(), name: z.string().nullable(), username: z.string().nullable() });

export const order = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  buyer: party,
  performer: party,
  productId: z.string().nullable(),
  productType: z.enum(['physical', 'digital']),
  productName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  status: orderStatus,
  shippingCode: z.string().nullable(),
  deliveryAddress: deliveryAddress.nullable(),
  transactionId: z.string(),
  refundTransactionId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof order>;

export const productChargeResult = z.object({
  transactionId: z.string(),
  /** The buyer's wallet balance after the charge. */
  balance: z.number(),
  order,
});
export type ProductChargeResult = z.infer<typeof productChargeResult>;

/** GET /orders/search (the performer's sales) and GET /orders/users/search (the buyer's orders). */
export const orderSortKeys = sortableBy(['totalPrice', 'status']);
export const orderSearchQuery = pagedQuery(orderSortKeys).extend({
  status: orderStatus.optional(),
  /** An order number or part of the product's name. */
  q: z.string().trim().max(100, 'q can be at most 100 characters').optional(),
});
export type OrderSearchQuery = z.infer<typeof orderSearchQuery>;

/** GET /admin/orders/search: every order, narrowed to one buyer or one seller when asked. */
export const adminOrderSearchQuery = orderSearchQuery.extend({
  buyerId: z.uuid('buyerId must be a valid id').optional(),
  performerId: z.uuid('performerId must be a valid id').optional(),
});
export type AdminOrderSearchQuery = z.infer<typeof adminOrderSearchQuery>;

/** PUT /orders/{id}/update: processing → shipping (with its shipping code) → delivered. */
export const updateOrderBody = z
  .object({
    status: orderStatus,
    shippingCode: z.string().trim().min(1, 'The shipping code cannot be empty').max(100, 'The shipping code can be at most 100 characters').optional(),
  })
  .strict();
export type UpdateOrderBody = z.infer<typeof updateOrderBody>;

const { recipientName, phone, country, state, city, streetAddress, zipCode } = addressFields;

/** PUT /orders/{id}/update/delivery-address: one of the buyer's addresses, or an address written out in full. */
export const updateDeliveryAddressBody = z.union(
  [
    z.object({ addressId: z.uuid('addressId must be a valid id') }).strict(),
    z.object({ recipientName, phone: phone.default(''), country, state: state.default(''), city, streetAddress, zipCode: zipCode.default('') }).strict(),
  ],
  { error: () => 'Send addressId (one of your addresses) or a full address: recipientName, phone, country, state, city, streetAddress, zipCode.' },
);
export type UpdateDeliveryAddressBody = z.infer<typeof updateDeliveryAddressBody>;
