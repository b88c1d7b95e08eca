// The payout calls: the performer's own payout requests. Viewing one is also open to admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { payoutCalculation, payoutRequestBody, payoutRequestItem, payoutSearchQuery, payoutUpdateBody, pendingReview } from '@/contracts/payouts';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '@/contracts/wallet';
import { currentUser, isAdmin } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { accountAndIpLimit, type AccountLimitSpec } from '../../http/rate-limit';
import type { PayoutsService } from './payouts.service';

const one = { response: { 200: envelope(payoutRequestItem) } };
/**
 * Changes to payout requests (create, edit, cancel, counted together) write money to the ledger and mail
 * the admins: a person needs only a few. Per account and per address, so logging in again buys nothing.
 */
export const PAYOUT_CHANGE_LIMIT: AccountLimitSpec = {
  name: 'payout-change',
  perAccount: 30,
  perIp: 90,
  timeWindow: '1 minute',
  tooMany: 'You have changed your payout requests many times in a short while.',
};

export function payoutsRoutes(deps: { payouts: PayoutsService }): FastifyPluginAsyncZod {
  const { payouts } = deps;

  return async (app) => {
    const changeLimit = accountAndIpLimit(app, PAYOUT_CHANGE_LIMIT);

    app.post('/payout-requests/calculate', { config: { auth: 'performer' }, schema: { response: { 200: envelope(payoutCalculation) } } }, async (req) =>
      ok(await payouts.calculate(currentUser(req).id)),
    );

    app.get(
      '/payout-requests/search',
      { config: { auth: 'performer' }, schema: { querystring: payoutSearchQuery, response: { 200: envelope(listOf(payoutRequestItem)) } } },
      async (req) => ok(await payouts.search(currentUser(req).id, req.query)),
    );

    app.get('/payout-requests/check/pending-review', { config: { auth: 'performer' }, schema: { response: { 200: envelope(pendingReview) } } }, async (req) =>
      ok(await payouts.pendingReview(currentUser(req).id)),
    );

    app.post(
      '/payout-requests',
      { config: { auth: 'performer' }, preHandler: changeLimit, schema: { headers: idempotencyHeaders, body: payoutRequestBody, ...one } },
      async (req) => ok(await payouts.create(currentUser(req).id, req.body, req.headers[IDEMPOTENCY_HEADER])),
    );

    app.put('/payout-requests/:id', { config: { auth: 'performer' }, preHandler: changeLimit, schema: { params: idParams, body: payoutUpdateBody, ...one } }, async (req) =>
      ok(await payouts.update(currentUser(req).id, req.params.id, req.body)),
    );

    app.delete('/payout-requests/:id', { config: { auth: 'performer' }, preHandler: changeLimit, schema: { params: idParams, ...one } }, async (req) =>
      ok(await payouts.cancel(currentUser(req).id, req.params.id)),
    );

    app.get('/payout-requests/:id/view', { config: { auth: 'user' }, schema: { params: idParams, ...one } }, async (req) => {
      const user = currentUser(req);
      return ok(await payouts.view(req.params.id, { id: user.id, isAdmin: isAdmin(user) }));
    });
  };
}
