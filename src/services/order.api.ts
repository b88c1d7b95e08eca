// Product orders: buying a product from the wallet, the buyer's orders and the seller's
// sales, one order, the seller's status changes and the buyer's delivery address. Buying carries the
// Idempotency-Key of the user's action, so a retried checkout never charges twice.
import type { List } from '@/contracts/common';
import type {
  Order,
  OrderSearchQuery,
  ProductChargeBody,
  ProductChargeResult,
  UpdateDeliveryAddressBody,
  UpdateOrderBody,
} from '@/contracts/orders';
import { IDEMPOTENCY_HEADER } from '@/contracts/shell-values';
import { request } from '@/lib/request';

type Query = Partial<OrderSearchQuery> | Record<string, string>;
const id = (value: string) => encodeURIComponent(value);

export const orderService = {
  buyProduct: (productId: string, body: ProductChargeBody, key: string) =>
    request<ProductChargeResult>(`/wallet/charges/product/${id(productId)}`, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } }),
  /** The orders the current user placed. */
  purchases: (query: Query = {}) => request<List<Order>>('/orders/users/search', { query }),
  /** The orders of the current performer's products. */
  sales: (query: Query = {}) => request<List<Order>>('/orders/search', { query }),
  get: (orderId: string) => request<Order>(`/orders/${id(orderId)}`),
  update: (orderId: string, body: UpdateOrderBody) => request<Order>(`/orders/${id(orderId)}/update`, { method: 'PUT', body }),
  changeDeliveryAddress: (orderId: string, body: UpdateDeliveryAddressBody) =>
    request<Order>(`/orders/${id(orderId)}/update/delivery-address`, { method: 'PUT', body }),
};
