import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '@/contracts/common';
import { report, reportBody, updateReportBody } from '@/contracts/social';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { accountAndIpLimit, type AccountLimitSpec } from '../../http/rate-limit';
import type { ReportsService } from './reports.service';

/** Reports per account per 10 minutes; each one can mail every admin. */
export const REPORT_RATE_LIMIT = 10;

/** Per account and per address: more sessions or more accounts do not buy more reports. */
export const REPORT_LIMIT: AccountLimitSpec = {
  name: 'report',
  perAccount: REPORT_RATE_LIMIT,
  perIp: 3 * REPORT_RATE_LIMIT,
  timeWindow: '10 minutes',
  tooMany: 'You have sent many reports in a short while; our team reviews each one.',
};

export function reportsRoutes(deps: { reports: ReportsService }): FastifyPluginAsyncZod {
  const { reports } = deps;
  // The queue and its decisions are the moderation module's (moderation.routes.ts).
  return async (app) => {
    app.post(
      '/reports',
      { config: { auth: 'user' }, preHandler: accountAndIpLimit(app, REPORT_LIMIT), schema: { body: reportBody, response: { 200: envelope(report) } } },
      async (req) => ok(await reports.file(currentUser(req).id, req.body)),
    );

    app.put(
      '/admin/reports/:id',
      { config: { auth: 'admin' }, schema: { params: idParams, body: updateReportBody, response: { 200: envelope(report) } } },
      async (req) => ok(await reports.setStatus(req.params.id, req.body.status)),
    );
  };
}
