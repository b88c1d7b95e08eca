import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import {
  adminContentQuery,
  contentModerationBody,
  contentModerationParams,
  moderatedItem,
  moderationReport,
  moderationResult,
  resolveReportBody,
  resolveReportResult,
} from '@/contracts/moderation';
import { adminReportQuery } from '@/contracts/social';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { audit } from '../audit/audit-recorder';
import type { ModerationService } from './moderation.service';

export function moderationRoutes(deps: { moderation: ModerationService }): FastifyPluginAsyncZod {
  const { moderation } = deps;
  return async (app) => {
    app.get(
      '/admin/reports',
      { config: { auth: 'admin' }, schema: { querystring: adminReportQuery, response: { 200: envelope(listOf(moderationReport)) } } },
      async (req) => ok(await moderation.queue(currentUser(req), req.query)),
    );

    app.post(
      '/admin/reports/:id/resolve',
      { config: { auth: 'admin' }, schema: { params: idParams, body: resolveReportBody, response: { 200: envelope(resolveReportResult) } } },
      async (req) => {
        const { result, before, after } = await moderation.resolve(currentUser(req), req.params.id, req.body);
        const { report } = result;
        audit(req, {
          action: 'report.resolve',
          targetType: 'report',
          targetId: report._id,
          summary: `${report.target} ${report.targetId}: ${report.resolution ?? 'open'}${result.refundedBuyers ? `, ${result.refundedBuyers} buyers refunded` : ''}${result.closedReports > 1 ? `, ${result.closedReports} reports closed` : ''}`,
          before: before ? { moderation: before } : null,
          after: after ? { moderation: after } : null,
        });
        return ok(result);
      },
    );

    app.get(
      '/admin/content',
      { config: { auth: 'admin' }, schema: { querystring: adminContentQuery, response: { 200: envelope(listOf(moderatedItem)) } } },
      async (req) => ok(await moderation.browse(currentUser(req), req.query)),
    );

    app.post(
      '/admin/content/:kind/:id/moderation',
      { config: { auth: 'admin' }, schema: { params: contentModerationParams, body: contentModerationBody, response: { 200: envelope(moderationResult) } } },
      async (req) => {
        const { kind, id } = req.params;
        const { result, before, after } = await moderation.moderate(currentUser(req), kind, id, req.body);
        audit(req, {
          action: `content.${req.body.action}`,
          targetType: kind,
          targetId: id,
          summary: `${req.body.action} ${kind} ${id}${result.refundedBuyers ? `, ${result.refundedBuyers} buyers refunded` : ''}`,
          before,
          after,
        });
        return ok(result);
      },
    );
  };
}
