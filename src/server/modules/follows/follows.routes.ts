import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { followerItem, followingItem, followListQuery, followResult } from '@/contracts/social';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { loggedInViewerOf } from '../performers/performer-visibility';
import { perSession } from '../performers/rate-limits';
import type { FollowsService } from './follows.service';

const followLimit = perSession(60);

export function followsRoutes(deps: { follows: FollowsService; internalSecret: string }): FastifyPluginAsyncZod {
  const { follows, internalSecret } = deps;
  const loggedInViewer = (req: FastifyRequest) => loggedInViewerOf(req, internalSecret);

  return async (app) => {
    app.post(
      '/follows/:id',
      { config: { auth: 'user', rateLimit: followLimit }, schema: { params: idParams, response: { 200: envelope(followResult) } } },
      async (req) => ok(await follows.follow(loggedInViewer(req), req.params.id)),
    );

    app.delete(
      '/follows/:id',
      { config: { auth: 'user', rateLimit: followLimit }, schema: { params: idParams, response: { 200: envelope(followResult) } } },
      async (req) => ok(await follows.unfollow(loggedInViewer(req), req.params.id)),
    );

    app.get(
      '/follows/followers',
      { config: { auth: 'performer' }, schema: { querystring: followListQuery, response: { 200: envelope(listOf(followerItem)) } } },
      async (req) => ok(await follows.followers(currentUser(req).id, req.query)),
    );

    app.get(
      '/follows/following',
      { config: { auth: 'user' }, schema: { querystring: followListQuery, response: { 200: envelope(listOf(followingItem)) } } },
      async (req) => ok(await follows.following(loggedInViewer(req), req.query)),
    );
  };
}
