// Reference data for the creator forms, from the lookup service (fetched once per page load). Each hook
// starts from a usable fallback, so a form works while the list loads or when it cannot be fetched.
import { useMemo } from 'react';
import type { CityItem, StateItem, UserAdditional } from '@/contracts/lookups';
import { optionLabel, performerOptionFields, performerOptionLists } from '@/contracts/performer-options';
import { countryName, countryOptions, type CountryOption } from '@/components/common/countries';
import { lookupService } from '@/services/lookup.api';
import { useResource } from '@/hooks/use-resource';

/** Runs `load` when `key` changes; keeps `fallback` until (and unless) it answers. Null key loads nothing. */
function useLookup<T>(key: string | null, load: () => Promise<T>, fallback: T): T {
  // The answer carries the key it was asked for: one for an earlier key (or none, after a failure: the form
  // still works without the list) leaves the fallback in place.
  const found = useResource(async () => ({ data: { key, value: await load() } }), key ?? '', { ready: key !== null }).value;
  return found && found.key === key ? found.value : fallback;
}

/** The option lists as the contract defines them, labelled like the server does. */
export const localOptionLists = Object.fromEntries(
  performerOptionFields.map((field) => [field, performerOptionLists[field].map((value) => ({ value, text: optionLabel(field, value) }))]),
) as UserAdditional;

export function useOptionLists(): UserAdditional {
  return useLookup('user-additional', lookupService.userAdditional, localOptionLists);
}

/** Every country with its flag, sorted by name; the short built-in list until the full one arrives. */
export function useCountryOptions(): CountryOption[] {
  const fallback = useMemo(() => countryOptions(), []);
  return useLookup(
    'countries',
    async () =>
      [...(await lookupService.countries())]
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .map((c) => ({ value: c.code, label: `${c.flag} ${c.name}` })),
    fallback,
  );
}

/** A label for a code that may not be in the options (yet). */
export function countryLabel(options: CountryOption[], code: string): string {
  return options.find((o) => o.value === code)?.label ?? countryName(code);
}

export function useLanguageOptions(): { value: string; label: string }[] {
  return useLookup('languages', async () => (await lookupService.languages()).map((l) => ({ value: l.code, label: l.name })), []);
}

const noStates: StateItem[] = [];
const noCities: CityItem[] = [];

export function useStates(country: string | undefined): StateItem[] {
  return useLookup(country ? `states:${country}` : null, () => lookupService.states(country ?? ''), noStates);
}

/** `state` is what the form holds (a state's name, or its code): the cities call needs the code. */
export function useCities(country: string | undefined, states: StateItem[], state: string | undefined): CityItem[] {
  const wanted = state?.trim().toLowerCase();
  const code = wanted ? states.find((s) => s.name.toLowerCase() === wanted || s.code.toLowerCase() === wanted)?.code : undefined;
  return useLookup(country && code ? `cities:${country}:${code}` : null, () => lookupService.cities(country ?? '', code ?? ''), noCities);
}
