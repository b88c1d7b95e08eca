// The earnings calls: a performer reads their own earnings, never anyone else's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, listOf } from '@/contracts/common';
import { earningItem, earningSearchQuery, earningStats, earningStatsQuery } from '@/contracts/wallet';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { EarningsService } from './earnings.service';

export function earningsRoutes(deps: { earnings: EarningsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/performer/earning/search',
      { config: { auth: 'performer' }, schema: { querystring: earningSearchQuery, response: { 200: envelope(listOf(earningItem)) } } },
      async (req) => ok(await deps.earnings.search(currentUser(req).id, req.query)),
    );

    app.get(
      '/performer/earning/stats',
      { config: { auth: 'performer' }, schema: { querystring: earningStatsQuery, response: { 200: envelope(earningStats) } } },
      async (req) => ok(await deps.earnings.stats(currentUser(req).id, req.query)),
    );
  };
}
