// The wallet charge calls: buying a feed, video, gallery or product with the wallet, tipping a performer, and the
// fan's own list of charges. Money-moving routes take an optional Idempotency-Key header; their sale emails
// go once the answer is sent (http/after-answer.ts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, listOf } from '@/contracts/common';
import { productChargeBody, productChargeResult } from '@/contracts/orders';
import { IDEMPOTENCY_HEADER, chargeItemParams, chargeKinds, chargeResult, idempotencyHeaders, tipBody, tipParams, walletChargeItem, walletChargesQuery } from '@/contracts/wallet';
import { afterAnswerOf } from '../../http/after-answer';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { viewerOf } from '../performers/performer-visibility';
import type { Buyer, WalletChargesService } from './wallet-charges.service';

export function walletChargesRoutes(deps: { charges: WalletChargesService; internalSecret: string }): FastifyPluginAsyncZod {
  const { charges } = deps;
  const buyerOf = (req: FastifyRequest): Buyer => ({ ...viewerOf(req, deps.internalSecret), userId: currentUser(req).id });
  const keyOf = (req: { headers: { [IDEMPOTENCY_HEADER]?: string } }) => req.headers[IDEMPOTENCY_HEADER];

  return async (app) => {
    for (const kind of chargeKinds) {
      app.post(
        `/wallet/charges/${kind}/:id`,
        { config: { auth: 'user' }, schema: { params: chargeItemParams, headers: idempotencyHeaders, response: { 200: envelope(chargeResult) } } },
        async (req, reply) => ok(await charges.purchase(buyerOf(req), kind, req.params.id, keyOf(req), afterAnswerOf(reply.raw))),
      );
    }

    // Products come in quantities and physical ones need an address: the answer carries the order.
    app.post(
      '/wallet/charges/product/:id',
      {
        config: { auth: 'user' },
        schema: { params: chargeItemParams, headers: idempotencyHeaders, body: productChargeBody.nullish(), response: { 200: envelope(productChargeResult) } },
      },
      async (req, reply) => ok(await charges.purchaseProduct(buyerOf(req), req.params.id, req.body ?? productChargeBody.parse({}), keyOf(req), afterAnswerOf(reply.raw))),
    );

    app.post(
      '/wallet/charges/tip/:performerId',
      { config: { auth: 'user' }, schema: { params: tipParams, headers: idempotencyHeaders, body: tipBody, response: { 200: envelope(chargeResult) } } },
      async (req, reply) => ok(await charges.tip(buyerOf(req), req.params.performerId, req.body, keyOf(req), afterAnswerOf(reply.raw))),
    );

    app.get(
      '/wallet/charges/search',
      { config: { auth: 'user' }, schema: { querystring: walletChargesQuery, response: { 200: envelope(listOf(walletChargeItem)) } } },
      async (req) => ok(await charges.search(currentUser(req).id, req.query)),
    );
  };
}
