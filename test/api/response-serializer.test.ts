// Answers are written by serializers compiled from the zod response schemas (http/response-serializer.ts).
// For real answers of the busiest routes, and for schemas built to hit the known traps (dates, optional and
// nullable fields, enums, unions, defaults), the compiled output must be exactly JSON.stringify of zod's
// parse, and no field the schema does not list may get out.
import { z } from 'zod';
import { buildApp, type App } from '@/server/app';
import { compileSerializer, serializerSchemaOf } from '@/server/http/response-serializer';
import { createFeed, subscribe } from '../factories/content';
import { authHeader, createCast, type Cast } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
/** The app the answers are read from: it records each answer as the handler returned it, before serializing. */
let app: App;
let cast: Cast;
let conversationId: string;
const answers = new Map<string, unknown>();

beforeAll(async () => {
  ctx = await createTestApp();
  app = await buildApp({ config: ctx.config, database: ctx.database });
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (reply.statusCode === 200) answers.set(`${req.method} ${req.routeOptions.url}`, payload);
    return payload;
  });
  await app.ready();
  const db = ctx.database.db;
  cast = await createCast(app, db, { name: 'Luna Star', username: 'lunastar' });
  await subscribe(db, cast.fan, cast.owner);
  await createFeed(db, cast.owner, { text: 'Free for all', access: 'free' });
  await createFeed(db, cast.owner, { text: 'Bought by nobody', access: 'sale', price: 500 });
  await createFeed(db, cast.owner, { text: 'For subscribers', access: 'subscribers', isPinned: true });
  const started = await call('POST', '/conversations', cast.tokens.fan, { source: 'performer', sourceId: cast.owner.id });
  conversationId = started.json().data._id;
  await call('POST', `/messages/conversations/${conversationId}`, cast.tokens.fan, { text: 'Hello "Luna" \u2028 <3' });
  await call('POST', `/messages/conversations/${conversationId}`, cast.tokens.owner, { text: 'Hi!' });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });

function responseSchemaOf(method: string, url: string): z.ZodType {
  const entry = app.routeTable().find((r) => r.method === method && r.url === url);
  const schema = (entry?.schema.response as Record<string, unknown> | undefined)?.[200];
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url} has no zod response schema`);
  return schema;
}

/** The answer with an extra field in every object, at every depth (but under `open`: records and unknowns take any key). */
function withLeaks(value: unknown, open: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => withLeaks(v, open));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const fields = Object.entries(value).map(([k, v]) => [k, open.includes(k) ? v : withLeaks(v, open)]);
    return { ...Object.fromEntries(fields), leakedSecret: 'LEAKED' };
  }
  return value;
}

function expectSameAsZod(schema: z.ZodType, answer: unknown, open: readonly string[] = []) {
  const serialize = compileSerializer(schema);
  expect(serialize).not.toBeNull();
  expect(serialize!(answer)).toBe(JSON.stringify(schema.parse(answer)));
  const leaky = withLeaks(answer, open);
  const written = serialize!(leaky);
  expect(written).not.toContain('LEAKED');
  expect(written).toBe(JSON.stringify(schema.parse(leaky)));
}

describe('the compiled serializer writes what zod writes', () => {
  const routes: [name: string, method: 'GET', pattern: string, url: () => string, token: () => string | undefined][] = [
    ['public settings', 'GET', '/api/settings/public', () => '/settings/public', () => undefined],
    ['the home timeline', 'GET', '/api/user/feeds', () => '/user/feeds', () => cast.tokens.fan],
    ["a performer's feeds", 'GET', '/api/user/feeds/search/:username', () => '/user/feeds/search/lunastar', () => cast.tokens.fan],
    ['a performer profile', 'GET', '/api/performers/:id', () => '/performers/lunastar', () => cast.tokens.fan],
    ['the performer search', 'GET', '/api/performers/user/search', () => '/performers/user/search', () => undefined],
    ['the conversation list', 'GET', '/api/conversations', () => '/conversations', () => cast.tokens.fan],
    ['the messages of a conversation', 'GET', '/api/messages/conversations/:id', () => `/messages/conversations/${conversationId}`, () => cast.tokens.owner],
  ];

  test.each(routes)('%s', async (_name, method, pattern, url, token) => {
    const res = await call(method, url(), token());
    expect(res.statusCode).toBe(200);
    const answer = answers.get(`${method} ${pattern}`);
    expect(answer).toBeDefined();
    // What went over the wire is the compiled output of the answer.
    expect(res.body).toBe(compileSerializer(responseSchemaOf(method, pattern))!(answer));
    expectSameAsZod(responseSchemaOf(method, pattern), answer);
  });

  test('the traps: dates as strings, optional and nullable fields, enums, unions, literals, records, defaults', () => {
    const item = z.object({ kind: z.literal('a'), at: z.iso.datetime(), note: z.string().optional() });
    const other = z.object({ kind: z.literal('b'), count: z.number().int(), tags: z.array(z.string()) });
    const schema = z.object({
      status: z.literal(0),
      createdAt: z.string(),
      when: z.iso.datetime().nullable(),
      maybe: z.string().optional(),
      gone: z.number().nullable().optional(),
      level: z.enum(['low', 'high']),
      nested: z.object({ url: z.string().nullable(), size: z.number().int().nullable() }).nullable(),
      either: z.union([item, other]),
      tagged: z.discriminatedUnion('kind', [item, other]),
      many: z.array(z.union([item, other])),
      byKey: z.record(z.string(), z.number()),
      flag: z.boolean().default(false),
      anything: z.unknown(),
      scalar: z.union([z.string(), z.number()]),
    });
    const answers = [
      {
        status: 0 as const,
        createdAt: new Date('2026-01-02T03:04:05.678Z').toISOString(),
        when: null,
        gone: null,
        level: 'high' as const,
        nested: { url: null, size: 3 },
        either: { kind: 'b' as const, count: 2, tags: ['x'] },
        tagged: { kind: 'a' as const, at: '2026-01-02T03:04:05.678Z', note: 'n' },
        many: [
          { kind: 'a' as const, at: '2026-01-02T03:04:05Z' },
          { kind: 'b' as const, count: 0, tags: [] },
        ],
        byKey: { a: 1, 'b "quoted"': 2.5 },
        flag: true,
        anything: { deep: [1, 'two', null, { three: true }] },
        scalar: 7,
      },
      {
        status: 0 as const,
        createdAt: '2026-01-02T03:04:05.678Z',
        when: '2026-01-02T03:04:05.678Z',
        maybe: 'here \u2028 "quoted" \\ </script>',
        gone: undefined,
        level: 'low' as const,
        nested: null,
        either: { kind: 'a' as const, at: '2026-01-02T03:04:05Z', note: undefined },
        tagged: { kind: 'b' as const, count: -1, tags: ['é', '😀'] },
        many: [],
        byKey: {},
        flag: false,
        anything: null,
        scalar: 'seven',
      },
    ];
    for (const answer of answers) expectSameAsZod(schema, answer, ['byKey', 'anything']);
  });

  test('a schema JSON Schema cannot express keeps zod', () => {
    expect(serializerSchemaOf(z.object({ at: z.date() }))).toBeNull();
    expect(serializerSchemaOf(z.object({ n: z.string().transform((s) => s.length) }))).toBeNull();
  });

  test('every response schema of the app compiles or knowingly keeps zod', () => {
    const kept: string[] = [];
    for (const route of app.routeTable()) {
      for (const [status, schema] of Object.entries((route.schema.response as Record<string, unknown> | undefined) ?? {})) {
        if (schema instanceof z.ZodType && !compileSerializer(schema)) kept.push(`${route.method} ${route.url} ${status}`);
      }
    }
    expect(kept).toEqual([]);
  });
});
