// The admin's payout queue and its decisions: approve, reject (with a note for the performer), mark paid.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { adminNoteBody, adminPayoutQuery, payoutRequestItem, rejectPayoutBody } from '@/contracts/payouts';
import { ok } from '../../http/envelope';
import type { PayoutAdminService } from './payout-admin.service';

const one = { response: { 200: envelope(payoutRequestItem) } };

export function payoutAdminRoutes(deps: { admin: PayoutAdminService }): FastifyPluginAsyncZod {
  const { admin } = deps;

  return async (app) => {
    app.get(
      '/admin/payout-requests',
      { config: { auth: 'admin' }, schema: { querystring: adminPayoutQuery, response: { 200: envelope(listOf(payoutRequestItem)) } } },
      async (req) => ok(await admin.list(req.query)),
    );

    // The note is optional here, so a bare POST (which arrives with a null body) is fine.
    for (const action of ['approve', 'paid'] as const) {
      app.post(`/admin/payout-requests/:id/${action}`, { config: { auth: 'admin' }, schema: { params: idParams, body: adminNoteBody.nullish(), ...one } }, async (req) =>
        ok(await admin.move(req.params.id, action, req.body?.adminNote || undefined)),
      );
    }

    app.post('/admin/payout-requests/:id/reject', { config: { auth: 'admin' }, schema: { params: idParams, body: rejectPayoutBody, ...one } }, async (req) =>
      ok(await admin.move(req.params.id, 'reject', req.body.adminNote)),
    );
  };
}
