// The choices the directory's filters offer: the option lists from GET /user-additional and the countries
// with their flags from GET /countries/list (50 kB). Neither is read with the page: the option lists when the
// filter panel is first opened, the countries when the country filter is first opened. lookupService keeps
// each answer for the rest of the visit, so opening them again reads nothing.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UserAdditional } from '@/contracts/lookups';
import { optionLabel, performerOptionFields, performerOptionLists, type PerformerOptionField } from '@/contracts/performer-options';
import { countryOptions } from '@/components/common/countries';
import { lookupService } from '@/services/lookup.api';

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
  /** Reads the countries with their flags, once (call it when the country filter opens). */
  wantCountries: () => void;
}

const flagChoices = async (): Promise<Choice[]> => (await lookupService.countries()).map((x) => ({ value: x.code, label: `${x.flag} ${x.name}` }));

/**
 * The filter panel's choices. The option lists are read when the panel mounts (it is only mounted once
 * opened); country names from the runtime stand in until the country filter is opened and the list with
 * flags arrives. Either list failing leaves its stand-in in place: the filters still work.
 */
export function useFilterChoices(): FilterChoices {
  const [options, setOptions] = useState<OptionChoices>(contractChoices);
  const [countries, setCountries] = useState<Choice[]>(countryOptions);
  const [countriesAsked, setCountriesAsked] = useState(false);

  useEffect(() => {
    let live = true;
    lookupService
      .userAdditional()
      .then((lists) => live && setOptions(choicesFromLists(lists)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!countriesAsked) return;
    let live = true;
    flagChoices()
      .then((list) => live && setCountries(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [countriesAsked]);

  const wantCountries = useCallback(() => setCountriesAsked(true), []);
  return useMemo(() => ({ options, countries, wantCountries }), [options, countries, wantCountries]);
}
