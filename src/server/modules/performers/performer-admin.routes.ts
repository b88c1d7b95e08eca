// The admin's performer review: the queue, one performer with signed document links, verify, reject, revoke a
// verification. Each decision is in the audit log with the verification status before and after.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { adminPerformer, adminPerformerQuery, commissionOverrideBody, rejectPerformerBody, revokeVerificationBody } from '@/contracts/performers';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { audit } from '../audit/audit-recorder';
import type { PerformerAdminService, Reviewed } from './performer-admin.service';

const summaries = {
  verify: (name: string) => `Verified ${name}`,
  reject: (name: string, reason: string) => `Rejected ${name}: ${reason}`,
  revoke: (name: string, reason: string) => `Revoked the verification of ${name}: ${reason}`,
};

function recorded(req: Parameters<typeof audit>[0], action: keyof typeof summaries, { performer, from }: Reviewed, reason = '') {
  const name = performer.username ? `@${performer.username}` : performer.name || 'a performer';
  audit(req, {
    action: `performer.${action}`,
    targetType: 'performer',
    targetId: performer._id,
    summary: summaries[action](name, reason),
    before: { verificationStatus: from },
    after: { verificationStatus: performer.verificationStatus, ...(reason ? { rejectionReason: reason } : {}) },
  });
  return performer;
}

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
      ok(recorded(req, 'verify', await admin.verify(req.params.id, currentUser(req).id))),
    );

    app.post('/admin/performers/:id/reject', { config: { auth: 'admin' }, schema: { params: idParams, body: rejectPerformerBody, ...one } }, async (req) =>
      ok(recorded(req, 'reject', await admin.reject(req.params.id, req.body.reason, currentUser(req).id), req.body.reason)),
    );

    app.post('/admin/performers/:id/revoke', { config: { auth: 'admin' }, schema: { params: idParams, body: revokeVerificationBody, ...one } }, async (req) =>
      ok(recorded(req, 'revoke', await admin.revoke(req.params.id, req.body.reason, currentUser(req).id), req.body.reason)),
    );

    app.put(
      '/admin/performers/:id/commission',
      { config: { auth: 'admin' }, schema: { params: idParams, body: commissionOverrideBody, ...one } },
      async (req) => ok(await admin.setCommission(req.params.id, req.body.commissionPercentage, currentUser(req).id)),
    );
  };
}
