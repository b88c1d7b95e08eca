// Orders after the purchase (docs/business-rules.md "Orders"): visible to their buyer, their seller and admins only
// (everyone else is told it does not exist); only the seller (or an admin) moves a physical order along
// processing → shipping → delivered, and only the buyer changes where a processing order goes.
import type { List } from '@/contracts/common';
import { orderSortKeys, type AdminOrderSearchQuery, type DeliveryAddress, type Order, type OrderSearchQuery, type OrderStatus, type UpdateDeliveryAddressBody, type UpdateOrderBody } from '@/contracts/orders';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import { createAddressesRepo } from '../addresses/addresses.repo';
import { addressMissing, deliveryAddressFrom } from '../addresses/addresses.service';
import type { OrderMails } from './order-mail';
import { presentOrder } from './orders.presenter';
import { createOrdersRepo, type DetailedOrder, type OrderFilters } from './orders.repo';
import type { OrderRow } from './orders.table';

export interface OrderViewer {
  userId: string;
  isAdmin: boolean;
}

export const orderMissing = () => notFound('This order does not exist, or is not yours.');

/** The only moves a seller makes; refunds are an admin's, through their own route. */
const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = { processing: 'shipping', shipping: 'delivered' };

const sells = (viewer: OrderViewer, o: OrderRow) => viewer.isAdmin || o.performerId === viewer.userId;

export function createOrdersService(deps: { db: Db; mails?: OrderMails }) {
  const repo = createOrdersRepo(deps.db);

  async function visible(viewer: OrderViewer, id: string): Promise<DetailedOrder> {
    const found = await repo.find(id);
    if (!found || !(sells(viewer, found.order) || found.order.buyerId === viewer.userId)) throw orderMissing();
    return found;
  }

  async function reread(id: string): Promise<Order> {
    const found = await repo.find(id);
    if (!found) throw orderMissing();
    return presentOrder(found);
  }

  async function list(filters: OrderFilters, query: OrderSearchQuery): Promise<List<Order>> {
    const { rows, total } = await repo.search({ ...filters, status: query.status, q: query.q }, toPage(query, orderSortKeys, 'createdAt'));
    return { data: rows.map(presentOrder), total };
  }

  async function updateStatus(viewer: OrderViewer, id: string, body: UpdateOrderBody): Promise<Order> {
    const { order: o } = await visible(viewer, id);
    if (!sells(viewer, o)) throw forbidden('Only the seller can change the status of an order.');
    if (body.status === 'refunded') throw unprocessable('Only an administrator can refund an order.');
    if (NEXT_STATUS[o.status] !== body.status) {
      const next = NEXT_STATUS[o.status];
      throw unprocessable(next ? `An order that is ${o.status} can only move to ${next}.` : `An order that is ${o.status} cannot change its status any more.`);
    }
    if (body.status === 'shipping' && !body.shippingCode) throw unprocessable('Add the shipping code (shippingCode) so the buyer can follow the parcel.');
    const patch = body.status === 'shipping' ? { status: body.status, shippingCode: body.shippingCode } : { status: body.status };
    const moved = await repo.updateFrom(o.id, o.status, patch);
    if (!moved) throw conflict('This order changed in the meantime. Reload it and try again.');
    await deps.mails?.statusChanged(moved);
    return reread(o.id);
  }

  async function updateDeliveryAddress(viewer: OrderViewer, id: string, body: UpdateDeliveryAddressBody): Promise<Order> {
    const { order: o } = await visible(viewer, id);
    if (o.buyerId !== viewer.userId) throw forbidden('Only the buyer can change where an order is delivered.');
    if (o.productType !== 'physical') throw unprocessable('A digital order is not shipped, so it has no delivery address.');
    if (o.status !== 'processing') throw unprocessable('The delivery address can only change while the order is processing: it has already been sent.');
    let deliveryAddress: DeliveryAddress;
    if ('addressId' in body) {
      const found = await createAddressesRepo(deps.db).findOwn(viewer.userId, body.addressId);
      if (!found) throw addressMissing();
      deliveryAddress = deliveryAddressFrom(found);
    } else {
      deliveryAddress = body;
    }
    if (!(await repo.updateFrom(o.id, 'processing', { deliveryAddress }))) {
      throw unprocessable('The delivery address can only change while the order is processing: it has just been sent.');
    }
    return reread(o.id);
  }

  return {
    get: async (viewer: OrderViewer, id: string) => presentOrder(await visible(viewer, id)),
    /** The performer's sales. */
    sales: (performerId: string, query: OrderSearchQuery) => list({ performerId }, query),
    /** The buyer's own orders. */
    purchases: (buyerId: string, query: OrderSearchQuery) => list({ buyerId }, query),
    /** An admin's view of every order, narrowed to one buyer or seller when the query names them. */
    search: (query: AdminOrderSearchQuery) => list({ buyerId: query.buyerId, performerId: query.performerId }, query),
    updateStatus,
    updateDeliveryAddress,
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
