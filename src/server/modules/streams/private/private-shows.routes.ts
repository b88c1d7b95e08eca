// The private-show calls under /api: the fan's request, the performer's list and answer, and for the two
// participants of a running show its heartbeat and the STUN/TURN servers their browsers connect through.
// Ending a show (either side) is PUT /streaming/live/{id}, as for every session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { iceServersResult, privateHeartbeatResult, privateRequestsQuery, privateShowRequestBody, streamSession } from '@/contracts/streams';
import { currentUser } from '../../../http/auth-guard';
import { ok } from '../../../http/envelope';
import { perSession } from '../../performers/rate-limits';
import { loggedInViewerOf } from '../../performers/performer-visibility';
import type { PrivateShowsService } from './private-shows.service';

const writeLimit = perSession(60);
// A heartbeat every ten seconds is six a minute; the rest is room for retries and the servers' renewal.
const heartbeatLimit = perSession(30);

export function privateShowsRoutes(deps: { shows: PrivateShowsService; internalSecret: string }): FastifyPluginAsyncZod {
  const { shows } = deps;
  const sessionAnswer = { response: { 200: envelope(streamSession) } };

  return async (app) => {
    app.post(
      '/streaming/private/request',
      { config: { auth: 'user', rateLimit: writeLimit }, schema: { body: privateShowRequestBody, ...sessionAnswer } },
      async (req) => ok(await shows.request(loggedInViewerOf(req, deps.internalSecret), req.body.performerId)),
    );

    app.get(
      '/streaming/private/requests',
      { config: { auth: 'performer' }, schema: { querystring: privateRequestsQuery, response: { 200: envelope(listOf(streamSession)) } } },
      async (req) => ok(await shows.requests(currentUser(req).id, req.query)),
    );

    app.post('/streaming/private/:id/accept', { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, ...sessionAnswer } }, async (req) =>
      ok(await shows.accept(currentUser(req).id, req.params.id)),
    );

    app.post('/streaming/private/:id/decline', { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, ...sessionAnswer } }, async (req) =>
      ok(await shows.decline(currentUser(req).id, req.params.id)),
    );

    app.post(
      '/streaming/private/:id/heartbeat',
      { config: { auth: 'user', rateLimit: heartbeatLimit }, schema: { params: idParams, response: { 200: envelope(privateHeartbeatResult) } } },
      async (req) => ok(await shows.heartbeat(currentUser(req).id, req.params.id)),
    );

    app.get(
      '/streaming/private/:id/ice-servers',
      { config: { auth: 'user', rateLimit: writeLimit }, schema: { params: idParams, response: { 200: envelope(iceServersResult) } } },
      async (req) => ok(await shows.iceServers(currentUser(req).id, req.params.id)),
    );
  };
}
