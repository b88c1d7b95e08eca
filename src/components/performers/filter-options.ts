// The choices the directory's filters offer: the option lists from GET /user-additional and the countries
// with their flags, both fetched once per page load (lookupService keeps them).
import { useMemo, useState } from 'react';
import type { UserAdditional } from '@/contracts/lookups';
import { optionLabel, performerOptionFields, performerOptionLists, type PerformerOptionField } from '@/contracts/performer-options';
import { countryOptions } from '@/components/common/countries';
import { lookupService } from '@/services/lookup.api';
import { useResource } from '@/hooks/use-resource';

export interface Choice {
  value: string;
  label: string;
}

export type OptionChoices = Record<PerformerOptionField, Choice[]>;

/**
 * Until the server's lists arrive, the contract's own lists stand in: the same values with the same
 * labels, so a page rendered on the server already names the filters chosen in its address.
 */
export const contractChoices = (): OptionChoices =>
  Object.fromEntries(
    performerOptionFields.map((field) => [field, performerOptionLists[field].map((value) => ({ value, label: optionLabel(field, value) }))]),
  ) as OptionChoices;

export const choicesFromLists = (lists: UserAdditional): OptionChoices =>
  Object.fromEntries(
    performerOptionFields.map((field) => [field, (lists[field] ?? []).map(({ value, text }) => ({ value, label: text }))]),
  ) as OptionChoices;

export interface FilterChoices {
  options: OptionChoices;
  countries: Choice[];
}

/** Country names from the runtime stand in until the list with flags arrives. */
const initialChoices = (): FilterChoices => ({ options: contractChoices(), countries: countryOptions() });

const loadOptions = async () => ({ data: choicesFromLists(await lookupService.userAdditional()) });
const loadCountries = async () => ({ data: (await lookupService.countries()).map((x) => ({ value: x.code, label: `${x.flag} ${x.name}` })) });

export function useFilterChoices(): FilterChoices {
  const [initial] = useState(initialChoices);
  // Either list failing leaves its stand-in in place: the filters still work.
  const options = useResource(loadOptions, 'user-additional').value ?? initial.options;
  const countries = useResource(loadCountries, 'countries').value ?? initial.countries;
  return useMemo(() => ({ options, countries }), [options, countries]);
}
