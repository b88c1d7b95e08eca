// The feed calls, the performer's side: uploads, polls and their own feeds. Unverified performers may
// prepare content too (docs/business-rules.md "Performers"): only `performer` auth is needed.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParams } from '@/contracts/common';
import { createFeedBody, createPollBody, feed, feedSearchQuery, feedUploadKinds, feedUploadResult, poll, updateFeedBody } from '@/contracts/feeds';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { AppError, unprocessable } from '../../http/errors';
import { kindOfType } from '../media-files/media-file-kinds';
import { multipartLimitsFor } from '../media-files/multipart-limits';
import type { UploadLimits } from '../../media/upload-limits';
import { ownContentRoutes, uploadLimit, writeLimit } from '../content/content-routes';
import type { FeedPollsService } from './feed-polls.service';
import type { FeedsService } from './feeds.service';

const uploadParams = z.object({ kind: z.enum(feedUploadKinds, `Upload kind must be one of: ${feedUploadKinds.join(', ')}`) });

/** The multipart field "file", with the parser's cap raised to the kind's own limit. */
export async function fileOf(req: FastifyRequest, limits: ReturnType<typeof multipartLimitsFor>) {
  if (!req.isMultipart()) throw new AppError(415, 'Send the file as a multipart form, in the field "file".');
  const part = await req.file(limits);
  if (!part) throw unprocessable('Choose a file to upload (form field "file").');
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw unprocessable(`Send the file in the form field "file", not "${part.fieldname}".`);
  }
  return part;
}

export function feedsPerformerRoutes(deps: { feeds: FeedsService; polls: FeedPollsService; uploadLimits: UploadLimits }): FastifyPluginAsyncZod {
  const { feeds, polls } = deps;
  const feedAnswer = { response: { 200: envelope(feed) } };

  return async (app) => {
    app.post(
      '/performer/feeds/:kind/upload',
      { config: { auth: 'performer', rateLimit: uploadLimit }, schema: { params: uploadParams, response: { 200: envelope(feedUploadResult) } } },
      async (req) => {
        const kind = req.params.kind;
        const part = await fileOf(req, multipartLimitsFor(deps.uploadLimits, [kindOfType(`feed-${kind}`)]));
        return ok(await feeds.upload(currentUser(req).id, kind, part));
      },
    );

    app.post(
      '/performer/feeds/polls',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { body: createPollBody, response: { 200: envelope(poll) } } },
      async (req) => ok(await polls.create(currentUser(req).id, req.body)),
    );

    app.post('/performer/feeds', { config: { auth: 'performer', rateLimit: writeLimit }, schema: { body: createFeedBody, ...feedAnswer } }, async (req) =>
      ok(await feeds.create(currentUser(req).id, req.body)),
    );

    ownContentRoutes(app, { paths: { search: '/performer/feeds', view: '/performer/feeds/:id', remove: '/performer/feeds/:id' }, item: feed, searchQuery: feedSearchQuery, service: feeds });

    app.put(
      '/performer/feeds/:id',
      { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, body: updateFeedBody, ...feedAnswer } },
      async (req) => ok(await feeds.update(currentUser(req).id, req.params.id, req.body)),
    );
  };
}
