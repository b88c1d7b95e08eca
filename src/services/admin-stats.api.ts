// The operators' dashboard: the business figures of a period (amounts in minor units).
import type { AdminStats } from '@/contracts/admin-stats';
import { request } from '@/lib/request';

export const adminStatsService = {
  /** `from` and `to` are UTC days (YYYY-MM-DD), both included; without them the last 30 days. */
  stats: (period: { from: string; to: string }) => request<AdminStats>('/admin/stats', { query: period }),
};
