// Sends the pages build's static files (/_next/static/...) from the copies `npm run build` compressed at the
// best ratios (scripts/precompress-static.mjs), instead of compressing them again on every request at the
// fastest level. These files are named by their content's hash and never change, so each compressed copy is
// read from disk once and kept in memory. A file without copies (a development server, a tiny file, an
// image) or a client that accepts neither brotli nor gzip is left to Next.js and the per-request compression.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const URL_PREFIX = '/_next/static/';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
  '.html': 'text/html; charset=UTF-8',
};

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The encoding to send: brotli when accepted, else gzip, else none (q=0 refuses a coding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(coding.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export interface PrecompressedStatic {
  /** Answers the request and returns true when it is for a file with a compressed copy; false otherwise. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * `staticDir`: the build's static folder (<app>/.next/static). It is listed once here: which files have
 * copies is fixed for the life of a build, so a request costs a map lookup, not a stat.
 */
export function createPrecompressedStatic(staticDir: string): PrecompressedStatic {
  const withCopies = new Set<string>();
  const list = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // no build yet (a development server): nothing to serve
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) list(full);
      else if (entry.name.endsWith('.br') && fs.existsSync(`${full.slice(0, -3)}.gz`)) withCopies.add(path.relative(staticDir, full.slice(0, -3)));
    }
  };
  list(staticDir);
  const bodies = new Map<string, Buffer>();

  return {
    serve(req, res) {
      if (withCopies.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      const url = req.url ?? '';
      if (!url.startsWith(URL_PREFIX)) return false;
      const query = url.indexOf('?');
      let relative: string;
      try {
        relative = decodeURIComponent(url.slice(URL_PREFIX.length, query === -1 ? undefined : query));
      } catch {
        return false;
      }
      // Only names the listing holds are served, so "..", absolute paths and the like never reach the disk.
      if (!withCopies.has(relative)) return false;
      const encoding = chooseEncoding(req.headers['accept-encoding'] as string | undefined);
      if (!encoding) return false;
      const file = path.join(staticDir, relative) + SUFFIX[encoding];
      let body = bodies.get(file);
      if (!body) {
        try {
          body = fs.readFileSync(file);
        } catch {
          return false; // removed under a running server: let Next answer
        }
        bodies.set(file, body);
      }
      res.statusCode = 200;
      res.setHeader('Content-Type', CONTENT_TYPES[path.extname(relative)] ?? 'application/octet-stream');
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Vary', 'Accept-Encoding');
      // A script or stylesheet needs no page policy (it applies to documents), only to be taken for its type.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** `next` for every request the compressed copies do not answer. */
export function withPrecompressedStatic(statics: PrecompressedStatic, next: Handler): Handler {
  return (req, res) => {
    if (!statics.serve(req, res)) next(req, res);
  };
}
