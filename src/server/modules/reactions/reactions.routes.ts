import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, listOf } from '@/contracts/common';
import { bookmarkListQuery, performerBookmarkItem, reactionBody, reactionResult } from '@/contracts/social';
import { ok } from '../../http/envelope';
import { loggedInViewerOf } from '../performers/performer-visibility';
import { perSession } from '../performers/rate-limits';
import type { ReactionsService } from './reactions.service';

const reactLimit = perSession(60);

export function reactionsRoutes(deps: { reactions: ReactionsService; internalSecret: string }): FastifyPluginAsyncZod {
  const { reactions, internalSecret } = deps;
  const loggedInViewer = (req: FastifyRequest) => loggedInViewerOf(req, internalSecret);

  return async (app) => {
    // POST reacts, DELETE takes the reaction back; both take the same body and answer the same shape.
    for (const [method, act] of [
      ['POST', reactions.react],
      ['DELETE', reactions.unreact],
    ] as const) {
      app.route({
        method,
        url: '/reactions',
        config: { auth: 'user', rateLimit: reactLimit },
        schema: { body: reactionBody, response: { 200: envelope(reactionResult) } },
        handler: async (req) => ok(await act(loggedInViewer(req), req.body)),
      });
    }

    app.get(
      '/reactions/performers/bookmark',
      { config: { auth: 'user' }, schema: { querystring: bookmarkListQuery, response: { 200: envelope(listOf(performerBookmarkItem)) } } },
      async (req) => ok(await reactions.performerBookmarks(loggedInViewer(req), req.query)),
    );
  };
}
