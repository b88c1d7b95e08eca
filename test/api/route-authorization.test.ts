// The authorization matrix: every route the app registers (read from Fastify, so a route added later is
// covered by itself), called as anonymous, a fan, another fan, the owner performer, another performer
// and an admin. Each route answers its declared audience: 'user' routes 401 to anonymous, 'performer'
// routes 403 to fans and admins, 'admin' routes 401/403 to everyone else, nothing 5xx to anyone, and
// every refusal says why in a sentence. Routes whose address names something (an order, a feed, an
// address ...) are listed in OWNERSHIP (test/helpers/route-rules.ts) with what the id means and who may use it; a
// parameterized route missing from that list fails the test.
import { buildApp } from '@/server/app';
import { errorBodyProblem } from '../helpers/error-body';
import { createRouteApp } from '../helpers/route-app';
import type { Fixture, FixtureKind, Fixtures } from '../helpers/route-fixtures';
import { EVERYONE, OWNERSHIP, PLAUSIBLE_BODIES, type Rule } from '../helpers/route-rules';
import { SESSION_NAMES, type SessionName, type Sessions } from '../helpers/route-sessions';
import { fillUrl, pathParamsOf, routeKey, sampleOf, isZod, type Route } from '../helpers/route-table';
import type { TestContext } from '../helpers/test-app';

jest.setTimeout(300_000);

/** Ids in a body that name someone else's thing: using them is refused (4xx), or ignored, and the thing is left as it was. */
interface ForeignUse {
  route: string;
  as: SessionName;
  fixture: FixtureKind;
  params?: (ids: Record<string, string>) => Record<string, string>;
  body: (ids: Record<string, string>) => unknown;
  /** 'ignored': the route takes the field but does nothing with it yet (the answer may be 2xx). */
  outcome?: 'refused' | 'ignored';
  why?: string;
}
const FOREIGN_IDS: ForeignUse[] = [
  { route: 'POST /api/performer/feeds', as: 'otherPerformer', fixture: 'feed', body: (ids) => ({ type: 'photo', text: 'Mine now', fileIds: [ids.fileId] }) },
  { route: 'POST /api/performer/feeds', as: 'otherPerformer', fixture: 'poll', body: (ids) => ({ type: 'poll', text: 'Mine now', pollId: ids.pollId }) },
  { route: 'POST /api/wallet/charges/product/:id', as: 'otherFan', fixture: 'order', params: (ids) => ({ id: ids.productId }), body: (ids) => ({ quantity: 1, addressId: ids.addressId }) },
  { route: 'POST /api/payment/sandbox/confirm', as: 'otherFan', fixture: 'payment', body: (ids) => ({ paymentId: ids.id, cardNumber: '4242424242424242' }) },
  { route: 'POST /api/messages/conversations/:id', as: 'owner', fixture: 'message', params: (ids) => ({ id: ids.conversationId }), body: (ids) => ({ text: 'Look', fileIds: [ids.fileId] }) },
  { route: 'PUT /api/streaming/update', as: 'otherPerformer', fixture: 'stream', body: (ids) => ({ streamId: ids.id, title: 'Mine now' }) },
  { route: 'PUT /api/streaming/set-duration', as: 'otherPerformer', fixture: 'stream', body: (ids) => ({ streamId: ids.id, duration: 5 }) },
  // A tip to another performer that names the owner's live session: refused, and the session's tip total stays.
  {
    route: 'POST /api/wallet/charges/tip/:performerId',
    as: 'fan',
    fixture: 'stream',
    params: () => ({ performerId: sessions.cast.otherPerformer.id }),
    body: (ids) => ({ amount: 10, streamId: ids.id }),
  },
  {
    route: 'POST /api/wallet/charges/tip/:performerId',
    as: 'otherFan',
    fixture: 'conversation',
    params: (ids) => ({ performerId: ids.performerId }),
    body: (ids) => ({ amount: 10, conversationId: ids.id }),
    outcome: 'ignored',
    why: 'a tip names the conversation it was sent from, which the tip does not touch',
  },
];

/** Things the owner has not put out (scheduled, taken down): only the owner (and admins) read them, nobody (the owner neither) buys them. */
const HIDDEN: Record<string, Rule> = {
  'GET /api/user/feeds/:id': { fixture: 'scheduledFeed', ok: ['owner', 'admin'] },
  'GET /api/performer-assets/videos/:id': { fixture: 'inactiveVideo', ok: ['owner', 'admin'] },
  'GET /api/performer-assets/galleries/:id': { fixture: 'inactiveGallery', ok: ['owner', 'admin'] },
  'GET /api/performer-assets/products/:id': { fixture: 'inactiveProduct', ok: ['owner', 'admin'] },
  'POST /api/wallet/charges/feed/:id': { fixture: 'scheduledFeed', ok: [] },
  'POST /api/wallet/charges/video/:id': { fixture: 'inactiveVideo', ok: [] },
  'POST /api/wallet/charges/gallery/:id': { fixture: 'inactiveGallery', ok: [] },
  'POST /api/wallet/charges/product/:id': { fixture: 'inactiveProduct', ok: [], body: () => ({ quantity: 1 }) },
};
const HIDDEN_KINDS: FixtureKind[] = ['scheduledFeed', 'inactiveVideo', 'inactiveGallery', 'inactiveProduct'];

/** Things of the fan's and the owner's that no list may show the other fan or the other performer (messages and reports are listed only behind an id or to admins). */
const PRIVATE_KINDS: FixtureKind[] = ['order', 'address', 'payment', 'payout', 'conversation', 'message', 'ppvMessage', 'subscription', 'report'];

/** Routes that end the caller's sessions: each call gets a session of its own. */
const ENDS_CALLER_SESSION = new Set(['POST /api/auth/logout', 'PUT /api/auth/users/me/password']);

let ctx: TestContext;
let sessions: Sessions;
let fixtures: Fixtures;
let routes: readonly Route[];
beforeAll(async () => {
  ({ ctx, sessions, fixtures, routes } = await createRouteApp());
});
afterAll(() => ctx?.close());

/** What the route's declared audience says a session gets, before anything the route itself decides. */
function declaredAnswer(route: Route, session: SessionName): number[] | null {
  if (route.auth === 'public' || route.auth === 'optional') return null;
  if (session === 'anonymous') return [401];
  if (route.auth === 'performer' && !['owner', 'otherPerformer'].includes(session)) return [403];
  if (route.auth === 'admin' && session !== 'admin') return [403];
  return null;
}

const urlOf = (route: Route, fixture: Fixture | null, rule?: Rule) => fillUrl(route.url, { ...fixture?.ids, ...rule?.params?.(fixture?.ids ?? {}) });

async function call(route: Route, session: SessionName, fixture: Fixture | null, rule?: Rule) {
  const ids = fixture?.ids ?? {};
  const key = routeKey(route);
  const body = rule?.body ? rule.body(ids) : key in PLAUSIBLE_BODIES ? PLAUSIBLE_BODIES[key] : isZod(route.schema.body) ? sampleOf(route.schema.body) : undefined;
  const query = { ...(isZod(route.schema.querystring) ? (sampleOf(route.schema.querystring) as Record<string, string>) : {}), ...fixture?.query };
  const headers = session !== 'anonymous' && ENDS_CALLER_SESSION.has(key) ? await sessions.fresh(session) : sessions.headersOf(session);
  return ctx.app.inject({
    method: route.method,
    url: urlOf(route, fixture, rule),
    query,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** Parameter values for a route not (yet) in OWNERSHIP: plausible ones from its schema. */
function sampleParams(route: Route): Fixture {
  const sample = isZod(route.schema.params) ? (sampleOf(route.schema.params) as Record<string, string>) : {};
  return { ids: Object.fromEntries(pathParamsOf(route.url).map((name) => [name, String(sample[name] ?? 'x')])), row: async () => null };
}

const isDenial = (status: number) => status === 401 || status === 403 || status === 404;

it('covers every registered route', () => {
  const parameterized = routes.filter((r) => pathParamsOf(r.url).length > 0);
  console.log(`Authorization matrix: ${routes.length} routes (${parameterized.length} with parameters in OWNERSHIP) × ${SESSION_NAMES.length} sessions`);
  expect(routes.length).toBeGreaterThan(150);

  const missing = parameterized.filter((r) => !(routeKey(r) in OWNERSHIP)).map(routeKey);
  if (missing.length) {
    throw new Error(
      `These routes take an id but are not in OWNERSHIP (test/helpers/route-rules.ts). Add each with the fixture its id names ` +
        `(or 'none') and who may use it:\n${missing.map((k) => `  '${k}': { fixture: ..., ok: [...] },`).join('\n')}`,
    );
  }
  const stale = Object.keys(OWNERSHIP).filter((k) => !parameterized.some((r) => routeKey(r) === k));
  expect(stale).toEqual([]);
});

/** Calls the route as every session and lists where the answers differ from its audience and its rule. */
async function walk(route: Route, rule: Rule | undefined, problems: string[]) {
  const key = routeKey(route);
  // Those who may not go first, so a change the owner makes cannot hide a change they made.
  const allowed = (s: SessionName) => !!rule && (rule.ok.includes(s) || s in (rule.refused ?? {}));
  const order = [...EVERYONE].sort((a, b) => Number(allowed(a)) - Number(allowed(b)));
  let fixture = rule ? await fixtures.make(rule.fixture) : pathParamsOf(route.url).length ? sampleParams(route) : null;
  const before = JSON.stringify(await fixture?.row());
  let deniedWrite = false;
  const checkUnchanged = async () => {
    if (rule && deniedWrite && JSON.stringify(await fixture!.row()) !== before) problems.push(`${key}: a refused caller changed the ${rule.fixture}`);
    deniedWrite = false;
  };

  for (const session of order) {
    if (allowed(session) && route.method !== 'GET') {
      await checkUnchanged();
      // Each caller who may change it gets one of their own, untouched by the caller before.
      fixture = await fixtures.make(rule!.fixture);
    }
    const res = await call(route, session, fixture, rule);
    if (session !== 'anonymous' && ENDS_CALLER_SESSION.has(key)) await sessions.renew(session);
    const status = res.statusCode;
    const where = `${key} as ${session}: ${status}`;
    if (status >= 500) problems.push(`${where} ${res.body.slice(0, 200)}`);
    if (status >= 400) {
      const problem = errorBodyProblem(status, res.body);
      if (problem) problems.push(`${where}, ${problem}`);
    }
    const declared = declaredAnswer(route, session);
    if (declared && !declared.includes(status)) problems.push(`${where}, but its audience '${route.auth}' answers ${declared.join('/')}`);
    // Even with a body it would refuse: a caller the route is not for learns nothing about what it accepts.
    if (declared && isZod(route.schema.body)) {
      const junk = await ctx.app.inject({ method: route.method, url: urlOf(route, fixture, rule), headers: sessions.headersOf(session), payload: [] });
      if (!declared.includes(junk.statusCode)) problems.push(`${key} as ${session} with a body it refuses: ${junk.statusCode}, but its audience '${route.auth}' answers ${declared.join('/')}`);
    }
    // The HEAD route Fastify adds for a GET answers the same audience.
    if (declared && route.method === 'GET') {
      const head = await ctx.app.inject({ method: 'HEAD', url: urlOf(route, fixture, rule), headers: sessions.headersOf(session) });
      if (!declared.includes(head.statusCode)) problems.push(`HEAD ${route.url} as ${session}: ${head.statusCode}, but its audience '${route.auth}' answers ${declared.join('/')}`);
    }
    if (!rule) continue;
    if (rule.ok.includes(session) && (status < 200 || status >= 300)) problems.push(`${where}, expected 2xx (${rule.why ?? 'the owner'}): ${res.body.slice(0, 200)}`);
    else if (rule.refused?.[session] && status !== rule.refused[session]) problems.push(`${where}, expected ${rule.refused[session]}: ${res.body.slice(0, 200)}`);
    else if (!allowed(session) && !isDenial(status)) problems.push(`${where}, expected a denial (401/403/404): ${res.body.slice(0, 200)}`);
    if (!allowed(session) && route.method !== 'GET') deniedWrite = true;
  }
  await checkUnchanged();
}

it('answers every session as the route declares, and the owner\'s things only to those OWNERSHIP names', async () => {
  const started = Date.now();
  const problems: string[] = [];
  for (const route of routes) await walk(route, OWNERSHIP[routeKey(route)], problems);
  console.log(`Authorization matrix walked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(problems).toEqual([]);
});

it('shows and sells what the owner has not put out to nobody but the owner and admins', async () => {
  const problems: string[] = [];
  for (const [key, rule] of Object.entries(HIDDEN)) {
    const route = routes.find((r) => routeKey(r) === key);
    if (!route) throw new Error(`HIDDEN names ${key}, which the app does not register`);
    await walk(route, rule, problems);
  }
  expect(problems).toEqual([]);
});

it('refuses or ignores ids in a body that name someone else\'s things', async () => {
  const problems: string[] = [];
  for (const use of FOREIGN_IDS) {
    const route = routes.find((r) => routeKey(r) === use.route);
    if (!route) throw new Error(`FOREIGN_IDS names ${use.route}, which the app does not register`);
    const fixture = await fixtures.make(use.fixture);
    const before = JSON.stringify(await fixture.row());
    const res = await call(route, use.as, fixture, { fixture: use.fixture, ok: [], params: use.params, body: use.body });
    const where = `${use.route} as ${use.as} with the ${use.fixture}'s ids: ${res.statusCode}`;
    const refused = res.statusCode >= 400 && res.statusCode < 500;
    if (!refused && (use.outcome !== 'ignored' || res.statusCode >= 300)) problems.push(`${where}, expected a refusal: ${res.body.slice(0, 200)}`);
    if (JSON.stringify(await fixture.row()) !== before) problems.push(`${where}, and the ${use.fixture} changed`);
  }
  expect(problems).toEqual([]);
});

it('never lists the fan\'s or the owner\'s own things to the other fan or the other performer, nor what the owner has not put out', async () => {
  const secrets = new Map<string, string>();
  for (const kind of [...PRIVATE_KINDS, ...HIDDEN_KINDS]) secrets.set((await fixtures.make(kind)).ids.id, kind);
  const lists = routes.filter((r) => r.method === 'GET' && pathParamsOf(r.url).length === 0);
  const problems: string[] = [];
  const shownToOwners = new Set<string>();
  for (const route of lists) {
    for (const session of ['otherFan', 'otherPerformer'] as const) {
      const res = await call(route, session, null);
      for (const [id, kind] of secrets) if (res.body.includes(id)) problems.push(`${routeKey(route)} shows ${session} the ${kind} ${id}`);
    }
    // What the owner has not put out is not listed to the fan (a subscriber) or to visitors either.
    for (const session of ['fan', 'anonymous'] as const) {
      const body = (await call(route, session, null)).body;
      for (const [id, kind] of secrets) if (HIDDEN_KINDS.includes(kind as FixtureKind) && body.includes(id)) problems.push(`${routeKey(route)} shows ${session} the ${kind} ${id}`);
    }
    // The same lists do show them to the fan and the owner: the ids looked for are the ones lists carry.
    for (const session of ['fan', 'owner'] as const) {
      const body = (await call(route, session, null)).body;
      for (const [id, kind] of secrets) if (body.includes(id)) shownToOwners.add(kind);
    }
  }
  expect(lists.length).toBeGreaterThan(50);
  expect(problems).toEqual([]);
  expect([...shownToOwners].sort()).toEqual(['address', 'conversation', 'inactiveGallery', 'inactiveProduct', 'inactiveVideo', 'order', 'payment', 'payout', 'scheduledFeed', 'subscription']);
});

it('refuses to start with a route that declares no audience', async () => {
  const app = await buildApp({ config: ctx.config, database: ctx.database });
  try {
    expect(() => app.get('/api/undeclared', async () => ({ status: 0 }))).toThrow('Route GET /api/undeclared must declare config.auth');
  } finally {
    await app.close();
  }
});
