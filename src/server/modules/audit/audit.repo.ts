// The only place audit rows are written and read. Rows are only ever inserted (the table refuses the rest).
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectTablePage, type PageWindow } from '../../db/select';
import { users } from '../users/users.table';
import { adminAuditLog, type AdminAuditRow } from './audit.table';

export type NewAuditRow = Omit<AdminAuditRow, 'id' | 'createdAt'>;

export interface AuditFilter {
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Words in the summary or the action. */
  q?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createAuditRepo(db: DbOrTx) {
  return {
    async insert(row: NewAuditRow): Promise<void> {
      await db.insert(adminAuditLog).values(row);
    },

    async usernameOf(id: string): Promise<string> {
      const [row] = await db.select({ username: users.username, name: users.name }).from(users).where(eq(users.id, id)).limit(1);
      return row?.username ?? row?.name ?? '';
    },

    /** Newest first unless `window.sort` is 'asc'. */
    async page(filter: AuditFilter, window: PageWindow & { sort: 'asc' | 'desc' }): Promise<{ rows: AdminAuditRow[]; total: number }> {
      const t = adminAuditLog;
      const conditions: (SQL | undefined)[] = [
        filter.actorId ? eq(t.actorId, filter.actorId) : undefined,
        filter.action ? eq(t.action, filter.action) : undefined,
        filter.targetType ? eq(t.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(t.targetId, filter.targetId) : undefined,
        filter.q ? or(ilike(t.summary, `%${escapeLike(filter.q)}%`), ilike(t.action, `%${escapeLike(filter.q)}%`)) : undefined,
        filter.from ? gte(t.createdAt, filter.from) : undefined,
        filter.to ? lt(t.createdAt, filter.to) : undefined,
      ];
      const direction = window.sort === 'asc' ? asc : desc;
      return selectTablePage(db, t, and(...conditions), [direction(t.createdAt), direction(t.id)], window);
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
