// The live-streaming calls under /api: the performer's (go live, edit, heartbeat, end), the viewer's (join,
// who is live now) and buying a session's ticket from the wallet. The viewer (session and country) decides
// what is visible; the service decides the rest.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { changeStreamStatusBody, joinStreamResult, liveStreamSearchQuery, startStreamBody, streamHeartbeatBody, streamHeartbeatResult, streamSession, updateStreamBody } from '@/contracts/streams';
import { IDEMPOTENCY_HEADER, chargeItemParams, chargeResult, idempotencyHeaders } from '@/contracts/wallet';
import { currentUser, isAdmin } from '../../http/auth-guard';
import { afterAnswerOf } from '../../http/after-answer';
import { ok } from '../../http/envelope';
import { perSession } from '../performers/rate-limits';
import { viewerOf } from '../performers/performer-visibility';
import type { StreamCharges } from './stream-charges';
import type { StreamsService } from './streams.service';

const writeLimit = perSession(60);
// A heartbeat every ten seconds is six a minute; the rest is room for retries.
const heartbeatLimit = perSession(30);

export function streamsRoutes(deps: { streams: StreamsService; charges: StreamCharges; internalSecret: string }): FastifyPluginAsyncZod {
  const { streams } = deps;
  const viewer = (req: FastifyRequest) => viewerOf(req, deps.internalSecret);
  const sessionAnswer = { response: { 200: envelope(streamSession) } };

  return async (app) => {
    app.post('/streaming/live', { config: { auth: 'performer', rateLimit: writeLimit }, schema: { body: startStreamBody, ...sessionAnswer } }, async (req) =>
      ok(await streams.start(currentUser(req).id, req.body)),
    );

    // Performers end their own sessions; admins end anyone's. Others are told it does not exist.
    app.put(
      '/streaming/live/:id',
      { config: { auth: 'user', rateLimit: writeLimit }, schema: { params: idParams, body: changeStreamStatusBody, ...sessionAnswer } },
      async (req) => ok(await streams.changeStatus({ userId: currentUser(req).id, isAdmin: isAdmin(req.user) }, req.params.id)),
    );

    app.put('/streaming/update', { config: { auth: 'performer', rateLimit: writeLimit }, schema: { body: updateStreamBody, ...sessionAnswer } }, async (req) =>
      ok(await streams.update(currentUser(req).id, req.body)),
    );

    app.put(
      '/streaming/set-duration',
      { config: { auth: 'performer', rateLimit: heartbeatLimit }, schema: { body: streamHeartbeatBody, response: { 200: envelope(streamHeartbeatResult) } } },
      async (req) => ok(await streams.heartbeat(currentUser(req).id, req.body.streamId, req.body.duration)),
    );

    app.get('/streaming/join/:id', { config: { auth: 'optional' }, schema: { params: idParams, response: { 200: envelope(joinStreamResult) } } }, async (req) =>
      ok(await streams.join(viewer(req), req.params.id)),
    );

    app.get(
      '/streaming/user/search',
      { config: { auth: 'optional' }, schema: { querystring: liveStreamSearchQuery, response: { 200: envelope(listOf(streamSession)) } } },
      async (req) => ok(await streams.search(viewer(req), req.query)),
    );

    app.post(
      '/wallet/charges/stream/:id',
      { config: { auth: 'user' }, schema: { params: chargeItemParams, headers: idempotencyHeaders, response: { 200: envelope(chargeResult) } } },
      async (req, reply) => ok(await deps.charges.buy({ ...viewer(req), userId: currentUser(req).id }, req.params.id, req.headers[IDEMPOTENCY_HEADER], afterAnswerOf(reply.raw))),
    );
  };
}
