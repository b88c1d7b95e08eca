// Reference data served from what ships with the app: countries, states, cities, languages, phone
// codes and the performer option lists.
import type { CityItem, StateItem, UserAdditional } from '@/contracts/lookups';
import { optionLabel, performerOptionFields, performerOptionLists } from '@/contracts/performer-options';
import { notFound } from '../../http/errors';
import { countryItems, isKnownCountry, languageItems, phoneCodeItems } from './data/countries';
import { citiesOf, statesOf } from './data/regions';

function knownCountry(country: string): string {
  const code = country.toUpperCase();
  if (!isKnownCountry(code)) throw notFound(`There is no country with the code ${code}. Use a code from the country list, like US.`);
  return code;
}

function buildUserAdditional(): UserAdditional {
  return Object.fromEntries(
    performerOptionFields.map((field) => [field, performerOptionLists[field].map((value) => ({ value, text: optionLabel(field, value) }))]),
  ) as UserAdditional;
}

let userAdditional: UserAdditional | null = null;

export function createLookupsService() {
  return {
    countries: countryItems,
    languages: languageItems,
    phoneCodes: phoneCodeItems,
    isKnownCountry,

    async states(country: string): Promise<StateItem[]> {
      return statesOf(knownCountry(country));
    },

    async cities(country: string, state: string): Promise<CityItem[]> {
      const code = knownCountry(country);
      const list = await citiesOf(code, state.toUpperCase());
      if (!list) throw notFound(`There is no state with the code ${state.toUpperCase()} in ${code}. Use a code from GET /states/${code}.`);
      return list;
    },

    userAdditional(): UserAdditional {
      userAdditional ??= buildUserAdditional();
      return userAdditional;
    },
  };
}
export type LookupsService = ReturnType<typeof createLookupsService>;
