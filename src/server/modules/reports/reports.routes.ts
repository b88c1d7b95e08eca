import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { adminReport, adminReportQuery, report, reportBody, updateReportBody } from '@/contracts/social';
import { currentUser } from '../../http/auth-guard';
import type { ReportsService } from './reports.service';

/** Reports per account per 10 minutes; each one can mail every admin. */
export const REPORT_RATE_LIMIT = 10;

// Counted after the auth guard (a route-level preHandler runs after the global one), so per account.
const reportLimit: RateLimitOptions = {
  max: REPORT_RATE_LIMIT,
  timeWindow: '10 minutes',
  hook: 'preHandler',
  keyGenerator: (req) => (req.user ? `user:${req.user.id}` : req.ip),
};

export function reportsRoutes(deps: { reports: ReportsService }): FastifyPluginAsyncZod {
  const { reports } = deps;
  return async (app) => {
    app.post(
      '/reports',
      { config: { auth: 'user', rateLimit: reportLimit }, schema: { body: reportBody, response: { 200: envelope(report) } } },
      async (req) => ({ status: 0 as const, data: await reports.file(currentUser(req).id, req.body) }),
    );

    app.get(
      '/admin/reports',
      { config: { auth: 'admin' }, schema: { querystring: adminReportQuery, response: { 200: envelope(listOf(adminReport)) } } },
      async (req) => ({ status: 0 as const, data: await reports.queue(req.query) }),
    );

    app.put(
      '/admin/reports/:id',
      { config: { auth: 'admin' }, schema: { params: idParams, body: updateReportBody, response: { 200: envelope(report) } } },
      async (req) => ({ status: 0 as const, data: await reports.setStatus(req.params.id, req.body.status) }),
    );
  };
}
