// A performer's blocks (docs/business-rules.md "Safety"): users they blocked and the countries whose
// visitors may not see them.
import type { z } from 'zod';
import type { List } from '@/contracts/common';
import type { BlockCountriesResult, BlockedUserItem, BlockedUserQuery, BlockUserBody, unblockResult } from '@/contracts/social';
import { request } from '@/lib/request';

export const blockService = {
  users: (query: Partial<BlockedUserQuery> = {}) => request<List<BlockedUserItem>>('/block/users', { query }),
  blockUser: (body: BlockUserBody) => request<BlockedUserItem>('/block/users', { method: 'POST', body }),
  /** `userId` is the blocked user's id. */
  unblockUser: (userId: string) => request<z.infer<typeof unblockResult>>(`/block/users/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  countries: () => request<BlockCountriesResult>('/block/countries'),
  /** Replaces the whole list. */
  saveCountries: (countryCodes: string[]) => request<BlockCountriesResult>('/block/countries', { method: 'POST', body: { countryCodes } }),
};
