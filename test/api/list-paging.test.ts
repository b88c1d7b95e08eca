// Paging and sorting on every list route the app registers (read from Fastify, so a list added later is
// covered by itself): each GET route whose query takes `current` and `pageSize` answers both paging styles
// with createdAt and updatedAt in either direction, every one of its own sort keys, and its filters sent
// empty (as a table page with cleared filters sends them), with `{ status: 0, data: { data: [], total } }`;
// and it refuses an unknown sort key, an unknown direction and an oversized page with a 4xx whose message
// names the parameter. Then real orderings, with rows whose times differ: asc and desc by createdAt and
// updatedAt are each other's reverse on a profile's posts, the fan's orders, the performer search and the
// address book, and the sort keys our own pages send are all accepted by the routes they go to.
import { eq } from 'drizzle-orm';
import { ADDRESS, createFixtures, type Fixtures } from '../helpers/route-fixtures';
import { freshIp } from '../helpers/accounts';
import { errorBodyProblem } from '../helpers/error-body';
import { createSessions, type SessionName, type Sessions } from '../helpers/route-sessions';
import { fieldsOf, fillUrl, pathParamsOf, routeKey, routesOf, unwrap, type Route } from '../helpers/route-table';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { createFeed } from '../factories/content';
import { authHeader, createPerformer, createUser, loginAs } from '../factories/users';
import { addresses } from '@/server/modules/addresses/addresses.table';
import { feeds } from '@/server/modules/feeds/feeds.table';
import { orders } from '@/server/modules/orders/orders.table';
import { performers } from '@/server/modules/performers/performers.table';
import { users } from '@/server/modules/users/users.table';

jest.setTimeout(300_000);

/** The list routes there are as this is written: fewer walked means the walk (or the table) lost some. */
const KNOWN_LIST_ROUTES = 40;
const PAGING_KEYS = new Set(['current', 'pageSize', 'offset', 'limit', 'sort', 'sortBy']);

/** Who each list is called as: the session its declared audience needs. */
const SESSION_FOR: Record<Route['auth'], SessionName> = { public: 'anonymous', optional: 'fan', user: 'fan', performer: 'owner', admin: 'admin' };

let ctx: TestContext;
let sessions: Sessions;
let fixtures: Fixtures;
/** Values for the path parameters and the required query fields of the lists (which feed's comments, which gallery's photos). */
let known: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  sessions = await createSessions(ctx.app, ctx.database.db);
  fixtures = createFixtures(ctx, sessions);
  // Rows in most lists, so each order is run over something: money moved, an order, a payout request, a
  // conversation, a comment, a coupon, a report.
  await fixtures.prepare();
  const feed = await fixtures.make('feed');
  const gallery = await fixtures.make('gallery');
  for (const kind of ['order', 'payout', 'message', 'comment', 'coupon', 'report', 'video', 'product', 'address'] as const) await fixtures.make(kind);
  const { owner } = sessions.cast;
  known = { username: owner.username!, performerId: owner.id, objectType: 'feed', objectId: feed.ids.id, galleryId: gallery.ids.id };
});
afterAll(() => ctx?.close());

const get = (url: string, query: Record<string, string>, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, query, headers, remoteAddress: freshIp() });

/** What is wrong with a list answer, or null: `{ status: 0, data: { data: [...], total } }`. */
function listProblem(statusCode: number, body: string): string | null {
  if (statusCode !== 200) return `${statusCode} ${body.slice(0, 300)}`;
  const json = JSON.parse(body) as { status?: unknown; data?: { data?: unknown; total?: unknown } };
  if (json.status !== 0 || !Array.isArray(json.data?.data) || !Number.isInteger(json.data?.total)) return `not a list: ${body.slice(0, 200)}`;
  return null;
}

/** What is wrong with a refusal, or null: a 422 (or 400) with a sentence that names `parameter`. */
function refusalProblem(statusCode: number, body: string, parameter: string): string | null {
  if (statusCode !== 422 && statusCode !== 400) return `${statusCode} instead of 422: ${body.slice(0, 200)}`;
  const problem = errorBodyProblem(statusCode, body);
  if (problem) return problem;
  const { message } = JSON.parse(body) as { message: string };
  return new RegExp(`\\b${parameter}\\b`).test(message) ? null : `the message does not name ${parameter}: "${message}"`;
}

const isListRoute = (route: Route) => route.method === 'GET' && ['current', 'pageSize'].every((name) => fieldsOf(route.schema.querystring)?.some((f) => f.name === name));

/** The keys a route's schema accepts for sortBy. */
function sortKeysOf(route: Route): string[] {
  const field = fieldsOf(route.schema.querystring)?.find((f) => f.name === 'sortBy');
  const entries = field ? unwrap(field.schema)._zod.def.entries : undefined;
  return entries ? Object.values(entries).map(String) : [];
}

describe('every list route', () => {
  it('pages and sorts as asked, takes empty filters, and refuses bad paging with a message naming the parameter', async () => {
    const routes = routesOf(ctx.app);
    const lists = routes.filter(isListRoute);
    const problems: string[] = [];
    let walked = 0;
    let requests = 0;

    for (const route of lists) {
      const key = routeKey(route);
      const fields = fieldsOf(route.schema.querystring) ?? [];
      const missing = [...pathParamsOf(route.url), ...fields.filter((f) => f.required).map((f) => f.name)].filter((name) => !(name in known));
      if (missing.length) {
        problems.push(`${key}: no value known for ${missing.join(', ')} (add one to \`known\`)`);
        continue;
      }
      const url = fillUrl(route.url, known);
      const required = Object.fromEntries(fields.filter((f) => f.required).map((f) => [f.name, known[f.name]]));
      const headers = sessions.headersOf(SESSION_FOR[route.auth]);
      const call = async (query: Record<string, string>) => {
        requests++;
        return get(url, { ...required, ...query }, headers);
      };
      walked++;

      const sortKeys = sortKeysOf(route);
      for (const always of ['createdAt', 'updatedAt']) {
        if (!sortKeys.includes(always)) problems.push(`${key}: sortBy does not accept ${always} (it takes ${sortKeys.join(', ') || 'anything'})`);
      }

      const accepted: [string, Record<string, string>][] = [
        ['current/pageSize, newest change first', { current: '1', pageSize: '5', sortBy: 'updatedAt', sort: 'desc' }],
        ['offset/limit, oldest first', { offset: '0', limit: '5', sortBy: 'createdAt', sort: 'asc' }],
        ['its filters sent empty', Object.fromEntries(fields.filter((f) => !f.required && !PAGING_KEYS.has(f.name)).map((f) => [f.name, '']))],
        ['sortBy and sort sent empty', { current: '2', pageSize: '3', sortBy: '', sort: '' }],
        // Every key it declares orders by something the database has.
        ...sortKeys.map((sortBy): [string, Record<string, string>] => [`sortBy=${sortBy}`, { pageSize: '5', sortBy, sort: 'asc' }]),
      ];
      for (const [what, query] of accepted) {
        const res = await call(query);
        const problem = listProblem(res.statusCode, res.body);
        if (problem) problems.push(`${key} (${what}): ${problem}`);
      }

      const refused: [string, Record<string, string>][] = [
        ['sortBy', { sortBy: 'nonsense' }],
        ['sortBy', { sortBy: 'password_hash', sort: 'asc' }],
        ['sort', { sortBy: 'createdAt', sort: 'sideways' }],
        ['pageSize', { current: '1', pageSize: '1000' }],
        ['limit', { offset: '0', limit: '1000' }],
      ];
      for (const [parameter, query] of refused) {
        const res = await call(query);
        const problem = refusalProblem(res.statusCode, res.body, parameter);
        if (problem) problems.push(`${key} (${JSON.stringify(query)}): ${problem}`);
      }
      const unknownKey = JSON.parse((await call({ sortBy: 'nonsense' })).body) as { message?: string };
      if (!unknownKey.message?.includes(`sortBy must be one of: ${sortKeys.join(', ')}`)) problems.push(`${key}: the refusal of an unknown sortBy does not list the keys: "${unknownKey.message}"`);
    }

    console.log(`List paging: ${walked} list routes of ${routes.length} routes walked, ${requests} requests`);
    expect(problems).toEqual([]);
    expect(walked).toBe(lists.length);
    expect(walked).toBeGreaterThanOrEqual(KNOWN_LIST_ROUTES);
  });
});

/** The ids of a list answer, in order. */
const idsOf = (body: string) => (JSON.parse(body) as { data: { data: { _id: string }[] } }).data.data.map((row) => row._id);
const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 12, minutes));

describe('orderings', () => {
  it("a profile's posts: asc and desc by createdAt and updatedAt are each other's reverse; pins lead only in the profile's own order", async () => {
    const performer = await createPerformer(ctx.database.db);
    // Written in the order first, second, third; last changed in the order third, first, second; second is pinned.
    const made = [];
    for (const [minute, changed] of [[1, 20], [2, 30], [3, 10]]) {
      made.push(await createFeed(ctx.database.db, performer, { createdAt: at(minute), publishedAt: at(minute), updatedAt: at(changed) }));
    }
    const [first, second, third] = made.map((row) => row.id);
    await ctx.database.db.update(feeds).set({ isPinned: true, pinnedAt: at(40), updatedAt: at(30) }).where(eq(feeds.id, second));
    const list = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/user/feeds/search/${performer.username}?${query}` });
      expect(res.statusCode).toBe(200);
      return idsOf(res.body);
    };

    expect(await list('sortBy=createdAt&sort=asc')).toEqual([first, second, third]);
    expect(await list('sortBy=createdAt&sort=desc')).toEqual([third, second, first]);
    expect(await list('sortBy=updatedAt&sort=asc&current=1&pageSize=10')).toEqual([third, first, second]);
    expect(await list('sortBy=updatedAt&sort=desc&offset=0&limit=10')).toEqual([second, first, third]);
    expect(await list('sortBy=publishedAt&sort=desc')).toEqual([third, second, first]);
    // The profile's own order: the pinned post, then the newest.
    expect(await list('')).toEqual([second, third, first]);
    // Paging walks the same order.
    expect([...(await list('sortBy=createdAt&sort=asc&pageSize=2&current=1')), ...(await list('sortBy=createdAt&sort=asc&pageSize=2&current=2'))]).toEqual([first, second, third]);
  });

  it("the fan's orders: asc and desc by createdAt and updatedAt are each other's reverse", async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await fixtures.make('order')).ids.id);
    // Placed in the order made[0..2]; last changed in the order 1, 2, 0.
    const times: [number, number][] = [[1, 30], [2, 10], [3, 20]];
    for (const [i, id] of made.entries()) await ctx.database.db.update(orders).set({ createdAt: at(times[i][0]), updatedAt: at(times[i][1]) }).where(eq(orders.id, id));
    const fanHeaders = sessions.headersOf('fan');
    const list = async (query: string) => {
      const res = await get('/api/orders/users/search', Object.fromEntries(new URLSearchParams(`pageSize=100&${query}`)), fanHeaders);
      expect(res.statusCode).toBe(200);
      return idsOf(res.body).filter((id) => made.includes(id));
    };

    expect(await list('sortBy=createdAt&sort=asc')).toEqual([made[0], made[1], made[2]]);
    expect(await list('sortBy=createdAt&sort=desc')).toEqual([made[2], made[1], made[0]]);
    expect(await list('sortBy=updatedAt&sort=asc')).toEqual([made[1], made[2], made[0]]);
    expect(await list('sortBy=updatedAt&sort=desc')).toEqual([made[0], made[2], made[1]]);
    // The seller's list and the admin's use the same keys.
    const sales = await get('/api/orders/search', { sortBy: 'updatedAt', sort: 'desc', pageSize: '100' }, sessions.headersOf('owner'));
    expect(idsOf(sales.body).filter((id) => made.includes(id))).toEqual([made[0], made[2], made[1]]);
    const all = await get('/api/admin/orders/search', { sortBy: 'createdAt', sort: 'asc', pageSize: '100' }, sessions.headersOf('admin'));
    expect(idsOf(all.body).filter((id) => made.includes(id))).toEqual(made);
  });

  it('the performer search: createdAt orders as latest does, updatedAt by the last change of the profile', async () => {
    const word = 'Quillowhisk';
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createPerformer(ctx.database.db, { name: `${word} ${i}` }));
    const ids = made.map((p) => p.id);
    // Signed up in the order 0, 1, 2; profiles last changed in the order 2, 0, 1. The accounts' own rows
    // change last in yet another order (2, 1, 0: logins, the wallet), which the search must not show.
    for (const [i, [signedUp, profile, account]] of ([[1, 20, 50], [2, 30, 45], [3, 10, 40]] as const).entries()) {
      await ctx.database.db.update(users).set({ createdAt: at(signedUp), updatedAt: at(account) }).where(eq(users.id, ids[i]));
      await ctx.database.db.update(performers).set({ updatedAt: at(profile) }).where(eq(performers.userId, ids[i]));
    }
    const list = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/performers/user/search?q=${word}&${query}` });
      expect(res.statusCode).toBe(200);
      return idsOf(res.body);
    };

    expect(await list('sortBy=createdAt&sort=asc')).toEqual([ids[0], ids[1], ids[2]]);
    expect(await list('sortBy=createdAt&sort=desc')).toEqual([ids[2], ids[1], ids[0]]);
    expect(await list('sortBy=latest')).toEqual(await list('sortBy=createdAt'));
    expect(await list('sortBy=updatedAt&sort=asc')).toEqual([ids[2], ids[0], ids[1]]);
    expect(await list('sortBy=updatedAt&sort=desc&current=1&pageSize=12')).toEqual([ids[1], ids[0], ids[2]]);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/performers/user/search?sortBy=cheapest' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Please check the request in the address. sortBy: sortBy must be one of: latest, popular, price, subscribers, relevance, createdAt, updatedAt.',
    );
  });

  it('the address book: the default address leads in its own order; asc and desc by createdAt are each other\'s reverse', async () => {
    const buyer = await createUser(ctx.database.db);
    const headers = authHeader(await loginAs(ctx.app, buyer));
    const made: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/addresses/create', headers, payload: { ...ADDRESS, name, isDefault: name === 'Two' } });
      expect(res.statusCode).toBe(200);
      made.push(res.json().data._id);
    }
    for (const [i, id] of made.entries()) await ctx.database.db.update(addresses).set({ createdAt: at(i + 1), updatedAt: at(10 - i) }).where(eq(addresses.id, id));
    const list = async (query: Record<string, string>) => idsOf((await get('/api/addresses/search', query, headers)).body);

    expect(await list({})).toEqual([made[1], made[2], made[0]]);
    expect(await list({ sortBy: 'createdAt', sort: 'asc', pageSize: '100' })).toEqual(made);
    expect(await list({ sortBy: 'createdAt', sort: 'desc' })).toEqual([...made].reverse());
    expect(await list({ sortBy: 'updatedAt', sort: 'desc' })).toEqual(made);
  });
});

/** The sort keys our own pages send, by the component that sends them (column sorters, the default, fixed calls). */
const CLIENT_SORTS: { route: string; as: SessionName; keys: string[]; from: string }[] = [
  { route: '/api/admin/reports', as: 'admin', keys: ['createdAt'], from: 'admin/moderation/reports-page.tsx' },
  { route: '/api/admin/payout-requests', as: 'admin', keys: ['createdAt'], from: 'admin/admin-payouts-page.tsx' },
  { route: '/api/admin/orders/search', as: 'admin', keys: ['totalPrice', 'createdAt'], from: 'admin/admin-orders-page.tsx' },
  { route: '/api/admin/performers', as: 'admin', keys: ['name', 'createdAt'], from: 'admin/performers-table.tsx' },
  { route: '/api/follows/followers', as: 'owner', keys: ['createdAt'], from: 'follows/followers-table.tsx' },
  { route: '/api/performer/performer-assets/products/search', as: 'owner', keys: ['name', 'price'], from: 'product/my-store-table.tsx' },
  { route: '/api/performer/performer-assets/videos/search', as: 'owner', keys: ['title', 'views', 'createdAt'], from: 'video/my-video-columns.tsx' },
  { route: '/api/subscriptions/performer/search', as: 'owner', keys: ['startedAt', 'expiredAt'], from: 'subscriptions/subscriber-list.tsx' },
  { route: '/api/addresses/search', as: 'fan', keys: ['createdAt'], from: 'addresses/use-addresses.ts' },
  { route: '/api/performers/user/search', as: 'anonymous', keys: ['latest', 'popular', 'price', 'subscribers', 'updatedAt'], from: 'performers/search-query.ts' },
];

it('accepts every sort key our own pages send, and the default updatedAt on every list', async () => {
  const problems: string[] = [];
  for (const { route, as, keys, from } of CLIENT_SORTS) {
    for (const sortBy of [...keys, 'updatedAt']) {
      for (const sort of ['asc', 'desc']) {
        const res = await get(route, { current: '1', pageSize: '12', sortBy, sort }, sessions.headersOf(as));
        const problem = listProblem(res.statusCode, res.body);
        if (problem) problems.push(`${route} sortBy=${sortBy} (sent by ${from}): ${problem}`);
      }
    }
  }
  // Relevance is offered only with search text.
  const relevance = await get('/api/performers/user/search', { q: 'performer', sortBy: 'relevance' }, {});
  if (relevance.statusCode !== 200) problems.push(`relevance: ${relevance.statusCode} ${relevance.body.slice(0, 200)}`);
  expect(problems).toEqual([]);
});
