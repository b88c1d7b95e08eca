// A performer's own earnings: the paged list and the totals with a per-day series.
// The performer is always the caller: no performer id is ever sent.
import type { List } from '@/contracts/common';
import type { EarningItem, EarningSearchQuery, EarningStats, EarningStatsQuery } from '@/contracts/wallet';
import { request } from '@/lib/request';

type Query<T> = Partial<Record<keyof T, string | number>> | Record<string, string>;

export const earningService = {
  search: (query: Query<EarningSearchQuery> = {}) => request<List<EarningItem>>('/performer/earning/search', { query }),
  stats: (query: Query<EarningStatsQuery> = {}) => request<EarningStats>('/performer/earning/stats', { query }),
};
