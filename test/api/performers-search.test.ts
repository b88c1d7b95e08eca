// Discovery: GET /performers/user/search (text, filters, sorts, paging), /performers/search/random and
// /performers/top. Only verified, active performers appear, for every audience.
import { performerOptionFields } from '@/contracts/performer-options';
import { publicPerformer } from '@/contracts/performers';
import { authHeader, createCast, createPerformer, createUser, type Cast, type TestPerformer } from '../factories/users';
import { subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
let luna: TestPerformer;
let eclipse: TestPerformer;
let marco: TestPerformer;
let hidden: TestPerformer[];

const day = (n: number) => new Date(Date.UTC(2030, 0, n));

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  cast = await createCast(ctx.app, db);
  luna = await createPerformer(db, {
    name: 'Luna Rivers',
    username: 'luna_moon',
    gender: 'female',
    country: 'US',
    createdAt: day(1),
    performer: {
      bio: 'Acoustic guitar and soft vocals.',
      height: '167_169',
      weight: '55_57',
      age: '23_25',
      bodyType: 'slim',
      ethnicity: 'white',
      butt: 'medium',
      hair: 'blond',
      eyes: 'blue',
      sexualOrientation: 'straight',
      monthlyPrice: 500,
      followerCount: 10,
      isFreeSubscription: true,
      isStreaming: true,
    },
  });
  eclipse = await createPerformer(db, {
    name: 'Lunar Eclipse',
    username: 'eclipse_night',
    gender: 'male',
    country: 'GB',
    createdAt: day(2),
    performer: { bio: 'Night sky photography from Rivera beach.', hair: 'black', bodyType: 'muscular', monthlyPrice: 1500, followerCount: 50 },
  });
  marco = await createPerformer(db, {
    name: 'Marco Polo',
    username: 'marco_travels',
    country: 'FR',
    createdAt: day(3),
    performer: { bio: 'Riverside cabins and lunacy.', monthlyPrice: 2500, followerCount: 5 },
  });
  // Must never appear in discovery, whoever asks and however popular they are.
  hidden = [
    await createPerformer(db, { name: 'Luna Pending', performer: { verificationStatus: 'pending', followerCount: 1000, bio: 'Rivers of sound.' } }),
    await createPerformer(db, { name: 'Luna Rejected', performer: { verificationStatus: 'rejected', followerCount: 900 } }),
    await createPerformer(db, { name: 'Luna Inactive', status: 'inactive', performer: { followerCount: 800 } }),
  ];
  await createUser(db, { name: 'Luna Fan' });
  // The public subscriber count is the subscriptions running now: Marco 8, Eclipse 2, Luna 1 (her 3 ended ones do not count).
  const subscribe = async (performerId: string, running: number, ended = 0) => {
    for (let i = 0; i < running + ended; i++) {
      const fan = await createUser(db);
      const expiredAt = new Date(Date.now() + (i < running ? 1 : -1) * 24 * 60 * 60 * 1000);
      await db.insert(subscriptions).values({ userId: fan.id, performerId, subscriptionType: 'monthly', startedAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000), expiredAt });
    }
  };
  await subscribe(luna.id, 1, 3);
  await subscribe(eclipse.id, 2);
  await subscribe(marco.id, 8);
});
afterAll(() => ctx?.close());

type Listed = { data: { _id: string; name: string }[]; total: number };
async function search(query: string, token?: string): Promise<Listed> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/performers/user/search?${query}`, headers: token ? authHeader(token) : {} });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const ids = (list: Listed) => list.data.map((p) => p._id);
/** The order of the three seeded performers within a result. */
const orderOfSeeded = (list: Listed) => ids(list).filter((id) => [luna.id, eclipse.id, marco.id].includes(id));
const allTokens = () => [undefined, ...Object.values(cast.tokens)];

describe('GET /api/performers/user/search: text', () => {
  it('ranks by trigram relevance over name, username and bio', async () => {
    const rivers = await search('q=rivers');
    expect(ids(rivers)).toEqual([luna.id, marco.id, eclipse.id]);
    expect(rivers.total).toBe(3);
    const lunaResults = await search('q=luna');
    expect(ids(lunaResults)[0]).toBe(luna.id);
    expect(ids(lunaResults).sort()).toEqual([luna.id, eclipse.id, marco.id].sort());
  });

  it('matches a misspelt word (trigram similarity) and a part of a username (substring)', async () => {
    expect(ids(await search('q=photograpy'))).toEqual([eclipse.id]);
    expect(ids(await search('q=marco_tr'))).toEqual([marco.id]);
    expect(ids(await search(`q=${encodeURIComponent('100%')}`))).toEqual([]);
  });

  it('shows only verified, active performers, to every audience', async () => {
    for (const token of allTokens()) {
      const result = await search('q=luna', token);
      for (const h of hidden) expect(ids(result)).not.toContain(h.id);
      expect(result.data.map((p) => p.name)).not.toContain('Luna Fan');
      for (const item of result.data) expect(Object.keys(item).sort()).toEqual(Object.keys(publicPerformer.shape).sort());
    }
  });
});

describe('GET /api/performers/user/search: filters', () => {
  it.each(performerOptionFields)('filters on %s', async (field) => {
    const value = field === 'gender' ? luna.gender : luna.performer[field as Exclude<typeof field, 'gender'>];
    expect(ids(await search(`${field}=${encodeURIComponent(value!)}`))).toEqual([luna.id]);
  });

  it('filters on country, price range, free trial and live now', async () => {
    expect(ids(await search('country=GB'))).toEqual([eclipse.id]);
    expect(ids(await search('minPrice=10&maxPrice=20'))).toEqual([eclipse.id]);
    expect(ids(await search('minPrice=20'))).toEqual([marco.id]);
    expect(ids(await search('maxPrice=5'))).toEqual([luna.id]);
    expect(ids(await search('isFreeSubscription=true'))).toEqual([luna.id]);
    expect(ids(await search('isFreeSubscription=false'))).not.toContain(luna.id);
    expect(ids(await search('isStreaming=true'))).toEqual([luna.id]);
    expect(ids(await search('isStreaming=false&q=rivers'))).toEqual([marco.id, eclipse.id]);
    expect(ids(await search('q=luna&bodyType=muscular&country=GB'))).toEqual([eclipse.id]);
  });

  it('finds no free trials while the site has them switched off', async () => {
    const set = (on: boolean) =>
      ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: { freeSubscriptionEnabled: on }, headers: authHeader(cast.tokens.admin) });
    expect((await set(false)).statusCode).toBe(200);
    try {
      expect(ids(await search('isFreeSubscription=true'))).toEqual([]);
      expect(ids(await search('isFreeSubscription=false'))).toContain(luna.id);
    } finally {
      await set(true);
    }
  });

  it('refuses bad filters with a readable 422', async () => {
    for (const query of ['height=tall', 'gender=robot', 'country=usa', 'minPrice=-1', 'isStreaming=maybe', 'sortBy=cheapest', 'sort=up', `q=${'x'.repeat(101)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/performers/user/search?${query}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/^Please check the request in the address\./);
    }
    const swapped = await ctx.app.inject({ method: 'GET', url: '/api/performers/user/search?minPrice=30&maxPrice=10' });
    expect(swapped.statusCode).toBe(422);
    expect(swapped.json().message).toBe('minPrice cannot be more than maxPrice. Swap them or widen the range.');
  });
});

describe('GET /api/performers/user/search: sorts and paging', () => {
  it('sorts by latest (default), popular, price and subscribers', async () => {
    expect(orderOfSeeded(await search(''))).toEqual([marco.id, eclipse.id, luna.id]);
    expect(orderOfSeeded(await search('sortBy=latest'))).toEqual([marco.id, eclipse.id, luna.id]);
    expect(orderOfSeeded(await search('sortBy=popular'))).toEqual([eclipse.id, luna.id, marco.id]);
    expect(orderOfSeeded(await search('sortBy=price'))).toEqual([luna.id, eclipse.id, marco.id]);
    expect(orderOfSeeded(await search('sortBy=price&sort=desc'))).toEqual([marco.id, eclipse.id, luna.id]);
    expect(orderOfSeeded(await search('sortBy=subscribers'))).toEqual([marco.id, eclipse.id, luna.id]);
    // Relevance needs text; without it the newest come first.
    expect(orderOfSeeded(await search('sortBy=relevance'))).toEqual([marco.id, eclipse.id, luna.id]);
    // With text, another sort still wins when asked for.
    expect(ids(await search('q=rivers&sortBy=price'))).toEqual([luna.id, eclipse.id, marco.id]);
  });

  it('pages with current/pageSize or offset/limit and counts the whole result', async () => {
    const all = await search('sortBy=price&pageSize=100');
    expect(all.total).toBe(5);
    const page2 = await search('sortBy=price&pageSize=2&current=2');
    expect(page2.total).toBe(5);
    expect(ids(page2)).toEqual(ids(all).slice(2, 4));
    expect(ids(await search('sortBy=price&offset=4&limit=2'))).toEqual(ids(all).slice(4));
  });

  it('caps the page size', async () => {
    for (const query of ['pageSize=101', 'limit=101']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/performers/user/search?${query}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/can be at most 100/);
    }
  });
});

describe('GET /api/performers/search/random and /api/performers/top', () => {
  it('random: visible performers only, as a list, up to the limit', async () => {
    for (const token of allTokens()) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/performers/search/random', headers: token ? authHeader(token) : {} });
      expect(res.statusCode).toBe(200);
      const list: Listed = res.json().data;
      expect(list.total).toBe(5);
      expect(ids(list).sort()).toEqual([luna.id, eclipse.id, marco.id, cast.owner.id, cast.otherPerformer.id].sort());
    }
    const two = await ctx.app.inject({ method: 'GET', url: '/api/performers/search/random?limit=2' });
    expect(two.json().data.data).toHaveLength(2);
  });

  it('top: the most followed and subscribed first, hidden ones never', async () => {
    for (const token of allTokens()) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/performers/top?limit=3', headers: token ? authHeader(token) : {} });
      expect(res.statusCode).toBe(200);
      expect(ids(res.json().data)).toEqual([eclipse.id, marco.id, luna.id]);
    }
  });

  it.each(['/api/performers/top', '/api/performers/search/random'])('%s refuses a limit over 50', async (url) => {
    for (const limit of ['51', '0', 'many']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${url}?limit=${limit}` });
      expect(res.statusCode).toBe(422);
    }
  });
});
