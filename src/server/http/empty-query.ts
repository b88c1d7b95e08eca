// A query parameter sent empty means "not set". Table pages keep every filter in the address, so a cleared
// filter arrives as `type=` (or `status=&q=`): that asks for all, not for the empty value, and must not be
// refused as an unknown type. Empty values are dropped before validation; a wrong value that is not empty
// (`type=nonsense`) still meets the route's schema and its readable 4xx.
import type { FastifyInstance } from 'fastify';

/** The query without its empty values; list values keep their non-empty items and go when none is left. */
export function withoutEmptyValues(query: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const items = value.filter((item) => item !== '');
      if (items.length > 0) kept[key] = items.length === 1 ? items[0] : items;
    } else if (value !== '') {
      kept[key] = value;
    }
  }
  return kept;
}

export function registerEmptyQueryValues(app: FastifyInstance) {
  // Synchronous (done-style): it runs for every request and awaits nothing.
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.query && typeof req.query === 'object') req.query = withoutEmptyValues(req.query as Record<string, unknown>);
    done();
  });
}
