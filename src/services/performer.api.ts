// Performer discovery: search, samples for suggestions, and one public profile.
import type { IncomingMessage } from 'node:http';
import type { List } from '@/contracts/common';
import { INTERNAL_SECRET_HEADER, TOKEN_COOKIE } from '@/contracts/shell-values';
import type { PerformerSearchQuery, PublicPerformer } from '@/contracts/performers';
import { readCookie } from '@/lib/cookies';
import { request } from '@/lib/request';
import { visitorIp } from '@/lib/visitor-ip';

/** GET /performers/top and /performers/search/random: how many (the API allows up to 50). */
export type PerformerSampleQuery = {
  limit?: number;
};
type Headers = Record<string, string> | undefined;

/**
 * Headers for an API call the page renderer makes for a visitor: their session (so isFollowed and blocks
 * apply to them) and their address, which the API trusts only with the internal secret (performers may
 * block the visitor's country: docs/business-rules.md "Safety"). In the browser the request helper and the
 * network do this.
 */
export function visitorHeaders(req: Pick<IncomingMessage, 'headers' | 'socket'> | undefined): Record<string, string> | undefined {
  if (!req || typeof window !== 'undefined') return undefined;
  const headers: Record<string, string> = {};
  const token = readCookie(req.headers.cookie, TOKEN_COOKIE);
  if (token) headers.Authorization = token;
  const ip = visitorIp(req);
  const secret = process.env.INTERNAL_API_SECRET;
  if (ip && secret) {
    headers['x-client-ip'] = ip;
    headers[INTERNAL_SECRET_HEADER] = secret;
  }
  return headers;
}

export const performerService = {
  search: (query: Partial<PerformerSearchQuery> = {}, headers?: Headers) =>
    request<List<PublicPerformer>>('/performers/user/search', { query, headers }),
  random: (query: PerformerSampleQuery = {}, headers?: Headers) => request<List<PublicPerformer>>('/performers/search/random', { query, headers }),
  top: (query: PerformerSampleQuery = {}, headers?: Headers) => request<List<PublicPerformer>>('/performers/top', { query, headers }),
  /** By user id or username; 404 when missing, unverified, or hidden from this viewer (a block). */
  view: (idOrUsername: string, headers?: Headers) =>
    request<PublicPerformer>(`/performers/${encodeURIComponent(idOrUsername)}`, { headers }),
};
