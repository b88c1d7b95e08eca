// What the directory's search form holds while the visitor edits it, and how it maps to and from the
// search in the address.
import { performerOptionFields, type PerformerOptionField } from '@/contracts/performer-options';
import { filterKeys, type PerformerSearch } from './search-query';

export interface FilterValues extends Partial<Record<PerformerOptionField, string>> {
  q?: string;
  country?: string;
  minPrice?: number | null;
  maxPrice?: number | null;
  isFreeSubscription?: boolean;
  isStreaming?: boolean;
}

export const valuesOf = (search: PerformerSearch): FilterValues => ({
  ...Object.fromEntries(performerOptionFields.map((f) => [f, search[f]])),
  q: search.q ?? '',
  country: search.country,
  minPrice: search.minPrice ?? null,
  maxPrice: search.maxPrice ?? null,
  isFreeSubscription: !!search.isFreeSubscription,
  isStreaming: !!search.isStreaming,
});

/** Form values as search changes: blanks clear their filter. */
export function changeOf(values: FilterValues): Partial<PerformerSearch> {
  const change: Record<string, unknown> = {};
  for (const field of performerOptionFields) change[field] = values[field] || undefined;
  change.q = values.q?.trim() || undefined;
  change.country = values.country || undefined;
  change.minPrice = values.minPrice ?? undefined;
  change.maxPrice = values.maxPrice ?? undefined;
  change.isFreeSubscription = values.isFreeSubscription || undefined;
  change.isStreaming = values.isStreaming || undefined;
  return change as Partial<PerformerSearch>;
}

/** How many filters (besides the text) narrow the search: the panel's badge. */
export const activeFilterCount = (search: PerformerSearch) => filterKeys.filter((k) => k !== 'q' && search[k] !== undefined).length;
