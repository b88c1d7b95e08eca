import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';

/**
 * Every change an admin makes, one row each, never updated or deleted (a trigger refuses both; docs/admin.md).
 * The actor and target are plain values, not references: the record outlives the accounts it names.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').notNull(),
    /** The admin's username when they acted. */
    actorName: text('actor_name').notNull(),
    /** What was done, e.g. 'user.suspend', 'payout.reveal', 'settings.update' (src/contracts/admin-audit.ts). */
    action: text('action').notNull(),
    /** 'user', 'payout', 'report', 'settings', … and the id (or key) of the thing acted on. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull().default(''),
    /** One sentence for the log's list, e.g. "Suspended luna: spam". */
    summary: text('summary').notNull().default(''),
    /** The changed fields before and after, where the action changes a record (secrets masked). */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** The route that did it, e.g. "POST /admin/users/:id/suspend", and the admin's address. */
    route: text('route').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('admin_audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
