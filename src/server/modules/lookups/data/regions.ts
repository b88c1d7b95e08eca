// States and cities from `country-state-city` (shipped with the app, no network). The city list is
// 8 MB of JSON: it is read on the first city request, grouped by country and state, and kept. The raw
// asset files are read directly because the package's own API keeps a second, larger copy with
// coordinates we never serve.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CityItem, StateItem } from '@/contracts/lookups';

interface RawState {
  name: string;
  isoCode: string;
  countryCode: string;
}
/** Rows of city.json: [name, countryCode, stateCode, latitude, longitude]. */
type RawCity = [string, string, string, ...unknown[]];

const assetsDir = () => path.join(path.dirname(require.resolve('country-state-city/package.json')), 'lib', 'assets');
const readAsset = async <T>(file: string): Promise<T> => JSON.parse(await fs.readFile(path.join(assetsDir(), file), 'utf8')) as T;

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');
const key = (country: string, state: string) => `${country}|${state}`;

let states: Promise<Map<string, StateItem[]>> | null = null;
let cities: Promise<Map<string, CityItem[]>> | null = null;

/** A failed read is not kept, so the next request tries again. */
function once<T>(load: () => Promise<T>, reset: () => void): Promise<T> {
  return load().catch((e: unknown) => {
    reset();
    throw e;
  });
}

async function loadStates(): Promise<Map<string, StateItem[]>> {
  const grouped = new Map<string, StateItem[]>();
  for (const s of await readAsset<RawState[]>('state.json')) {
    const list = grouped.get(s.countryCode) ?? [];
    list.push({ name: s.name, code: s.isoCode });
    grouped.set(s.countryCode, list);
  }
  for (const list of grouped.values()) list.sort(byName);
  return grouped;
}

async function loadCities(): Promise<Map<string, CityItem[]>> {
  const grouped = new Map<string, CityItem[]>();
  for (const [name, country, state] of await readAsset<RawCity[]>('city.json')) {
    const k = key(country, state);
    const list = grouped.get(k) ?? [];
    list.push({ name });
    grouped.set(k, list);
  }
  for (const list of grouped.values()) list.sort(byName);
  return grouped;
}

/** The states of a country (ISO 3166-1 alpha-2), by name; [] for a country without any. */
export async function statesOf(country: string): Promise<StateItem[]> {
  states ??= once(loadStates, () => (states = null));
  return (await states).get(country) ?? [];
}

/** The cities of a state, by name; null when the country has no state with this code. */
export async function citiesOf(country: string, state: string): Promise<CityItem[] | null> {
  if (!(await statesOf(country)).some((s) => s.code === state)) return null;
  cities ??= once(loadCities, () => (cities = null));
  return (await cities).get(key(country, state)) ?? [];
}
