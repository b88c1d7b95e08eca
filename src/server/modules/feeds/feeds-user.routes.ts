// The feed calls, the reader's side: the home timeline, a profile's feeds, one feed, votes, a file's
// processing status and bookmarked feeds. The viewer (session and country) decides what is visible.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listOf } from '@/contracts/common';
import { feed, feedSearchQuery, poll, voteBody } from '@/contracts/feeds';
import { feedBookmarkItem } from '@/contracts/social';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { readerContentRoutes } from '../content/content-routes';
import { viewerOf } from '../performers/performer-visibility';
import { perSession } from '../performers/rate-limits';
import type { FeedPollsService } from './feed-polls.service';
import type { FeedReadsService } from './feed-reads.service';
import type { FeedsService } from './feeds.service';

const voteLimit = perSession(60);

export function feedsUserRoutes(deps: { reads: FeedReadsService; feeds: FeedsService; polls: FeedPollsService; internalSecret: string }): FastifyPluginAsyncZod {
  const { reads, polls, internalSecret } = deps;
  const viewer = (req: FastifyRequest) => viewerOf(req, internalSecret);
  const loggedIn = (req: FastifyRequest) => ({ ...viewerOf(req, internalSecret), userId: currentUser(req).id });

  return async (app) => {
    app.get(
      '/user/feeds',
      { config: { auth: 'user' }, schema: { querystring: feedSearchQuery, response: { 200: envelope(listOf(feed)) } } },
      async (req) => ok(await reads.timeline(loggedIn(req), req.query)),
    );

    app.get(
      '/user/feeds/search/:username',
      {
        config: { auth: 'optional' },
        schema: { params: z.object({ username: z.string().min(1).max(100) }), querystring: feedSearchQuery, response: { 200: envelope(listOf(feed)) } },
      },
      async (req) => ok(await reads.profile(viewer(req), req.params.username, req.query)),
    );

    readerContentRoutes(app, {
      paths: { get: '/user/feeds/:id', fileStatus: '/user/feeds/:id/file/:fileId/status', bookmarks: '/reactions/feeds/bookmark' },
      item: feed,
      bookmarkItem: feedBookmarkItem,
      internalSecret,
      reads,
      fileStatus: deps.feeds.fileStatus,
    });

    app.post(
      '/user/feeds/vote/:pollId',
      {
        config: { auth: 'user', rateLimit: voteLimit },
        schema: { params: z.object({ pollId: z.uuid('pollId must be a valid id') }), body: voteBody, response: { 200: envelope(poll) } },
      },
      async (req) => ok(await polls.vote(loggedIn(req), req.params.pollId, req.body.optionId)),
    );
  };
}
