// Text a request may not carry: PostgreSQL cannot store a NUL character (it fails the query, which would be
// a 500), and half of a UTF-16 pair (a lone surrogate) is no character at all (it would be stored as U+FFFD,
// silently changing what was sent). Both are refused as bad input before any route reads them: the address,
// the query and a JSON body here, multipart fields where the forms are read.
import type { FastifyInstance } from 'fastify';
import { unprocessable } from './errors';

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Any NUL or surrogate at all: one plain scan, after which the rare text holding one gets the exact test. */
const SUSPECT = /[\u0000\ud800-\udfff]/;

const unstorable = (text: string) => SUSPECT.test(text) && UNSTORABLE.test(text);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The path of the first text in `value` (keys too) that cannot be stored, or null. Walks without recursion
 * (bodies nest deep), and writes a child's path only for an object it descends into or a text it refuses, so
 * a long list of good strings costs one scan each.
 */
export function unstorableTextIn(value: unknown, root = ''): string | null {
  if (typeof value === 'string') return unstorable(value) ? root : null;
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [next, path] = stack.pop()!;
    if (!next || typeof next !== 'object' || Buffer.isBuffer(next)) continue;
    for (const key in next) {
      if (!Object.hasOwn(next, key)) continue;
      if (unstorable(key)) return join(path, key);
      const child = (next as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (unstorable(child)) return join(path, key);
      } else if (child && typeof child === 'object') stack.push([child, join(path, key)]);
    }
  }
  return null;
}

export function assertStorableText(value: unknown, root = ''): void {
  const path = unstorableTextIn(value, root);
  if (path === null) return;
  const where = path ? ` in ${path.length > 60 ? `${path.slice(0, 60)}…` : path}` : '';
  throw unprocessable(`The text${where} contains a character that cannot be stored (a NUL character or half of a character pair). Remove it and try again.`);
}

export function registerUnstorableTextGuard(app: FastifyInstance) {
  // Synchronous (done-style): it runs for every request and awaits nothing.
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      assertStorableText(req.params);
      assertStorableText(req.query);
      // A multipart body is read by the route itself (its text fields are checked there).
      if (!/^multipart\//i.test(req.headers['content-type'] ?? '')) assertStorableText(req.body);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
}
