// Writes API answers with a serializer compiled from each route's zod response schema, instead of running
// zod over every answer. The zod schema stays the contract: z.toJSONSchema turns it into JSON Schema and
// fast-json-stringify (what Fastify itself uses for JSON-schema responses) compiles that into a function
// that writes exactly the listed properties, in the schema's order, and drops every other one, as zod's
// default objects do. A schema JSON Schema cannot express (transforms, dates, custom checks) keeps zod.
//
// What zod did and the compiled function does not: check the answer. Outside production (`verify`), every
// answer is still checked by zod and the compiled output must equal JSON.stringify of zod's output, so the
// test suites keep catching a presenter that breaks its contract or a schema the two write differently.
// In production an answer the compiled function refuses (a required field missing) is written by zod.
//
// A route opts out with `config: { serializer: 'zod' }`.
import type { FastifyInstance } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'zod': answers are written by zod (parse, then JSON.stringify), not by the compiled serializer. */
    serializer?: 'zod';
  }
}

type Serialize = (data: unknown) => string;
type SerializerCompiler = (route: { schema: unknown; method: string; url: string; httpStatus?: string }) => Serialize;

type JsonSchema = { [key: string]: unknown };
const isObject = (value: unknown): value is JsonSchema => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Rewrites zod's JSON Schema into the shape fast-json-stringify writes fastest and like zod:
 * - `anyOf: [X, { type: 'null' }]` (zod's nullable) becomes X with `type: [X.type, 'null']`, a type check
 *   instead of a schema validation per value;
 * - `additionalProperties: false` goes: the compiled function writes only listed properties anyway, and in
 *   a union's branches it would make an answer with an extra field match no branch, where zod strips it;
 * - `required` goes from an object where an optional property comes before a required one, since
 *   fast-json-stringify writes required properties first and zod writes them in the schema's order (such an
 *   object is then not checked for missing fields outside `verify`, which zod does in the tests).
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = simplify(value);
  }
  if (isObject(out.properties) && Array.isArray(out.required)) {
    const required = new Set(out.required as string[]);
    const keys = Object.keys(out.properties);
    const firstOptional = keys.findIndex((k) => !required.has(k));
    if (firstOptional !== -1 && keys.slice(firstOptional).some((k) => required.has(k))) delete out.required;
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => isObject(s) && s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && isObject(other) && typeof other.type === 'string' && other.type !== 'null' && !('anyOf' in other) && !('oneOf' in other)) {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

const zodSchemaOf = (schema: unknown): z.ZodType | null => {
  if (schema instanceof z.ZodType) return schema;
  if (isObject(schema) && schema.properties instanceof z.ZodType) return schema.properties;
  return null;
};

/** The JSON Schema the compiled serializer is built from, or null when zod's schema has no JSON Schema form. */
export function serializerSchemaOf(schema: z.ZodType): Schema | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as JsonSchema;
    delete json.$schema;
    return simplify(json) as Schema;
  } catch {
    return null;
  }
}

/** The compiled serializer of a zod schema, or null when it keeps zod. */
export function compileSerializer(schema: z.ZodType): Serialize | null {
  const json = serializerSchemaOf(schema);
  if (!json) return null;
  try {
    return fastJsonStringify(json);
  } catch {
    return null;
  }
}

/**
 * Fastify's serializer compiler for zod response schemas. Each route's function is compiled the first
 * time the route answers, so start-up does not pay for routes nobody calls.
 */
export function createResponseSerializerCompiler(opts: { verify: boolean }): SerializerCompiler {
  return (route) => {
    const zodSerialize = (zodSerializerCompiler as unknown as SerializerCompiler)(route);
    const schema = zodSchemaOf(route.schema);
    if (!schema) return zodSerialize;
    let compiled: Serialize | null | undefined;
    return (data) => {
      if (compiled === undefined) compiled = compileSerializer(schema);
      if (!compiled) return zodSerialize(data);
      if (opts.verify) {
        // zod first: an answer that breaks its schema fails as it always did.
        const expected = zodSerialize(data);
        const written = compiled(data);
        if (written !== expected) {
          throw new Error(`The compiled serializer of ${route.method} ${route.url} (${route.httpStatus ?? ''}) wrote\n${written}\nwhere zod wrote\n${expected}`);
        }
        return written;
      }
      try {
        return compiled(data);
      } catch {
        // A value the compiled function cannot write (a required field missing, a wrong type): zod writes
        // what it can or refuses the answer as before.
        return zodSerialize(data);
      }
    };
  };
}

/** Sets the serializer compiler, and zod's for routes that say `config: { serializer: 'zod' }`. */
export function registerResponseSerializer(app: FastifyInstance, opts: { verify: boolean }): void {
  app.setSerializerCompiler(createResponseSerializerCompiler(opts) as unknown as Parameters<FastifyInstance['setSerializerCompiler']>[0]);
  app.addHook('onRoute', (route) => {
    if (route.config?.serializer === 'zod') route.serializerCompiler = zodSerializerCompiler as unknown as typeof route.serializerCompiler;
  });
}
