// Countries, languages and phone codes from `countries-list` (MIT, shipped with the app, no network).
// The lists are small; they are built once on first use and kept.
import { continents, countries, getEmojiFlag, languages, type TCountryCode, type TLanguageCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import type { CountryItem, LanguageItem, PhoneCodeItem } from '@/contracts/lookups';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

function currencyOf(codes: readonly string[]): CountryItem['currency'] {
  const code = codes[0];
  const known = code ? currencies[code as keyof typeof currencies] : undefined;
  return { code: code ?? '', name: known?.name ?? '', symbol: known?.symbol ?? code ?? '' };
}

function languageOf(codes: readonly TLanguageCode[]): CountryItem['language'] {
  const code = codes[0];
  return { code: code ?? '', name: code ? (languages[code]?.name ?? '') : '' };
}

function buildCountries(): CountryItem[] {
  return (Object.entries(countries) as [TCountryCode, (typeof countries)[TCountryCode]][])
    .map(([code, c]) => ({
      name: c.name,
      code,
      capital: c.capital,
      region: continents[c.continent],
      currency: currencyOf(c.currency),
      language: languageOf(c.languages),
      flag: getEmojiFlag(code),
    }))
    .sort(byName);
}

let countryList: CountryItem[] | null = null;
let countryCodes: ReadonlySet<string> | null = null;
let languageList: LanguageItem[] | null = null;
let phoneCodeList: PhoneCodeItem[] | null = null;

export function countryItems(): CountryItem[] {
  countryList ??= buildCountries();
  return countryList;
}

/** Every ISO 3166-1 alpha-2 code the app knows (the codes of GET /countries/list). */
export function knownCountryCodes(): ReadonlySet<string> {
  countryCodes ??= new Set(countryItems().map((c) => c.code));
  return countryCodes;
}

export const isKnownCountry = (code: string) => knownCountryCodes().has(code);

/** ISO 639-1 languages by English name. */
export function languageItems(): LanguageItem[] {
  languageList ??= (Object.entries(languages) as [TLanguageCode, { name: string }][]).map(([code, l]) => ({ code, name: l.name })).sort(byName);
  return languageList;
}

/** One line per country that has a calling code: its first (main) code. */
export function phoneCodeItems(): PhoneCodeItem[] {
  phoneCodeList ??= countryItems().flatMap((c) => {
    const main = countries[c.code as TCountryCode].phone[0];
    return main ? [{ code: c.code, name: c.name, dialCode: `+${main}` }] : [];
  });
  return phoneCodeList;
}
