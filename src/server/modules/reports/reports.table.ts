import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns';
import { userRef } from '../../db/user-columns';

/** A user's report about a target; one per user per target (a second one updates it). */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: userRef('reporter_id'),
    target: text('target').notNull(),
    targetId: uuid('target_id').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
    /** What the admin did when closing it (dismissed, hidden, removed, warned, suspended); null while open. */
    resolution: text('resolution'),
    resolutionNote: text('resolution_note').notNull().default(''),
    resolvedBy: uuid('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('reports_once_key').on(t.reporterId, t.target, t.targetId), index('reports_status_idx').on(t.status, t.updatedAt)],
);
export type ReportRow = typeof reports.$inferSelect;
