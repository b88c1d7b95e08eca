// The admin's performer review: the queue, one performer with signed document links, verify, reject.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { adminPerformer, adminPerformerQuery, commissionOverrideBody, rejectPerformerBody } from '@/contracts/performers';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { PerformerAdminService } from './performer-admin.service';

export function performerAdminRoutes(deps: { admin: PerformerAdminService }): FastifyPluginAsyncZod {
  const { admin } = deps;
  const one = { response: { 200: envelope(adminPerformer) } };

  return async (app) => {
    app.get(
      '/admin/performers',
      { config: { auth: 'admin' }, schema: { querystring: adminPerformerQuery, response: { 200: envelope(listOf(adminPerformer)) } } },
      async (req) => ok(await admin.list(req.query, currentUser(req).id)),
    );

    app.get('/admin/performers/:id', { config: { auth: 'admin' }, schema: { params: idParams, ...one } }, async (req) =>
      ok(await admin.get(req.params.id, currentUser(req).id)),
    );

    app.post('/admin/performers/:id/verify', { config: { auth: 'admin' }, schema: { params: idParams, ...one } }, async (req) =>
      ok(await admin.verify(req.params.id, currentUser(req).id)),
    );

    app.post(
      '/admin/performers/:id/reject',
      { config: { auth: 'admin' }, schema: { params: idParams, body: rejectPerformerBody, ...one } },
      async (req) => ok(await admin.reject(req.params.id, req.body.reason, currentUser(req).id)),
    );

    app.put(
      '/admin/performers/:id/commission',
      { config: { auth: 'admin' }, schema: { params: idParams, body: commissionOverrideBody, ...one } },
      async (req) => ok(await admin.setCommission(req.params.id, req.body.commissionPercentage, currentUser(req).id)),
    );
  };
}
