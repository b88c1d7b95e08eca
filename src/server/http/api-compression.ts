// Compression of the API's JSON answers (@fastify/compress), by the client's Accept-Encoding: brotli, else
// gzip. Pages are compressed elsewhere (page-compression.ts, only for what Next serves); the API never
// passes through that, so nothing is compressed twice.
//
// - Only JSON (the plugin also takes text types mime-db calls compressible, which the API does not send)
//   of at least COMPRESSION_THRESHOLD bytes. A smaller answer (the public settings, a like, most
//   writes) goes out as it is: a few hundred bytes gain nothing worth a zlib call on the hottest routes.
// - Media and live video (files.routes.ts, live.routes.ts) say `compress: false`: pictures, video and HLS
//   segments are compressed already, and their ranges count bytes of the file itself. socket.io never
//   reaches Fastify.
// - Brotli at quality 1 and gzip at level 1, like the pages: for a 17 kB feed page that is ~20 µs of CPU
//   against the request's ~1 ms, and the answer still shrinks to a small fraction (JSON repeats its keys).
// - Every JSON answer big enough to be compressed says `Vary: accept-encoding`, compressed or not, so a
//   cache in between keeps one copy per encoding (the header is lowercase, as the plugin writes it).
// - Answers that change only with a release (reference data; a route says `config: { stableAnswer: true }`)
//   are compressed once at the best ratio, off the event loop, and kept by their text: the 50 kB country
//   list then costs a lookup instead of a compression, and goes out at brotli's smallest.
// - Request bodies are never decompressed (the plugin would by default): a small compressed body could
//   unpack to far more than the body limit counts.
import { constants as zlibConstants, brotliCompress, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer changes only with a release: its compressed bodies are made once and kept (api-compression.ts). */
    stableAnswer?: boolean;
  }
}

/** Answers smaller than this go out uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;
/** Bytes (plain and compressed) of stable answers kept; the oldest go first. */
const STABLE_CACHE_BYTES = 8 * 1024 * 1024;

type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/**
 * The encoding a client prefers among brotli and gzip, from its Accept-Encoding, as the plugin chooses: the
 * highest q-value wins, brotli on a tie; `*` and `x-gzip` stand for gzip; q=0 refuses one. Null: neither.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q: Partial<Record<Encoding, number>> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [rawName, ...params] = part.split(';');
    const token = rawName.trim();
    const name = token === 'x-gzip' || token === '*' ? 'gzip' : token;
    if (name !== 'br' && name !== 'gzip') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const value = q[encoding] ?? 0;
    if (value > bestQ) {
      best = encoding;
      bestQ = value;
    }
  }
  return best;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const values = Array.isArray(vary) ? vary : vary === undefined ? [] : [String(vary)];
  if (values.some((v) => v.toLowerCase().includes('accept-encoding'))) return;
  reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

const brotliBest = promisify(brotliCompress);
const gzipBest = promisify(gzip);
const bestCompression: Record<Encoding, (plain: Buffer) => Promise<Buffer>> = {
  br: (plain) =>
    brotliBest(plain, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: plain.length },
    }),
  gzip: (plain) => gzipBest(plain, { level: zlibConstants.Z_BEST_COMPRESSION }),
};

interface StableEntry {
  size: number;
  bodies: Partial<Record<Encoding, Buffer>>;
  pending: Map<Encoding, Promise<void>>;
}

/** Compressed bodies of stable answers by their text, filled off the event loop, bounded by bytes. */
export function createStableAnswerCache(maxBytes = STABLE_CACHE_BYTES) {
  const entries = new Map<string, StableEntry>();
  let bytes = 0;

  function evictFor(incoming: number) {
    for (const [text, entry] of entries) {
      if (bytes + incoming <= maxBytes) break;
      entries.delete(text);
      bytes -= entry.size;
    }
  }

  return {
    /** The kept body of `text` in `encoding`; on a miss, starts making it (the caller compresses this once itself). */
    get(text: string, encoding: Encoding): Buffer | undefined {
      let entry = entries.get(text);
      const body = entry?.bodies[encoding];
      if (body) return body;
      if (entry?.pending.has(encoding)) return undefined;
      const plain = Buffer.from(text);
      if (!entry) {
        if (plain.length > maxBytes / 4) return undefined;
        evictFor(plain.length);
        entry = { size: plain.length, bodies: {}, pending: new Map() };
        entries.set(text, entry);
        bytes += entry.size;
      }
      const kept = entry;
      const making = bestCompression[encoding](plain).then(
        (compressed) => {
          kept.pending.delete(encoding);
          // Evicted meanwhile: nothing to keep it in.
          if (entries.get(text) !== kept) return;
          kept.bodies[encoding] = compressed;
          kept.size += compressed.length;
          bytes += compressed.length;
          evictFor(0);
        },
        () => {
          kept.pending.delete(encoding);
        },
      );
      kept.pending.set(encoding, making);
      return undefined;
    },
    /** Resolves once every body being made is kept (tests). */
    async settled(): Promise<void> {
      await Promise.all([...entries.values()].flatMap((entry) => [...entry.pending.values()]));
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}

export type StableAnswerCache = ReturnType<typeof createStableAnswerCache>;

/**
 * Runs on compressed routes just before the plugin: sets Vary on every JSON answer the plugin would
 * compress for a client that asked, and answers a stable route from its kept compressed body (the plugin
 * leaves a body that already has a Content-Encoding alone).
 */
function beforeCompression(cache: StableAnswerCache): onSendHookHandler<unknown> {
  return function (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, value?: unknown) => void) {
    if (typeof payload !== 'string' || !isJson(reply.getHeader('content-type'))) return done(null, payload);
    // A character is at least one byte: only a short text needs its bytes counted.
    if (payload.length < COMPRESSION_THRESHOLD && Buffer.byteLength(payload) < COMPRESSION_THRESHOLD) return done(null, payload);
    addVary(reply);
    if (!req.routeOptions.config.stableAnswer || reply.statusCode !== 200 || req.headers['x-no-compression'] !== undefined) return done(null, payload);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = encoding && cache.get(payload, encoding);
    if (!encoding || !body) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    done(null, body);
  } as onSendHookHandler<unknown>;
}

/** Registers API compression; before any route, so every route gets it (or opts out with `compress: false`). */
export async function registerApiCompression(app: FastifyInstance, opts: { stableCache?: StableAnswerCache } = {}): Promise<void> {
  const cache = opts.stableCache ?? createStableAnswerCache();
  const hook = beforeCompression(cache);
  // Registered before the plugin's own onRoute hook, so this one comes first on each route's onSend.
  app.addHook('onRoute', (route) => {
    if (route.compress === false) return;
    const existing = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    // A new array: Fastify's HEAD twin of a GET route shares the options object's arrays.
    route.onSend = [hook, ...existing] as typeof route.onSend;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...ENCODINGS],
    customTypes: (type: string) => isJson(type),
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
}
