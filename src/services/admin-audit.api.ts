// The admin audit log: every change an admin made (and each reveal or export of payout details), newest first.
import type { AuditEntry, AuditLogQuery } from '@/contracts/admin-audit';
import type { List } from '@/contracts/common';
import { request } from '@/lib/request';

export const adminAuditService = {
  /** Filters: actorId, action, targetType, targetId, q (words in the summary or action), from/to (YYYY-MM-DD, inclusive). */
  entries: (query: Partial<AuditLogQuery> | Record<string, string> = {}) => request<List<AuditEntry>>('/admin/audit-log', { query }),
};
