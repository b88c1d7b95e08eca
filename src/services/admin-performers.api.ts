// The admin's review of performers (verify or reject their ID documents, revoke a verification); the report queue is moderation.api.ts.
import type { List, PagingQuery } from '@/contracts/common';
import type { AdminPerformer, VerificationStatus } from '@/contracts/performers';
import { request } from '@/lib/request';

export type AdminPerformersQuery = PagingQuery & { verificationStatus?: VerificationStatus; q?: string };

const performerPath = (id: string) => `/admin/performers/${encodeURIComponent(id)}`;

export const adminPerformersService = {
  list: (query: AdminPerformersQuery = {}) => request<List<AdminPerformer>>('/admin/performers', { query }),
  /** Documents come as signed URLs bound to the admin, valid for a few minutes. */
  get: (id: string) => request<AdminPerformer>(performerPath(id)),
  verify: (id: string) => request<AdminPerformer>(`${performerPath(id)}/verify`, { method: 'POST' }),
  reject: (id: string, reason: string) => request<AdminPerformer>(`${performerPath(id)}/reject`, { method: 'POST', body: { reason } }),
  /** Takes a verified performer off the listings; they are rejected with the reason and emailed. */
  revoke: (id: string, reason: string) => request<AdminPerformer>(`${performerPath(id)}/revoke`, { method: 'POST', body: { reason } }),
};
