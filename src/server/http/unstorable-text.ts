// Text a request may not carry: PostgreSQL cannot store a NUL character (it fails the query, which would be
// a 500), and half of a UTF-16 pair (a lone surrogate) is no character at all (it would be stored as U+FFFD,
// silently changing what was sent). Both are refused as bad input before any route reads them: the address,
// the query and a JSON body here, multipart fields where the forms are read.
import type { FastifyInstance } from 'fastify';
import { unprocessable } from './errors';

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first text in `value` (keys too) that cannot be stored, or null. Walks without recursion: bodies nest deep. */
export function unstorableTextIn(value: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [next, path] = stack.pop()!;
    if (typeof next === 'string') {
      if (UNSTORABLE.test(next)) return path;
    } else if (next && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, child] of Object.entries(next)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return childPath;
        stack.push([child, childPath]);
      }
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
