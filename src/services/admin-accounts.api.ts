// The operators' accounts desk: search accounts, read one, suspend, reactivate and delete it.
import type { AccountProfile, AccountView } from '@/contracts/admin-accounts';
import type { List, PagingQuery } from '@/contracts/common';
import type { AccountStatus, AdminUser } from '@/contracts/users';
import { request } from '@/lib/request';

export type AdminAccountsQuery = PagingQuery & { q?: string; role?: 'user' | 'admin'; isPerformer?: 'true' | 'false'; status?: AccountStatus };

const accountPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export const adminAccountsService = {
  search: (query: AdminAccountsQuery = {}) => request<List<AdminUser>>('/admin/users/search', { query }),
  get: (id: string) => request<AccountView>(accountPath(id)),
  suspend: (id: string, reason: string) => request<AccountProfile>(`${accountPath(id)}/suspend`, { method: 'POST', body: { reason } }),
  reactivate: (id: string) => request<AccountProfile>(`${accountPath(id)}/reactivate`, { method: 'POST' }),
  remove: (id: string) => request<AccountProfile>(accountPath(id), { method: 'DELETE' }),
};
