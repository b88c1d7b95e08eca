// The order calls: the performer's sales, the buyer's orders, one order, its status and delivery address,
// and the admin's refund. Buying is POST /wallet/charges/product/{id} (wallet-charges module).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { adminOrderSearchQuery, order, orderSearchQuery, type Order, updateDeliveryAddressBody, updateOrderBody } from '@/contracts/orders';
import { currentUser, isAdmin } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { audit } from '../audit/audit-recorder';
import type { OrderViewer, OrdersService } from './orders.service';

const viewerOf = (req: FastifyRequest): OrderViewer => ({ userId: currentUser(req).id, isAdmin: isAdmin(req.user) });

export function ordersRoutes(deps: { orders: OrdersService; refund: (orderId: string) => Promise<Order> }): FastifyPluginAsyncZod {
  const { orders } = deps;
  const one = { response: { 200: envelope(order) } };
  const many = { querystring: orderSearchQuery, response: { 200: envelope(listOf(order)) } };
  return async (app) => {
    app.get('/orders/search', { config: { auth: 'performer' }, schema: many }, async (req) => ok(await orders.sales(currentUser(req).id, req.query)));

    app.get('/orders/users/search', { config: { auth: 'user' }, schema: many }, async (req) => ok(await orders.purchases(currentUser(req).id, req.query)));

    app.get('/orders/:id', { config: { auth: 'user' }, schema: { params: idParams, ...one } }, async (req) => ok(await orders.get(viewerOf(req), req.params.id)));

    app.put('/orders/:id/update', { config: { auth: 'user' }, schema: { params: idParams, body: updateOrderBody, ...one } }, async (req) =>
      ok(await orders.updateStatus(viewerOf(req), req.params.id, req.body)),
    );

    app.put('/orders/:id/update/delivery-address', { config: { auth: 'user' }, schema: { params: idParams, body: updateDeliveryAddressBody, ...one } }, async (req) =>
      ok(await orders.updateDeliveryAddress(viewerOf(req), req.params.id, req.body)),
    );

    app.get('/admin/orders/search', { config: { auth: 'admin' }, schema: { ...many, querystring: adminOrderSearchQuery } }, async (req) => ok(await orders.search(req.query)));

    app.post('/admin/orders/:id/refund', { config: { auth: 'admin' }, schema: { params: idParams, ...one } }, async (req) => {
      const refunded = await deps.refund(req.params.id);
      audit(req, { action: 'order.refund', targetType: 'order', summary: `Refunded order ${refunded.orderNumber}`, after: { status: refunded.status } });
      return ok(refunded);
    });
  };
}
