// The feed calls, the reader's side: the home timeline, a profile's feeds, one feed, votes, a file's
// processing status and bookmarked feeds. The viewer (session and country) decides what is visible.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listOf } from '@/contracts/common';
import { feed, feedSearchQuery, poll, voteBody } from '@/contracts/feeds';
import { fileStatusResult } from '@/contracts/media';
import { bookmarkListQuery, feedBookmarkItem } from '@/contracts/social';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { viewerOf } from '../performers/performer-visibility';
import { perSession } from '../performers/rate-limits';
import type { FeedPollsService } from './feed-polls.service';
import type { FeedReadsService } from './feed-reads.service';
import type { FeedsService } from './feeds.service';

const voteLimit = perSession(60);
// Ids from URLs are checked loosely here and answered 404 when unknown, as a missing feed is.
const feedParams = z.object({ id: z.string().max(64) });
const fileParams = z.object({ id: z.uuid('id must be a valid id'), fileId: z.uuid('fileId must be a valid id') });

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

    app.get('/user/feeds/:id', { config: { auth: 'optional' }, schema: { params: feedParams, response: { 200: envelope(feed) } } }, async (req) =>
      ok(await reads.get(viewer(req), req.params.id)),
    );

    app.get(
      '/user/feeds/:id/file/:fileId/status',
      { config: { auth: 'user' }, schema: { params: fileParams, response: { 200: envelope(fileStatusResult) } } },
      async (req) => ok(await deps.feeds.fileStatus(currentUser(req).id, req.params.id, req.params.fileId)),
    );

    app.post(
      '/user/feeds/vote/:pollId',
      {
        config: { auth: 'user', rateLimit: voteLimit },
        schema: { params: z.object({ pollId: z.uuid('pollId must be a valid id') }), body: voteBody, response: { 200: envelope(poll) } },
      },
      async (req) => ok(await polls.vote(loggedIn(req), req.params.pollId, req.body.optionId)),
    );

    app.get(
      '/reactions/feeds/bookmark',
      { config: { auth: 'user' }, schema: { querystring: bookmarkListQuery, response: { 200: envelope(listOf(feedBookmarkItem)) } } },
      async (req) => ok(await reads.bookmarks(loggedIn(req), req.query)),
    );
  };
}
