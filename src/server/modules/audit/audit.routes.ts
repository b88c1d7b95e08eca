import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntry, auditLogQuery } from '@/contracts/admin-audit';
import { envelope, listOf } from '@/contracts/common';
import { ok } from '../../http/envelope';
import { toPage } from '../../http/paging';
import type { AuditRepo } from './audit.repo';
import type { AdminAuditRow } from './audit.table';

/** A day (YYYY-MM-DD) starts at 00:00 UTC; `to` takes in the whole of its day. */
function boundary(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const at = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (endOfDay && value.length === 10) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

const present = (row: AdminAuditRow) => ({
  _id: row.id,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
  route: row.route,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

export function auditRoutes(deps: { repo: AuditRepo }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/audit-log', { config: { auth: 'admin' }, schema: { querystring: auditLogQuery, response: { 200: envelope(listOf(auditEntry)) } } }, async (req) => {
      const { actorId, action, targetType, targetId, q, from, to } = req.query;
      // Entries never change, so when one was last changed is when it was made: both keys order by that.
      const page = toPage(req.query, ['createdAt', 'updatedAt'], 'createdAt');
      const found = await deps.repo.page({ actorId, action, targetType, targetId, q, from: boundary(from, false), to: boundary(to, true) }, page);
      return ok({ data: found.rows.map(present), total: found.total });
    });
  };
}
