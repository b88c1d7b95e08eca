// A short-lived cache of public pages as anonymous visitors get them. A server-rendered page costs the
// renderer several milliseconds of CPU and API calls; a performer's profile shared somewhere popular brings
// many visitors who all get the same HTML. For a few seconds they get the same bytes without a render.
//
// What may change the HTML for a visitor without a session is all in the key: the address (path and
// query), the visitor's country (performers and the site block countries: a visitor from a blocked country
// must never get another country's page, nor the other way round), the Accept-Encoding header (pages are
// compressed before they reach the cache, so an entry holds the bytes one encoding produced) and
// maintenance mode. The theme is not: it is applied in the browser from localStorage, never on the server.
//
// Never cached: requests with a session (the token cookie or an Authorization header), methods other than
// GET and HEAD (HEAD is answered from a stored GET but never stored), answers other than 200, answers that
// set a cookie, and pages outside the public list below.
//
// Each page carries the nonce of its Content-Security-Policy in its tags (page-security.ts), so an entry
// keeps the policy it was rendered with and is replayed with it: for the few seconds an entry lives,
// visitors share one nonce. The nonce only ever sits in HTML that was already rendered and fixed; markup
// slipped into a later render gets that render's fresh nonce, not this one.
//
// A settings change in this process (maintenance mode, the site's name, Stripe or analytics switched on)
// drops every entry at once, and so does any write a performer or an admin makes through this process's
// API (a profile edit, a new post, a blocked country, a verified performer): what they change is what
// public pages show, and they expect to see it at once. Fans' writes (likes, comments, follows) only move
// counts, which may lag by the TTL. Another node keeps its entries until they expire.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { TOKEN_COOKIE } from '@/contracts/auth';
import { readCookie } from '@/lib/cookies';
import { settingsVersion } from '@/lib/settings-changes';
import { visitorIp } from '@/lib/visitor-ip';
import { countryOf } from '../modules/block/client-ip';
import { isAdmin } from './auth-guard';

/**
 * How long an entry serves. Long enough that a burst of visitors to one page costs one render; short
 * enough that an edit (a new post, a bio, a price) reaches anonymous visitors within seconds, without
 * the page renderer having to know which pages an edit touches.
 */
export const PAGE_CACHE_TTL_MS = 10_000;
/** Memory bound of all entries together; the oldest go first. */
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
/** A page larger than this is served but not kept. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** An Accept-Encoding longer than any browser sends is not worth a key of its own. */
const MAX_ENCODING_KEY = 200;

export const PAGE_CACHE_HEADER = 'x-page-cache';

/**
 * Pages that anonymous visitors may get from the cache: /, the directory, static pages, single posts,
 * videos, galleries and products, and one-segment addresses (performers' profiles, /contact). A page that
 * needs a session redirects an anonymous visitor, and a redirect is never stored. Next's own files
 * (/_next/...) and public files (names with a dot) are left to Next.
 */
const PUBLIC_PAGE = /^\/(?:performers|(?:page|post|video|gallery|product)\/[^/]+|[^/_.][^/.]*)?$/;

/** Headers that belong to one response on one connection, not to the page. */
const NOT_STORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', PAGE_CACHE_HEADER]);

let writesByPublishers = 0;

/** Bumped by every successful write of a performer or an admin through the API of this process. */
export function publicPagesVersion(): number {
  return writesByPublishers;
}

/** The API hook that bumps publicPagesVersion: performers' and admins' successful writes. */
export function registerPublicPageWrites(app: FastifyInstance) {
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || reply.statusCode >= 400) return;
    const user = req.user ?? null;
    if (user && (user.isPerformer || isAdmin(user))) writesByPublishers += 1;
  });
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type HeaderValue = number | string | string[];

interface Entry {
  at: number;
  headers: [string, HeaderValue][];
  body: Buffer;
}

export interface PageCacheDeps {
  /** Maintenance mode (the settings service's cached value): maintenance pages and normal ones never mix. */
  maintenanceMode: () => Promise<boolean>;
  /** The visitor's country as the page renderer passes it to the API (null: unknown, private or local). */
  countryOf?: (req: IncomingMessage) => string | null;
  /** Changes with every settings write and every performer's or admin's write in this process. */
  version?: () => number;
  ttlMs?: number;
  maxTotalBytes?: number;
  now?: () => number;
}

const visitorCountry = (req: IncomingMessage) => {
  const ip = visitorIp(req);
  return ip ? countryOf(ip) : null;
};

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();
}

/** Whether a request may be answered from the cache at all: an anonymous GET or HEAD of a public page. */
export function isCacheableRequest(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const path = url.split('?', 1)[0]!;
  if (!PUBLIC_PAGE.test(path)) return false;
  if (req.headers.authorization) return false;
  if (readCookie(req.headers.cookie, TOKEN_COOKIE)) return false;
  // A partial or conditional answer is the renderer's business.
  if (req.headers.range) return false;
  return true;
}

export function createPageCache(deps: PageCacheDeps) {
  const ttlMs = deps.ttlMs ?? PAGE_CACHE_TTL_MS;
  const maxTotalBytes = deps.maxTotalBytes ?? MAX_TOTAL_BYTES;
  const now = deps.now ?? Date.now;
  const version = deps.version ?? (() => settingsVersion() + publicPagesVersion());
  const country = deps.countryOf ?? visitorCountry;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  let seenVersion = version();

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.body.length;
    entries.delete(key);
  }

  function clear() {
    entries.clear();
    totalBytes = 0;
  }

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && now() - entry.at < ttlMs) return entry;
    if (entry) drop(key);
    return undefined;
  }

  function store(key: string, entry: Entry) {
    drop(key);
    // Entries go in in time order, so the expired ones and the oldest are at the front.
    for (const [oldKey, old] of entries) {
      if (now() - old.at < ttlMs && totalBytes + entry.body.length <= maxTotalBytes) break;
      drop(oldKey);
    }
    entries.set(key, entry);
    totalBytes += entry.body.length;
  }

  async function keyOf(req: IncomingMessage): Promise<string> {
    const maintenance = await deps.maintenanceMode();
    const encoding = single(req.headers['accept-encoding']).slice(0, MAX_ENCODING_KEY);
    return JSON.stringify([req.url, country(req) ?? '', encoding, maintenance]);
  }

  function replay(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('content-length', entry.body.length);
    res.setHeader(PAGE_CACHE_HEADER, 'hit');
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  }

  /** Lets `handler` render, keeping what it sends when it is a page worth keeping. */
  function renderAndKeep(req: IncomingMessage, res: ServerResponse, handler: Handler, key: string) {
    const chunks: Buffer[] = [];
    let size = 0;
    let keep = req.method === 'GET';
    const take = (chunk: unknown, encoding: unknown) => {
      if (!keep || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      if (size > MAX_ENTRY_BYTES) {
        keep = false;
        chunks.length = 0;
        return;
      }
      // A copy: whoever wrote the chunk may reuse its memory once the write is done.
      chunks.push(Buffer.from(buffer));
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      take(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      take(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    const versionAtStart = version();
    res.once('finish', () => {
      if (!keep || res.statusCode !== 200 || res.hasHeader('set-cookie')) return;
      // Settings changed while this page rendered: it may show the old ones.
      if (version() !== versionAtStart) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !NOT_STORED.has(name.toLowerCase()))
        .map(([name, value]) => [name, value] as [string, HeaderValue]);
      store(key, { at: now(), headers, body: Buffer.concat(chunks) });
    });
    res.setHeader(PAGE_CACHE_HEADER, 'miss');
    handler(req, res);
  }

  function wrap(handler: Handler): Handler {
    return (req, res) => {
      if (!isCacheableRequest(req)) {
        res.setHeader(PAGE_CACHE_HEADER, 'bypass');
        handler(req, res);
        return;
      }
      const current = version();
      if (current !== seenVersion) {
        seenVersion = current;
        clear();
      }
      keyOf(req).then(
        (key) => {
          const entry = fresh(key);
          if (entry) replay(req, res, entry);
          else renderAndKeep(req, res, handler, key);
        },
        () => {
          // Without the settings nothing can be told apart safely: render as if there were no cache.
          res.setHeader(PAGE_CACHE_HEADER, 'bypass');
          handler(req, res);
        },
      );
    };
  }

  return {
    wrap,
    clear,
    /** Entries held and their bytes (tests and diagnostics). */
    stats: () => ({ entries: entries.size, bytes: totalBytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
