// Serves stored media from the embedded driver: public files by address, private files only with a
// valid, unexpired signature; a link signed for one account opens only in that account's session. Range requests (video seeking), ETag and Last-Modified are supported.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenFromRequest, type SessionResolver } from '../http/auth-guard';
import { body } from '../http/error-handler';
import { forbidden, notFound } from '../http/errors';
import { parseRange } from './http-range';
import { verifyQuery } from './signed-url';
import type { FileInfo, Storage } from './storage';
import { parseKey } from './storage-keys';

const restParams = z.object({ '*': z.string().max(400) });
const signedQuery = z.object({
  expires: z.string().max(20).optional(),
  viewer: z.string().max(100).optional(),
  sig: z.string().max(100).optional(),
});

const missingFile = () => notFound('This file does not exist or has been removed.');

export interface FilesRoutesDeps {
  storage: Storage;
  /** The secret private URLs are signed with (config.jwtSecret). */
  secret: string;
  /** Resolves a session token, for links bound to one viewer (ID documents shown to their owner or an admin). */
  resolveSession: SessionResolver;
  nowSeconds?: () => number;
}

/**
 * The session of a file request: the Authorization header, else the `token` cookie. <img> and <video>
 * elements cannot send headers but do send same-origin cookies; reading the cookie only here, on a GET
 * that changes nothing, keeps cookie sessions away from every route that could be forged cross-site.
 */
function fileRequestToken(req: FastifyRequest): string | null {
  const fromHeader = tokenFromRequest(req);
  if (fromHeader) return fromHeader;
  const cookie = req.headers.cookie ?? '';
  const match = /(?:^|;\s*)token=([^;]+)/.exec(cookie);
  return match ? decodeURIComponent(match[1]) : null;
}

export function filesRoutes(deps: FilesRoutesDeps): FastifyPluginAsyncZod {
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));

  return async (app) => {
    app.get(
      '/files/public/*',
      // Stored files go out as they are: pictures and video are compressed already, and ranges count the file's bytes.
      { config: { auth: 'public', maintenance: 'allowed' }, compress: false, schema: { params: restParams } },
      async (req, reply) => {
        const key = `public/${req.params['*']}`;
        if (!parseKey(key)) throw missingFile();
        const info = await deps.storage.stat(key);
        if (!info) throw missingFile();
        // Keys are random and a stored file never changes, so browsers and CDNs may keep it for good.
        return sendFile(req, reply, deps.storage, info, 'public, max-age=31536000, immutable');
      },
    );

    app.get(
      '/files/private/*',
      { config: { auth: 'public', maintenance: 'allowed' }, compress: false, schema: { params: restParams, querystring: signedQuery } },
      async (req, reply) => {
        const key = `private/${req.params['*']}`;
        if (!parseKey(key)) throw missingFile();
        const now = nowSeconds();
        const check = verifyQuery(deps.secret, key, req.query, now);
        if (!check.ok) {
          throw forbidden(
            check.reason === 'expired'
              ? 'This link has expired. Reload the page to get a new one.'
              : 'This link is not valid. Open the file from its page to get a working link.',
          );
        }
        if (check.viewerId) {
          const token = fileRequestToken(req);
          const viewer = token ? await deps.resolveSession(token) : null;
          if (viewer?.id !== check.viewerId) throw forbidden('This link was made for another account. Log in and open the file from its page.');
        }
        const info = await deps.storage.stat(key);
        if (!info) throw missingFile();
        reply.header('x-robots-tag', 'noindex, nofollow');
        return sendFile(req, reply, deps.storage, info, `private, max-age=${Math.max(0, check.expiresAt - now)}`);
      },
    );
  };
}

async function sendFile(req: FastifyRequest, reply: FastifyReply, storage: Storage, info: FileInfo, cacheControl: string) {
  const etag = `"${info.size.toString(36)}-${Math.floor(info.modifiedAt.getTime()).toString(36)}"`;
  reply
    .header('content-type', info.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', info.modifiedAt.toUTCString())
    // Media are linked absolutely so that pages and apps on other origins can show them (<img>, <video>);
    // the API's default policy (same-origin) would have the browser refuse them there. A private file is
    // still protected by its signature and, where bound to a viewer, that viewer's session.
    .header('cross-origin-resource-policy', 'cross-origin');
  // Types the browser should not render inline (anything we do not recognise) are downloads.
  if (info.contentType === 'application/octet-stream') reply.header('content-disposition', 'attachment');

  if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();

  const ifRange = req.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== etag ? undefined : req.headers.range;
  const range = parseRange(rangeHeader, info.size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${info.size}`)
      .header('content-type', 'application/json; charset=utf-8')
      .send(body(416, `The requested byte range is outside this file of ${info.size} bytes.`));
  }

  const opened = await storage.open(info.key, range);
  if (!opened) throw missingFile();
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', info.size);
  }
  return reply.send(opened.stream);
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
