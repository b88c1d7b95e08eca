// A status filter kept in the address as `status`: a default status when absent, "all" for no filter.
export const ALL_STATUSES = 'all';
export type StatusFilter<S extends string> = S | typeof ALL_STATUSES;

/** The filter the address asks for; anything unknown falls back to the default. */
export function statusFilterOf<S extends string>(value: string | undefined, statuses: readonly S[], fallback: StatusFilter<S>): StatusFilter<S> {
  if (value === ALL_STATUSES) return ALL_STATUSES;
  return (statuses as readonly string[]).includes(value ?? '') ? (value as S) : fallback;
}

/** The API query for the address query: the status filled in from the default, left out for "all". */
export function statusFilterQuery<S extends string>(query: Record<string, string>, statuses: readonly S[], fallback: StatusFilter<S>): Record<string, string> {
  const status = statusFilterOf(query.status, statuses, fallback);
  const { status: _fromUrl, ...rest } = query;
  return status === ALL_STATUSES ? rest : { ...rest, status };
}
