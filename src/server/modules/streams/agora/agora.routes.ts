// POST /streaming/agora/token: a short-lived Agora token for one live session, as publisher or subscriber.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agoraToken, agoraTokenBody } from '@/contracts/agora';
import { envelope } from '@/contracts/common';
import { ok } from '../../../http/envelope';
import { perSession } from '../../performers/rate-limits';
import { loggedInViewerOf } from '../../performers/performer-visibility';
import type { AgoraTokens } from './agora-tokens';

// A renewal every ten minutes per device; the rest is room for rejoining after a lost connection.
const tokenLimit = perSession(30);

export function agoraRoutes(deps: { tokens: AgoraTokens; internalSecret: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/streaming/agora/token',
      { config: { auth: 'user', rateLimit: tokenLimit }, schema: { body: agoraTokenBody, response: { 200: envelope(agoraToken) } } },
      async (req) => ok(await deps.tokens.issue(loggedInViewerOf(req, deps.internalSecret), req.body)),
    );
  };
}
