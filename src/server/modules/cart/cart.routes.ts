// The cart calls: read it, set a product's quantity (0 takes it out), take one out, empty it, and pay for it.
// Only logged-in fans have a cart; performers and administrators are answered 403.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartAnswer, cartCheckoutBody, cartCheckoutResult, cartProductParams, cartQuantityBody } from '@/contracts/cart';
import { envelope } from '@/contracts/common';
import { idempotencyHeaders } from '@/contracts/wallet';
import { afterAnswerOf } from '../../http/after-answer';
import { currentUser, isAdmin } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { loggedInViewerOf } from '../performers/performer-visibility';
import { perSession } from '../performers/rate-limits';
import type { CartService, Shopper } from './cart.service';

// Each press of + or - is a write: generous for a person, a wall for a script.
const writeLimit = perSession(120);
const checkoutLimit = perSession(20);

export function cartRoutes(deps: { cart: CartService; internalSecret: string }): FastifyPluginAsyncZod {
  const { cart } = deps;
  const shopperOf = (req: FastifyRequest): Shopper => {
    const user = currentUser(req);
    return { viewer: loggedInViewerOf(req, deps.internalSecret), isPerformer: user.isPerformer, isAdmin: isAdmin(user) };
  };

  return async (app) => {
    app.get('/cart', { config: { auth: 'user' }, schema: { response: { 200: envelope(cartAnswer) } } }, async (req) => ok(await cart.get(shopperOf(req))));

    app.put(
      '/cart/items/:productId',
      { config: { auth: 'user', rateLimit: writeLimit }, schema: { params: cartProductParams, body: cartQuantityBody, response: { 200: envelope(cartAnswer) } } },
      async (req) => ok(await cart.set(shopperOf(req), req.params.productId, req.body.quantity)),
    );

    app.delete(
      '/cart/items/:productId',
      { config: { auth: 'user', rateLimit: writeLimit }, schema: { params: cartProductParams, response: { 200: envelope(cartAnswer) } } },
      async (req) => ok(await cart.remove(shopperOf(req), req.params.productId)),
    );

    app.delete('/cart', { config: { auth: 'user', rateLimit: writeLimit }, schema: { response: { 200: envelope(cartAnswer) } } }, async (req) => ok(await cart.clear(shopperOf(req))));

    app.post(
      '/cart/checkout',
      { config: { auth: 'user', rateLimit: checkoutLimit }, schema: { headers: idempotencyHeaders, body: cartCheckoutBody, response: { 200: envelope(cartCheckoutResult) } } },
      async (req, reply) => ok(await cart.checkout(shopperOf(req), req.body, req.headers['idempotency-key'], afterAnswerOf(reply.raw))),
    );
  };
}
