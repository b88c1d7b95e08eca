// Bad input to every route the app registers (read from Fastify, so a route added later is covered by
// itself): empty and wrongly typed bodies, each body and query field of the route's zod schemas with a
// value of the wrong type or 100 kB long, deeply nested JSON, ids that are not ids (or name nothing, or
// climb out of a folder), text PostgreSQL cannot store, hostile paging, junk and broken forms, files that
// are not what they claim, tokens and Idempotency-Keys that are not ones. Sent as the session the route is
// for, so the route's own checks are reached. Every answer must be a 4xx with a sentence a person can act
// on (never a 5xx), and a route's batch must leave every table's row count as it was.
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { errorBodyProblem } from '../helpers/error-body';
import { freshIp } from '../helpers/accounts';
import { multipart } from '../helpers/multipart';
import { appTables, countChanges, rowCounts } from '../helpers/row-counts';
import { createFixtures, type FixtureKind, type Fixtures } from '../helpers/route-fixtures';
import { createSessions, type SessionName, type Sessions } from '../helpers/route-sessions';
import { fieldsOf, fillUrl, isZod, pathParamsOf, routeKey, routesOf, sampleOf, type Field, type Route } from '../helpers/route-table';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(300_000);

const HUGE = 'x'.repeat(100_000);
const LONG_ID = 'x'.repeat(5_000);
/** A JSON value nested `depth` levels deep, written out (JSON.stringify would recurse as deep). */
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Ids that are not ids, name nothing, or try to leave their folder. */
const BAD_IDS: [string, string][] = [
  ['not a uuid', 'not-a-uuid'],
  ['an id of nothing', '00000000-0000-4000-8000-000000000000'],
  ['path traversal', '../../etc/passwd'],
  // Just under the router's limit on a parameter (100), so the route's own checks see it.
  ['90 characters', 'x'.repeat(90)],
  ['5,000 characters', LONG_ID],
  ['SQL', "1' OR '1'='1"],
  ['a NUL byte', 'a\u0000b'],
];
/** Text PostgreSQL cannot store: a NUL byte, half of a UTF-16 pair. */
const UNSTORABLE: [string, string][] = [
  ['a NUL byte', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
];
/** Sent as it is, not escaped: a %-escape that decodes to nothing. */
const BROKEN_ESCAPE = '%E0%A4%A';
const BAD_FILE_PATHS: [string, string][] = [
  ['path traversal', '../../../etc/passwd'],
  ['encoded traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['a folder', 'media'],
  ['5,000 characters', `media/${LONG_ID}.png`],
];

/** Paging and sorting a client could send to make a list route work hard or fail. */
const HOSTILE_PAGING: Record<string, string[]> = {
  pageSize: ['1000000000', '-1', '0', 'abc', '1e3', '99999999999999999999999'],
  limit: ['1000000000', '-1', '0', 'abc', '99999999999999999999999'],
  offset: ['-1', '1000000000000000', '99999999999999999999999', 'abc', '1.5'],
  current: ['-5', '0', '1000000000000000', '99999999999999999999999', 'abc'],
  sort: ['sideways', 'asc; drop table users'],
  sortBy: ['password_hash', 'name; drop table users', '__proto__', LONG_ID],
};

/** Values of the wrong type for a field; coerced fields only get ones no coercion turns valid. */
function wrongValues(field: Field): unknown[] {
  switch (field.kind) {
    case 'string':
    case 'enum':
      return field.coerced ? [{ an: 'object' }] : [12345, { an: 'object' }, ['a', 'list']];
    case 'number':
      return ['not a number', { an: 'object' }, 1e300, -1e20, 0.000001];
    case 'boolean':
      return field.coerced ? [{ an: 'object' }] : ['maybe', 7, { an: 'object' }];
    case 'array':
      return ['not a list', { an: 'object' }, Array.from({ length: 5_000 }, () => 'x')];
    case 'date':
      return ['not a date', 42, '9999-99-99'];
    default:
      return [{ an: 'object' }, 12345];
  }
}

/** Values of the wrong type for a query field (everything in an address is text). */
function wrongQueryValues(field: Field): string[] {
  switch (field.kind) {
    case 'number':
      return ['abc', '-1e400', 'Infinity'];
    case 'boolean':
      return ['maybe'];
    case 'date':
      return ['not a date', '9999-99-99'];
    default:
      return ['garbage value'];
  }
}

/** Who each route is called as: the session its declared audience needs. */
const SESSION_FOR: Record<Route['auth'], SessionName> = { public: 'anonymous', optional: 'fan', user: 'fan', performer: 'owner', admin: 'admin' };

/** Routes that read their form only once they have found the item: they get a real one of the caller's. */
const REAL_IDS: Record<string, FixtureKind> = {
  'PUT /api/performer/performer-assets/videos/edit/:id': 'video',
  'PUT /api/performer/performer-assets/products/:id': 'product',
  'PUT /api/addresses/:id': 'address',
  'POST /api/comments/:id': 'comment',
  'POST /api/users/:id/avatar/upload': 'fan',
};

/** Routes that read no input, so any call to them is a real one: only bodies their parser refuses are sent. */
const TAKES_NO_INPUT: Record<string, string> = {
  'POST /api/auth/logout': 'ends the session it is called with',
};

/** Text fields a form might carry, as junk. */
const JUNK_FIELDS = { title: HUGE, name: HUGE, text: HUGE, description: HUGE, price: 'abc', status: 'garbage', galleryId: 'not-a-uuid', quantity: '-7', tags: HUGE };
const NOT_AN_IMAGE = randomBytes(256);
const FILE_FIELDS = ['file', 'photo', 'image'];

type BadRequest = { what: string } & Pick<InjectOptions, 'url' | 'query' | 'payload' | 'headers'>;

/** Whether the schema takes the value as it arrives (after a trip through JSON). */
const accepts = (schema: unknown, value: unknown) => isZod(schema) && schema.safeParse(value === undefined ? value : JSON.parse(JSON.stringify(value))).success;
const withBody = (method: string) => method !== 'GET';

function badRequestsFor(route: Route, params: Record<string, string>): BadRequest[] {
  const key = routeKey(route);
  const { body: bodySchema, querystring: querySchema, headers: headerSchema } = route.schema;
  const url = fillUrl(route.url, params);
  const validBody = isZod(bodySchema) ? sampleOf(bodySchema) : undefined;
  const validQuery = (isZod(querySchema) ? sampleOf(querySchema) : {}) as Record<string, string>;
  const valid = { url, query: validQuery, ...(validBody === undefined ? {} : { payload: validBody as object }) };
  const out: BadRequest[] = [];
  const json = (what: string, payload: string): BadRequest => ({ what, ...valid, payload, headers: { 'content-type': 'application/json' } });

  // Ids in the address.
  for (const name of pathParamsOf(route.url)) {
    for (const [label, value] of name === '*' ? BAD_FILE_PATHS : BAD_IDS) out.push({ what: `${name}: ${label}`, ...valid, url: fillUrl(route.url, { ...params, [name]: value }) });
    out.push({ what: `${name}: a broken escape`, ...valid, url: fillUrl(route.url, { ...params, [name]: 'BROKEN' }).replace('BROKEN', BROKEN_ESCAPE) });
  }

  // The body, whole and field by field.
  if (isZod(bodySchema)) {
    for (const [label, payload] of [['no body', undefined], ['{}', {}], ['a list', []], ['a string', 'text'], ['a number', 42], ['null', null]] as const) {
      if (!accepts(bodySchema, payload)) out.push({ what: `body: ${label}`, url, query: validQuery, ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }) });
    }
    const base = (validBody ?? {}) as Record<string, unknown>;
    for (const field of fieldsOf(bodySchema) ?? []) {
      for (const value of wrongValues(field)) {
        const payload = { ...base, [field.name]: value };
        if (!accepts(bodySchema, payload)) out.push({ what: `body.${field.name}: ${JSON.stringify(value).slice(0, 30)}`, ...valid, payload });
      }
      if (field.kind !== 'number' && field.kind !== 'boolean') out.push({ what: `body.${field.name}: 100 kB`, ...valid, payload: { ...base, [field.name]: HUGE } });
      if (field.kind === 'string' || field.kind === 'other') {
        for (const [label, value] of UNSTORABLE) out.push({ what: `body.${field.name}: ${label}`, ...valid, payload: { ...base, [field.name]: value } });
      }
    }
    const first = fieldsOf(bodySchema)?.[0];
    if (first) out.push(json(`body.${first.name}: nested 2,000 deep`, JSON.stringify({ ...base, [first.name]: 0 }).replace(`"${first.name}":0`, `"${first.name}":${deepJson(2_000)}`)));
    out.push(json('body: nested 50,000 deep', deepJson(50_000)));
  } else if (withBody(route.method) && !(key in TAKES_NO_INPUT) && (!pathParamsOf(route.url).length || key in REAL_IDS)) {
    // No schema: the route reads a form (or JSON fields) itself. One with an id reads it only once it has found
    // the item, so only those in REAL_IDS get forms (the others would answer 404 first).
    out.push({ what: 'JSON: {}', ...valid, payload: {} });
    out.push({ what: 'JSON: a list', ...valid, payload: [] });
    out.push({ what: 'JSON: junk fields', ...valid, payload: JUNK_FIELDS });
    out.push({ what: 'JSON: unstorable text', ...valid, payload: Object.fromEntries(Object.keys(JUNK_FIELDS).map((name) => [name, UNSTORABLE[0][1]])) });
    out.push(json('JSON: nested 50,000 deep', deepJson(50_000)));
    out.push({ what: 'form: junk fields', ...valid, ...multipart(Object.entries(JUNK_FIELDS).map(([name, value]) => ({ name, value }))) });
    for (const name of ['title', 'name', 'description']) {
      for (const [label, value] of UNSTORABLE) out.push({ what: `form: ${label} in "${name}"`, ...valid, ...multipart([{ name, value }]) });
    }
    for (const name of FILE_FIELDS) {
      out.push({ what: `form: "${name}" is not an image`, ...valid, ...multipart([{ name, filename: 'photo.jpg', contentType: 'image/jpeg', data: NOT_AN_IMAGE }]) });
    }
    // More parts than the parser takes, and forms that are not forms.
    out.push({ what: 'form: 40 fields', ...valid, ...multipart(Array.from({ length: 40 }, (_, i) => ({ name: `field${i}`, value: 'x' }))) });
    out.push({ what: 'form: 6 files', ...valid, ...multipart(Array.from({ length: 6 }, () => ({ name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: NOT_AN_IMAGE }))) });
    out.push({ what: 'form: cut off', ...valid, payload: '------x\r\nContent-Disposition: form-data; name="title"\r\n\r\nhal', headers: { 'content-type': 'multipart/form-data; boundary=----x' } });
    out.push({ what: 'form: no boundary', ...valid, payload: 'title=1', headers: { 'content-type': 'multipart/form-data' } });
  }
  if (withBody(route.method)) {
    out.push(json('body: broken JSON', '{"a": [1, 2'));
    out.push(json('body: prototype keys', '{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}'));
    out.push({ what: 'body: XML', ...valid, payload: '<a>1</a>', headers: { 'content-type': 'text/xml' } });
  }

  // The query, field by field, and hostile paging.
  for (const field of fieldsOf(querySchema) ?? []) {
    const values = HOSTILE_PAGING[field.name] ?? [
      ...wrongQueryValues(field).filter((v) => !accepts(querySchema, { ...validQuery, [field.name]: v })),
      HUGE,
      ...UNSTORABLE.map(([, value]) => value),
    ];
    for (const value of values) out.push({ what: `query.${field.name}: ${value.slice(0, 30)}`, ...valid, query: { ...validQuery, [field.name]: value } });
    out.push({ what: `query.${field.name}: repeated`, ...valid, query: { ...validQuery, [field.name]: ['1', 'two'] } });
  }
  if (isZod(querySchema)) out.push({ what: 'query: prototype keys', ...valid, query: undefined, url: `${url}?__proto__[polluted]=1&constructor[prototype][polluted]=1&pageSize[]=1` });

  // A session token that is not one.
  if (route.auth !== 'public') out.push({ what: 'Authorization: 5,000 characters', ...valid, headers: { authorization: `Bearer ${LONG_ID}` } });

  // An Idempotency-Key that is not one.
  if (fieldsOf(headerSchema)?.some((f) => f.name === 'idempotency-key')) {
    out.push({ what: 'Idempotency-Key: 5,000 characters', ...valid, headers: { 'idempotency-key': LONG_ID } });
    out.push({ what: 'Idempotency-Key: blank', ...valid, headers: { 'idempotency-key': '   ' } });
  }
  return out;
}

let ctx: TestContext;
let sessions: Sessions;
let fixtures: Fixtures;
let tables: string[];
beforeAll(async () => {
  ctx = await createTestApp();
  // Four sessions each: the write routes count per session, and one route's batch can be ~60 requests.
  sessions = await createSessions(ctx.app, ctx.database.db, { perAudience: 4 });
  fixtures = createFixtures(ctx, sessions);
  tables = await appTables(ctx.database.db);
});
afterAll(() => ctx?.close());

it('answers bad input to every route with a 4xx that says why, and writes nothing', async () => {
  const started = Date.now();
  const problems: string[] = [];
  let sent = 0;
  let batches = 0;
  const routes = routesOf(ctx.app);
  for (const route of routes) {
    const key = routeKey(route);
    const session = SESSION_FOR[route.auth];
    const sample = isZod(route.schema.params) ? (sampleOf(route.schema.params) as Record<string, string>) : {};
    const real = key in REAL_IDS ? (await fixtures.make(REAL_IDS[key])).ids : {};
    const params = Object.fromEntries(pathParamsOf(route.url).map((name) => [name, real[name] ?? String(sample[name] ?? 'x')]));
    const requests = badRequestsFor(route, params);
    // A GET without parameters or query takes no input: there is nothing bad to send it.
    if (!requests.length) continue;
    batches++;

    const before = await rowCounts(ctx.database.db, tables);
    const accepted: string[] = [];
    for (const request of requests) {
      const res = await ctx.app.inject({
        method: route.method,
        ...request,
        headers: { ...sessions.headersOf(session), ...request.headers },
        // Each from an address of its own: the per-address limits would otherwise answer before validation.
        remoteAddress: freshIp(),
      });
      sent++;
      const where = `${key} (${request.what}): ${res.statusCode}`;
      if (res.statusCode >= 500) problems.push(`${where} ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        const problem = errorBodyProblem(res.statusCode, res.body);
        if (problem) problems.push(`${where}, ${problem}`);
      } else accepted.push(request.what);
    }
    const changes = countChanges(before, await rowCounts(ctx.database.db, tables));
    if (changes.length) problems.push(`${key}: bad input wrote rows (${changes.join(', ')}); accepted: ${accepted.join('; ') || 'none'}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Bad input: ${sent} requests to ${batches} of ${routes.length} routes (the others take no input) in ${seconds} s`);
  expect(problems).toEqual([]);
  // No body or query reached Object.prototype.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
