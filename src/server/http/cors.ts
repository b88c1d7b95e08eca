// Cross-origin calls to the API: a web front end on another address, a mobile app in development, a
// partner's page. Only the configured origins (the site's own and ALLOWED_ORIGINS) get an answer a browser
// will use, with credentials, so a page elsewhere on the web cannot read anyone's data through their
// browser. Preflights (OPTIONS) are answered here, before routing: no route exists for them.
import type { FastifyInstance } from 'fastify';
import { body } from './error-handler';

/** Methods the API's routes use. */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE';
/** Request headers a client may send: the token, JSON or multipart bodies, ranges for media. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Range, X-Requested-With';
/** Response headers a cross-origin client may read: media ranges and downloads, paging of limits. */
const EXPOSED_HEADERS = 'Content-Length, Content-Range, Accept-Ranges, Content-Disposition, ETag, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset';
/** How long a browser may reuse a preflight's answer (Chromium caps it at two hours). */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);

  // Synchronous (done-style), as it runs for every request: answering a preflight sends and skips done().
  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    // The answer depends on the Origin header: caches must keep one copy per origin.
    reply.header('vary', 'Origin');
    const isPreflight = req.method === 'OPTIONS' && !!origin && !!req.headers['access-control-request-method'];
    if (!origin || !allowed.has(origin)) {
      if (isPreflight) {
        reply.code(403).send(body(403, `Calls from ${origin} are not allowed. The site's operator can add this origin to ALLOWED_ORIGINS.`));
        return;
      }
      // Same-origin and non-browser calls carry no (or their own) Origin: they are served as always, and
      // a browser on a foreign page simply gets no permission to read the answer.
      done();
      return;
    }
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    if (isPreflight) {
      reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
      return;
    }
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    done();
  });
}
