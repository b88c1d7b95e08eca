// Watching a live session over HLS, through the app: GET /live/<sessionId>/index.m3u8 asks `canWatch` on
// every fetch (a player fetches it about every second, so a viewer who loses access loses the picture
// within seconds) and answers the viewer's copy of the playlist, each segment address signed for that
// viewer and valid for half a minute. GET /live/<sessionId>/<segment>?expires=&viewer=&sig= checks that
// signature and that the request comes from the viewer it was made for, then streams the segment from
// storage. The session is read from the Authorization header or the `token` cookie (a player built into
// the browser sends cookies only), as the files route does.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenFromRequest, type AuthUser, type SessionResolver } from '../../http/auth-guard';
import { forbidden, notFound } from '../../http/errors';
import type { Storage } from '../storage';
import { isLiveSessionId, liveKey, PLAYLIST_NAME, SEGMENT_NAME } from './live-keys';
import { verifyLiveQuery, viewerPlaylist, type LiveSigner } from './live-urls';

/**
 * The viewer may watch (true), may not (false: 403), or may not even know the session exists ('missing': 404).
 * `request` is the playlist request, its `user` set to the viewer the session token names (null when none):
 * for what else the decision needs, such as the country the request comes from.
 */
export type LiveWatchCheck = (viewerId: string | null, sessionId: string, request: FastifyRequest) => Promise<boolean | 'missing'>;

export interface LiveRoutesDeps {
  storage: Storage;
  /** The secret segment addresses are signed with (config.jwtSecret; a key of its own is derived from it). */
  secret: string;
  /** Asked on every playlist fetch. It is given only ids of the live session shape (lowercase UUIDs). */
  canWatch: LiveWatchCheck;
  /** Turns a session token into the logged-in user, or null. */
  resolveSession: SessionResolver;
  /** Unix time in seconds; tests move the clock. */
  nowSeconds?: () => number;
  /** Lifetime of a segment address in seconds (default 30). */
  segmentUrlSeconds?: number;
  /**
   * How long one server reuses a session's stored playlist before reading storage again (default 500 ms): with
   * many viewers, storage is read about twice a second per session rather than once per viewer per second.
   * The viewer check is never cached.
   */
  playlistCacheMs?: number;
}

const sessionParams = z.object({ sessionId: z.string().max(100) });
const segmentParams = z.object({ sessionId: z.string().max(100), segment: z.string().max(100) });
const signedQuery = z.object({
  expires: z.string().max(20).optional(),
  viewer: z.string().max(100).optional(),
  sig: z.string().max(100).optional(),
});

/** A playlist is a few hundred bytes; anything past this is not one the pipeline wrote. */
const MAX_PLAYLIST_BYTES = 256 * 1024;
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_TYPE = 'video/mp2t';

const noSuchStream = () => notFound('This live stream does not exist.');
const notOnAir = () => notFound('This live stream has not started yet or is over.');
const noSuchSegment = () => notFound('This part of the live stream is no longer available.');

/** The request's session token: the Authorization header, else the `token` cookie. */
function requestToken(req: FastifyRequest): string | null {
  const fromHeader = tokenFromRequest(req);
  if (fromHeader) return fromHeader;
  const match = /(?:^|;\s*)token=([^;]+)/.exec(req.headers.cookie ?? '');
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

async function readSmall(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export function liveRoutes(deps: LiveRoutesDeps): FastifyPluginAsyncZod {
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const signer: LiveSigner = { secret: deps.secret, nowSeconds, segmentUrlSeconds: deps.segmentUrlSeconds };
  const cacheMs = deps.playlistCacheMs ?? 500;
  const cache = new Map<string, { at: number; text: Promise<string | null> }>();

  async function storedPlaylist(sessionId: string): Promise<string | null> {
    const opened = await deps.storage.open(liveKey(sessionId, PLAYLIST_NAME));
    if (!opened) return null;
    const bytes = await readSmall(opened.stream, MAX_PLAYLIST_BYTES);
    return bytes ? bytes.toString('utf8') : null;
  }

  function playlistOf(sessionId: string): Promise<string | null> {
    const now = Date.now();
    const hit = cache.get(sessionId);
    if (hit && now - hit.at < cacheMs) return hit.text;
    // Entries of sessions nobody asks for any more go with the next miss.
    for (const [id, entry] of cache) if (now - entry.at >= cacheMs) cache.delete(id);
    const text = storedPlaylist(sessionId);
    if (cacheMs > 0) {
      cache.set(sessionId, { at: now, text });
      // A failed read or a missing playlist is not kept: the next request looks again.
      text.then(
        (t) => t === null && cache.delete(sessionId),
        () => cache.delete(sessionId),
      );
    }
    return text;
  }

  async function viewerOf(req: FastifyRequest): Promise<AuthUser | null> {
    const token = requestToken(req);
    return token ? deps.resolveSession(token) : null;
  }

  return async (app) => {
    app.get(
      '/live/:sessionId/index.m3u8',
      // A short playlist signed per viewer and fetched every few seconds: not worth a compression each time.
      { config: { auth: 'public' }, compress: false, schema: { params: sessionParams } },
      async (req, reply) => {
        const { sessionId } = req.params;
        if (!isLiveSessionId(sessionId)) throw noSuchStream();
        // The route is public (a player may come without a session); the viewer is whoever the token names.
        req.user = await viewerOf(req);
        const viewerId = req.user?.id ?? null;
        const verdict = await deps.canWatch(viewerId, sessionId, req);
        if (verdict === 'missing') throw noSuchStream();
        if (verdict !== true) throw forbidden(viewerId ? 'You cannot watch this live stream. Open it from its page to see what it takes.' : 'Please log in to watch this live stream.');
        const text = await playlistOf(sessionId);
        if (text === null) throw notOnAir();
        return reply
          .header('content-type', PLAYLIST_TYPE)
          // Never kept: every fetch must come back here to be checked again.
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex, nofollow')
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(viewerPlaylist(text, { signer, sessionId, viewerId }));
      },
    );

    app.get(
      '/live/:sessionId/:segment',
      // Video segments are compressed already (http/api-compression.ts).
      { config: { auth: 'public' }, compress: false, schema: { params: segmentParams, querystring: signedQuery } },
      async (req, reply) => {
        const { sessionId, segment } = req.params;
        if (!isLiveSessionId(sessionId) || !SEGMENT_NAME.test(segment)) throw noSuchSegment();
        const now = nowSeconds();
        const check = verifyLiveQuery(deps.secret, sessionId, segment, req.query, now);
        if (!check.ok) {
          throw forbidden(
            check.reason === 'expired'
              ? 'This live stream link has expired. Reload the player to get a new one.'
              : 'This live stream link is not valid. Open the stream from its page to get a working one.',
          );
        }
        if (check.viewerId && (await viewerOf(req))?.id !== check.viewerId) {
          throw forbidden('This live stream link was made for another account. Log in and open the stream from its page.');
        }
        const key = liveKey(sessionId, segment);
        const opened = await deps.storage.open(key);
        if (!opened) throw noSuchSegment();
        return reply
          .header('content-type', SEGMENT_TYPE)
          .header('content-length', opened.size)
          // A segment never changes once written: the viewer's browser may keep it.
          .header('cache-control', 'private, max-age=86400, immutable')
          .header('x-robots-tag', 'noindex, nofollow')
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(opened.stream);
      },
    );
  };
}
