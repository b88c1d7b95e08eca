// The logged-in performer's own profile and uploads. No route takes a performer id: it is the session's.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@/contracts/common';
import { fileStatusResult } from '@/contracts/media';
import { bankingBody, documentUploadQuery, maskedBanking, ownPerformer, paymentGatewayBody, paymentGatewaySettings, performerUploadResult, updatePerformerBody } from '@/contracts/performers';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import type { UploadLimits } from '../../media/upload-limits';
import { multipartLimitsFor } from '../media-files/multipart-limits';
import type { PerformerMediaService } from './performer-media.service';
import type { PerformerProfileService } from './performer-profile.service';
import { perSession } from './rate-limits';

const uploadLimit = perSession(20);
const editLimit = perSession(60);

/**
 * The first file of a multipart request; refuses JSON and other bodies with a sentence. Without `options`
 * the parser's default cap (MAX_UPLOAD_MB) is the size limit; media routes pass their kind's own.
 */
function firstFile(req: FastifyRequest, options?: ReturnType<typeof multipartLimitsFor>) {
  return async () => {
    if (!req.isMultipart()) throw new AppError(415, 'Send the file as a multipart form, in the field "file".');
    return req.file(options);
  };
}

export function performerProfileRoutes(deps: { profile: PerformerProfileService; media: PerformerMediaService; uploadLimits: UploadLimits }): FastifyPluginAsyncZod {
  const { profile, media } = deps;
  const videoMultipart = multipartLimitsFor(deps.uploadLimits, ['video']);
  const uploadResponse = { response: { 200: envelope(performerUploadResult) } };

  return async (app) => {
    app.get('/performers/me', { config: { auth: 'performer' }, schema: { response: { 200: envelope(ownPerformer) } } }, async (req) =>
      ok(await profile.me(currentUser(req).id)),
    );

    app.put(
      '/performers/me',
      { config: { auth: 'performer', rateLimit: editLimit }, schema: { body: updatePerformerBody, response: { 200: envelope(ownPerformer) } } },
      async (req) => ok(await profile.update(currentUser(req).id, req.body)),
    );

    app.put(
      '/performers/banking-settings',
      { config: { auth: 'performer', rateLimit: editLimit }, schema: { body: bankingBody, response: { 200: envelope(maskedBanking) } } },
      async (req) => ok(await profile.setBanking(currentUser(req).id, req.body)),
    );

    app.put(
      '/performers/payment-gateway-settings',
      {
        config: { auth: 'performer', rateLimit: editLimit },
        schema: { body: paymentGatewayBody, response: { 200: envelope(paymentGatewaySettings) } },
      },
      async (req) => ok(await profile.setPaymentGateway(currentUser(req).id, req.body)),
    );

    app.post('/performers/avatar/upload', { config: { auth: 'performer', rateLimit: uploadLimit }, schema: uploadResponse }, async (req) =>
      ok(await media.setAvatar(currentUser(req), firstFile(req))),
    );

    app.post('/performers/cover/upload', { config: { auth: 'performer', rateLimit: uploadLimit }, schema: uploadResponse }, async (req) =>
      ok(await media.setCover(currentUser(req).id, firstFile(req))),
    );

    app.post('/performers/welcome-video/upload', { config: { auth: 'performer', rateLimit: uploadLimit }, schema: uploadResponse }, async (req) =>
      ok(await media.setWelcomeVideo(currentUser(req).id, firstFile(req, videoMultipart))),
    );

    app.get(
      '/performers/welcome-video/status',
      { config: { auth: 'performer' }, schema: { response: { 200: envelope(fileStatusResult) } } },
      async (req) => ok(await media.welcomeVideoStatus(currentUser(req).id)),
    );

    app.post(
      '/performers/documents/upload',
      { config: { auth: 'performer', rateLimit: uploadLimit }, schema: { querystring: documentUploadQuery, ...uploadResponse } },
      async (req) => ok(await media.setDocument(currentUser(req).id, req.query.type, firstFile(req))),
    );
  };
}
