// The API's routes as Fastify registered them (app.routeTable()), and what their zod schemas say: the
// fields a body or query has and a plausible value for each. The authorization matrix and the bad-input
// test walk this table, so a route added later is covered without anyone listing it.
import { randomUUID } from 'node:crypto';
import type { App } from '@/server/app';
import type { RouteEntry } from '@/server/http/route-table';

export type Route = RouteEntry;

/** "GET /api/orders/:id": how the tests name a route. */
export const routeKey = (route: Pick<Route, 'method' | 'url'>) => `${route.method} ${route.url}`;

export function routesOf(app: App): readonly Route[] {
  const routes = app.routeTable();
  if (routes.length === 0) throw new Error('The app registered no routes: is the route table collected before the modules register?');
  return routes;
}

/** The path parameters of a URL pattern, in order: `:id`, `:fileId`, and `*` for a wildcard. */
export function pathParamsOf(url: string): string[] {
  return [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
}

/** The URL with its parameters filled in (a wildcard's value is taken as a path, the others are encoded). */
export function fillUrl(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`No value for the parameter ${name ?? '*'} of ${url}`);
    return name ? encodeURIComponent(value) : value;
  });
}

// zod 4 keeps its definition on `_zod.def`; only what the tests need is typed here.
interface ZodLike {
  _zod: { def: ZodDef };
  safeParse(value: unknown): { success: boolean };
  format?: string | null;
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
}
interface ZodDef {
  type: string;
  coerce?: boolean;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  element?: ZodLike;
  options?: ZodLike[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  shape?: Record<string, ZodLike>;
  checks?: { _zod: { def: { check: string; pattern?: RegExp; minimum?: number } } }[];
  getter?: () => ZodLike;
}

export const isZod = (schema: unknown): schema is ZodLike => !!schema && typeof schema === 'object' && '_zod' in schema;

/** The schema under optional, nullable, default, pipe and lazy wrappers. */
export function unwrap(schema: ZodLike): ZodLike {
  const def = schema._zod.def;
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  if (def.type === 'lazy' && def.getter) return unwrap(def.getter());
  return schema;
}

export type FieldKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'enum' | 'date' | 'other';

export interface Field {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** A coerced field takes a string for its type (query fields, multipart-compatible bodies). */
  coerced: boolean;
  schema: ZodLike;
}

/** The fields of an object schema (under any wrappers); null when the schema is not an object. */
export function fieldsOf(schema: unknown): Field[] | null {
  if (!isZod(schema)) return null;
  const object = unwrap(schema);
  const shape = object._zod.def.type === 'object' ? object._zod.def.shape : undefined;
  if (!shape) return null;
  return Object.entries(shape).map(([name, field]) => {
    const inner = unwrap(field);
    return { name, kind: kindOf(inner), required: !field.safeParse(undefined).success, coerced: !!inner._zod.def.coerce, schema: field };
  });
}

function kindOf(schema: ZodLike): FieldKind {
  const type = schema._zod.def.type;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'array' || type === 'object' || type === 'enum' || type === 'date') return type;
  if (type === 'int' || type === 'bigint') return 'number';
  if (type === 'literal') return typeof schema._zod.def.values?.[0] === 'number' ? 'number' : 'string';
  if (type === 'record') return 'object';
  return 'other';
}

// Strings a regex-checked field is tried with (country and currency codes, Stripe ids, slugs ...).
const STRING_CANDIDATES = ['US', 'USD', 'CA', 'en', 'pm_test123', 'welcome-guide', 'SAVE10', 'sample', 'Sample text 1', '+1 555 0100', '10001', 'A1'];

/** A plausible value the schema accepts, or its best guess when it cannot find one (checked with safeParse). */
export function sampleOf(schema: ZodLike): unknown {
  const candidates = candidatesFor(schema);
  return candidates.find((value) => schema.safeParse(value).success) ?? candidates[0];
}

function candidatesFor(schema: ZodLike): unknown[] {
  const def0 = schema._zod.def;
  if (def0.innerType) return candidatesFor(def0.innerType);
  // A pipe checks its input, then its output (a trimmed string that must be an email): try the output's first.
  if (def0.type === 'pipe' && def0.in) return [...(def0.out && def0.out._zod.def.type !== 'transform' ? candidatesFor(def0.out) : []), ...candidatesFor(def0.in)];
  const inner = unwrap(schema);
  const def = inner._zod.def;
  switch (def.type) {
    case 'string': {
      if (inner.format === 'uuid' || inner.format === 'guid') return [randomUUID()];
      if (inner.format === 'email') return [`sample-${randomUUID().slice(0, 8)}@example.test`];
      if (inner.format === 'url') return ['https://example.test/page'];
      if (inner.format === 'datetime') return [new Date(Date.now() + 86_400_000).toISOString()];
      if (inner.format === 'date') return [new Date().toISOString().slice(0, 10)];
      const min = inner.minLength ?? 0;
      const long = 'Sample text '.repeat(Math.ceil(min / 12) + 1).slice(0, Math.max(min, 12)).trim();
      return [...STRING_CANDIDATES, long, 'x'.repeat(Math.max(min, 1))];
    }
    case 'number':
    case 'int': {
      const lowest = inner.minValue ?? 1;
      const low = Number.isFinite(lowest) ? lowest : 1;
      return [Math.max(low, 1), low, low + 1, inner.maxValue ?? 1];
    }
    case 'boolean':
      return [true];
    case 'date':
      return [new Date(Date.now() + 86_400_000).toISOString()];
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'literal':
      return def.values ?? [];
    case 'array': {
      const min = Math.max(1, def.checks?.find((c) => c._zod.def.check === 'min_length')?._zod.def.minimum ?? 1);
      return def.element ? [Array.from({ length: min }, () => sampleOf(def.element!)), []] : [[]];
    }
    case 'object': {
      const fields = fieldsOf(inner) ?? [];
      const required = Object.fromEntries(fields.filter((f) => f.required).map((f) => [f.name, sampleOf(f.schema)]));
      // "Send at least one of ...": the required fields plus one more, then all of them.
      const plusOne = fields.filter((f) => !f.required).map((f) => ({ ...required, [f.name]: sampleOf(f.schema) }));
      const all = Object.fromEntries(fields.map((f) => [f.name, sampleOf(f.schema)]));
      return [required, ...plusOne, all];
    }
    case 'union':
      return (def.options ?? []).map(sampleOf);
    case 'record':
      return [{}];
    default:
      return [undefined];
  }
}
