// The admin's moderation: the report queue with each item in place, the content browser, and the decisions
// (dismiss, hide, remove with or without refunds, warn, restore).
import type { List, PagingQuery } from '@/contracts/common';
import type {
  ContentModerationBody,
  ModeratedItem,
  ModeratedKind,
  ModerationReport,
  ModerationState,
  ModerationResult,
  ResolveReportBody,
  ResolveReportResult,
} from '@/contracts/moderation';
import type { Report } from '@/contracts/social';
import { request } from '@/lib/request';

export type ModerationReportsQuery = PagingQuery & { status?: Report['status'] };
export type ContentQuery = PagingQuery & { kind?: ModeratedKind; q?: string; moderation?: ModerationState; performerId?: string; reported?: 'true' | 'false' };

export const moderationService = {
  reports: (query: ModerationReportsQuery = {}) => request<List<ModerationReport>>('/admin/reports', { query }),
  resolve: (id: string, body: ResolveReportBody) => request<ResolveReportResult>(`/admin/reports/${encodeURIComponent(id)}/resolve`, { method: 'POST', body }),
  content: (query: ContentQuery = {}) => request<List<ModeratedItem>>('/admin/content', { query }),
  moderate: (kind: ModeratedKind, id: string, body: ContentModerationBody) =>
    request<ModerationResult>(`/admin/content/${kind}/${encodeURIComponent(id)}/moderation`, { method: 'POST', body }),
};
