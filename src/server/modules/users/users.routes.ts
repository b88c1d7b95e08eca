import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { adminUser, avatarUploadResult, currentUser, publicUser, updateUserBody, userSearchQuery, userViewParams } from '@/contracts/users';
import { currentUser as loggedIn, tokenFromRequest } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { AppError, unauthorized } from '../../http/errors';
import { accountAndIpLimit, type AccountLimitSpec } from '../../http/rate-limit';
import { viewerOf } from '../performers/performer-visibility';
import type { UsersService } from './users.service';

/** The first file of a multipart request; refuses JSON and other bodies with a sentence. */
async function firstFile(req: FastifyRequest) {
  if (!req.isMultipart()) throw new AppError(415, 'Send the picture as a multipart form with the file in the field "file".');
  return req.file();
}

/**
 * Address changes per account (and per address) an hour. Each one mails a link, or a notice to the owner of
 * a taken address, so this is what keeps the site's sender from being used to mail anyone at will. Only
 * saves that ask for a new address count; other profile edits do not.
 */
export const EMAIL_CHANGE_LIMIT: AccountLimitSpec = {
  name: 'email-change',
  perAccount: 5,
  perIp: 20,
  timeWindow: '1 hour',
  tooMany: 'You have asked to change your email address several times in a short while, so we have paused sending links.',
};

export function usersRoutes(deps: { users: UsersService; internalSecret: string }): FastifyPluginAsyncZod {
  const { users } = deps;
  return async (app) => {
    const emailChangeLimit = accountAndIpLimit(app, EMAIL_CHANGE_LIMIT);

    // Works with and without a token: the page bootstrap asks before it knows whether anyone is logged in.
    app.get(
      '/users/me',
      { config: { auth: 'optional', maintenance: 'allowed' }, schema: { response: { 200: envelope(currentUser.nullable()) } } },
      async (req) => {
        if (!req.user) {
          if (tokenFromRequest(req)) throw unauthorized('Your session has ended. Please log in again.');
          return ok(null);
        }
        return ok(await users.me(req.user.id));
      },
    );

    app.put(
      '/users',
      { config: { auth: 'user' }, schema: { body: updateUserBody, response: { 200: envelope(currentUser) } } },
      async (req, reply) => ok(
        await users.update(loggedIn(req).id, req.body, { beforeEmailChange: () => emailChangeLimit(req, reply) }),
      ),
    );

    app.post(
      '/users/avatar/upload',
      { config: { auth: 'user' }, schema: { response: { 200: envelope(avatarUploadResult) } } },
      async (req) => {
        const actor = loggedIn(req);
        return ok(await users.setAvatar(actor, actor.id, () => firstFile(req)));
      },
    );

    app.post(
      '/users/:id/avatar/upload',
      { config: { auth: 'user' }, schema: { params: idParams, response: { 200: envelope(avatarUploadResult) } } },
      async (req) => ok(await users.setAvatar(loggedIn(req), req.params.id, () => firstFile(req))),
    );

    app.get(
      '/users/search',
      { config: { auth: 'admin' }, schema: { querystring: userSearchQuery, response: { 200: envelope(listOf(adminUser)) } } },
      async (req) => ok(await users.search(req.query)),
    );

    app.get(
      '/users/view/:id',
      // Optional auth: who is asking decides whether a performer who blocked them can be seen.
      { config: { auth: 'optional' }, schema: { params: userViewParams, response: { 200: envelope(publicUser) } } },
      async (req) => ok(await users.view(req.params.id, viewerOf(req, deps.internalSecret))),
    );
  };
}
