// The payment calls: top-up and the fan's payment history, one payment for its checkout page, and the sandbox checkout's confirmation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, listOf } from '@/contracts/common';
import { paymentDetail, paymentIdParams, paymentState, paymentTransactionItem, sandboxConfirmBody, topUpBody, topUpResult, transactionSearchQuery } from '@/contracts/payments';
import { idempotencyHeaders } from '@/contracts/wallet';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { accountAndIpLimit } from '../../http/rate-limit';
import { COUPON_GUESS_LIMIT } from '../coupons/coupons.routes';
import type { PaymentsService } from './payments.service';

export function paymentsRoutes(deps: { payments: PaymentsService }): FastifyPluginAsyncZod {
  const { payments } = deps;
  return async (app) => {
    const couponGuesses = accountAndIpLimit(app, COUPON_GUESS_LIMIT);

    app.post(
      '/payment/wallet/top-up',
      {
        config: { auth: 'user' },
        // A top-up names a coupon code too: it counts with the codes checked through apply-coupon.
        preHandler: async (req, reply) => {
          if (req.body.couponCode) await couponGuesses(req, reply);
        },
        schema: { headers: idempotencyHeaders, body: topUpBody, response: { 200: envelope(topUpResult) } },
      },
      async (req) => ok(await payments.topUp(currentUser(req).id, req.body, req.headers['idempotency-key'])),
    );

    app.post(
      '/payment/sandbox/confirm',
      { config: { auth: 'user' }, schema: { body: sandboxConfirmBody, response: { 200: envelope(paymentState) } } },
      async (req) => ok(await payments.confirmSandbox(currentUser(req).id, req.body)),
    );

    app.get(
      '/payment/:id',
      { config: { auth: 'user' }, schema: { params: paymentIdParams, response: { 200: envelope(paymentDetail) } } },
      async (req) => ok(await payments.detailOf(currentUser(req).id, req.params.id)),
    );

    app.get(
      '/payment/transactions/user/search',
      { config: { auth: 'user' }, schema: { querystring: transactionSearchQuery, response: { 200: envelope(listOf(paymentTransactionItem)) } } },
      async (req) => ok(await payments.search(currentUser(req).id, req.query)),
    );
  };
}
