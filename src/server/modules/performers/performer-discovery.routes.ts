// Discovery for everyone: search, random, top and one profile. Logged-in or not; the viewer (session and
// country) decides which performers appear.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, listOf } from '@/contracts/common';
import { performerSampleQuery, performerSearchQuery, performerViewParams, publicPerformer } from '@/contracts/performers';
import { ok } from '../../http/envelope';
import type { PerformerDiscoveryService } from './performer-discovery.service';
import { viewerOf } from './performer-visibility';

export function performerDiscoveryRoutes(deps: { discovery: PerformerDiscoveryService; internalSecret: string }): FastifyPluginAsyncZod {
  const { discovery, internalSecret } = deps;
  const list = { response: { 200: envelope(listOf(publicPerformer)) } };

  return async (app) => {
    app.get('/performers/user/search', { config: { auth: 'optional' }, schema: { querystring: performerSearchQuery, ...list } }, async (req) =>
      ok(await discovery.search(req.query, viewerOf(req, internalSecret))),
    );

    app.get('/performers/search/random', { config: { auth: 'optional' }, schema: { querystring: performerSampleQuery, ...list } }, async (req) =>
      ok(await discovery.random(req.query.limit, viewerOf(req, internalSecret))),
    );

    app.get('/performers/top', { config: { auth: 'optional' }, schema: { querystring: performerSampleQuery, ...list } }, async (req) =>
      ok(await discovery.top(req.query.limit, viewerOf(req, internalSecret))),
    );

    // The owner gets the public shape here too: their own profile is GET /performers/me.
    app.get(
      '/performers/:id',
      { config: { auth: 'optional' }, schema: { params: performerViewParams, response: { 200: envelope(publicPerformer) } } },
      async (req) => ok(await discovery.view(req.params.id, viewerOf(req, internalSecret))),
    );
  };
}
