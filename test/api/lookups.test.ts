// Reference data shipped with the app: countries, states, cities, languages, phone codes, option lists.
import { optionLabel, performerOptionLists } from '@/contracts/performer-options';
import { LOOKUP_CACHE_CONTROL } from '@/server/modules/lookups/lookups.routes';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}` });

async function data<T>(url: string): Promise<T> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe(LOOKUP_CACHE_CONTROL);
  expect(Object.keys(res.json()).sort()).toEqual(['data', 'status']);
  expect(res.json().status).toBe(0);
  return res.json().data as T;
}

describe('GET /countries/list', () => {
  it('lists every country with capital, region, currency, language and flag, by name', async () => {
    const countries = await data<{ name: string; code: string }[]>('/countries/list');
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.find((c) => c.code === 'GB')).toEqual({
      name: 'United Kingdom',
      code: 'GB',
      capital: 'London',
      region: 'Europe',
      currency: { code: 'GBP', name: 'British Pound', symbol: '£' },
      language: { code: 'en', name: 'English' },
      flag: '🇬🇧',
    });
    expect(countries.find((c) => c.code === 'JP')).toMatchObject({ capital: 'Tokyo', region: 'Asia', currency: { code: 'JPY', symbol: '¥' }, flag: '🇯🇵' });
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
  });

  it('answers every visitor the same bytes', async () => {
    const first = await get('/countries/list');
    const second = await get('/countries/list');
    expect(second.body).toBe(first.body);
  });
});

describe('GET /states/{country}', () => {
  it("lists a country's states by name with their codes", async () => {
    const states = await data<{ name: string; code: string }[]>('/states/US');
    expect(states).toContainEqual({ name: 'California', code: 'CA' });
    expect(states).toContainEqual({ name: 'Texas', code: 'TX' });
    expect(states.length).toBeGreaterThanOrEqual(50);
    expect(states.map((s) => s.name)).toEqual(states.map((s) => s.name).sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('takes the country code in either case', async () => {
    expect(await data('/states/us')).toEqual(await data('/states/US'));
  });

  it('answers [] for a known country without states', async () => {
    expect(await data('/states/AQ')).toEqual([]);
  });

  it('answers 404 with a sentence for an unknown country', async () => {
    const res = await get('/states/QQ');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('There is no country with the code QQ. Use a code from the country list, like US.');
  });

  it('refuses something that is not a two-letter code with a readable 422', async () => {
    const res = await get('/states/USA');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Country must be a two-letter code like US/);
  });
});

describe('GET /cities/{country}/{state}', () => {
  it("lists a state's cities by name", async () => {
    const cities = await data<{ name: string }[]>('/cities/US/CA');
    expect(cities).toContainEqual({ name: 'Los Angeles' });
    expect(cities).toContainEqual({ name: 'San Francisco' });
    expect(cities.every((c) => Object.keys(c).join() === 'name')).toBe(true);
    expect(await data('/cities/us/ca')).toEqual(cities);
  });

  it('answers 404 for an unknown state or country', async () => {
    const state = await get('/cities/US/ZZZ');
    expect(state.statusCode).toBe(404);
    expect(state.json().message).toBe('There is no state with the code ZZZ in US. Use a code from GET /states/US.');
    expect((await get('/cities/QQ/CA')).statusCode).toBe(404);
  });

  it('refuses an overlong state code with a readable 422', async () => {
    const res = await get('/cities/US/ABCDEFGHIJKL');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/State must be a state code like CA/);
  });
});

describe('GET /languages/list', () => {
  it('lists ISO 639-1 languages by name', async () => {
    const languages = await data<{ code: string; name: string }[]>('/languages/list');
    expect(languages).toContainEqual({ code: 'en', name: 'English' });
    expect(languages).toContainEqual({ code: 'fr', name: 'French' });
    expect(languages.every((l) => /^[a-z]{2}$/.test(l.code))).toBe(true);
    expect(languages.length).toBeGreaterThan(150);
  });
});

describe('GET /phone-codes/list', () => {
  it('gives each country its dialling code', async () => {
    const codes = await data<{ code: string; name: string; dialCode: string }[]>('/phone-codes/list');
    expect(codes).toContainEqual({ code: 'GB', name: 'United Kingdom', dialCode: '+44' });
    expect(codes).toContainEqual({ code: 'US', name: 'United States', dialCode: '+1' });
    expect(codes.every((c) => /^\+\d{1,4}$/.test(c.dialCode))).toBe(true);
  });
});

describe('GET /user-additional', () => {
  it('serves every performer option list as value/text pairs', async () => {
    const lists = await data<Record<string, { value: string; text: string }[]>>('/user-additional');
    expect(Object.keys(lists).sort()).toEqual(Object.keys(performerOptionLists).sort());
    for (const [field, values] of Object.entries(performerOptionLists)) {
      expect(lists[field].map((o) => o.value)).toEqual([...values]);
    }
    expect(lists.height[0]).toEqual({ value: 'under_140', text: 'Under 140 cm' });
    expect(lists.bodyType).toContainEqual({ value: 'gymBody', text: optionLabel('bodyType', 'gymBody') });
  });
});
