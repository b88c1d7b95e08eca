// GET /admin/stats: the operators' dashboard figures for a period, amounts in minor units.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStats, adminStatsQuery } from '@/contracts/admin-stats';
import { envelope } from '@/contracts/common';
import { ok } from '../../http/envelope';
import type { AdminStatsService } from './admin-stats.service';

export function adminStatsRoutes(deps: { stats: AdminStatsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/stats', { config: { auth: 'admin' }, schema: { querystring: adminStatsQuery, response: { 200: envelope(adminStats) } } }, async (req) =>
      ok(await deps.stats.stats(req.query)),
    );
  };
}
