// The admin's payout queue and its decisions: approve, reject (with a note for the performer), mark paid (with
// the transfer's reference); where one request's money goes (revealed on demand), and the approved requests as
// a CSV for the bank. Each step is in the audit log; the details revealed never are.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { adminNoteBody, adminPayoutQuery, markPaidBody, payoutDestination, payoutExportQuery, payoutRequestItem, rejectPayoutBody } from '@/contracts/payouts';
import { ok } from '../../http/envelope';
import { audit } from '../audit/audit-recorder';
import type { PayoutAdminService, PayoutMove } from './payout-admin.service';

const one = { response: { 200: envelope(payoutRequestItem) } };
const TARGET = { targetType: 'payout' } as const;

const summaries = {
  approve: (m: PayoutMove) => `Approved the payout of ${m.label}`,
  reject: (m: PayoutMove) => `Rejected the payout of ${m.label}: ${m.payout.adminNote}`,
  paid: (m: PayoutMove) => `Marked the payout of ${m.label} paid, reference ${m.payout.paidReference}`,
};

export function payoutAdminRoutes(deps: { admin: PayoutAdminService }): FastifyPluginAsyncZod {
  const { admin } = deps;

  return async (app) => {
    app.get(
      '/admin/payout-requests',
      { config: { auth: 'admin' }, schema: { querystring: adminPayoutQuery, response: { 200: envelope(listOf(payoutRequestItem)) } } },
      async (req) => ok(await admin.list(req.query)),
    );

    app.get('/admin/payout-requests/export.csv', { config: { auth: 'admin' }, schema: { querystring: payoutExportQuery } }, async (req, reply) => {
      const { status } = req.query;
      const { csv, count } = await admin.exportCsv(status);
      audit(req, { action: 'payout.export', ...TARGET, summary: `Downloaded the ${status} payouts for the bank (${count} ${count === 1 ? 'request' : 'requests'})`, after: { status, count } });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payouts-${status}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    app.post(
      '/admin/payout-requests/:id/reveal',
      { config: { auth: 'admin' }, schema: { params: idParams, response: { 200: envelope(payoutDestination) } } },
      async (req, reply) => {
        const { destination, label } = await admin.reveal(req.params.id);
        // Who saw which payee's details is recorded; the details themselves never are.
        audit(req, { action: 'payout.reveal', ...TARGET, targetId: req.params.id, summary: `Revealed where the payout of ${label} goes`, before: null, after: null });
        reply.header('cache-control', 'no-store');
        return ok(destination);
      },
    );

    // The note is optional here, so a bare POST (which arrives with a null body) is fine.
    app.post('/admin/payout-requests/:id/approve', { config: { auth: 'admin' }, schema: { params: idParams, body: adminNoteBody.nullish(), ...one } }, async (req) => {
      const moved = await admin.move(req.params.id, 'approve', { adminNote: req.body?.adminNote || undefined });
      return ok(recorded(req, 'approve', moved));
    });

    app.post('/admin/payout-requests/:id/paid', { config: { auth: 'admin' }, schema: { params: idParams, body: markPaidBody, ...one } }, async (req) => {
      const moved = await admin.move(req.params.id, 'paid', { adminNote: req.body.adminNote || undefined, paidReference: req.body.reference });
      return ok(recorded(req, 'paid', moved));
    });

    app.post('/admin/payout-requests/:id/reject', { config: { auth: 'admin' }, schema: { params: idParams, body: rejectPayoutBody, ...one } }, async (req) => {
      const moved = await admin.move(req.params.id, 'reject', { adminNote: req.body.adminNote });
      return ok(recorded(req, 'reject', moved));
    });
  };
}

function recorded(req: Parameters<typeof audit>[0], action: keyof typeof summaries, moved: PayoutMove) {
  const { payout } = moved;
  const after: Record<string, unknown> = { status: payout.status };
  if (action === 'paid') after.paidReference = payout.paidReference;
  if (action !== 'paid' || payout.adminNote) after.adminNote = payout.adminNote;
  audit(req, { action: `payout.${action}`, ...TARGET, targetId: payout._id, summary: summaries[action](moved), before: { status: moved.from }, after });
  return payout;
}
