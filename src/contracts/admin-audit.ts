// The admin audit log: every change an operator makes, read back by GET /admin/audit-log.
import { z } from 'zod';
import { pagedQuery } from './common';

/** One recorded admin action. `before`/`after` hold the changed fields where the action changes a record. */
export const auditEntry = z.object({
  _id: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  route: z.string(),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A day (YYYY-MM-DD) or an instant with its offset (2026-11-27T10:00:00Z). */
const day = z
  .string()
  .refine((v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(v) && !Number.isNaN(Date.parse(v)), 'Dates are written YYYY-MM-DD');

/** GET /admin/audit-log: newest first; every filter optional; from/to are inclusive days or instants. */
export const auditLogQuery = pagedQuery(['createdAt'] as const).extend({
  actorId: z.uuid('actorId must be a valid id').optional(),
  action: z.string().trim().max(80, 'action can be at most 80 characters').optional(),
  targetType: z.string().trim().max(40, 'targetType can be at most 40 characters').optional(),
  targetId: z.string().trim().max(120, 'targetId can be at most 120 characters').optional(),
  q: z.string().trim().max(100, 'q can be at most 100 characters').optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
